import { expect, expectConsoleErrors, failedCall, test, PHONE_ONLY } from '../support/test';
import { MESSAGES, ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, submitLogin, signInAs } from '../support/auth';
import { expectGreeting } from '../support/shell';
import { naTela } from '../support/rotas';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { urlDaApi } from '../support/api';

const LOADING_TEXT = 'Carregando…';

test.describe('login', () => {
  test('the titular signs in and sees the home page with her services', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    await expect(page).toHaveTitle('Portal do Beneficiário | Login');
    await expectAccessible(page, 'login');

    await submitLogin(page, DEMO.maria.cpf);
    await expect(page).toHaveURL(naTela('home'));
    await expect(page).toHaveTitle('Portal do Beneficiário | Início');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expectGreeting(page, 'Maria');
    for (const group of ['Meus Dados', 'Financeiro', 'Minha Saúde', 'Facilidades']) {
      await expect(page.getByRole('main').getByRole('heading', { name: group })).toBeVisible();
    }
    // The abbreviation is spelled out after the visible text, which starts the name (issue 37, WCAG 2.5.3).
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Informe para IR – Imposto de Renda', exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'home');
  });

  test('footer shows the operator, its ANS registration and the contact block', async ({ page }) => {
    await signInAs(page, DEMO.maria.cpf);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Vale Verde Saúde');
    await expect(footer).toContainText('ANS - n° 345678');
    await expect(footer).toContainText('Não sabe o número da sua carteirinha?');
    await expect(footer.getByRole('link', { name: /WhatsApp/i })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d+/,
    );
    await expect(footer.getByRole('link', { name: /^Telefone/ })).toHaveAttribute('href', /^tel:(\+55)?\d+$/);
  });

  test('a wrong password shows the server message; an invalid CPF is refused on the form', async ({
    page,
  }) => {
    await page.goto(ROUTES.login.path);
    const primeiroAcesso = page.getByRole('link', { name: 'Faça seu primeiro acesso' });
    await expect(primeiroAcesso).toHaveCount(0);
    // A wrong password on purpose: 401.
    expectConsoleErrors(failedCall(401, urlDaApi(loginEndpoints.login)));
    await submitLogin(page, DEMO.roberto.cpf, 'SenhaErrada@1');
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(naTela('login'));
    // Issue 37: the refusal points to first access — for a member with a wrong password as for a CPF with
    // no account (decision 0011: the two answers are one, so the hint tells nothing about the CPF).
    await expect(page.getByText('Ainda não tem senha?')).toBeVisible();
    await expect(primeiroAcesso).toHaveAttribute('href', ROUTES.cadastro.path);
    await page.reload();
    await submitLogin(page, '529.982.247-25', 'SenhaErrada@1');
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await primeiroAcesso.click();
    await expect(page).toHaveURL(naTela('cadastro'));
    await page.goto(ROUTES.login.path);

    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByLabel('CPF').blur();
    await expect(page.getByText(MESSAGES.invalidCpf)).toBeVisible();
  });

  test(
    'on a phone the login names the operator and links its terms and privacy policy',
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto(ROUTES.login.path);
      await expect(
        page.getByText('Portal do Beneficiário da Vale Verde Saúde Cooperativa Médica.'),
      ).toBeVisible();
      const legal = page.getByRole('navigation', { name: 'Textos legais' });
      await legal.getByRole('link', { name: 'Termos de uso' }).click();
      await expect(page).toHaveURL(naTela('termosDeUso'));
      await page.goBack();
      await legal.getByRole('link', { name: 'Política de privacidade' }).click();
      await expect(page).toHaveURL(naTela('politicaDePrivacidade'));
      await page.goBack();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, 'login (360 px)');
    },
  );

  test('signing in shows one spinner, the button’s, and no page loader over it', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    // Hold the real request (its answer is the server's) so the moment it runs can be looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${urlDaApi(loginEndpoints.login)}`, async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(`**${urlDaApi(loginEndpoints.login)}`);
    await submitLogin(page, DEMO.maria.cpf);
    await sent;
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
    release();
    await expect(page).toHaveURL(naTela('home'));
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto(ROUTES.login.path);
    const senha = page.getByLabel('Senha', { exact: true });
    await senha.fill('abc');
    await expect(senha).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: /senha/i });
    await toggle.click();
    await expect(senha).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(senha).toHaveAttribute('type', 'password');
  });

  test('the social name is used in the greeting', async ({ page }) => {
    await signInAs(page, DEMO.roberto.cpf);
    await expectGreeting(page, 'Roberta');
  });

  test('a signed-in member who opens /login goes home', async ({ page }) => {
    await signInAs(page, DEMO.joao.cpf, ROUTES.login.path);
    await expect(page).toHaveURL(naTela('home'));
  });
});
