// Change password (issue 3), signed in: the live policy list, a wrong current password, then the change;
// the member's other session ends. A fresh family's titular, so no other journey is signed out.
import { ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { loginAs, submitLogin } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { bannerMessage, errorBanner } from '../support/feedback';
import { expectConsoleErrors, failedCall } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { chooseUserMenuItem } from '../support/shell';
import { naTela } from '../support/rotas';
import { senhaEndpoints } from '@portal/domain/contract/auth/senha';
import { urlDaApi } from '../support/api';

const NOVA_SENHA = 'Quaresmeira#2026';

test('a titular changes the password from the user menu; the other session ends', async ({
  browser,
  page,
  family,
}) => {
  // Two sessions, scans in both themes and an e-mail: longer than the default budget on 2 workers.
  test.slow();
  // The wrong current password the journey tries first answers 400.
  expectConsoleErrors(failedCall(400, urlDaApi(senhaEndpoints.alterar)));
  const { titular } = family;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, titular.cpf, FRESH_PASSWORD);

  await loginAs(page, titular.cpf, FRESH_PASSWORD);
  await page.goto(ROUTES.alterarSenha.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  await expectAccessible(page, 'alterar-senha');

  // The form's own checks (its schema loads after the first paint, ui/form/lazy-schema.ts): a confirmation
  // that differs is refused on the page, before any call.
  await page.getByLabel('Senha atual').fill('Errada#2026');
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill('Diferente#2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(SERVER_MESSAGES.passwordsDiffer)).toBeVisible();

  await page.getByLabel('Senha atual').fill('Errada#2026');
  await page
    .getByLabel('Nova senha', { exact: true })
    .fill(`${titular.primeiroNome}#${titular.cpf.replace(/\D/g, '')}`);
  // The member's own CPF: the list says so before any submit (known here), the server too.
  const requisitos = page.getByRole('list', { name: 'Requisitos da senha' });
  await expect(requisitos.getByRole('listitem').filter({ hasText: 'CPF' })).toHaveAttribute(
    'data-valido',
    'false',
  );
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    bannerMessage(errorBanner(page)).filter({ hasText: SERVER_MESSAGES.wrongCurrentPassword }),
  ).toBeVisible();

  await page.getByLabel('Senha atual').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(naTela('home'));
  await expect(page.getByText(SERVER_MESSAGES.passwordChanged)).toBeVisible();

  await otherPage.goto(ROUTES.dadosPessoais.path);
  await expect(otherPage).toHaveURL(naTela('login'));
  await other.close();

  await chooseUserMenuItem(page, titular.primeiroNome, 'Sair');
  await expect(page).toHaveURL(naTela('login'));
  await submitLogin(page, titular.cpf, NOVA_SENHA);
  await expect(page).toHaveURL(naTela('home'));
});
