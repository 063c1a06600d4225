// The home (issue 10): above the service groups, cards shown only with the matching permission, each
// loading on its own; PA Virtual is an entry that opens in a new tab (issue 17).
import type { Locator, Route } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/domain';
import { DEMO, signInAs } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { expectHomeCardsLoaded, MARIA_HOME_CARDS } from '../support/shell';
import { expect, expectConsoleErrors, failedCall, offlineCall, test } from '../support/test';
import { naTela } from '../support/rotas';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { cartaoVirtualEndpoints } from '@portal/domain/contract/meus-dados/cartao-virtual';
import { daApi, urlDaApi } from '../support/api';

const CARD_NUMBER = /^\d{4}( \d{1,4})+$/;
const CONTRATOS = urlDaApi(cartaoVirtualEndpoints.contratos);

test('Maria’s home shows her virtual card, and the shortcut opens the screen', async ({ page }) => {
  await signInAs(page, DEMO.maria.cpf);
  const card = page.getByRole('region', { name: 'Cartão Virtual' });
  await expect(card.getByTestId('home-numero-carteira')).toHaveText(CARD_NUMBER);
  await expect(card).toContainText('Vale Verde');
  // Issue 17: no longer blocked; it says it opens a new tab (e2e/facilidades/pa-virtual.spec.ts). Issue 37:
  // found by its whole accessible name as shipped, which starts with the visible "PA Virtual" (WCAG 2.5.3).
  await expect(
    page.getByRole('region', { name: 'Facilidades' }).getByRole('button', {
      name: 'PA Virtual – Pronto Atendimento Virtual (abre em nova aba)',
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'início');
  const number = await card.getByTestId('home-numero-carteira').textContent();
  await card.getByRole('link', { name: 'Abrir cartão virtual' }).click();
  await expect(page).toHaveURL(naTela('cartaoVirtual', '100001'));
  await expect(page.getByRole('article').getByTestId('numero-carteira').first()).toBeVisible();
  await expect(page.getByTestId('numero-carteira').filter({ hasText: number! })).toHaveCount(1);
});

test('PA Virtual looks as clickable as its sibling links on the home', async ({ page }) => {
  // Issue 37: the one entry that is a button (it opens a tab after asking the server) was drawn without
  // the underline every link of the cards has. Found by its visible text (its accessible name spells it out).
  await signInAs(page, DEMO.maria.cpf);
  const facilidades = page.getByRole('region', { name: 'Facilidades' });
  const look = (entry: Locator) =>
    entry.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.textDecorationLine, style.color, style.fontWeight, style.cursor].join('; ');
    });
  const paVirtual = facilidades.getByRole('button').filter({ hasText: 'PA Virtual' });
  const protocolos = facilidades.getByRole('link', { name: 'Protocolos' });
  await expect(paVirtual).toBeVisible();
  expect(await look(protocolos)).toContain('underline');
  expect(await look(paVirtual)).toBe(await look(protocolos));
});

test('without tela-cartao-virtual the home shows no card and asks for none', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await signInAs(page, DEMO.carlos.cpf);
  await expect(page.getByRole('region', { name: 'Financeiro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cartão Virtual' })).toHaveCount(0);
  const doCartao = Object.values(cartaoVirtualEndpoints);
  expect(calls.filter((path) => doCartao.some((endpoint) => daApi(endpoint, path)))).toEqual([]);
});

test('a failing card stays inside its frame and a slow one holds up nothing', async ({ page }) => {
  // The card's first call fails once (500), then hangs: the rest of the home must not wait for it.
  let calls = 0;
  await page.route(`**${CONTRATOS}`, async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 500, json: { mensagem: 'falhou' } });
    // Never answered: the page closes with the call still pending.
  });
  // The 500 the route above answers on purpose.
  expectConsoleErrors(failedCall(500, CONTRATOS));
  await signInAs(page, DEMO.maria.cpf);
  const card = page.getByRole('region', { name: 'Cartão Virtual' });
  await expect(card.getByText('Não foi possível carregar agora.')).toBeVisible();
  // A failing card is not a failing page: no jump to the unexpected-error screen, the groups are there.
  await expect(page).toHaveURL(naTela('home'));
  await expect(page.getByRole('region', { name: 'Meus Dados' })).toBeVisible();

  await card.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  // No page-wide loader for the card's call: the page is usable meanwhile.
  await expect(page.getByText('Carregando…').filter({ visible: true })).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Meus Dados' })
    .getByRole('link', { name: 'Meu Plano', exact: true })
    .click();
  await expect(page).toHaveURL(naTela('meuPlano', '100001'));
});

test('a reload whose start-up check of the member fails without a connection still fills the cards', async ({
  page,
}) => {
  await signInAs(page, DEMO.maria.cpf);
  await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
  // The check of the stored member (GET /api/usuario) fails on the network, once: not a session that ended
  // (that would be a 401), so the stored member stays and the cards, which wait for the check, go ahead.
  await page.route(`**${urlDaApi(usuarioEndpoints.usuario)}`, (route) => route.abort('failed'), { times: 1 });
  expectConsoleErrors(offlineCall);
  await page.reload();
  const card = page.getByRole('region', { name: 'Cartão Virtual' });
  await expect(card.getByTestId('home-numero-carteira')).toHaveText(CARD_NUMBER);
  await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
  await expect(page).toHaveURL(naTela('home'));
});

test('the home does not shift while it loads: no footer beside the loader, cards keep their height', async ({
  page,
}) => {
  await signInAs(page, DEMO.maria.cpf);
  // Nothing of the first visit still in flight when the page reloads.
  await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
  // Every intermediate state paints: the loader while the member is read — held until the test has seen it,
  // since a fixed delay can pass before a busy CI machine has even fired the reload's load event — then each
  // card's own loader while its slow data comes (issue 11: layout shift ≤ 0.02).
  let soltarUsuario = () => {};
  const usuarioSolto = new Promise<void>((resolve) => (soltarUsuario = resolve));
  await page.route(`**${urlDaApi(usuarioEndpoints.usuario)}`, async (route) => {
    await usuarioSolto;
    await route.continue();
  });
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  };
  for (const path of [CONTRATOS, urlDaApi(situacaoFinanceiraEndpoints.titulos)])
    await page.route(`**${path}`, slow);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Without the stored member the portal waits for GET /api/usuario behind its loader (spec §2).
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.user);
  await page.reload();
  await expect(page.getByText('Carregando…').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  soltarUsuario();
  const card = page.getByRole('region', { name: 'Cartão Virtual' });
  await expect(card.getByTestId('home-numero-carteira')).toHaveText(CARD_NUMBER);
  await expect(page.getByRole('region', { name: 'Situação Financeira' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  // What remains on a wide screen: the signed-in header 4 px taller, a card's third line wrapping (≈ 0.008).
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
});
