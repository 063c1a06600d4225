// Issue 37, "Every screen as fast and still as the home": a screen must not jump while it loads. Every page
// a journey opens records its layout shifts from the first byte (support/test.ts installs `RECORD_SHIFTS` in
// every context), and `expectStill(page)`, called once the screen has finished loading, asserts the page's
// Cumulative Layout Shift is at most 0.02, computed as web-vitals and Lighthouse do: shifts without recent
// input, grouped in session windows (a gap under 1 s, at most 5 s long), the largest window's sum.
// "Recent input" is a key, pointer or touch the page received in the 500 ms before the shift: Chromium's own
// `hadRecentInput` is also set in the first 500 ms of a page under phone emulation, where nobody touched it
// (Lighthouse works around the same flag), so a shift there would go uncounted.
// The entries are read in the page itself, so the budget holds in CI without Lighthouse.
import { expect, type Page } from '@playwright/test';

/** What the portal's loaders say (apps/web/src/ui/loader.tsx). */
export const LOADING_TEXT = 'Carregando…';

/** The budget of issue 37 (Lighthouse's "good" is 0.1; the home measures 0). */
export const CLS_BUDGET = 0.02;

/** One layout-shift entry as the page saw it, with what moved (for the failure message). */
export interface Shift {
  value: number;
  startTime: number;
  /** A key, pointer or touch came in the 500 ms before it: the member caused it. */
  afterInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __portalShifts?: Shift[];
  }
}

/**
 * Runs before any script of every document (context.addInitScript): a buffered observer, so shifts that
 * happened before it was attached count too. Each source is named by tag, id/class and its moves.
 */
export function RECORD_SHIFTS(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return;
  const shifts: Shift[] = [];
  window.__portalShifts = shifts;
  let lastInput = -Infinity;
  for (const type of ['keydown', 'pointerdown', 'mousedown', 'touchstart'])
    addEventListener(type, (event) => (lastInput = event.timeStamp), { capture: true, passive: true });
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removido)';
    const id = node.id ? `#${node.id}` : '';
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 4) : [];
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''} "${text}"`;
  };
  type LayoutShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        afterInput: entry.hadRecentInput && entry.startTime - lastInput < 500,
        sources: (entry.sources ?? []).map(
          (s) =>
            `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, ` +
            `h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as web-vitals defines it: the largest session window (gap < 1 s, span ≤ 5 s) of shifts without input. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): { value: number; window: Shift[] } {
  let best: Shift[] = [];
  let bestValue = 0;
  let current: Shift[] = [];
  let currentValue = 0;
  for (const shift of shifts.filter((s) => !s.afterInput)) {
    const first = current[0];
    const last = current[current.length - 1];
    if (
      first &&
      last &&
      shift.startTime - last.startTime < 1000 &&
      shift.startTime - first.startTime < 5000
    ) {
      current.push(shift);
      currentValue += shift.value;
    } else {
      current = [shift];
      currentValue = shift.value;
    }
    if (currentValue > bestValue) {
      bestValue = currentValue;
      best = [...current];
    }
  }
  return { value: bestValue, window: best };
}

/** What the page recorded so far (an empty list if the browser has no layout-shift entries). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => window.__portalShifts ?? []);
}

/**
 * Waits until nothing loads any more: no "Carregando…" shown, no region marked `aria-busy`, no request
 * in flight, then a moment for what a late answer would move.
 */
export async function waitUntilLoaded(page: Page): Promise<void> {
  await expect(page.getByText(LOADING_TEXT).filter({ visible: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * The screen has finished loading (call it after the journey saw the screen's content) and the page's CLS
 * is within the budget. A failure lists the shifts of the worst window and the elements that moved.
 */
export async function expectStill(page: Page, label = page.url()): Promise<number> {
  await waitUntilLoaded(page);
  const shifts = await layoutShifts(page);
  const { value, window } = cumulativeLayoutShift(shifts);
  const detail = window
    .map((s) => `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms: ${s.sources.join('; ')}`)
    .join('\n');
  expect(
    value,
    `CLS of ${label} is ${value.toFixed(3)} (budget ${CLS_BUDGET}):\n${detail}`,
  ).toBeLessThanOrEqual(CLS_BUDGET);
  return value;
}
