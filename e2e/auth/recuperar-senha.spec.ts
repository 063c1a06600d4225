// Password recovery (issue 3): the code arrives by e-mail (SMTP on loopback), the new password follows
// the policy, and the member's other sessions end. A fresh family's titular, so no other journey is
// signed out by the reset.
import { ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { loginAs, submitLogin } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { bannerMessage, errorBanner } from '../support/feedback';
import { CODE_SUBJECT, NOTICE_SUBJECT, codeIn, waitForMail } from '../support/mail';
import { expectAccessible } from '../support/a11y';
import { expectConsoleErrors, failedCall } from '../support/test';
import { naTela } from '../support/rotas';
import { loginEndpoints } from '@portal/domain/contract/auth/login';
import { recuperarSenhaEndpoints } from '@portal/domain/contract/auth/recuperar-senha';
import { urlDaApi } from '../support/api';

const NOVA_SENHA = 'Ipe#Amarelo2026';

test('a titular gets a code by e-mail, sets a new password, and the other session ends', async ({
  browser,
  page,
  family,
}) => {
  // The longest journey: two sessions, four accessibility scans and two e-mails.
  test.slow();
  const { titular } = family;
  const email = titular.email!;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, titular.cpf, FRESH_PASSWORD);

  await page.goto(ROUTES.login.path);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(naTela('recuperarSenha'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar Senha' })).toBeVisible();
  await expectAccessible(page, 'recuperar-senha: CPF');
  await page.getByLabel('CPF').fill(titular.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('radio', { name: 'E-mail' }).check();
  // 'helena.NNN@email.test', masked: its only e-mail is chosen by itself.
  await expect(page.getByRole('radio', { name: 'he••••••••@e••••.test' })).toBeChecked();
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = codeIn(await waitForMail(email, since, CODE_SUBJECT));
  await page.getByLabel('Código recebido').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  // Made of personal data (first name and birth date): refused by the server (a 400 on purpose).
  expectConsoleErrors(failedCall(400, urlDaApi(recuperarSenhaEndpoints.alterarSenha)));
  const [ano, mes, dia] = titular.dataNascimento.split('-');
  const pessoal = `${titular.primeiroNome}#${dia}${mes}${ano}`;
  await page.getByLabel('Nova senha', { exact: true }).fill(pessoal);
  await page.getByLabel('Confirme a senha').fill(pessoal);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(bannerMessage(errorBanner(page))).toHaveText(SERVER_MESSAGES.personalDataPassword);
  await expect(errorBanner(page)).toBeInViewport();
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a senha').fill(NOVA_SENHA);
  await expectAccessible(page, 'recuperar-senha: nova senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(SERVER_MESSAGES.passwordReset)).toBeVisible();
  expect((await waitForMail(email, since, NOTICE_SUBJECT)).text).toContain('foi redefinida');

  // The session opened before the reset is over.
  await otherPage.goto(ROUTES.dadosPessoais.path);
  await expect(otherPage).toHaveURL(naTela('login'));
  await other.close();

  await page.getByRole('link', { name: 'Ir para o login' }).click();
  // The old password no longer signs in: 401 on purpose.
  expectConsoleErrors(failedCall(401, urlDaApi(loginEndpoints.login)));
  await submitLogin(page, titular.cpf, FRESH_PASSWORD);
  await expect(bannerMessage(errorBanner(page))).toHaveText(SERVER_MESSAGES.invalidCredentials);
  await submitLogin(page, titular.cpf, NOVA_SENHA);
  await expect(page).toHaveURL(naTela('home'));
});
