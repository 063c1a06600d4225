// Spec §2 service groups (MEUS DADOS, FINANCEIRO, MINHA SAÚDE, FACILIDADES): the home cards, the header's
// services panel and the side menu all show the same entries, filtered by the member's menu-* permissions.
import { Link, useLocation } from 'react-router';
import {
  MENU_GROUPS,
  isAllowed,
  menuGroupHeading,
  routePath,
  type MenuEntry,
  type MenuGroup,
} from '@portal/domain';
import { cn } from '../../../ui/cn';
import { Icon } from '../../../ui/icon';

/** Addresses of external services, from the operator's public parameters, and PA Virtual's opener. */
export interface ExternalServiceUrls {
  guiaMedico?: string | null;
  /** Opens PA Virtual in a new tab (app/composition/pa-virtual-entry.ts: its address depends on the member's plan). */
  paVirtual?: () => void;
}

export function visibleServiceGroups(menuPermissions: readonly string[]): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    itens: group.itens.filter((entry) => isAllowed(menuPermissions, entry.permissao)),
  })).filter((group) => group.itens.length > 0);
}

type EntryTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'paVirtual'; open: () => void }
  | { kind: 'blocked' };

export function resolveEntry(entry: MenuEntry, urls: ExternalServiceUrls): EntryTarget {
  if (entry.rota) return { kind: 'route', to: routePath(entry.rota) };
  if (entry.externo === 'GUIA_MEDICO' && urls.guiaMedico) return { kind: 'external', href: urls.guiaMedico };
  // PA Virtual's address is asked of GET /api/beneficiarios/pa-virtual on click (it depends on the plan).
  if (entry.externo === 'PA_VIRTUAL' && urls.paVirtual) return { kind: 'paVirtual', open: urls.paVirtual };
  // A medical guide without its parameter (or a menu given no PA Virtual opener) is shown blocked.
  return { kind: 'blocked' };
}

const NEW_TAB = 'abre em nova aba';
const UNAVAILABLE = 'indisponível no momento';
const UNAVAILABLE_NOTE = 'Indisponível no momento';

interface ServiceEntryProps {
  entry: MenuEntry;
  urls: ExternalServiceUrls;
  className: string;
  currentClassName: string;
  blockedClassName: string;
  onSelect?: () => void;
}

export function ServiceEntry({
  entry,
  urls,
  className,
  currentClassName,
  blockedClassName,
  onSelect,
}: ServiceEntryProps) {
  const { pathname } = useLocation();
  const target = resolveEntry(entry, urls);
  const spoken = entry.tituloLeitorTela;
  switch (target.kind) {
    case 'route': {
      const current = pathname === target.to || pathname.startsWith(`${target.to}/`);
      return (
        <Link
          to={target.to}
          aria-label={spoken}
          aria-current={current ? 'page' : undefined}
          className={cn(className, current && currentClassName)}
          onClick={onSelect}
        >
          {entry.titulo}
        </Link>
      );
    }
    case 'external':
      return (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={spoken ? `${spoken} (${NEW_TAB})` : undefined}
          className={className}
          onClick={onSelect}
        >
          {entry.titulo}
          <span className="sr-only"> ({NEW_TAB})</span>
          <Icon name="external" className="ml-1" />
        </a>
      );
    case 'paVirtual':
      return (
        <button
          type="button"
          aria-label={spoken ? `${spoken} (${NEW_TAB})` : undefined}
          className={cn(className, 'cursor-pointer')}
          onClick={() => {
            // Opens the tab within the click (popup blockers), so before anything else runs.
            target.open();
            onSelect?.();
          }}
        >
          {entry.titulo}
          <span className="sr-only"> ({NEW_TAB})</span>
          <Icon name="external" className="ml-1" />
        </button>
      );
    case 'blocked':
      return (
        <button
          type="button"
          aria-disabled="true"
          aria-label={spoken ? `${spoken} (${UNAVAILABLE})` : undefined}
          className={cn(className, blockedClassName)}
        >
          {/* Issue 10: the note is visible, not only spoken: a member should not wonder why it does nothing. */}
          <span className="flex flex-col items-start">
            <span>{entry.titulo}</span>
            <span className="text-sm font-normal">{UNAVAILABLE_NOTE}</span>
          </span>
          <Icon name="lock" className="ml-1 shrink-0" />
        </button>
      );
  }
}

export type ServiceGroupsVariant = 'cards' | 'menu';

interface ServiceGroupsProps {
  groups: readonly MenuGroup[];
  urls: ExternalServiceUrls;
  variant: ServiceGroupsVariant;
  headingLevel: 2 | 3;
  onSelect?: () => void;
  className?: string;
}

const ENTRY_CLASSES: Record<ServiceGroupsVariant, string> = {
  cards:
    'flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-semibold text-link hover:bg-surface-muted',
  menu: 'flex min-h-10 w-full items-center gap-1 rounded-sm px-2 py-2 text-left text-link no-underline hover:underline',
};
const CURRENT_CLASSES = 'bg-surface-muted font-bold underline contraste:outline contraste:outline-2';
const BLOCKED_CLASSES =
  'cursor-not-allowed text-blocked no-underline hover:no-underline hover:bg-transparent';
/**
 * Spec §2: in the menus, entries past the fifth look like side buttons. Issue 10: a centred bordered box
 * read as a stray button; the side button is a tonal row aligned with the list, set off by its fill and a
 * left accent bar, so the group reads "main entries, then more".
 */
const SIDE_BUTTON_CLASSES =
  'mt-1 rounded-md border-l-4 border-primary bg-surface-muted px-3 font-semibold contraste:border-line';

export function ServiceGroups({
  groups,
  urls,
  variant,
  headingLevel,
  onSelect,
  className,
}: ServiceGroupsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const menu = variant === 'menu';
  return (
    <div className={cn('grid gap-4', menu ? 'desk:grid-cols-4' : 'sm:grid-cols-2 xl:grid-cols-4', className)}>
      {groups.map((group) => {
        const headingId = `grupo-${variant}-${group.id}`;
        return (
          <section
            key={group.id}
            aria-labelledby={headingId}
            className={cn(
              // A card below the fold is laid out only as it nears the viewport (its height meanwhile
              // estimated, then remembered): the signed-in home's first paint lays out less (issue 11).
              // Still in the accessibility tree, found by find-in-page and reached by the keyboard.
              !menu &&
                'rounded-lg border border-line bg-surface p-4 shadow-sm contraste:border-2 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]',
            )}
          >
            <Heading
              id={headingId}
              className={cn(
                'mb-2 font-bold',
                menu ? 'text-sm tracking-wide text-ink-muted' : 'text-lg text-ink',
              )}
            >
              {menu ? menuGroupHeading(group) : group.titulo}
            </Heading>
            <ul className="flex flex-col">
              {group.itens.map((entry, index) => {
                const last = index === group.itens.length - 1;
                // Spec §2: no divider after every fourth item (nor after the last).
                const divider = menu && !last && (index + 1) % 4 !== 0;
                return (
                  <li key={entry.chave} className={cn(divider && 'border-b border-line')}>
                    <ServiceEntry
                      entry={entry}
                      urls={urls}
                      className={cn(ENTRY_CLASSES[variant], menu && index >= 5 && SIDE_BUTTON_CLASSES)}
                      currentClassName={CURRENT_CLASSES}
                      blockedClassName={BLOCKED_CLASSES}
                      onSelect={onSelect}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
