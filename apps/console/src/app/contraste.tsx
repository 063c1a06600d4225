// The high-contrast theme (data-contraste="alto" on <html>, the tokens of styles.css), kept per browser.
import { useState } from 'react';

const CHAVE = 'console-contraste';

const lido = (): boolean => {
  try {
    return localStorage.getItem(CHAVE) === 'alto';
  } catch {
    return false;
  }
};

export function aplicarContrasteSalvo(): void {
  if (lido()) document.documentElement.dataset.contraste = 'alto';
}

export function AlternarContraste() {
  const [alto, setAlto] = useState(() => document.documentElement.dataset.contraste === 'alto');
  const alternar = () => {
    const proximo = !alto;
    if (proximo) document.documentElement.dataset.contraste = 'alto';
    else delete document.documentElement.dataset.contraste;
    try {
      localStorage.setItem(CHAVE, proximo ? 'alto' : 'normal');
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
    setAlto(proximo);
  };
  return (
    <button
      type="button"
      aria-pressed={alto}
      onClick={alternar}
      className="min-h-11 rounded border border-on-header px-3 text-on-header"
    >
      Alto contraste
    </button>
  );
}
