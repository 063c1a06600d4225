// Documentos pendentes de um reembolso (issue 39, decision 0017): a titular (Maria's part, in a fresh family of
// her own so that demo Maria's history stays the seed's for the other journeys) files a reimbursement through
// the portal's API, as her screen would; the operator's system puts it in PENDENTE with the reason; she sends the
// missing document from the reimbursement screen — the dialog scanned by both accessibility engines in both
// themes — and sees the request back in "Em análise", the document listed as sent later. At 360 px too (the
// list is cards there, and the dialog scrolls within the screen).
import { formatDate, formatIsoDate, operatorDate, ROUTES } from '@portal/domain';
import { E2E_INTEGRACAO } from '@portal/test-support/integracao';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from '../support/beneficiario';
import { PDF_MINIMO } from '../support/pdf';
import { pedirReembolsoPelaApi } from '../support/reembolso';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { record } from '../support/responsive-list';
import { loginTo } from '../meus-dados/plano-support';

const HISTORICO = 'Seus reembolsos';
const MOTIVO = 'Envie a nota fiscal legível, com o CNPJ do prestador.';

/** The operator's system (the e2e seed's client) puts the request in PENDENTE, asking for a document. */
async function pedirDocumento(request: APIRequestContext, protocolo: string): Promise<void> {
  const basic = Buffer.from(`${E2E_INTEGRACAO.clientId}:${E2E_INTEGRACAO.segredo}`).toString('base64');
  const token = await request.post('/integracao/v1/oauth/token', {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const pendente = await request.post(`/integracao/v1/reembolsos/${protocolo}/situacao`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { situacao: 'PENDENTE', motivo: MOTIVO },
  });
  expect(pendente.status(), await pendente.text()).toBe(200);
}

test('the titular sends the document the operator asked for; the reimbursement is back in analysis', async ({
  page,
  request,
  family,
}) => {
  test.slow(); // a filing, two calls of the operator's system, a dialog scanned in both themes
  await loginTo(page, family.titular.cpf, ROUTES.solicitacaoReembolso.path, FRESH_PASSWORD);
  const protocolo = await pedirReembolsoPelaApi(page, family.titular.cpf, {
    valorCentavos: 21_000,
    tipoAtendimento: 'CONSULTA',
    localAtendimento: 'Clínica Boa Saúde',
    diasAtras: 1,
    arquivo: 'recibo-borrado.pdf',
  });
  await pedirDocumento(request, protocolo);

  await page.reload();
  await pickBeneficiario(page, family.titular.nome);
  const linha = record(page, HISTORICO, protocolo);
  await expect(linha).toContainText('Pendente');
  await expect(linha).toContainText(MOTIVO);
  await linha.getByRole('button', { name: 'Enviar documentos' }).click();

  const dialogo = page.getByRole('dialog', { name: 'Enviar documentos' });
  await expect(dialogo).toContainText(MOTIVO);
  await expect(dialogo).toContainText(protocolo);
  await expectAccessible(page, 'reembolso pendente: enviar documentos');

  // Nothing chosen: the dialog says what is missing, and nothing is sent.
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('Envie ao menos um documento.');

  await dialogo
    .getByLabel('Notas fiscais ou recibos')
    .setInputFiles({ name: 'nota-legivel.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
  await expect(dialogo.getByText('Pronto para envio')).toHaveCount(1, { timeout: 30_000 });
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();

  await expect(page.getByText('Documentos enviados. Seu reembolso voltou para análise.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialogo).toBeHidden();
  await expect(linha).toContainText('Em análise');
  await expect(linha).not.toContainText(MOTIVO);
  await expect(linha.getByRole('button', { name: 'Enviar documentos' })).toHaveCount(0);
  // Focus is on the row's status, not lost to the page.
  await expect(linha.locator('[data-situacao]')).toBeFocused();

  // The document is kept with the request, as sent later, with the day.
  await linha.getByRole('button', { name: /Arquivos/ }).click();
  const hoje = formatDate(formatIsoDate(operatorDate(new Date())));
  await expect(linha.getByText(`enviado depois, em ${hoje}`)).toBeVisible();
  await expect(linha.getByRole('button', { name: 'Baixar nota-legivel.pdf' })).toBeVisible();
  await expectAccessible(page, 'reembolso de volta em análise');
});
