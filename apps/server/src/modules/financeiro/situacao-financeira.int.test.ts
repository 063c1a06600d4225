// Situação Financeira through the API (issue 12): who sees which bills, the blocks adding up, the
// updated amounts of an overdue bill, valid boleto and Pix codes, the PDFs (a paid bill's receipt: issue
// 41), audit rows, resource usage and a fixed number of queries. The demo is seeded for the test clock's day (2026-03-10): family
// A's contract 100001 has bill 100001202601 due 2026-02-28 (10 days overdue) and 100001202602 due
// 2026-03-30 (open).
import { getBoletoInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCEIRO_MESSAGES, formatCents, formatDate, formatLinhaDigitavel } from '@portal/domain';
import {
  situacaoFinanceiraEndpoints,
  type Titulo,
} from '@portal/domain/contract/financeiro/situacao-financeira';
import { auditoria } from '../../db/schema/audit.js';
import { titulos as titulosRows } from '../../db/schema/financeiro.js';
import { contas } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { scanPdfCode } from '@portal/test-support/pdf-codes';
import { extractPdfText } from '../../test/pdf-text.js';
import { TestAgent } from '../../test/test-agent.js';
import { usosDoRecurso } from '../../test/contadores-uso.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

const VENCIDO = '100001202601';
const ABERTO = '100001202602';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const titulos = (agent: TestAgent) => getJson(agent, situacaoFinanceiraEndpoints.titulos);
/** POST …/demonstrativo/:codigoTitulo (the bill's statement PDF). */
const demonstrativo = (agent: TestAgent, codigoTitulo: string) =>
  chamar(agent, situacaoFinanceiraEndpoints.demonstrativo, { params: { codigoTitulo }, body: {} });
/** POST …/:codigoTitulo/download (the boleto). */
const segundaVia = (agent: TestAgent, codigoTitulo: string) =>
  chamar(agent, situacaoFinanceiraEndpoints.segundaVia, { params: { codigoTitulo }, body: {} });
/** POST …/comprovante/:codigoTitulo (a paid bill's receipt). */
const comprovante = (agent: TestAgent, codigoTitulo: string) =>
  chamar(agent, situacaoFinanceiraEndpoints.comprovante, { params: { codigoTitulo }, body: {} });
const codes = (list: readonly Pick<Titulo, 'codigoTitulo'>[]) => list.map((t) => t.codigoTitulo);
const pessoaId = async (cpf: string) =>
  (await h.database.db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf)))[0]!.id;

describe('who sees which bills', () => {
  it('Maria (titular) and Carlos (contratante) see family A’s; Roberto only family B’s; João gets 403', async () => {
    const [a, carlos, roberto] = await Promise.all([
      titulos(maria),
      login(h.app, DEMO.carlos).then(titulos),
      login(h.app, DEMO.roberto).then(titulos),
    ]);
    expect(a.dataReferencia).toBe('2026-03-10');
    expect(codes(a.emAberto)).toEqual([VENCIDO, ABERTO]);
    // Every PAGO and NEGOCIADO bill due in the last 12 months: the 9 of the twelve and the one before
    // (issue 13 seeds older paid bills for the income-tax statement).
    expect(a.historico).toHaveLength(11);
    expect(a.historico.filter((t) => t.situacao === 'NEGOCIADO')).toHaveLength(1);
    expect(a.historico.every((t) => t.situacao !== 'PENDENTE')).toBe(true);
    // A history row carries what it shows, not the bill's composition nor a payment (decision 0070).
    expect(a.historico.every((t) => !('blocos' in t) && !('pagamento' in t))).toBe(true);
    expect(codes(carlos.emAberto)).toEqual(codes(a.emAberto));
    expect(codes(carlos.historico)).toEqual(codes(a.historico));
    expect(codes(roberto.emAberto)).toEqual(['200001202602']);
    // Family B's bills of last year that fall in the 12 months (due on the 10th, March to December: the window includes its first day).
    expect(roberto.historico.map((t) => t.vencimento)).toEqual(
      ['12', '11', '10', '09', '08', '07', '06', '05', '04', '03'].map((m) => `2025-${m}-10`),
    );

    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, situacaoFinanceiraEndpoints.titulos)).statusCode).toBe(403);
    expect((await segundaVia(joao, ABERTO)).statusCode).toBe(403);
  });

  it('another family’s codigoTitulo is a 404, like one that does not exist', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const responses = await Promise.all([
      demonstrativo(roberto, ABERTO),
      segundaVia(roberto, VENCIDO),
      demonstrativo(maria, '999999999999'),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404]);
  });
});

