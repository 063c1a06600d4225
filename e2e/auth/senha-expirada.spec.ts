// Expired password (issue 3): Paulo's password is expired in the seed (his account exists for this journey
// alone, so Fernanda stays expired for the guard journeys). Every screen leads to /senha-expirada until
// he changes it; then the portal opens.
import { expect, test } from '@playwright/test';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { DEMO_PASSWORD, submitLogin } from '../support/auth';
import { expectAccessibleInBothThemes } from '../support/themes';

const PAULO_CPF = '246.813.579-28';
const NOVA_SENHA = 'Buriti#Verde2026';

test('an expired password is changed on /senha-expirada and the portal opens', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, PAULO_CPF);
  await expect(page).toHaveURL(/\/senha-expirada$/);
  await expect(page.getByText(MESSAGES.expiredPassword)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Senha Expirada' })).toBeVisible();
  await page.goto('/meu-plano');
  await expect(page).toHaveURL(/\/senha-expirada$/);
  await expectAccessibleInBothThemes(page, 'senha-expirada');

  await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SERVER_MESSAGES.passwordChanged)).toBeVisible();
  await page.goto('/contatos');
  await expect(page).toHaveURL(/\/contatos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
});
