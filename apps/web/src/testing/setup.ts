// The component tests' environment (vitest.config.ts project 'web-dom'): jest-dom's matchers
// (toBeInTheDocument, toHaveAccessibleDescription…) and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A widget's lazy part (the calendar's chunk) is transformed by Vite on its first import: on CI's two cores,
// busy with the server tests beside, that took more than Testing Library's default 1 s for `findBy…` to wait
// (CI rehearsal of 01/12: the dialog open, its calendar not yet there). Waiting longer cannot make a test pass
// that should fail: the element still has to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lays nothing out: the calls a widget makes to bring a control into view do nothing here.
if (!('scrollIntoView' in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
}

// jsdom has no media queries: every query answers false (a phone-width layout where a widget asks).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
