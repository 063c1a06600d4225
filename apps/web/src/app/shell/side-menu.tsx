// Spec §2/§4: at 1028 px or narrower the header's menus live in a side sheet, which closes on its close
// button, a backdrop click, Escape, or when an entry is chosen. Issue 10: the member's own items (dados,
// senha, contatos, sair) come first, so "Sair" is never at the bottom of ~25 entries, and a service the
// account section already offers (Dados pessoais) is not listed twice.
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { MenuGroup } from '@portal/domain';
import { routePath, ROUTES } from '@portal/domain';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { Sheet } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { ServiceGroups, type ExternalServiceUrls } from '../../features/shell/components/service-groups';
import { HEADER_CONTROL } from './header-styles';
import { UserAvatar } from './user-avatar';
import { NEW_TAB_HINT, type UserMenuItem } from './user-menu-items';

export const SIDE_MENU_LABELS = { open: 'Menu', title: 'Menu', close: 'Fechar menu' } as const;

const ROW =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 py-2 text-left font-semibold text-link hover:bg-surface-muted';

interface SideMenuProps {
  user: Usuario;
  greetingText: string;
  groups: readonly MenuGroup[];
  urls: ExternalServiceUrls;
  items: readonly UserMenuItem[];
  onLogout: () => void;
}

/** The service groups without the entries the account section already lists. */
export function withoutAccountEntries(
  groups: readonly MenuGroup[],
  items: readonly UserMenuItem[],
): MenuGroup[] {
  const inAccount = new Set<string>(items.map((item) => item.id));
  return groups
    .map((group) => ({
      ...group,
      itens: group.itens.filter((entry) => !entry.rota || !inAccount.has(entry.rota)),
    }))
    .filter((group) => group.itens.length > 0);
}

export function SideMenu({ user, greetingText, groups, urls, items, onLogout }: SideMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const services = withoutAccountEntries(groups, items);
  // The member's own items and Sair first; the terms and privacy links (new tabs) close the sheet.
  const own = items.filter((item) => item.kind !== 'new-tab');
  const legal = items.filter((item) => item.kind === 'new-tab');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={HEADER_CONTROL}
      >
        <Icon name="menu" className="size-6" />
        {SIDE_MENU_LABELS.open}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={SIDE_MENU_LABELS.title}
        closeLabel={SIDE_MENU_LABELS.close}
      >
        <div className="flex items-center gap-3 border-b border-line px-4 py-4 text-primary">
          <UserAvatar imagem={user.imagem} size="lg" />
          <p className="font-bold text-ink">{greetingText}</p>
        </div>
        <nav aria-label="Minha conta" className="border-b border-line px-4 py-3">
          <ItemList items={own} onChoose={close} onLogout={onLogout} />
        </nav>
        <nav aria-label="Menu principal" className="flex flex-col gap-4 px-4 py-4">
          <NavLink
            to={routePath('home')}
            end
            onClick={close}
            className={`${ROW} aria-[current=page]:bg-surface-muted`}
          >
            {ROUTES.home.title}
          </NavLink>
          <ServiceGroups groups={services} urls={urls} variant="menu" headingLevel={3} onSelect={close} />
        </nav>
        <nav aria-label="Documentos" className="mt-auto border-t border-line px-4 py-3">
          <ItemList items={legal} onChoose={close} onLogout={onLogout} />
        </nav>
      </Sheet>
    </>
  );
}

function ItemList({
  items,
  onChoose,
  onLogout,
}: {
  items: readonly UserMenuItem[];
  onChoose: () => void;
  onLogout: () => void;
}) {
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === 'logout' ? (
            <button
              type="button"
              className={ROW}
              onClick={() => {
                onChoose();
                onLogout();
              }}
            >
              {item.label}
            </button>
          ) : item.kind === 'new-tab' ? (
            <a href={item.to} target="_blank" rel="noopener noreferrer" className={ROW} onClick={onChoose}>
              {item.label}
              <span className="sr-only"> ({NEW_TAB_HINT})</span>
            </a>
          ) : (
            <Link to={item.to} className={ROW} onClick={onChoose}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
