import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Below this width the page is checked for sideways scrolling too (the phone project runs at 360 px). */
const NARROW_VIEWPORT_PX = 640;

async function scan(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself (and in its same-origin frames; the journeys' third-party hosts answer
    // an empty script, so there are no others). The default mode merges the frames' results in a new blank
    // tab it opens and injects axe into for every scan: a renderer started and axe parsed twice more, per
    // theme, per scan — most of a scan's time on CI's two cores, for the same rules on the same nodes.
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * Issue 10: on a phone nothing may scroll sideways. Names the widest elements that stick out, so the
 * failure points at the culprit rather than at the page.
 */
export async function expectNoHorizontalScroll(page: Page, context: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 4).join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
  expect(overflow, `rolagem horizontal em ${context}`).toBeNull();
}

/**
 * Scans the page as it is now, then in the high-contrast theme (the one attribute on <html> the theme is,
 * as the a11y bar's control sets it — also on screens that hide the bar), and puts the theme back. Fails on
 * any serious or critical WCAG 2.1 AA violation, and on a narrow viewport on any sideways scrolling.
 * On a narrow viewport the second theme is checked for sideways scrolling only: colours do not depend on
 * the width, and the desktop project already scans both themes of every screen (CI time, issue 11).
 */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  // The loader lingers 300 ms after the last call (spec §4); scan the settled screen.
  // Both the route's fallback and the call loader may be on screen at once: wait until none is visible.
  await expect(page.getByText('Carregando…').filter({ visible: true })).toHaveCount(0);
  const narrow = (page.viewportSize()?.width ?? Infinity) < NARROW_VIEWPORT_PX;
  const before = await page.evaluate(() => document.documentElement.dataset.contraste ?? null);
  for (const alto of [before === 'alto', before !== 'alto']) {
    await page.evaluate((on) => {
      if (on) document.documentElement.dataset.contraste = 'alto';
      else delete document.documentElement.dataset.contraste;
    }, alto);
    const label = `${context}${alto ? ' (alto contraste)' : ''}`;
    const first = alto === (before === 'alto');
    if (first || !narrow) await scan(page, label);
    if (narrow) await expectNoHorizontalScroll(page, label);
  }
  await page.evaluate((value) => {
    if (value === null) delete document.documentElement.dataset.contraste;
    else document.documentElement.dataset.contraste = value;
  }, before);
}
