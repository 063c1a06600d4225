// The `test` every journey imports (directly or through support/family.ts). Its auto fixture fails a test
// whose pages log a console error or throw an uncaught exception (issue 10: "console errors fail the
// suite"), so a broken widget, a CSP block or a React warning cannot pass unnoticed.
import { test as base, type ConsoleMessage } from '@playwright/test';
import { RECORD_SHIFTS } from './estabilidade';

/**
 * Marks a journey that also runs in the phone project (playwright.config.ts), only for what the phone does
 * differently (decision 0072): the side menu, layouts that change at 360 px (cards instead of tables, one
 * month in the calendar, dialogs that must fit), a PDF in a new window, tap-to-call, focus on a refused
 * field, and steps members take on a phone that no route visit reaches. Every screen's 360 px scan is its
 * route's visit (foundation/estabilidade.spec.ts); access rules, server checks and the rest run once, on the
 * desktop project: the width does not change them, and CI has two cores.
 */
export const PHONE = { tag: '@phone' };

/**
 * Marks a check of the 360 px layout itself (the card's proportions, the first screenful, layout shifts at
 * phone width): it runs in the phone project only — the phone project's grep (/@phone/) takes it and the
 * desktop project's grepInvert leaves it out, so no desktop copy is started only to be skipped.
 */
export const PHONE_ONLY = { tag: '@phone-only' };

/** Console errors the running test provokes on purpose, by test id (filled by `expectConsoleErrors`). */
const expectedByTest = new Map<string, RegExp[]>();

/**
 * Declares console errors the journey provokes on purpose (each matched against "<text> <url>"); call it
 * next to the step that provokes them, with a comment saying why they are expected.
 */
export function expectConsoleErrors(...patterns: RegExp[]): void {
  expectedByTest.get(base.info().testId)?.push(...patterns);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The line Chromium logs for a call answered with `status` ("Failed to load resource: … status of 401"). */
export const failedCall = (status: number, path: string): RegExp =>
  new RegExp(`status of ${status} \\(.*\\) http://[^/]+${escape(path)}`);

/**
 * What Chromium logs for a request made while the context is offline: the network refuses it
 * (INTERNET_DISCONNECTED), or the service worker's own fetch of a chunk fails (FAILED).
 */
export const offlineCall = /net::ERR_(INTERNET_DISCONNECTED|FAILED) /;

const describe = (message: ConsoleMessage): string => {
  const { url } = message.location();
  return url ? `${message.text()} ${url}` : message.text();
};

/**
 * Anything but the portal itself: VLibras, a captcha or chatbot vendor, the medical guide. A pattern
 * rather than a function: Playwright then sends only the matching requests to this process, where a
 * function would have every chunk and API call of every page wait for a round trip to the worker.
 */
const THIRD_PARTY = /^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/])/;

export const test = base.extend<{ consoleErrors: void; layoutShifts: void }>({
  // Issue 37: every page records its layout shifts from the start, for `expectStill` (support/estabilidade.ts).
  layoutShifts: [
    async ({ context }, use) => {
      await context.addInitScript(RECORD_SHIFTS);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      // Third-party hosts answer an empty script: the journeys test the portal, not the federal VLibras
      // servers, and CI may have no Internet (a failed load would be a console error of its own).
      await context.route(THIRD_PARTY, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(describe(message));
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      const expected: RegExp[] = [];
      expectedByTest.set(testInfo.testId, expected);
      try {
        await use();
      } finally {
        expectedByTest.delete(testInfo.testId);
      }
      const unexpected = errors.filter((text) => !expected.some((re) => re.test(text)));
      base.expect(unexpected, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
