// Spec §1/§2 accessibility bar: skip to the content and the persisted high-contrast switch.
import type { MouseEvent } from 'react';
import { setHighContrast, useHighContrast } from '../../platform/browser/high-contrast';

export const MAIN_CONTENT_ID = 'conteudo';
export const SKIP_TO_CONTENT_LABEL = 'Ir para o conteúdo';
export const HIGH_CONTRAST_LABEL = 'Alto contraste';

/** Moves focus into <main> without touching the URL (a hash would be a router navigation). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus();
  main?.scrollIntoView();
}

/** Shown only when focused: the way past the header when the bar itself is hidden. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      className="sr-only z-50 bg-surface px-4 py-2 font-semibold text-link focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {SKIP_TO_CONTENT_LABEL}
    </a>
  );
}

export function AccessibilityBar() {
  const highContrast = useHighContrast();
  return (
    <div
      role="region"
      aria-label="Acessibilidade"
      data-superficie="escura"
      className="bg-a11y-bar text-on-a11y-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1 text-sm">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          onClick={skipToContent}
          className="rounded-sm px-1 py-2 font-semibold text-on-a11y-bar underline-offset-4"
        >
          {SKIP_TO_CONTENT_LABEL}
        </a>
        <button
          type="button"
          aria-pressed={highContrast}
          onClick={() => setHighContrast(!highContrast)}
          className="flex min-h-9 cursor-pointer items-center gap-2 rounded-sm px-2 font-semibold text-on-a11y-bar hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M10 2a8 8 0 0 1 0 16z" fill="currentColor" />
          </svg>
          {HIGH_CONTRAST_LABEL}
        </button>
      </div>
    </div>
  );
}