describe('the bills', () => {
  it('add up to the cent: items → beneficiary → block → bill', async () => {
    const { emAberto, historico } = await titulos(maria);
    for (const t of emAberto) {
      for (const bloco of t.blocos) {
        for (const b of bloco.beneficiarios) {
          expect(b.totalCentavos).toBe(b.itens.reduce((sum, i) => sum + i.valorCentavos, 0));
        }
        expect(bloco.totalCentavos).toBe(bloco.beneficiarios.reduce((sum, b) => sum + b.totalCentavos, 0));
      }
      expect(
        t.blocos.reduce((sum, b) => sum + b.totalCentavos, 0),
        t.codigoTitulo,
      ).toBe(t.valorCentavos);
    }
    const aberto = emAberto.find((t) => t.codigoTitulo === ABERTO)!;
    const copart = aberto.blocos.find((b) => b.tipo === 'COPARTICIPACAO')!;
    expect(copart.beneficiarios.flatMap((b) => b.itens).length).toBeGreaterThanOrEqual(2);
    expect(aberto.blocos.find((b) => b.tipo === 'MENSALIDADE')!.beneficiarios.map((b) => b.nome)).toEqual([
      'Maria Aparecida Souza',
      'João Pedro Souza',
      'Ana Clara Souza',
    ]);
    // A paid bill's composition is in its statement (decision 0070): last year's age-band change is there.
    const textos = await Promise.all(
      historico.map(
        async (t) => (await extractPdfText((await demonstrativo(maria, t.codigoTitulo)).rawPayload)).text,
      ),
    );
    expect(textos.some((texto) => texto.includes('Troca de faixa etária'))).toBe(true);
  });

  it('updates the overdue bill to today: 2% fine, 1% a month pro rata die, new due date, valid codes', async () => {
    const { emAberto } = await titulos(maria);
    const vencido = emAberto.find((t) => t.codigoTitulo === VENCIDO)!;
    // 951,27 + 421,96 + 298,55 (fees) + 15,00 (card reissue) + 8,90 and 25,00 (co-participation of
    // December's glicose and consulta, issue 13) = 1.720,68; fine 34,4136 → 34,41;
    // interest 1.720,68 × 1% × 10/30 = 5,7356 → 5,74.
    expect(vencido).toMatchObject({ vencimento: '2026-02-28', situacao: 'PENDENTE', vencido: true });
    expect(vencido.pagamento).toMatchObject({
      valorOriginalCentavos: 172_068,
      multaCentavos: 3_441,
      jurosCentavos: 574,
      valorAtualizadoCentavos: 176_083,
      vencimentoAtualizado: '2026-03-10',
      diasAtraso: 10,
    });
    const { linhaDigitavel, pixCopiaECola } = vencido.pagamento!;
    expect(isValidBoleto(linhaDigitavel)).toBe(true);
    const info = getBoletoInfo(linhaDigitavel, { referenceDate: new Date('2026-03-10T12:00:00Z') });
    expect(info).toMatchObject({ amount: 176_083, bankCode: '001' });
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(isValidPixPayload(pixCopiaECola)).toBe(true);
    expect(pixCopiaECola).toContain('54071760.83');

    const aberto = emAberto.find((t) => t.codigoTitulo === ABERTO)!;
    expect(aberto.vencido).toBe(false);
    expect(aberto.pagamento).toMatchObject({ multaCentavos: 0, jurosCentavos: 0, diasAtraso: 0 });
    expect(aberto.pagamento!.valorAtualizadoCentavos).toBe(aberto.valorCentavos);
    // One txid per bill.
    expect(aberto.pagamento!.pixCopiaECola).not.toBe(pixCopiaECola);
  });

  it('recomputes at the operator’s today as days pass (20 days: interest 11,47)', async () => {
    h.clock.set('2026-03-20T12:00:00.000Z');
    try {
      const { emAberto } = await titulos(await login(h.app, DEMO.maria));
      expect(emAberto.find((t) => t.codigoTitulo === VENCIDO)!.pagamento).toMatchObject({
        diasAtraso: 20,
        jurosCentavos: 1_147,
        valorAtualizadoCentavos: 172_068 + 3_441 + 1_147,
        vencimentoAtualizado: '2026-03-20',
      });
    } finally {
      h.clock.set('2026-03-10T12:00:00.000Z');
      // The session signed in ten days earlier expired on the way.
      maria = await login(h.app, DEMO.maria);
    }
  });

  it('loads any number of bills in the same number of queries (no N+1)', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const many = await counter.during(() => titulos(maria));
    const one = await counter.during(() => titulos(roberto));
    // Maria's bills also charge João's care, which she may not see clinically (issue 33): the grants in force
    // to her, once for all the bills.
    expect(many.length).toBe(one.length + 1);
    // The session with the family scope (the route used it before); the bills with their items, the kinds of
    // the uses they charge, their plans and the billing settings (issue 43); the grants; and the audit rows
    // with the FATURA usage in one statement (issue 18).
    expect(many).toHaveLength(4);
    expect(many.filter((q) => q.includes('"acessos_saude"'))).toHaveLength(1);
    expect(many[0]).toMatch(/from "sessoes"/);
    const lista = many.filter((q) => q.includes('"titulo_itens"'));
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatch(
      /"contratos"[\s\S]*"utilizacoes"[\s\S]*"parametros_operadora"|"utilizacoes"[\s\S]*"parametros_operadora"/,
    );
    expect(many.at(-1)).toMatch(
      /^with junto as \(insert into "utilizacao_recursos"[\s\S]*insert into "auditoria"/,
    );
  });
});

