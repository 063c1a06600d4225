import { expect, expectConsoleErrors, failedCall, test } from '../support/test';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { DEMO, loginAs, submitLogin } from '../support/auth';
import { expectGreeting } from '../support/shell';

test.describe('login', () => {
  test('the titular signs in and sees the home page with her services', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Portal do Beneficiário | Login');
    await expectAccessible(page, 'login');

    await submitLogin(page, DEMO.maria.cpf);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Portal do Beneficiário | Início');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expectGreeting(page, 'Maria');
    for (const group of ['Meus Dados', 'Financeiro', 'Minha Saúde', 'Facilidades']) {
      await expect(page.getByRole('main').getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Informe para Imposto de Renda' }),
    ).toBeVisible();
    await expectAccessible(page, 'home');
  });

  test('footer shows the operator, its ANS registration and the contact block', async ({ page }) => {
    await loginAs(page, DEMO.maria.cpf);
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
    await page.goto('/login');
    // A wrong password on purpose: 401.
    expectConsoleErrors(failedCall(401, '/api/login'));
    await submitLogin(page, DEMO.roberto.cpf, 'SenhaErrada@1');
    await expect(page.getByText(SERVER_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByLabel('CPF').blur();
    await expect(page.getByText(MESSAGES.invalidCpf)).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
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
    await loginAs(page, DEMO.roberto.cpf);
    await expectGreeting(page, 'Roberta');
  });

  test('a signed-in member who opens /login goes home', async ({ page }) => {
    await loginAs(page, DEMO.joao.cpf);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
