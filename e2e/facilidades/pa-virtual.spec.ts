// PA Virtual (issue 17): the Facilidades entry opens the operator's virtual emergency care in a new tab for
// a member whose plan covers it (Maria), with no way back into the portal (no opener); for one whose plan
// does not (Roberto) the tab closes again and the server's friendly message shows as an error alert
// (spec §8), scanned in both themes. The service itself is fulfilled here: it is not our code and CI has
// no Internet.
import { FACILIDADES_MESSAGES } from '@portal/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, signInAs } from '../support/auth';
import { bannerMessage, errorBanner } from '../support/feedback';
import { expect, test } from '../support/test';
import { naTela } from '../support/rotas';

/** PA_VIRTUAL_URL of the demo seed (apps/server/src/db/seed/operator-data.ts). */
const PA_VIRTUAL_URL = 'https://pa-virtual.valeverdesaude.example/atendimento';

async function fulfilPaVirtual(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(PA_VIRTUAL_URL).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>PA Virtual</title><h1>Pronto Atendimento Virtual</h1></html>',
    }),
  );
}

const paVirtualEntry = (page: Page) =>
  page
    .getByRole('region', { name: 'Facilidades' })
    .getByRole('button', { name: 'PA Virtual – Pronto Atendimento Virtual (abre em nova aba)', exact: true });

test('a covered member’s PA Virtual opens in a new tab at the operator’s link', async ({ page, context }) => {
  await fulfilPaVirtual(context);
  await signInAs(page, DEMO.maria.cpf);
  const [tab] = await Promise.all([context.waitForEvent('page'), paVirtualEntry(page).click()]);
  await expect(tab).toHaveURL(PA_VIRTUAL_URL);
  await expect(tab.getByRole('heading', { name: 'Pronto Atendimento Virtual' })).toBeVisible();
  // rel="noopener" by hand: the service cannot reach the portal's window.
  expect(await tab.evaluate(() => window.opener === null)).toBe(true);
  await expect(errorBanner(page)).toHaveCount(0);
  await expect(page).toHaveURL(naTela('home'));
});

test('without coverage the tab closes and the server’s message shows as an error', async ({
  page,
  context,
}) => {
  await fulfilPaVirtual(context);
  await signInAs(page, DEMO.roberto.cpf);
  const [tab] = await Promise.all([context.waitForEvent('page'), paVirtualEntry(page).click()]);
  await tab.waitForEvent('close');
  await expect(bannerMessage(errorBanner(page))).toHaveText(FACILIDADES_MESSAGES.paVirtualSemCobertura);
  // The alert takes the focus: a keyboard or screen-reader user hears why nothing opened.
  await expect(errorBanner(page)).toBeFocused();
  await expectAccessible(page, 'PA Virtual sem cobertura');
});

test('a blocked popup says so instead of failing silently', async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  await page.evaluate(() => {
    window.open = () => null;
  });
  await paVirtualEntry(page).click();
  await expect(bannerMessage(errorBanner(page))).toHaveText(FACILIDADES_MESSAGES.paVirtualPopupBloqueado);
});
