// Chaves de Acesso (issue 42, decision 0054), in Chromium with its virtual authenticator (a platform
// authenticator with discoverable credentials that verifies the person at once, as a phone's fingerprint
// does), on a desktop and at 360 px: the titular of a fresh family opens the screen from Meus Dados, asks the
// code to her e-mail (read from the local mailbox), creates a passkey, signs out, signs in with it from the
// login without typing the CPF, renames it and removes it. axe and the second engine on the screen and on the
// login with its button. A family of its own: the code's send limit and the list are per account, and the
// desktop and phone runs go at once.
import { routePath } from '@portal/domain';
import { CHAVES_ACESSO_MESSAGES as M } from '@portal/domain/contract/auth/chaves-acesso-mensagens';
import { expectAccessible } from '../support/a11y';
import { autenticadorVirtual } from '../support/autenticador-virtual';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { CODE_SUBJECT, codeIn, waitForMail } from '../support/mail';
import { naTela } from '../support/rotas';
import { chooseUserMenuItem } from '../support/shell';
import { loginTo } from '../meus-dados/plano-support';

test('a member adds a passkey with a code, signs in with it without the CPF, renames and removes it', async ({
  page,
  family,
}) => {
  const { titular } = family;
  await autenticadorVirtual(page);
  await loginTo(page, titular.cpf, routePath('chavesAcesso'), FRESH_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Chaves de Acesso' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nenhuma chave de acesso' })).toBeVisible();

  // The code goes to her e-mail; the device then creates the passkey (the virtual authenticator says yes).
  await page.getByRole('radio', { name: 'E-mail' }).check();
  const desde = Date.now();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Digite o código e crie a chave' })).toBeFocused();
  const codigo = codeIn(await waitForMail(titular.email!, desde, CODE_SUBJECT));
  await page.getByLabel('Código recebido').fill(codigo);
  const nome = await page.getByRole('textbox', { name: 'Nome da chave' }).inputValue();
  // The device as every screen names it (the project's user agent: Windows on the desktop, Android on the phone).
  expect(nome).toMatch(/^Chrome no (Windows|Android)$/);
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
  await expect(page.getByText(M.cadastrada(nome))).toBeVisible();
  const lista = page.getByRole('list', { name: '1 chave de acesso' });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista).toContainText('Ainda não usada para entrar');
  await expectAccessible(page, 'chavesAcesso');

  // Out, and back in with the passkey alone: no CPF, no password.
  await chooseUserMenuItem(page, titular.primeiroNome, 'Sair');
  await expect(page).toHaveURL(naTela('login'));
  const botao = page.getByRole('button', { name: 'Entrar com chave de acesso' });
  await expect(botao).toBeVisible();
  await expectAccessible(page, 'login com chave de acesso');
  await botao.click();
  await expect(page).toHaveURL(naTela('home'));
  await expect(page.getByLabel('CPF')).toHaveCount(0);

  await page.goto(routePath('chavesAcesso'));
  await expect(lista).toContainText('Último uso em');

  // Renamed in place: focus on the field, back on the button after.
  await page.getByRole('button', { name: `Renomear a chave de acesso ${nome}` }).click();
  const campo = page.getByRole('textbox', { name: 'Nome da chave' });
  await expect(campo).toBeFocused();
  await campo.fill('Meu notebook');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText(M.renomeada)).toBeVisible();
  await expect(lista.getByText('Meu notebook', { exact: true })).toBeVisible();

  // Removed after a confirmation (the last one too): the password stays the way in.
  await page.getByRole('button', { name: /^Remover a chave de acesso Meu notebook/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover chave' }).click();
  await expect(page.getByText(M.removida)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nenhuma chave de acesso' })).toBeFocused();
  await expect(page).toHaveURL(naTela('chavesAcesso'));
});
