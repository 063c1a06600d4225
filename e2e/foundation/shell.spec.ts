import type { Locator, Page } from '@playwright/test';
import { expect, expectConsoleErrors, failedCall, test, PHONE } from '../support/test';
import { chooseUserMenuItem, expectHomeCardsLoaded, MARIA_HOME_CARDS, usesSideMenu } from '../support/shell';
import { CSRF_COOKIE, MESSAGES, ROUTES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import { bannerMessage, successBanner } from '../support/feedback';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs, signInAs } from '../support/auth';
import { naTela, padraoDaTela } from '../support/rotas';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { urlDaApi } from '../support/api';

/** What makes an entry look selected: its fill, weight, underline, accent bar and colour. */
const LOOK = [
  'background-color',
  'font-weight',
  'text-decoration-line',
  'border-left-width',
  'border-left-color',
  'color',
] as const;

const looks = (entries: Locator) =>
  entries.evaluateAll(
    (elements, properties) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
      }),
    LOOK,
  );

/** Opens the services (panel on a desktop, side menu on a phone) and answers one group's entries. */
async function menuGroupEntries(page: Page, group: string): Promise<Locator> {
  const sideMenu = usesSideMenu(page);
  await page.getByRole('button', { name: sideMenu ? 'Menu' : 'Serviços', exact: true }).click();
  const menu = page.getByRole('dialog', { name: sideMenu ? 'Menu' : 'Serviços' });
  await expect(menu).toBeVisible();
  // The pointer off the menu: a hovered entry is underlined, and this compares the resting look.
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width - 2, viewport.height - 2);
  return menu.getByRole('region', { name: group, exact: true }).locator('li > a, li > button');
}

