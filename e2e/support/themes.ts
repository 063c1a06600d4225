import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';

/**
 * Scans the page as it is, then in the high-contrast theme (the one attribute on <html> the theme is,
 * as the a11y bar's control sets it — also on screens that hide the bar), and puts the theme back.
 */
export async function expectAccessibleInBothThemes(page: Page, context: string): Promise<void> {
  await expectAccessible(page, context);
  const before = await page.evaluate(() => document.documentElement.dataset.contraste ?? null);
  await page.evaluate(() => {
    document.documentElement.dataset.contraste = 'alto';
  });
  await expectAccessible(page, `${context} (alto contraste)`);
  await page.evaluate((value) => {
    if (value === null) delete document.documentElement.dataset.contraste;
    else document.documentElement.dataset.contraste = value;
  }, before);
}
