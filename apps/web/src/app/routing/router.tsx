// The router, built from the shared route table: each route (with its optional `/:param` segment when it has a
// parameter) and a catch-all page-not-found. A data router, so useBlocker (edit mode) works.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_IDS, ROUTES, type RouteDef, type RouteId } from '@portal/domain/access/routes';
import { SCRIPT_CHUNK_TIMEOUT_MS } from '@portal/domain/constants';
import { LoadingBlock } from '../../ui/loader';
import { NOT_FOUND_MODULE, pageModule } from './route-modules';
import { ROUTES_PAINTED_BEFORE_THEIR_ANSWERS, ROUTES_WITHOUT_QUERY_CACHE } from './query-cache-routes';
import { RootLayout } from '../root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/** The longest a screen waits for its early answers before it is drawn; later ones arrive as usual. */
const FIRST_ANSWERS_WAIT_MS = 1000;

/**
 * Every screen but those of query-cache-routes.ts reads through the query cache: its chunk loads with the
 * screen's and the screen is drawn inside it. The login screen, the first load of most visits, gets by on
 * the start-up checks (features/shell/api/startup-checks.ts) and stays without the query library; the home
 * brings it with its cards (issue 11).
 */
const withQueryCache =
  (load: PageModule, withAnswers = true): PageModule =>
  async () => {
    const [{ default: Page }, { QueryProvider, earlyAnswersRead }] = await Promise.all([
      load(),
      import('../../platform/api/query-provider'),
    ]);
    // The first screen's answers the page asked early, read before it is drawn: they are then in its first
    // render (query-cache-routes.ts ROUTES_PAINTED_BEFORE_THEIR_ANSWERS says why and which do not wait).
    if (withAnswers) await earlyAnswersRead(FIRST_ANSWERS_WAIT_MS);
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  };

const WITHOUT_QUERY_CACHE: ReadonlySet<RouteId> = new Set(ROUTES_WITHOUT_QUERY_CACHE);
const PAINTED_BEFORE_ANSWERS: ReadonlySet<RouteId> = new Set(ROUTES_PAINTED_BEFORE_THEIR_ANSWERS);

/** Spec §8: a screen chunk that does not arrive in 120 s fails like any load error. */
function lazyPage(load: PageModule) {
  return async () => {
    let timer = 0;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(
        () => reject(new Error('Tempo esgotado ao carregar a página')),
        SCRIPT_CHUNK_TIMEOUT_MS,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      window.clearTimeout(timer);
    }
  };
}

const pageRoutes: RouteObject[] = ROUTE_IDS.map((routeId): RouteObject => {
  const { path, param }: RouteDef = ROUTES[routeId];
  const page = pageModule(routeId);
  const lazy = lazyPage(
    WITHOUT_QUERY_CACHE.has(routeId) ? page : withQueryCache(page, !PAINTED_BEFORE_ANSWERS.has(routeId)),
  );
  const handle: RouteHandle = { routeId };
  // One route object for both the bare path and the one with the parameter: two objects were two lazy
  // screens, and the plan tabs' step from '/meu-plano' to '/meu-plano/<plan>' unmounted the page drawn and
  // mounted it again, in one long task after the first paint (issue 37).
  return { path: param ? `${path}/:${param}?` : path, lazy, handle };
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: () => <LoadingBlock />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...pageRoutes,
          { path: '*', lazy: lazyPage(withQueryCache(NOT_FOUND_MODULE)), handle: {} satisfies RouteHandle },
        ],
      },
    ],
  },
]);
