// Débito em Conta (issue 12) on a fresh family whose titular pays the plan (it changes state): the agency
// and the account take only what their hint says (issue 37), the account holder is asked (filled in with
// the member's own name and CPF); a wrong Banco do Brasil agency DV is refused by the same bank rule the
// server runs, and nothing is sent; valid data with both uploads gives a 20-digit protocol; the debit is
// then deactivated after a confirmation. Maria, whose plan Carlos pays, is told that only he can.
import { debitPayerOnly } from '@portal/domain';
import { expectAccessible } from '../support/a11y';
import { PDF_MINIMO } from '../support/pdf';
import { DEMO } from '../support/auth';
import { bannerMessage, successBanner } from '../support/feedback';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { loginTo } from '../meus-dados/plano-support';
import { ROUTES } from '@portal/domain';
import { debitoContaEndpoints } from '@portal/domain/contract/financeiro/debito-conta';
import { daApi } from '../support/api';

// A 1×1 PNG (the selfie; the CNH is support/pdf's PDF_MINIMO): the upload pipeline reads their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ familyKind: 'pagante' });

test('a titular activates direct debit (a wrong agency DV first) and then deactivates it', async ({
  page,
  family,
}) => {
  test.slow(); // three screen states scanned in both themes, two uploads
  const ativacoes: string[] = [];
  page.on('request', (request) => {
    if (daApi(debitoContaEndpoints.ativar, request.url())) ativacoes.push(request.method());
  });
  await loginTo(page, family.titular.cpf, ROUTES.debitoConta.path, FRESH_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Débito em Conta' })).toBeVisible();
  const situacao = page.getByRole('region', { name: 'Situação do débito em conta' });
  await expect(situacao).toContainText('O débito em conta não está ativo.');
  const form = page.getByRole('form', { name: 'Ativar débito em conta' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'débito em conta: inativo');

  await form.getByLabel('Banco', { exact: true }).selectOption('001');
  await expect(form.getByText('Formato: 9999-X (o dígito pode ser X).')).toBeVisible();
  // Masked as the hint says: digits, then the DV after a '-' put in by itself; letters only as an X DV.
  const agencia = form.getByLabel('Agência', { exact: true });
  await agencia.pressSequentially('3a0644');
  await expect(agencia).toHaveValue('3064-4');
  await form.getByLabel('Conta', { exact: true }).pressSequentially('000123455');
  await expect(form.getByLabel('Conta', { exact: true })).toHaveValue('00012345-5');
  // The account holder, filled in with the payer's own name and CPF.
  await expect(form.getByLabel('Nome do titular da conta')).toHaveValue(family.titular.nome);
  await expect(form.getByLabel('CPF do titular da conta')).toHaveValue(family.titular.cpf);
  await form.getByLabel('Dia de vencimento').selectOption({ label: 'Dia 10' });
  await form.getByLabel('Documento de identificação').selectOption('CNH');
  await form.getByLabel('Documento', { exact: true }).setInputFiles({
    name: 'cnh.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_MINIMO,
  });
  await form.getByLabel('Selfie', { exact: true }).setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByText('Pronto para envio')).toHaveCount(2);
  await form.getByRole('checkbox').check();
  const enviar = form.getByRole('button', { name: 'Solicitar débito em conta' });
  await enviar.click();
  // The bank rule refuses the DV on the page, in the server's words, and the agency takes focus.
  await expect(form.getByText('Agência inválido')).toBeVisible();
  await expect(form.getByLabel('Agência', { exact: true })).toBeFocused();
  expect(ativacoes).toEqual([]);
  await expect(situacao).toContainText('O débito em conta não está ativo.');

  await form.getByLabel('Agência', { exact: true }).fill('3064-3');
  await enviar.click();
  await expect(bannerMessage(successBanner(page))).toHaveText(
    /^Débito em conta solicitado\. Protocolo n° \d{20}\.$/,
  );
  expect(ativacoes).toEqual(['PUT']);
  await expect(situacao.getByText('Solicitado', { exact: true })).toBeVisible();
  await expect(situacao.locator('[data-campo="Protocolo"]')).toHaveText(/^\d{20}$/);
  await expect(situacao.locator('[data-campo="Agência"]')).toHaveText(/^[•]+64-3$/);
  await expect(situacao.locator('[data-campo="Conta"]')).toHaveText(/^[•]+45-5$/);
  await expect(form).toHaveCount(0);
  await expectAccessible(page, 'débito em conta: solicitado');

  // Deactivation asks first; "no" keeps it.
  const desativar = situacao.getByRole('button', { name: 'Desativar débito em conta' });
  await desativar.click();
  const dialog = page.getByRole('alertdialog', { name: 'Desativar o débito em conta?' });
  await expectAccessible(page, 'débito em conta: confirmar desativação');
  await dialog.getByRole('button', { name: 'Não, manter o débito' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(desativar).toBeFocused();
  await desativar.click();
  await dialog.getByRole('button', { name: 'Sim, desativar' }).click();
  await expect(bannerMessage(successBanner(page))).toHaveText(
    /^Débito em conta desativado\. Protocolo n° \d{20}\.$/,
  );
  await expect(situacao).toContainText('O débito em conta não está ativo.');
  await expect(form).toBeVisible();
});

test('Maria, whose plan Carlos pays, sees the debit and who can change it', async ({ page }) => {
  await loginTo(page, DEMO.maria.cpf, ROUTES.debitoConta.path);
  const situacao = page.getByRole('region', { name: 'Situação do débito em conta' });
  await expect(situacao).toContainText('O débito em conta não está ativo.');
  await expect(situacao).toContainText(debitPayerOnly('Carlos Souza'));
  await expect(page.getByRole('form', { name: 'Ativar débito em conta' })).toHaveCount(0);
  await expectAccessible(page, 'débito em conta: quem pode alterar');
});
