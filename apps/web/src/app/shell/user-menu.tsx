// Spec §2 user menu: 'Olá, {first name}!' with the photo; Radix DropdownMenu handles click, Escape,
// arrow keys and closing when focus leaves. Not modal: a modal menu hides the page from assistive
// technology while its links stay focusable (axe aria-hidden-focus), and the spec wants a plain menu.
import { useId } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { Icon } from '../../ui/icon';
import { HEADER_CONTROL, HEADER_PANEL } from './header-styles';
import { UserAvatar } from './user-avatar';
import { NEW_TAB_HINT, type UserMenuItem } from './user-menu-items';

const ITEM =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 py-2 text-left text-ink no-underline outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:underline contraste:data-[highlighted]:outline contraste:data-[highlighted]:outline-2';

interface UserMenuProps {
  user: Usuario;
  greetingText: string;
  items: readonly UserMenuItem[];
  onLogout: () => void;
}

export function UserMenu({ user, greetingText, items, onLogout }: UserMenuProps) {
  const hintId = useId();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={HEADER_CONTROL}>
        <UserAvatar imagem={user.imagem} />
        <span>{greetingText}</span>
        <Icon name="chevron-down" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className={`${HEADER_PANEL} min-w-60 p-2`}
        >
          <span id={hintId} hidden>
            {NEW_TAB_HINT}
          </span>
          {items.map((item) => {
            switch (item.kind) {
              case 'logout':
                return (
                  <div key={item.id}>
                    <DropdownMenu.Separator className="my-1 h-px bg-line" />
                    <DropdownMenu.Item className={ITEM} onSelect={onLogout}>
                      {item.label}
                    </DropdownMenu.Item>
                  </div>
                );
              case 'new-tab':
                return (
                  <DropdownMenu.Item key={item.id} asChild className={ITEM}>
                    <a href={item.to} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
                      {item.label}
                    </a>
                  </DropdownMenu.Item>
                );
              case 'route':
                return (
                  <DropdownMenu.Item key={item.id} asChild className={ITEM}>
                    <Link to={item.to}>{item.label}</Link>
                  </DropdownMenu.Item>
                );
            }
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
