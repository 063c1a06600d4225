import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans the page as it is now and fails on any serious or critical WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page, context?: string): Promise<void> {
  // The loader lingers 300 ms after the last call (spec §4); scan the settled screen.
  // Both the route's fallback and the call loader may be on screen at once: wait until none is visible.
  await expect(page.getByText('Carregando…').filter({ visible: true })).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}
