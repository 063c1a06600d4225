import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenFirstScreenReady } from './app/app';
import { applyStoredContrast } from './lib/high-contrast';
import { registerOfflineShell } from './lib/offline-shell';

applyStoredContrast();
registerOfflineShell();

/** Beyond this, a first screen still on its way is drawn as the loader meanwhile. */
const FIRST_SCREEN_WAIT_MS = 1000;

const container = document.getElementById('root');
if (container) {
  void whenFirstScreenReady(FIRST_SCREEN_WAIT_MS).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
