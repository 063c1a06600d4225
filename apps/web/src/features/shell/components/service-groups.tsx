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
  // Issue 40: the Guia Médico is the portal's own screen unless the operator keeps an external guide.
  if (entry.rota === 'guiaMedico' && urls.guiaMedico) return { kind: 'external', href: urls.guiaMedico };
  if (entry.rota) return { kind: 'route', to: routePath(entry.rota) };
  // PA Virtual's address is asked of GET /api/beneficiarios/pa-virtual on click (it depends on the plan).
  if (entry.externo === 'PA_VIRTUAL' && urls.paVirtual) return { kind: 'paVirtual', open: urls.paVirtual };
  // A menu given no PA Virtual opener shows it blocked.
  return { kind: 'blocked' };
}

const NEW_TAB = 'abre em nova aba';
const UNAVAILABLE_NOTE = 'Indisponível no momento';

interface ServiceEntryProps {
  entry: MenuEntry;
  urls: ExternalServiceUrls;
  className: string;
  currentClassName: string;
  blockedClassName: string;
  /** Classes only the PA Virtual button takes: on the home cards it is underlined like its sibling links. */
  buttonClassName?: string;
  onSelect?: () => void;
}

export function ServiceEntry({
  entry,
  urls,
  className,
  currentClassName,
  blockedClassName,
  buttonClassName,
  onSelect,
}: ServiceEntryProps) {
  const { pathname } = useLocation();
  const target = resolveEntry(entry, urls);
  const title = <EntryTitle entry={entry} />;
  switch (target.kind) {
    case 'route': {
      const current = pathname === target.to || pathname.startsWith(`${target.to}/`);
      return (
        <Link
          to={target.to}
          aria-current={current ? 'page' : undefined}
          className={cn(className, current && currentClassName)}
          onClick={onSelect}
        >
          {title}
        </Link>
      );
    }
    case 'external':
      return (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          onClick={onSelect}
        >
          {title}
          <span className="sr-only"> ({NEW_TAB})</span>
          <Icon name="external" className="ml-1" />
        </a>
      );
    case 'paVirtual':
      return (
        <button
          type="button"
          className={cn(className, 'cursor-pointer', buttonClassName)}
          onClick={() => {
            // Opens the tab within the click (popup blockers), so before anything else runs.
            target.open();
            onSelect?.();
          }}
        >
          {title}
          <span className="sr-only"> ({NEW_TAB})</span>
          <Icon name="external" className="ml-1" />
        </button>
      );
    case 'blocked':
      return (
        <button type="button" aria-disabled="true" className={cn(className, blockedClassName)}>
          {/* Issue 10: the note is visible, not only spoken: a member should not wonder why it does nothing. */}
          <span className="flex flex-col items-start">
            <span>{title}</span>
            <span className="text-sm font-normal">{UNAVAILABLE_NOTE}</span>
          </span>
          <Icon name="lock" className="ml-1 shrink-0" />
        </button>
      );
  }
}

/**
 * The visible title, then what a screen reader hears after it (the abbreviation spelled out). Issue 37:
 * the accessible name is the content, so it starts with what is seen (WCAG 2.5.3): an `aria-label` of its
 * own ("Informe para Imposto de Renda") left out "Informe para IR", which voice control users say.
 */
function EntryTitle({ entry }: { entry: MenuEntry }) {
  return (
    <>
      {entry.titulo}
      {entry.complementoLeitorTela && <span className="sr-only"> – {entry.complementoLeitorTela}</span>}
    </>
  );
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
/** The current page's entry (with aria-current): the accent bar, the shade and bold type are its alone. */
const CURRENT_CLASSES =
  'border-l-4 border-primary bg-surface-muted font-bold underline contraste:outline contraste:outline-2';
/**
 * Issue 37: on the home cards every entry is a link (underlined, as the base style draws links) except
 * PA Virtual, a button that opens its tab; without this it looked like a label beside its siblings.
 */
const LINK_LOOK = 'underline underline-offset-[0.15em]';
const BLOCKED_CLASSES =
  'cursor-not-allowed text-blocked no-underline hover:no-underline hover:bg-transparent';
/**
 * Spec §2: in the menus, entries past the fifth get a "side-button style". Issue 10 read it as a tonal row
 * with a left accent bar, which issue 37 found is exactly what the current page looks like: on Início the
 * menu said you were on the sixth entry. So the style is a visual group, never a state: the entries past
 * the fifth sit together in an outlined box (the `<li>`s draw it: one list for screen readers), while each
 * entry keeps the look of the first five. Only the current page's entry (aria-current) has bar and shade.
 */
const SIDE_GROUP_CLASSES = 'border-x border-line px-1 contraste:border-x-2';
const SIDE_GROUP_FIRST = 'mt-2 rounded-t-md border-t pt-1 contraste:border-t-2';
const SIDE_GROUP_LAST = 'rounded-b-md border-b pb-1 contraste:border-b-2';
/** Entries from this position on (0-based) form the side group. */
const SIDE_GROUP_FROM = 5;

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
                // Nor before the side group, whose box draws its own edge.
                const divider = menu && !last && (index + 1) % 4 !== 0 && index !== SIDE_GROUP_FROM - 1;
                const side = menu && index >= SIDE_GROUP_FROM;
                return (
                  <li
                    key={entry.chave}
                    className={cn(
                      divider && 'border-b border-line',
                      side && SIDE_GROUP_CLASSES,
                      side && index === SIDE_GROUP_FROM && SIDE_GROUP_FIRST,
                      side && last && SIDE_GROUP_LAST,
                    )}
                  >
                    <ServiceEntry
                      entry={entry}
                      urls={urls}
                      className={ENTRY_CLASSES[variant]}
                      currentClassName={CURRENT_CLASSES}
                      blockedClassName={BLOCKED_CLASSES}
                      buttonClassName={menu ? undefined : LINK_LOOK}
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
