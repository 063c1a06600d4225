// The router, built from the shared route table: each route, its `${path}/:param` variant when it has a
// parameter, and a catch-all page-not-found. A data router, so useBlocker (edit mode) works.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_IDS, ROUTES, SCRIPT_CHUNK_TIMEOUT_MS, type RouteDef } from '@portal/domain';
import { LoadingBlock } from '../components/ui/loader';
import { NOT_FOUND_MODULE, PAGE_MODULES } from './route-modules';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/** Spec §8: a screen chunk that does not arrive in 120 s fails like any load error. */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>) {
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

const pageRoutes: RouteObject[] = ROUTE_IDS.flatMap((routeId) => {
  const { path, param }: RouteDef = ROUTES[routeId];
  const lazy = lazyPage(PAGE_MODULES[routeId]);
  const handle: RouteHandle = { routeId };
  const paths = param ? [path, `${path}/:${param}`] : [path];
  return paths.map((routePath): RouteObject => ({ path: routePath, lazy, handle }));
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
          { path: '*', lazy: lazyPage(NOT_FOUND_MODULE), handle: {} satisfies RouteHandle },
        ],
      },
    ],
  },
]);
