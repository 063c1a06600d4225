// Documentos pendentes de um reembolso (issue 39, decision 0017): a titular (Maria's part, in a fresh family of
// her own so that demo Maria's history stays the seed's for the other journeys) files a reimbursement through
// the portal's API, as her screen would; the operator's system puts it in PENDENTE with the reason; she sends the
// missing document from the reimbursement screen — the dialog scanned by both accessibility engines in both
// themes — and sees the request back in "Em análise", the document listed as sent later. At 360 px too (the
// list is cards there, and the dialog scrolls within the screen).
import {
  CSRF_COOKIE,
  formatDate,
  formatIsoDate,
  operatorDate,
  ROUTES,
  WEB_ORIGIN_HEADER_VALUE,
} from '@portal/domain';
import {
  reembolsoEndpoints,
  type ReembolsoSolicitado,
  type UltimosReembolsos,
} from '@portal/domain/contract/financeiro/reembolso';
import { E2E_INTEGRACAO } from '@portal/test-support/integracao';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { urlDaApi } from '../support/api';
import { expect, FRESH_PASSWORD, PHONE, test, type FreshFamily } from '../support/family';
import { record } from '../support/responsive-list';
import { loginTo } from '../meus-dados/plano-support';

const HISTORICO = 'Seus reembolsos';
const MOTIVO = 'Envie a nota fiscal legível, com o CNPJ do prestador.';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A reimbursement of the titular's, filed through the portal's API in her session (first card, her account). */
async function novoReembolso(page: Page, family: FreshFamily): Promise<string> {
  const cpf = family.titular.cpf.replace(/\D/g, '');
  const leitura = { 'x-origin': WEB_ORIGIN_HEADER_VALUE };
  const carteiras = await page.request.get(urlDaApi(reembolsoEndpoints.carteiras, { params: { cpf } }), {
    headers: leitura,
  });
  const { carteiras: lista } = (await carteiras.json()) as { carteiras: { codigo: string }[] };
  const ultimos = await page.request.get(urlDaApi(reembolsoEndpoints.ultimos, { params: { cpf } }), {
    headers: leitura,
  });
  const { contasBancarias } = (await ultimos.json()) as UltimosReembolsos;
  const ontem = new Date(Date.now() - 86_400_000);
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.post(urlDaApi(reembolsoEndpoints.solicitar, { params: { cpf } }), {
    headers: { ...leitura, 'x-csrf-token': decodeURIComponent(csrf) },
    multipart: {
      dados: JSON.stringify({
        chaveIdempotencia: crypto.randomUUID(),
        carteira: lista[0]!.codigo,
        dataAtendimento: formatDate(formatIsoDate(operatorDate(ontem))),
        valorAtendimentoCentavos: 21_000,
        tipoAtendimento: 'CONSULTA',
        motivoReembolso: 'LIVRE_ESCOLHA',
        localAtendimento: 'Clínica Boa Saúde',
        uf: 'SP',
        cidade: 'Campinas',
        cnpjCpf: '11222333000181',
        contaBancaria: { tipo: 'REUTILIZAR', protocoloOrigem: contasBancarias[0]!.protocoloOrigem },
      }),
      notaFiscais: { name: 'recibo-borrado.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ReembolsoSolicitado).protocolo;
}

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

test(
  'the titular sends the document the operator asked for; the reimbursement is back in analysis',
  PHONE,
  async ({ page, request, family }) => {
    test.slow(); // a filing, two calls of the operator's system, a dialog scanned in both themes
    await loginTo(page, family.titular.cpf, ROUTES.solicitacaoReembolso.path, FRESH_PASSWORD);
    const protocolo = await novoReembolso(page, family);
    await pedirDocumento(request, protocolo);

    await page.reload();
    await page
      .getByRole('group', { name: 'Beneficiário' })
      .getByRole('radio', { name: new RegExp(family.titular.nome) })
      .click();
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
      .setInputFiles({ name: 'nota-legivel.pdf', mimeType: 'application/pdf', buffer: PDF });
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
  },
);
