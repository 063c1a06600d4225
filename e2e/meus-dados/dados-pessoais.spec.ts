import { ALERT_AUTO_CLOSE_MS, DADOS_MESSAGES, formatCep, MESSAGES } from '@portal/domain';
import { DEMO, signInAs } from '../support/auth';
import { loginTo } from './plano-support';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectConsoleErrors, failedCall, PHONE } from '../support/test';
import { bannerMessage, errorBanner, successBanner } from '../support/feedback';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from './picker';
import { clickHomeInMenu } from '../support/shell';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

test.describe('Dados pessoais', () => {
  test(
    'a titular sees her own data first, picks the dependant and saves a change after fixing the field errors',
    PHONE,
    async ({ page, family }) => {
      test.slow();
      const { titular } = family;
      const contratante = family.contratante!;
      const dependente = family.dependente!;
      await loginTo(page, titular.cpf, '/dados-pessoais', FRESH_PASSWORD);
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
      await expect(bannerMessage(successBanner(page))).toHaveText(DADOS_MESSAGES.saved);
      await expect(successBanner(page)).toBeInViewport();

      await page.reload();
      await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(19) 98123-4567');
      await expect(
        page.getByRole('group', { name: 'Endereço de cobrança' }).getByLabel('Logradouro'),
      ).toHaveValue('Avenida Paulista');
    },
  );

  test(
    'on a phone, a save the server refuses shows its message in view and moves focus; the fix saves',
    PHONE,
    async ({ page, family }) => {
      test.slow();
      await page.setViewportSize({ width: 360, height: 740 });
      await loginTo(page, family.titular.cpf, '/dados-pessoais', FRESH_PASSWORD);
      const residencial = page.getByRole('group', { name: 'Endereço residencial' });
      const uf = residencial.getByLabel('UF');
      await expect(uf).not.toHaveValue('');
      const ufCerta = await uf.inputValue();
      // The client accepts any state; only the server knows the CEP belongs to another one (a real 400,
      // and another for the save that changes nothing).
      expectConsoleErrors(failedCall(400, '/api/v3/beneficiarios/meus-dados/'));
      await uf.selectOption(ufCerta === 'RJ' ? 'SP' : 'RJ');

      const salvar = page.getByRole('button', { name: 'Salvar alterações' });
      await salvar.scrollIntoViewIfNeeded();
      const answered = page.waitForResponse((r) => r.request().method() === 'PUT');
      await salvar.click();
      const response = await answered;
      expect(response.status()).toBe(400);
      const { erro } = (await response.json()) as { erro: { mensagem: string } };

      const banner = errorBanner(page);
      await expect(bannerMessage(banner)).toHaveText(erro.mensagem);
      await expect(banner).toBeInViewport({ ratio: 1 });
      // Focus goes to the field the server named, and the field says what is wrong with it.
      await expect(uf).toBeFocused();
      await expect(uf).toBeInViewport({ ratio: 1 });
      await expect(residencial.getByText(erro.mensagem)).toBeVisible();
      // An error waits for the member: it outlives the success banner's auto-close time.
      await page.waitForTimeout(ALERT_AUTO_CLOSE_MS + 500);
      await expect(banner).toBeInViewport();

      await uf.selectOption(ufCerta);
      await salvar.scrollIntoViewIfNeeded();
      await salvar.click();
      // Nothing really changed, so the form says so: still the feedback banner, in view, by the button.
      await expect(bannerMessage(banner)).toHaveText(DADOS_MESSAGES.nothingChanged);
      await expect(banner).toBeInViewport({ ratio: 1 });
      await expect(banner).toBeFocused();

      await page.getByLabel('E-mail').fill('novo.email@valeverde.com.br');
      await salvar.scrollIntoViewIfNeeded();
      await salvar.click();
      const sucesso = successBanner(page);
      await expect(bannerMessage(sucesso)).toHaveText(DADOS_MESSAGES.saved);
      await expect(sucesso).toBeInViewport({ ratio: 1 });
      await expect(errorBanner(page)).toHaveCount(0);
      await sucesso.getByRole('button', { name: 'Fechar alerta' }).click();
      await expect(sucesso).toHaveCount(0);
    },
  );

  test('an unknown CEP is refused and leaving with changes asks first', async ({ page }) => {
    test.slow();
    await signInAs(page, DEMO.maria.cpf, `/dados-pessoais-v2/${digits(DEMO.maria.cpf)}`);
    const residencial = page.getByRole('group', { name: 'Endereço residencial' });
    // The lookup of an unknown CEP answers 404 on purpose.
    expectConsoleErrors(failedCall(404, '/api/endereco?cep=00000-000'));
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
    await signInAs(page, DEMO.joao.cpf, `/dados-pessoais/${digits(DEMO.maria.cpf)}`);
    const picker = page.getByRole('group', { name: 'Beneficiário' });
    await expect(picker.getByRole('radio')).toHaveCount(1);
    await expect(picker.getByRole('radio', { name: /João Pedro Souza/ })).toBeChecked();
    await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO.joao.nome);
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, '/dados-pessoais');
    await expect(page).toHaveURL(/\/aviso-permissao$/);
  });
});
