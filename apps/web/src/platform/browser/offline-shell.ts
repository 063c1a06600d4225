// Registers the offline shell (public/sw.js) in production builds and reports to it every script and
// style the page loads — including those fetched before the worker took control — so each screen the
// member opened also opens offline.
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const report = (entries: PerformanceEntryList) => {
          const assets = entries
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(location.origin));
          if (assets.length > 0) registration.active?.postMessage({ assets });
        };
        report(performance.getEntriesByType('resource'));
        new PerformanceObserver((list) => report(list.getEntries())).observe({ type: 'resource' });
      })
      // Without a worker the portal works as before, only not after an offline reload.
      .catch(() => undefined);
  });
}
