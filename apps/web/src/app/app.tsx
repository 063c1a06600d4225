import { RouterProvider } from 'react-router';
import { startStartupChecks, startupChecksSettled } from '../features/shell/api/startup-checks';
import { router } from './routing/router';

// Started before React renders, in parallel with the first screen's chunk.
startStartupChecks();

function routerInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Settles when the first screen can be drawn — the router has its module (preloaded by index.html) and the
 * start-up checks have answered (started by the page itself) — or after `maxWaitMs`. Rendering earlier would
 * paint a loader for that moment and then the screen: two paints, the screen's counted late (issue 11: the
 * first paint should be the screen). A slow network still sees the loader after `maxWaitMs`.
 */
export function whenFirstScreenReady(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, maxWaitMs);
    void Promise.all([routerInitialized(), startupChecksSettled()]).then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

export function App() {
  return <RouterProvider router={router} />;
}
