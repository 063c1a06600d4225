// Which module draws each route of the table. Every screen is its own chunk (spec §2 "every screen
// lazy-loaded"). Each dynamic import carries the list of chunks it preloads, and those lists ride in the
// chunk that holds the import: here, the entry, which the login's first load pays for (issue 11's
// 120 KiB). So only the screens a visitor can open before signing in, and the home they land on, are
// imported here; every other screen's import lives in private-route-modules.ts, a chunk of its own that
// the first private screen loads (one small request, fetched along with the home).
import type { RouteId } from '@portal/domain/access/routes';
import { afterFirstPaint } from '../../platform/browser/first-paint';
import type { PageModule, PrivateRouteId, PublicPageRouteId } from './page-module';

const privateModules = () => import('./private-route-modules');

const PUBLIC_PAGE_MODULES: Record<PublicPageRouteId, PageModule> = {
  login: () => import('../routes/login-route'),
  cadastro: () => import('../routes/cadastro-route'),
  recuperarSenha: () => import('../../features/auth/pages/recuperar-senha-page'),
  agendamentoPublico: () => import('./link-pages').then((m) => m.agendamentoPublico()),
  cartaoCompartilhado: () => import('./link-pages').then((m) => m.cartaoCompartilhado()),
  termosDeUso: () => import('../../features/shell/pages/termos-de-uso-page'),
  politicaDePrivacidade: () => import('../../features/shell/pages/politica-de-privacidade-page'),
  // The member's next click is a private screen: fetch that table once the home has been painted.
  home: () =>
    import('../routes/home-route').then((home) => {
      afterFirstPaint(() => void privateModules());
      return home;
    }),
};

const privatePage =
  (id: PrivateRouteId): PageModule =>
  () =>
    privateModules().then((m) => m.PRIVATE_PAGE_MODULES[id]());

const isPublic = (id: RouteId): id is PublicPageRouteId => id in PUBLIC_PAGE_MODULES;

/** The module of a route (the private table's type makes sure every route has one). */
export const pageModule = (id: RouteId): PageModule =>
  isPublic(id) ? PUBLIC_PAGE_MODULES[id] : privatePage(id);

export const NOT_FOUND_MODULE: PageModule = () => import('../../features/shell/pages/not-found-page');
