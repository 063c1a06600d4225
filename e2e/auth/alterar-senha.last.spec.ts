// Change password (issue 3) for João, signed in: the live policy list, a wrong current password, then the
// change; his other session ends. In the "contas" project (after the journeys that sign in as João).
import { expect, test } from '@playwright/test';
import { SERVER_MESSAGES } from '@portal/domain';
import { DEMO, DEMO_PASSWORD, loginAs, submitLogin } from '../support/auth';
import { expectAccessibleInBothThemes } from '../support/themes';

const NOVA_SENHA = 'Quaresmeira#2026';

test('João changes his password from the user menu; his other session ends', async ({ browser, page }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, DEMO.joao.cpf);

  await loginAs(page, DEMO.joao.cpf);
  await page.goto('/alterar-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'alterar-senha');

  await page.getByLabel('Senha atual').fill('Errada#2026');
  await page.getByLabel('Nova senha', { exact: true }).fill('Joao#45678912364');
  // His own CPF: the list says so before any submit (known here), the server too.
  const requisitos = page.getByRole('list', { name: 'Requisitos da senha' });
  await expect(requisitos.getByRole('listitem').filter({ hasText: 'CPF' })).toHaveAttribute(
    'data-valido',
    'false',
  );
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: SERVER_MESSAGES.wrongCurrentPassword }).first(),
  ).toBeVisible();

  await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SERVER_MESSAGES.passwordChanged)).toBeVisible();

  await otherPage.goto('/dados-pessoais');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.getByRole('button', { name: /Olá, João/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, DEMO.joao.cpf, NOVA_SENHA);
  await expect(page).toHaveURL(/\/$/);
});
