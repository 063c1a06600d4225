// Expired password (issue 3): a fresh family whose account's credentials are expired (Fernanda stays
// expired for the guard journeys and for people trying the portal). Every screen leads to
// /senha-expirada until the password is changed; then the portal opens.
import { MESSAGES, ROUTES, SERVER_MESSAGES } from '@portal/domain';
import { submitLogin } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { naTela } from '../support/rotas';

const NOVA_SENHA = 'Buriti#Verde2026';

test.use({ familyKind: 'expirada' });

test('an expired password is changed on /senha-expirada and the portal opens', async ({ page, family }) => {
  await page.goto(ROUTES.login.path);
  await submitLogin(page, family.titular.cpf, FRESH_PASSWORD);
  await expect(page).toHaveURL(naTela('senhaExpirada'));
  await expect(page.getByText(MESSAGES.expiredPassword)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Senha Expirada' })).toBeVisible();
  await page.goto(ROUTES.meuPlano.path);
  await expect(page).toHaveURL(naTela('senhaExpirada'));
  await expectAccessible(page, 'senha-expirada');

  await page.getByLabel('Senha atual').fill(FRESH_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(naTela('home'));
  await expect(page.getByText(SERVER_MESSAGES.passwordChanged)).toBeVisible();
  await page.goto(ROUTES.contatos.path);
  await expect(page).toHaveURL(naTela('contatos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
});
