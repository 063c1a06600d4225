import { ALERT_AUTO_CLOSE_MS, DADOS_MESSAGES, formatCep, MESSAGES, routePath, ROUTES } from '@portal/domain';
import { CONTATO_MESSAGES, dadosPessoaisEndpoints } from '@portal/domain/contract/meus-dados/dados-pessoais';
import { enderecoEndpoints } from '@portal/domain/contract/meus-dados/endereco';
import type { Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/auth';
import { loginTo } from './plano-support';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { expectConsoleErrors, failedCall, PHONE_ONLY } from '../support/test';
import { bannerMessage, errorBanner, successBanner } from '../support/feedback';
import { expectAccessible } from '../support/a11y';
import { beneficiarioPicker, pickBeneficiario } from '../support/beneficiario';
import { clickHomeInMenu } from '../support/shell';
import { CODE_SUBJECT, NOTICE_SUBJECT, codeIn, waitForMail } from '../support/mail';
import { naTela, padraoDaTela } from '../support/rotas';
import { urlDaApi } from '../support/api';

const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** A new e-mail of this family alone (projects and workers run at once; the mail sink is shared). */
const newEmail = (who: string, family: { kind: string; n: number }) =>
  `${who}.${family.kind}.${family.n}@valeverde.com.br`;

/** The panel after the form that confirms a new e-mail with the code sent to it. */
const confirmPanel = (page: Page) => page.getByRole('region', { name: 'Confirme o novo e-mail' });

/** Types the code the new address received and confirms it. */
async function confirmEmailCode(page: Page, address: string, since: number): Promise<void> {
  const code = codeIn(await waitForMail(address, since, CODE_SUBJECT));
  const panel = confirmPanel(page);
  await panel.getByLabel('Código de confirmação').fill(code);
  await panel.getByRole('button', { name: 'Confirmar e-mail' }).click();
}

test.describe('Dados pessoais', () => {
  test('a titular sees her own data first, picks the dependant and saves a change after fixing the field errors', async ({
    page,
    family,
  }) => {
    test.slow();
    const { titular } = family;
    const contratante = family.contratante!;
    const dependente = family.dependente!;
    await loginTo(page, titular.cpf, ROUTES.dadosPessoais.path, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dados Pessoais' })).toBeVisible();
    const picker = beneficiarioPicker(page);
    await expect(picker.getByRole('radio', { name: titular.nome })).toBeChecked();
    await expect(picker.getByRole('radio')).toHaveCount(3);
    // Choosing the active beneficiary again does nothing.
    await picker.getByRole('radio', { name: titular.nome }).click();
    await expect(page).toHaveURL(naTela('dadosPessoais'));
    await expect(page.getByLabel('Nome completo')).toHaveValue(titular.nome);
    await expect(page.getByLabel('CEP').first()).toHaveValue(formatCep(family.endereco.cep));
    await expectAccessible(page, 'dados pessoais');

    // The contratante's data is shown read-only.
    await pickBeneficiario(page, contratante.nome);
    await expect(page).toHaveURL(naTela('dadosPessoais', digits(contratante.cpf)));
    await expect(page.getByText(DADOS_MESSAGES.readOnly)).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeDisabled();

    await pickBeneficiario(page, dependente.nome);
    await expect(page).toHaveURL(naTela('dadosPessoais', digits(dependente.cpf)));
    await expect(page.getByLabel('Nome completo')).toHaveValue(dependente.nome);

    const telefone = page.getByLabel('Telefone', { exact: true });
    await telefone.fill('1999999');
    await telefone.blur();
    await expect(page.getByText(MESSAGES.invalidPhone)).toBeVisible();
    // A landline saves at once; the new e-mail waits for the code sent to it (issue 33).
    await telefone.fill('1932324567');
    await expect(telefone).toHaveValue('(19) 3232-4567');
    const email = newEmail('rafael', family);
    await page.getByLabel('E-mail').fill(email);

    // A billing address of its own, filled from the CEP.
    await page.getByLabel('Endereço de cobrança igual ao residencial').uncheck();
    const cobranca = page.getByRole('group', { name: 'Endereço de cobrança' });
    await cobranca.getByLabel('CEP').fill('01310100');
    await expect(cobranca.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await expect(cobranca.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(cobranca.getByLabel('UF')).toHaveValue('SP');
    await cobranca.getByLabel('Número', { exact: true }).fill('1000');

    const since = Date.now();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(bannerMessage(successBanner(page))).toHaveText(CONTATO_MESSAGES.demaisSalvos);
    await expect(confirmPanel(page)).toBeVisible();
    await confirmEmailCode(page, email, since);
    await expect(bannerMessage(successBanner(page))).toHaveText(DADOS_MESSAGES.saved);
    await expect(successBanner(page)).toBeInViewport();
    await expect(confirmPanel(page)).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(19) 3232-4567');
    await expect(
      page.getByRole('group', { name: 'Endereço de cobrança' }).getByLabel('Logradouro'),
    ).toHaveValue('Avenida Paulista');
  });

  test(
    'on a phone, a save the server refuses shows its message in view and moves focus; the fix saves',
    PHONE_ONLY,
    async ({ page, family }) => {
      test.slow();
      await loginTo(page, family.titular.cpf, ROUTES.dadosPessoais.path, FRESH_PASSWORD);
      const residencial = page.getByRole('group', { name: 'Endereço residencial' });
      const uf = residencial.getByLabel('UF');
      await expect(uf).not.toHaveValue('');
      const ufCerta = await uf.inputValue();
      // The client accepts any state; only the server knows the CEP belongs to another one (a real 400,
      // and another for the save that changes nothing).
      expectConsoleErrors(
        failedCall(
          400,
          urlDaApi(dadosPessoaisEndpoints.alterar, { params: { cpf: digits(family.titular.cpf) } }),
        ),
      );
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

      // A new e-mail on a phone: the code panel comes into view with focus, its field fits the screen.
      const email = newEmail('helena.celular', family);
      await page.getByLabel('E-mail').fill(email);
      await salvar.scrollIntoViewIfNeeded();
      const since = Date.now();
      await salvar.click();
      const panel = confirmPanel(page);
      await expect(panel.getByRole('heading', { name: 'Confirme o novo e-mail' })).toBeFocused();
      await expect(panel.getByLabel('Código de confirmação')).toBeInViewport({ ratio: 1 });
      await expectAccessible(page, 'confirmação do novo e-mail no celular');
      await confirmEmailCode(page, email, since);
      const sucesso = successBanner(page);
      await expect(bannerMessage(sucesso)).toHaveText(DADOS_MESSAGES.saved);
      await expect(sucesso).toBeInViewport({ ratio: 1 });
      await expect(errorBanner(page)).toHaveCount(0);
      await sucesso.getByRole('button', { name: 'Fechar alerta' }).click();
      await expect(sucesso).toHaveCount(0);
    },
  );

  test('Maria changes her e-mail with a code and the old address gets the notice', async ({
    page,
    family,
  }) => {
    test.slow();
    const { titular } = family;
    await loginTo(page, titular.cpf, ROUTES.dadosPessoais.path, FRESH_PASSWORD);
    // Exactly: the code panel's heading names the new e-mail too.
    const campo = page.getByLabel('E-mail', { exact: true });
    await expect(campo).toHaveValue(titular.email!);
    const novo = newEmail('helena', family);
    await campo.fill(novo);
    const since = Date.now();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();

    // Nothing else changed: no banner, the panel asks for the code and the form still holds the new address.
    const panel = confirmPanel(page);
    await expect(panel.getByRole('heading', { name: 'Confirme o novo e-mail' })).toBeFocused();
    await expect(panel).toContainText(CONTATO_MESSAGES.codigoEnviado('EMAIL', novo));
    await expect(panel).toContainText(CONTATO_MESSAGES.explicacao);
    await expect(campo).toHaveValue(novo);
    await expectAccessible(page, 'confirmação do novo e-mail');

    // A wrong code: the server says so on the field, and nothing is saved.
    const code = codeIn(await waitForMail(novo, since, CODE_SUBJECT));
    expectConsoleErrors(
      failedCall(
        400,
        urlDaApi(dadosPessoaisEndpoints.confirmarContato, { params: { cpf: digits(titular.cpf) } }),
      ),
    );
    const codigo = panel.getByLabel('Código de confirmação');
    await codigo.fill(code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(panel.getByText(CONTATO_MESSAGES.incorreto)).toBeVisible();
    await expect(codigo).toBeFocused();

    await codigo.fill(code);
    await panel.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(bannerMessage(successBanner(page))).toHaveText(DADOS_MESSAGES.saved);
    await expect(panel).toHaveCount(0);
    await expect(campo).toHaveValue(novo);

    // The old address hears of it, with the operator's phone to call.
    const notice = await waitForMail(titular.email!, since, NOTICE_SUBJECT, 'O e-mail do seu cadastro');
    expect(notice.text).toContain('Se não foi você, ligue agora para 0800 777 1500.');
    await page.reload();
    await expect(campo).toHaveValue(novo);
  });

  test('an unknown CEP is refused and leaving with changes asks first', async ({ page }) => {
    test.slow();
    await signInAs(page, DEMO.maria.cpf, routePath('dadosPessoaisV2', digits(DEMO.maria.cpf)));
    const residencial = page.getByRole('group', { name: 'Endereço residencial' });
    // The lookup of an unknown CEP answers 404 on purpose.
    expectConsoleErrors(failedCall(404, urlDaApi(enderecoEndpoints.cep, { query: { cep: '00000-000' } })));
    await residencial.getByLabel('CEP').fill('00000000');
    await expect(residencial.getByText(MESSAGES.invalidCep)).toBeVisible();

    await clickHomeInMenu(page);
    const dialog = page.getByRole('alertdialog', { name: MESSAGES.leaveTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.leaveText)).toBeVisible();
    await dialog.getByRole('button', { name: MESSAGES.leaveCancel }).click();
    await expect(page).toHaveURL(new RegExp(`${padraoDaTela('dadosPessoaisV2')}/`));

    await clickHomeInMenu(page);
    await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.leaveConfirm }).click();
    await expect(page).toHaveURL(naTela('home'));
  });

  test('João, a dependant, sees only himself', async ({ page }) => {
    await signInAs(page, DEMO.joao.cpf, routePath('dadosPessoais', digits(DEMO.maria.cpf)));
    const picker = beneficiarioPicker(page);
    await expect(picker.getByRole('radio')).toHaveCount(1);
    await expect(picker.getByRole('radio', { name: /João Pedro Souza/ })).toBeChecked();
    await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO.joao.nome);
  });

  test('Carlos, without the screen permission, is sent to the notice', async ({ page }) => {
    await signInAs(page, DEMO.carlos.cpf, ROUTES.dadosPessoais.path);
    await expect(page).toHaveURL(naTela('avisoPermissao'));
  });
});