test.describe('shell', () => {
  test('logout ends the session and private routes lead back to login', async ({ page }) => {
    await loginAs(page, DEMO.maria.cpf);
    // The home's cards load after the sign-in: a logout before they answer makes their calls 401s.
    await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
    await chooseUserMenuItem(page, 'Maria', 'Sair');
    await expect(page).toHaveURL(naTela('login'));
    // Issue 37: the login screen confirms the voluntary sign-out (an expiry has its own text).
    await expect(bannerMessage(successBanner(page))).toHaveText(MESSAGES.signedOut);
    await expect(page.getByText(MESSAGES.sessionExpired)).toHaveCount(0);
    await page.goto(ROUTES.home.path);
    await expect(page).toHaveURL(naTela('login'));
    const status = await page.request.get(urlDaApi(usuarioEndpoints.usuario), {
      headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE },
    });
    expect(status.status()).toBe(401);
  });

  test('user menu items follow permissions', async ({ page }) => {
    test.skip(usesSideMenu(page), 'the dropdown of the header bar; the side menu has its own test below');
    await signInAs(page, DEMO.carlos.cpf);
    await page.getByRole('button', { name: /Olá, Carlos!/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Alterar senha' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Contatos' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dados pessoais' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Termos de uso' })).toHaveAttribute('target', '_blank');
  });

  test('the services panel lists the groups and opens a screen', async ({ page }) => {
    test.skip(usesSideMenu(page), 'the panel of the header bar; the side menu has its own test below');
    await signInAs(page, DEMO.maria.cpf);
    await page.getByRole('button', { name: 'Serviços' }).click();
    const panel = page.getByRole('dialog', { name: 'Serviços' });
    for (const group of ['MEUS DADOS', 'FINANCEIRO', 'MINHA SAÚDE', 'FACILIDADES']) {
      await expect(panel.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'services panel');
    await panel.getByRole('link', { name: 'Protocolos' }).click();
    await expect(page).toHaveURL(naTela('protocolos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Protocolos' })).toBeVisible();
  });

  test('high contrast is one switch, persisted across reloads, and stays accessible', async ({ page }) => {
    // Two pages scanned in both themes, two reloads.
    test.slow();
    await signInAs(page, DEMO.maria.cpf);
    const toggle = page.getByRole('button', { name: 'Alto contraste' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-contraste', 'alto');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-contraste', 'alto');
    await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, 'home in high contrast');
    await page.goto(ROUTES.login.path);
    // Signed in, /login leads home: its cards' calls must be done before the cookies go (or they answer 401).
    await expectHomeCardsLoaded(page, MARIA_HOME_CARDS);
    await page.context().clearCookies();
    // The stored member without a session cookie: the start-up check of the session answers 401.
    expectConsoleErrors(failedCall(401, urlDaApi(usuarioEndpoints.usuario)));
    await page.goto(ROUTES.login.path);
    await expectAccessible(page, 'login in high contrast');
  });

  test(
    'at 1000 px (and on the phone) the menus move into a side menu, the member’s own items first',
    PHONE,
    async ({ page }) => {
      if (!usesSideMenu(page)) await page.setViewportSize({ width: 1000, height: 800 });
      await signInAs(page, DEMO.maria.cpf);
      await expect(page.getByRole('button', { name: 'Serviços' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText('Olá, Maria!')).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Cartão Virtual' })).toBeVisible();
      // Issue 10: the account section comes first with Sair in it, and Dados pessoais is listed once.
      const navs = sheet.getByRole('navigation');
      await expect(navs.first()).toHaveAccessibleName('Minha conta');
      await expect(navs.first().getByRole('link')).toHaveText([
        'Dados pessoais',
        'Alterar senha',
        'Contatos',
      ]);
      await expect(navs.first().getByRole('button', { name: 'Sair' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: /^Dados pessoais$/i })).toHaveCount(1);
      await expect(navs.last()).toHaveAccessibleName('Documentos');
      await expect(navs.last().getByRole('link', { name: /Termos de uso/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expectAccessible(page, 'side menu');
      await sheet.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(sheet).toHaveCount(0);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cartão Virtual' }).click();
      await expect(page).toHaveURL(new RegExp(padraoDaTela('cartaoVirtual')));
    },
  );

  test('in the menus only the current page’s entry looks selected', PHONE, async ({ page }) => {
    // Issue 37: entries past the fifth of a group looked like the current page (bar and shade), so on
    // Início the menu said the member was on Histórico de Reajuste. Maria's Financeiro has seven entries.
    await signInAs(page, DEMO.maria.cpf);
    let entries = await menuGroupEntries(page, 'FINANCEIRO');
    expect(await entries.count()).toBeGreaterThan(5);
    const resting = await looks(entries);
    expect(resting.slice(5)).toEqual(resting.slice(5).map(() => resting[0]));
    await expect(entries.and(page.locator('[aria-current]'))).toHaveCount(0);
    await page.keyboard.press('Escape');

    // On a screen of the group's side part, its entry alone is marked, and it looks unlike the others.
    await page.goto(ROUTES.historicoReajuste.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Reajuste' })).toBeVisible();
    entries = await menuGroupEntries(page, 'FINANCEIRO');
    const current = entries.and(page.locator('[aria-current="page"]'));
    await expect(current).toHaveText('Histórico de Reajuste');
    const [selected] = await looks(current);
    expect(selected).not.toEqual(resting[0]);
    const others = await looks(entries.and(page.locator(':not([aria-current])')));
    expect(others).toEqual(others.map(() => resting[0]));
  });

  test('an app token opens an internal-app route without bar, header or footer', async ({
    page,
    browser,
  }) => {
    await signInAs(page, DEMO.maria.cpf);
    const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    const minted = await page.request.post(urlDaApi(usuarioEndpoints.tokenAcesso), {
      headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE, 'x-csrf-token': decodeURIComponent(csrf) },
    });
    expect(minted.status()).toBe(200);
    const { token } = (await minted.json()) as { token: string };

    const app = await browser.newContext();
    const appPage = await app.newPage();
    await appPage.goto(
      `${ROUTES.historicoReajuste.path}?token=${encodeURIComponent(token)}&acessoInternoApp=true`,
    );
    // The token leaves the address; the plan tabs then add the first plan's code and keep the app flag.
    await expect(appPage).toHaveURL(
      new RegExp(`${padraoDaTela('historicoReajuste')}/\\d+\\?acessoInternoApp=true$`),
    );
    await expect(appPage.getByText(/teto ANS/).first()).toBeVisible();
    await expect(appPage.getByRole('banner')).toHaveCount(0);
    await expect(appPage.getByRole('contentinfo')).toHaveCount(0);
    await expect(appPage.getByRole('region', { name: 'Acessibilidade' })).toHaveCount(0);
    await expect(appPage.getByRole('heading', { level: 1 })).toHaveCount(0);
    await app.close();
  });
});
