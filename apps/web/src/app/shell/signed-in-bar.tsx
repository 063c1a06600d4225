// The signed-in header row, loaded only once someone signs in so the login page stays light.
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { ROUTES, firstName, greeting, routePath } from '@portal/domain';
import type { Usuario } from '@portal/domain/contract/auth/usuario';
import { useIsMobileLayout } from '../../platform/browser/media-query';
import {
  visibleServiceGroups,
  type ExternalServiceUrls,
} from '../../features/shell/components/service-groups';
import { HEADER_CONTROL } from './header-styles';
import { Logo } from './logo';
import { ServicesMenu } from './services-menu';
import { SideMenu } from './side-menu';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';
import { userMenuItems } from './user-menu-items';

// Issue 38: a new version of the terms waits for the member's acceptance, before anything else.
const AceiteTermosDialog = lazy(() => import('./aceite-termos-dialog'));

export default function SignedInBar({ user, urls }: { user: Usuario; urls: ExternalServiceUrls }) {
  const mobile = useIsMobileLayout();
  const logout = useLogout();
  const groups = visibleServiceGroups(user.permissionamento.menu);
  const items = userMenuItems(user.permissionamento.tela);
  const greetingText = greeting(firstName(user.nomeCompleto, user.nomeSocial));
  const onLogout = () => void logout();
  const aceite = user.aceiteTermosPendente && (
    <Suspense fallback={null}>
      <AceiteTermosDialog />
    </Suspense>
  );

  if (mobile) {
    return (
      <>
        <SideMenu
          user={user}
          greetingText={greetingText}
          groups={groups}
          urls={urls}
          items={items}
          onLogout={onLogout}
        />
        <Logo />
        {aceite}
      </>
    );
  }
  return (
    <>
      <Logo />
      <nav aria-label="Menu principal" className="ml-4 flex items-center gap-1">
        <NavLink to={routePath('home')} end className={HEADER_CONTROL}>
          {ROUTES.home.title}
        </NavLink>
        <ServicesMenu groups={groups} urls={urls} />
      </nav>
      <div className="ml-auto">
        <UserMenu user={user} greetingText={greetingText} items={items} onLogout={onLogout} />
      </div>
      {aceite}
    </>
  );
}
