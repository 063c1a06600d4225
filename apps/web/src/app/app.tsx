import { RouterProvider } from 'react-router';
import { startStartupChecks } from '../features/shell/api/startup-checks';
import { router } from './router';

// Started before React renders, in parallel with the first screen's chunk.
startStartupChecks();

/**
 * Settles when the router has the first screen's module (preloaded by index.html, so usually at once), or
 * after `maxWaitMs`. Rendering before it would paint the router's loader for that moment and then the
 * screen: two paints, and the screen's own counted late (issue 11: the first paint should be the screen).
 * A slow network still sees the loader after `maxWaitMs`.
 */
export function whenFirstScreenReady(maxWaitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, maxWaitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

export function App() {
  return <RouterProvider router={router} />;
}