describe('PDFs', () => {
  it('the second copy is a boleto with the payer, the beneficiary, the values and the line', async () => {
    const response = await segundaVia(maria, VENCIDO);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(response.rawPayload);
    const { emAberto } = await titulos(maria);
    const { linhaDigitavel: linha, codigoBarras } = emAberto.find(
      (t) => t.codigoTitulo === VENCIDO,
    )!.pagamento!;
    // Family A is billed to its contratante.
    for (const expected of [
      'Carlos Souza',
      '111.444.777-35',
      'Vale Verde Saúde Cooperativa Médica',
      '45.987.321/0001-60',
      formatLinhaDigitavel(linha),
      'R$ 1.760,83',
      '10/03/2026',
    ]) {
      expect(text).toContain(expected);
    }
    // The bars a bank's scanner reads are the bill's 44 digits.
    expect(await scanPdfCode(response.rawPayload, 'itf')).toBe(codigoBarras);
  });

  it('the statement lists the blocks and items per beneficiary with totals; a paid bill has no second copy', async () => {
    const response = await demonstrativo(maria, ABERTO);
    expect(response.statusCode).toBe(200);
    const { text } = await extractPdfText(response.rawPayload);
    for (const expected of [
      'Demonstrativo do título',
      'Mensalidade',
      'Coparticipação',
      // Maria's own line as it is; João's (an adult who has not consented) grouped by kind (issue 33).
      'Sessão de fisioterapia (05/01/2026)',
      'Exame (1 evento)',
      'Total de João Pedro Souza',
      'Total do título',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Glicose');
    const { historico } = await titulos(maria);
    const pago = historico.find((t) => t.situacao === 'PAGO')!;
    const refused = await segundaVia(maria, pago.codigoTitulo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.notOpen });
  });
});

describe('the payment receipt (issue 41)', () => {
  const linha = async (codigo: string) =>
    (await h.database.db.select().from(titulosRows).where(eq(titulosRows.codigo, codigo)))[0]!;

  it('proves a paid bill: operator, CNPJ, ANS, payer, bill, due date and amount, paid day, amount and means', async () => {
    const { historico } = await titulos(maria);
    // The newest payment was by Pix (the seed), and the ERP may pay a different amount (fine, interest).
    const pago = historico.find((t) => t.situacao === 'PAGO')!;
    const row = await linha(pago.codigoTitulo);
    expect(row.formaPagamento).toBe('PIX');
    await h.database.db
      .update(titulosRows)
      .set({ valorPagoCentavos: row.valorCentavos + 1_234 })
      .where(eq(titulosRows.id, row.id));
    const response = await comprovante(maria, pago.codigoTitulo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Comprovante');
    const { text } = await extractPdfText(response.rawPayload);
    for (const trecho of [
      'Comprovante de pagamento',
      'Vale Verde Saúde Cooperativa Médica',
      '45.987.321/0001-60',
      'Registro na ANS',
      'Carlos Souza', // family A is billed to its contratante
      '111.444.777-35',
      pago.codigoTitulo,
      formatDate(pago.vencimento),
      formatCents(pago.valorCentavos),
      formatDate(pago.dataPagamento),
      formatCents(row.valorCentavos + 1_234),
      'Forma de pagamento',
      'Pix',
    ]) {
      expect(text).toContain(trecho);
    }
  });

  it('leaves the means out when the billing system did not say', async () => {
    const { historico } = await titulos(maria);
    const pagos = historico.filter((t) => t.situacao === 'PAGO');
    const antigo = pagos[pagos.length - 1]!;
    expect((await linha(antigo.codigoTitulo)).formaPagamento).toBeNull();
    const response = await comprovante(maria, antigo.codigoTitulo);
    expect(response.statusCode).toBe(200);
    const { text } = await extractPdfText(response.rawPayload);
    expect(text).toContain(formatDate(antigo.dataPagamento));
    expect(text).not.toContain('Forma de pagamento');
  });

  it('refuses an open or a negotiated bill with a Portuguese message (409)', async () => {
    const { historico } = await titulos(maria);
    const negociado = historico.find((t) => t.situacao === 'NEGOCIADO')!;
    for (const codigo of [VENCIDO, ABERTO, negociado.codigoTitulo]) {
      const response = await comprovante(maria, codigo);
      expect(response.statusCode, codigo).toBe(409);
      expect(response.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.notPaid });
    }
  });

  it('is for who pays: Carlos (contratante) may, Roberto gets 404 as for no bill, João 403', async () => {
    const pago = (await titulos(maria)).historico.find((t) => t.situacao === 'PAGO')!;
    const carlos = await login(h.app, DEMO.carlos);
    expect((await comprovante(carlos, pago.codigoTitulo)).statusCode).toBe(200);
    const roberto = await login(h.app, DEMO.roberto);
    const alheio = await comprovante(roberto, pago.codigoTitulo);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual((await comprovante(roberto, '999999999')).json());
    const joao = await login(h.app, DEMO.joao);
    expect((await comprovante(joao, pago.codigoTitulo)).statusCode).toBe(403);
    expect((await comprovante(maria, 'abc')).statusCode).toBe(400);
  });

  it('is audited for the people on the bill and counted as a use of FATURA', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const [conta] = await h.database.db
      .select({ id: contas.id })
      .from(contas)
      .where(eq(contas.pessoaId, await pessoaId(DEMO.carlos)));
    const pago = (await titulos(carlos)).historico.find((t) => t.situacao === 'PAGO')!;
    const usage = () => usosDoRecurso(h.database.db, conta!.id, 'FATURA');
    const before = await usage();
    expect((await comprovante(carlos, pago.codigoTitulo)).statusCode).toBe(200);
    expect(await usage()).toBe(before + 1);
    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.contaId, conta!.id), eq(auditoria.acao, 'DOWNLOAD_COMPROVANTE_PAGAMENTO')));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.pessoaId))).toContain(await pessoaId(DEMO.maria));
  });
});

