import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredContrast } from './lib/high-contrast';
import { registerOfflineShell } from './lib/offline-shell';

applyStoredContrast();
registerOfflineShell();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
