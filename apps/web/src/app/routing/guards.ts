// Spec §2 "Route guards and redirects", as one pure decision per render. The effects (navigation, saved
// route, alerts) live in use-route-guard.ts; keeping the decision pure keeps the rules testable.
import { isAllowed } from '@portal/domain/access/permissions';
import { ROUTES, matchRoute, routePath, type RouteDef, type RouteId } from '@portal/domain/access/routes';
import { APP_ACCESS_PARAM, TOKEN_QUERY_PARAM } from '@portal/domain/constants';
import type { Usuario } from '@portal/domain/contract/auth/usuario';

export type GuardDecision =
  /** Show the page. */
  | { kind: 'render' }
  /** Signed in, member not in memory yet: show the loading indicator. */
  | { kind: 'wait' }
  /** Private route while signed out: keep the route, go to login. */
  | { kind: 'login' }
  /** On /login while signed in: the saved route if it is private, otherwise home, after 100 ms. */
  | { kind: 'after-login' }
  /** Public route that does not keep public access, while signed in. */
  | { kind: 'home' }
  | { kind: 'expired-password' }
  | { kind: 'no-permission' };

export interface GuardInput {
  /** Undefined for a path outside the route table (the page-not-found screen, a private page). */
  routeId: RouteId | undefined;
  authenticated: boolean;
  user: Usuario | null;
}

export function decideGuard({ routeId, authenticated, user }: GuardInput): GuardDecision {
  const route: RouteDef | undefined = routeId ? ROUTES[routeId] : undefined;
  if (route?.public) {
    if (!authenticated || route.keepsPublicAccess) return { kind: 'render' };
    return routeId === 'login' ? { kind: 'after-login' } : { kind: 'home' };
  }
  if (!authenticated) return { kind: 'login' };
  if (!user) return { kind: 'wait' };
  if (!user.credenciaisNaoExpiradas && routeId !== 'senhaExpirada') return { kind: 'expired-password' };
  if (route && !isAllowed(user.permissionamento.tela, route.permission)) return { kind: 'no-permission' };
  return { kind: 'render' };
}

/** Path and query of the current page with the external-access token left out (spec §2). */
export function routeToRemember(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_QUERY_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Where to go after login: the remembered route when it is private (unknown paths count), else home. */
export function afterLoginTarget(remembered: string | null): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return routePath('home');
  const pathname = remembered.split(/[?#]/)[0] ?? '';
  return matchRoute(pathname)?.route.public ? routePath('home') : remembered;
}

/**
 * Spec §2 internal app access: acessoInternoApp equal to 'true' in the query string or the navigation
 * state, on a route that allows app access. Such pages show no accessibility bar, header or footer.
 */
export function isInternalApp(route: RouteDef | undefined, search: string, state: unknown): boolean {
  if (!route?.appAccess) return false;
  if (new URLSearchParams(search).get(APP_ACCESS_PARAM) === 'true') return true;
  const flag =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[APP_ACCESS_PARAM] : undefined;
  return flag === 'true' || flag === true;
}
