// The contact picker of spec §2 with more than 2 contacts of a kind: a fresh family's titular has three
// mobiles (no demo person needs so many). Nothing is chosen (more than one), the list scrolls with a fade
// until its bottom, and a kind with a single contact is chosen by itself. The journey stops before sending.
import { expect, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { ROUTES } from '@portal/domain';

const ESCOLHA_CONTATO = 'Escolha para onde enviar o código.';

test('more than 2 contacts scroll with a fade; a lone one is chosen by itself', async ({ page, family }) => {
  await page.goto(ROUTES.recuperarSenha.path);
  await page.getByLabel('CPF').fill(family.titular.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('radio', { name: 'SMS' }).check();
  const phones = page.getByRole('group', { name: 'Enviar por SMS para o celular' }).getByRole('radio');
  await expect(phones).toHaveCount(3);
  for (const phone of await phones.all()) await expect(phone).not.toBeChecked();
  const enviar = page.getByRole('button', { name: 'Enviar código' });
  await expect(enviar).toBeDisabled();
  // A disabled button says what is missing, on screen and to screen readers.
  await expect(page.getByText(ESCOLHA_CONTATO)).toBeVisible();
  await expect(enviar).toHaveAccessibleDescription(ESCOLHA_CONTATO);
  const fade = page.getByTestId('contatos-esmaecer');
  await expect(fade).toBeVisible();
  await expectAccessible(page, 'seletor de contatos com rolagem');
  await page.locator('ul[data-rolavel]').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect(fade).toHaveCount(0);
  await page.getByRole('radio', { name: '(••) •••••-3003' }).check();
  await expect(enviar).toBeEnabled();
  await expect(page.getByText(ESCOLHA_CONTATO)).toHaveCount(0);

  await page.getByRole('radio', { name: 'E-mail' }).check();
  await expect(page.getByRole('radio', { name: 'he••••••••@e••••.test' })).toBeChecked();
  await expect(fade).toHaveCount(0);
  // Back to SMS: the choice is cleared again and the fade is back.
  await page.getByRole('radio', { name: 'SMS' }).check();
  for (const phone of await phones.all()) await expect(phone).not.toBeChecked();
  await expect(fade).toBeVisible();
});
