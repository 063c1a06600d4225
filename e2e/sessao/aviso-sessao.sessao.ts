// Issue 17, WCAG 2.2.1: the session-expiry warning, on a portal whose sessions last TEST_SESSION_SECONDS
// (30 s; playwright.config.ts), so the warning comes 10 s after the last call (lib/session-warning.ts: half
// of a session shorter than four minutes) instead of at minute 28. The server's session really is that
// short: the journey about 'Continuar conectado' proves the server answers a call it would otherwise
// refuse. Real time, not Playwright's clock: the server's session cannot be faked.
import type { Page } from '@playwright/test';
import { MESSAGES } from '@portal/domain/messages';
import { DEMO, loginAs, submitLogin } from '../support/auth';
import { expectAccessible } from '../support/a11y';
import { expect, PHONE, test } from '../support/test';
import { TEST_SESSION_SECONDS } from '../playwright.config';
import { ROUTES } from '@portal/domain';
import { padraoDaTela } from '../support/rotas';
import { usuarioEndpoints } from '@portal/domain/contract/auth/usuario';
import { urlDaApi } from '../support/api';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Sua sessão vai expirar' });
const liveText = (page: Page) => warning(page).locator('[aria-live="polite"]');
const timer = (page: Page) => warning(page).getByRole('timer');

/** What the server says of the session now (the page's own cookies), without renewing the page's record. */
const usuarioStatus = (page: Page) =>
  page.evaluate(
    async (url) => (await fetch(url, { headers: { 'x-origin': 'PORTAL_WEB' } })).status,
    urlDaApi(usuarioEndpoints.usuario),
  );

test.describe('Aviso de sessão expirando', () => {
  test(
    'the warning takes focus, passes axe, counts down and speaks without flooding',
    PHONE,
    async ({ page }) => {
      await loginAs(page, DEMO.maria.cpf);
      await expect(warning(page)).toBeVisible({ timeout: TEST_SESSION_SECONDS * 1000 });
      await expect(warning(page).getByRole('button', { name: 'Continuar conectado' })).toBeFocused();
      await expect(timer(page)).toHaveText(/^Sua sessão expira em 0:\d\d$/);
      await expect(liveText(page)).toHaveText(/^Sua sessão expira em \d+ segundos\.$/);
      await expectAccessible(page, 'aviso de sessão');

      // Escape is the safe answer: stay signed in (the call renews the record, so the warning closes).
      await page.keyboard.press('Escape');
      await expect(warning(page)).toBeHidden();
      await expect(warning(page)).toBeVisible({ timeout: TEST_SESSION_SECONDS * 1000 });
      // The visual timer moves every second; what a screen reader hears only at the next step (10 s left).
      await expect(liveText(page)).toHaveText(/^Sua sessão expira em 1[45] segundos\.$/);
      const spoken = await liveText(page).textContent();
      const shown = await timer(page).textContent();
      await page.waitForTimeout(1500);
      await expect(timer(page)).not.toHaveText(shown ?? '');
      await expect(liveText(page)).toHaveText(spoken ?? '');
      await expect(liveText(page)).toHaveText(/^Sua sessão expira em (10|9) segundos\.$/, {
        timeout: 10_000,
      });
    },
  );

  test("'Continuar conectado' renews the server session in every tab; when it runs out, login says so", async ({
    page,
    context,
  }) => {
    test.slow();
    await loginAs(page, DEMO.joao.cpf);
    const other = await context.newPage();
    await other.goto(ROUTES.home.path);
    await expect(warning(page)).toBeVisible({ timeout: TEST_SESSION_SECONDS * 1000 });
    await expect(warning(other)).toBeVisible();
    const continued = Date.now();
    await warning(page).getByRole('button', { name: 'Continuar conectado' }).click();
    // The record both tabs share moved: the dialog closes in the other tab too.
    await expect(warning(page)).toBeHidden();
    await expect(warning(other)).toBeHidden();
    // More than a session length after the last call before 'Continuar', but within one after it: only a
    // renewed server session answers.
    await page.waitForTimeout(continued + (TEST_SESSION_SECONDS * 1000 * 7) / 10 - Date.now());
    expect(await usuarioStatus(page)).toBe(200);

    // Left alone, the countdown runs out: both tabs go to login with the spec §4 information.
    await expect(page).toHaveURL(new RegExp(padraoDaTela('login')), { timeout: TEST_SESSION_SECONDS * 1000 });
    await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(other).toHaveURL(new RegExp(padraoDaTela('login')));
  });

  test('Dados Pessoais being edited when the session expires come back after the next login', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, DEMO.maria.cpf);
    await page.goto(ROUTES.dadosPessoais.path);
    const telefone = page.getByLabel('Telefone', { exact: true });
    await expect(telefone).toBeEditable();
    await telefone.fill('19987654321');
    await expect(telefone).toHaveValue('(19) 98765-4321');
    await expect(page).toHaveURL(new RegExp(padraoDaTela('login')), { timeout: TEST_SESSION_SECONDS * 1500 });
    await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();

    await submitLogin(page, DEMO.maria.cpf);
    await expect(page).toHaveURL(new RegExp(padraoDaTela('dadosPessoais')));
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(19) 98765-4321');
    await expect(page.getByText(/Recuperamos as alterações/)).toBeVisible();
  });
});
