// Password recovery (issue 3) for Maria: the code arrives by e-mail (SMTP on loopback), the new password
// follows the policy, and her other sessions end. It runs in the "contas" project, after every journey
// that signs in as Maria (playwright.config.ts), because a reset signs her out everywhere.
import { expect, test } from '@playwright/test';
import { SERVER_MESSAGES } from '@portal/domain';
import { DEMO, DEMO_PASSWORD, loginAs, submitLogin } from '../support/auth';
import { CODE_SUBJECT, NOTICE_SUBJECT, codeIn, waitForMail } from '../support/mail';
import { expectAccessibleInBothThemes } from '../support/themes';

const MARIA_EMAIL = 'maria.souza@email.test';
const NOVA_SENHA = 'Ipe#Amarelo2026';

test('Maria gets a code by e-mail, sets a new password, and her other session ends', async ({
  browser,
  page,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, DEMO.maria.cpf);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Senha' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'recuperar-senha: CPF');
  await page.getByLabel('CPF').fill(DEMO.maria.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('radio', { name: 'E-mail' }).check();
  await expect(page.getByRole('radio', { name: 'ma•••••••••@e••••.test' })).toBeChecked();
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = codeIn(await waitForMail(MARIA_EMAIL, since, CODE_SUBJECT));
  await page.getByLabel('Código recebido').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  await page.getByLabel('Nova senha', { exact: true }).fill('Maria#23091978');
  await page.getByLabel('Confirme a senha').fill('Maria#23091978');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(SERVER_MESSAGES.personalDataPassword);
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a senha').fill(NOVA_SENHA);
  await expectAccessibleInBothThemes(page, 'recuperar-senha: nova senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(SERVER_MESSAGES.passwordReset)).toBeVisible();
  expect((await waitForMail(MARIA_EMAIL, since, NOTICE_SUBJECT)).text).toContain('foi redefinida');

  // The session opened before the reset is over.
  await otherPage.goto('/dados-pessoais');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await submitLogin(page, DEMO.maria.cpf, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(SERVER_MESSAGES.invalidCredentials);
  await submitLogin(page, DEMO.maria.cpf, NOVA_SENHA);
  await expect(page).toHaveURL(/\/$/);
});
