// Integração com a operadora (issue 19, decision 0024): the operator's system, through /integracao/v1 with
// the e2e seed's client, pays a fresh family's overdue bill and answers the reimbursement the titular has
// just filed (ANALISE, then PAGO); the titular sees both changed in the portal and the notice in her e-mail.
import { formatIsoDate, MONTHS, operatorDate, ROUTES, WEB_ORIGIN_HEADER_VALUE } from '@portal/domain';
import type { Titulo, TitulosResponse } from '@portal/domain/contract/financeiro/situacao-financeira';
import type { FreshFamily } from '@portal/test-support/fresh-families';
import { E2E_INTEGRACAO } from '@portal/test-support/integracao';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { pickBeneficiario } from '../support/beneficiario';
import { PDF_MINIMO } from '../support/pdf';
import { expect, FRESH_PASSWORD, test } from '../support/family';
import { waitForMail } from '../support/mail';
import { record } from '../support/responsive-list';
import { loginTo } from '../meus-dados/plano-support';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { urlDaApi } from '../support/api';
import { diasAtrasDigitado } from './periodo-support';

const HISTORICO = 'Histórico (últimos 12 meses)';

/** 'Março/2026' from '2026-03'. */
const competenciaRotulo = (competencia: string) =>
  `${MONTHS[Number(competencia.slice(5, 7)) - 1]}/${competencia.slice(0, 4)}`;

async function tokenDoErp(request: APIRequestContext): Promise<string> {
  const basic = Buffer.from(`${E2E_INTEGRACAO.clientId}:${E2E_INTEGRACAO.segredo}`).toString('base64');
  const response = await request.post('/integracao/v1/oauth/token', {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The bill as the ERP holds it, rebuilt from what the member's screen reads: the seed's ERP ids
 * (CTR-<contract>, BEN-<contract>-<n> in the family's order, TIT-<bill code>) and the nosso número inside
 * the barcode's free field ('000000' + 17 digits + carteira).
 */
function comoErp(titulo: Titulo, family: FreshFamily) {
  const ordem = [family.contratante, family.titular, family.dependente].flatMap((p) => (p ? [p.nome] : []));
  const contrato = titulo.contrato.codigo;
  return {
    idErp: `TIT-${titulo.codigoTitulo}`,
    contratoIdErp: `CTR-${contrato}`,
    competencia: titulo.competencia,
    vencimento: titulo.vencimento,
    valorCentavos: titulo.valorCentavos,
    situacao: 'PAGO',
    valorPagoCentavos: titulo.pagamento!.valorAtualizadoCentavos,
    dataPagamento: formatIsoDate(operatorDate(new Date())),
    nossoNumero: titulo.pagamento!.codigoBarras.slice(25, 42),
    itens: titulo.blocos.flatMap((bloco) =>
      bloco.beneficiarios.flatMap((b) =>
        b.itens.map((item) => ({
          bloco: bloco.tipo,
          beneficiarioIdErp: `BEN-${contrato}-${ordem.indexOf(b.nome) + 1}`,
          descricao: item.descricao,
          data: item.data,
          valorCentavos: item.valorCentavos,
        })),
      ),
    ),
  };
}

/** The titular files a reimbursement for herself (one PDF, the account of her earlier request). */
async function solicitarReembolso(page: Page, family: FreshFamily): Promise<string> {
  await loginTo(page, family.titular.cpf, ROUTES.solicitacaoReembolso.path, FRESH_PASSWORD);
  await pickBeneficiario(page, family.titular.nome);
  const form = page.getByRole('form', { name: 'Nova solicitação de reembolso' });
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar.or(form)).toBeVisible();
  if (await continuar.isVisible()) {
    // Two cards (medical and dental): the first one.
    await page.getByRole('group', { name: 'Cartão' }).getByRole('radio').first().check();
    await continuar.click();
  }
  await form.getByLabel('Data do atendimento').pressSequentially(diasAtrasDigitado(3));
  await form.getByLabel('Valor do atendimento').pressSequentially('18000');
  await form.getByLabel('Tipo de atendimento').selectOption({ index: 1 });
  await form.getByLabel('Motivo do reembolso').selectOption({ index: 1 });
  await form.getByLabel('Local de atendimento').fill('Clínica Boa Saúde');
  await form.getByLabel('UF', { exact: true }).selectOption('SP');
  await form.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await form.getByLabel('CPF ou CNPJ do prestador').pressSequentially('11222333000181');
  await form
    .getByLabel('Notas fiscais ou recibos')
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF_MINIMO });
  await expect(form.getByText('Pronto para envio')).toHaveCount(1, { timeout: 30_000 });
  await form.getByRole('radiogroup', { name: 'Conta para o pagamento' }).getByRole('radio').first().check();
  await form.getByRole('button', { name: 'Revisar solicitação' }).click();
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByTestId('protocolo')).toHaveText(/^\d{20}$/, { timeout: 30_000 });
  return (await page.getByTestId('protocolo').textContent())!;
}

test('the operator system pays the bill and the reimbursement; the titular sees both and the e-mail', async ({
  page,
  family,
  request,
}) => {
  test.slow(); // a request filed through the form, three calls of the operator's system, two screens scanned
  const since = Date.now();
  const protocolo = await solicitarReembolso(page, family);

  // What the member's screen reads (her session, as the web calls it): the overdue bill.
  const lidos = await page.request.get(urlDaApi(situacaoFinanceiraEndpoints.titulos), {
    headers: { 'x-origin': WEB_ORIGIN_HEADER_VALUE },
  });
  const { emAberto } = (await lidos.json()) as TitulosResponse;
  expect(emAberto).toHaveLength(2);
  const vencido = emAberto[0]!;

  const token = await tokenDoErp(request);
  const erp = { authorization: `Bearer ${token}` };
  const titulos = await request.put('/integracao/v1/titulos', {
    headers: erp,
    data: { titulos: [comoErp(vencido, family)] },
  });
  expect(titulos.status(), await titulos.text()).toBe(200);
  expect(((await titulos.json()) as { totais: unknown }).totais).toEqual({
    criados: 0,
    atualizados: 1,
    inalterados: 0,
    erros: 0,
  });
  const situacao = (data: object) =>
    request.post(`/integracao/v1/reembolsos/${protocolo}/situacao`, { headers: erp, data });
  expect((await situacao({ situacao: 'ANALISE' })).status()).toBe(200);
  const pago = await situacao({
    situacao: 'PAGO',
    valorPagoCentavos: 18000,
    dataPagamento: formatIsoDate(operatorDate(new Date())),
  });
  expect(pago.status(), await pago.text()).toBe(200);

  // The reimbursement: paid in her list.
  await page.reload();
  await expect(record(page, 'Seus reembolsos', protocolo)).toContainText('Pago');
  await expectAccessible(page, 'reembolso pago pela operadora');

  // The bill: out of the open ones, paid in the history.
  await page.goto(ROUTES.situacaoFinanceira.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Situação Financeira' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Títulos em aberto' }).getByRole('article')).toHaveCount(1);
  await expect(
    record(page, HISTORICO, competenciaRotulo(vencido.competencia)).getByText('Pago', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'situação financeira após o pagamento');

  // The request's earlier notice ('Em análise') has the same subject; the one that says 'Pago' comes from the
  // outbox a moment after the operator's call, so the wait is for it.
  const PAGO = 'A situação da sua solicitação mudou para: Pago.';
  const aviso = await waitForMail(family.titular.email!, since, `Reembolso - protocolo ${protocolo}`, PAGO);
  expect(aviso.text).toContain(PAGO);
});
