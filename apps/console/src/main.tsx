import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { aplicarContrasteSalvo } from './app/contraste';
import './styles.css';

aplicarContrasteSalvo();
const raiz = document.getElementById('root');
if (!raiz) throw new Error('index.html sem #root');
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
