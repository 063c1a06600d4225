import { DADOS_MESSAGES, formatCep, MESSAGES } from '@portal/domain';
import { DEMO, loginAs } from '../support/auth';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from './picker';
import { clickHomeInMenu } from '../support/shell';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

test.describe('Dados pessoais', () => {
  test('a titular sees her own data first, picks the dependant and saves a change after fixing the field errors', async ({
    page,
    family,
  }) => {
    test.slow();
    const { titular } = family;
    const contratante = family.contratante!;
    const dependente = family.dependente!;
    await loginAs(page, titular.cpf, FRESH_PASSWORD);
    await page.goto('/dados-pessoais');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Pessoais' })).toBeVisible();
    const picker = page.getByRole('group', { name: 'Beneficiário' });
    await expect(picker.getByRole('radio', { name: titular.nome })).toBeChecked();
    await expect(picker.getByRole('radio')).toHaveCount(3);
    // Choosing the active beneficiary again does nothing.
    await picker.getByRole('radio', { name: titular.nome }).click();
    await expect(page).toHaveURL(/\/dados-pessoais$/);
    await expect(page.getByLabel('Nome completo')).toHaveValue(titular.nome);
    await expect(page.getByLabel('CEP').first()).toHaveValue(formatCep(family.endereco.cep));
    await expectAccessible(page, 'dados pessoais');

    // The contratante's data is shown read-only.
    await pickBeneficiario(picker, new RegExp(contratante.nome));
    await expect(page).toHaveURL(new RegExp(`/dados-pessoais/${digits(contratante.cpf)}$`));
    await expect(page.getByText(DADOS_MESSAGES.readOnly)).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeDisabled();

    await pickBeneficiario(picker, new RegExp(dependente.nome));
    await expect(page).toHaveURL(new RegExp(`/dados-pessoais/${digits(dependente.cpf)}$`));
    await expect(page.getByLabel('Nome completo')).toHaveValue(dependente.nome);

    const telefone = page.getByLabel('Telefone', { exact: true });
    await telefone.fill('1999999');
    await telefone.blur();
    await expect(page.getByText(MESSAGES.invalidPhone)).toBeVisible();
    await telefone.fill('19981234567');
    await expect(telefone).toHaveValue('(19) 98123-4567');
    await page.getByLabel('E-mail').fill('rafael@valeverde.com.br');

    // A billing address of its own, filled from the CEP.
    await page.getByLabel('Endereço de cobrança igual ao residencial').uncheck();
    const cobranca = page.getByRole('group', { name: 'Endereço de cobrança' });
    await cobranca.getByLabel('CEP').fill('01310100');
    await expect(cobranca.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await expect(cobranca.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(cobranca.getByLabel('UF')).toHaveValue('SP');
    await cobranca.getByLabel('Número', { exact: true }).fill('1000');

    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(DADOS_MESSAGES.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(19) 98123-4567');
    await expect(
      page.getByRole('group', { name: 'Endereço de cobrança' }).getByLabel('Logradouro'),
    ).toHaveValue('Avenida Paulista');
  });

  test('an unknown CEP is refused and leaving with changes asks first', async ({ page }) => {
    test.slow();
    await loginAs(page, DEMO.maria.cpf);
    await page.goto(`/dados-pessoais-v2/${digits(DEMO.maria.cpf)}`);
    const residencial = page.getByRole('group', { name: 'Endereço residencial' });
    await residencial.getByLabel('CEP').fill('00000000');
    await expect(residencial.getByText(MESSAGES.invalidCep)).toBeVisible();

    await clickHomeInMenu(page);
    const dialog = page.getByRole('alertdialog', { name: MESSAGES.leaveTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.leaveText)).toBeVisible();
    await dialog.getByRole('button', { name: MESSAGES.leaveCancel }).click();
    await expect(page).toHaveURL(/\/dados-pessoais-v2\//);

    await clickHomeInMenu(page);
    await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.leaveConfirm }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('João, a dependant, sees only himself', async ({ page }) => {
    await loginAs(page, DEMO.joao.cpf);
    await page.goto(`/dados-pessoais/${digits(DEMO.maria.cpf)}`);
    const picker = page.getByRole('group', { name: 'Beneficiário' });
    await expect(picker.getByRole('radio')).toHaveCount(1);
    await expect(picker.getByRole('radio', { name: /João Pedro Souza/ })).toBeChecked();
    await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO.joao.nome);
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await loginAs(page, DEMO.carlos.cpf);
    await page.goto('/dados-pessoais');
    await expect(page).toHaveURL(/\/aviso-permissao$/);
  });
});