describe('audit and resource usage', () => {
  it('every read writes audit rows for the people on the bills and counts the resource FATURA', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const [conta] = await h.database.db
      .select({ id: contas.id })
      .from(contas)
      .where(eq(contas.pessoaId, await pessoaId(DEMO.carlos)));
    const usage = () => usosDoRecurso(h.database.db, conta!.id, 'FATURA');
    const before = await usage();
    await titulos(carlos);
    await demonstrativo(carlos, ABERTO);
    await segundaVia(carlos, ABERTO);
    expect(await usage()).toBe(before + 3);

    const rows = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.contaId, conta!.id)));
    const subjects = (acao: string) => new Set(rows.filter((r) => r.acao === acao).map((r) => r.pessoaId));
    const family = new Set(await Promise.all([DEMO.maria, DEMO.joao, DEMO.ana].map(pessoaId)));
    // The list's history rows are bills of the contract, read without their lines (decision 0070): their
    // subjects are the people the contract bills — Pedro too, whom the demo's bills happen not to charge.
    expect(subjects('LEITURA_TITULOS')).toEqual(new Set([...family, await pessoaId(DEMO.pedro)]));
    expect(subjects('DOWNLOAD_DEMONSTRATIVO_TITULO')).toEqual(family);
    expect(subjects('DOWNLOAD_SEGUNDA_VIA_BOLETO')).toEqual(family);
  });

  it('answers 401 without a session', async () => {
    expect((await chamar(new TestAgent(h.app), situacaoFinanceiraEndpoints.titulos)).statusCode).toBe(401);
  });
});
