// Reads a ResponsiveList (web ui/responsive-list.tsx) in whichever form the viewport shows:
// a table on desktop, one card per record on a phone. Journeys that only care about the records use these
// so they run unchanged in both Playwright projects; layout-specific checks stay in their own journeys.
import type { Locator, Page } from '@playwright/test';

/** The visible list named `caption`: its table when shown, otherwise its list of cards. */
function visibleList(page: Page, caption: string): Locator {
  return page
    .getByRole('table', { name: caption })
    .or(page.getByRole('list', { name: caption }))
    .filter({ visible: true });
}

/** The names of the records (row headers of the table, headings of the cards), in order. */
export function recordNames(page: Page, caption: string): Locator {
  return visibleList(page, caption).locator('th[scope=row], li > h3');
}

/** The one record (row or card) that names `name`. */
export function record(page: Page, caption: string, name: string | RegExp): Locator {
  return visibleList(page, caption).locator('tbody > tr, :scope > li').filter({ hasText: name });
}
