import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenFirstScreenReady } from './app/app';
import { applyStoredContrast } from './platform/browser/high-contrast';
import { registerOfflineShell } from './platform/browser/offline-shell';

applyStoredContrast();
registerOfflineShell();

/** Beyond this, a first screen still on its way is drawn as the loader meanwhile. */
const FIRST_SCREEN_WAIT_MS = 1000;

const container = document.getElementById('root');
if (container) {
  // A transition: React renders the first screen in slices of a few milliseconds, not in one task that a
  // phone needs ≈ 0.15 s for (issue 11); nothing is on the page before it either way.
  void whenFirstScreenReady(FIRST_SCREEN_WAIT_MS).then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
