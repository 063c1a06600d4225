// Informe para IR through the API (issue 13): the base years and their possuiDemonstrativo rule, the
// statement's totals against the PAGO bills of the year computed here from the bill rows, the PDF's
// contents, 403 without the permission, 404 across families, audit rows, resource usage and a fixed
// number of queries, and the paid reimbursements (issue 14). The demo is seeded for the test clock's day
// (2026-03-10).
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCEIRO_MESSAGES, formatCents, formatCnpj, formatCpf, onlyDigits } from '@portal/domain';
import { FRESH_PASSWORD } from '@portal/test-support/fresh-families';
import { informeIrEndpoints } from '@portal/domain/contract/financeiro/informe-ir';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { reembolsos } from '../../db/schema/reembolso.js';
import { FamilyScope } from '../../platform/family-scope.js';
import { informeIr } from './informe-ir.service.js';
import { insertFreshFamily } from '../../test/fresh-family.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { usosDoRecurso } from '../../test/contadores-uso.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, login, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

const counter = new QueryCounter();
const demo = withDemo({ queryCounter: counter });
let h: TestHarness;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  maria = await demo.as('maria');
});

const anos = (agent: TestAgent, sort: 'asc' | 'desc' = 'desc') =>
  getJson(agent, informeIrEndpoints.anosBase, { query: { sort } });
const pdf = (agent: TestAgent, anoBase: number | string) =>
  chamar(agent, informeIrEndpoints.demonstrativo, { params: { anoBase } });

/** What the family paid per person (cpf) in the year, from the bill rows, without the service's query. */
async function pagoNoAno(grupoCodigoContrato: string, ano: number): Promise<Map<string, number>> {
  const db = h.database.db;
  const [contrato] = await db.select().from(contratos).where(eq(contratos.codigo, grupoCodigoContrato));
  const doGrupo = await db
    .select()
    .from(contratos)
    .where(eq(contratos.grupoFamiliarId, contrato!.grupoFamiliarId));
  const bills = (
    await db
      .select()
      .from(titulos)
      .where(
        inArray(
          titulos.contratoId,
          doGrupo.map((c) => c.id),
        ),
      )
  ).filter((t) => t.situacao === 'PAGO' && t.dataPagamento?.startsWith(`${ano}-`));
  if (bills.length === 0) return new Map();
  const itens = await db
    .select({ valor: tituloItens.valorCentavos, cpf: pessoas.cpf })
    .from(tituloItens)
    .innerJoin(beneficiarios, eq(beneficiarios.id, tituloItens.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(
      inArray(
        tituloItens.tituloId,
        bills.map((t) => t.id),
      ),
    );
  const porCpf = new Map<string, number>();
  for (const item of itens) porCpf.set(item.cpf, (porCpf.get(item.cpf) ?? 0) + item.valor);
  // The bills add up to the same total as their items.
  expect([...porCpf.values()].reduce((a, b) => a + b, 0)).toBe(
    bills.reduce((a, t) => a + t.valorCentavos, 0),
  );
  return porCpf;
}

describe('anos-base', () => {
  it('lists family A’s three base years, newest first; only the years already over have a statement', async () => {
    expect((await anos(maria)).anosBase).toEqual([
      { anoBase: 2026, possuiDemonstrativo: false },
      { anoBase: 2025, possuiDemonstrativo: true },
      { anoBase: 2024, possuiDemonstrativo: true },
    ]);
    expect((await anos(maria, 'asc')).anosBase.map((a) => a.anoBase)).toEqual([2024, 2025, 2026]);
    // The contratante pays for the same contracts; family B has one base year.
    expect(await anos(await login(h.app, DEMO.carlos))).toEqual(await anos(maria));
    expect((await anos(await login(h.app, DEMO.roberto))).anosBase).toEqual([
      { anoBase: 2025, possuiDemonstrativo: true },
    ]);
  });
});

describe('the statement', () => {
  it.each([2024, 2025])(
    '%i: each beneficiary’s total and the family total equal the PAGO bills of the year',
    async (ano) => {
      const response = await pdf(maria, ano);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const { text } = await extractPdfText(response.rawPayload);
      const esperado = await pagoNoAno('100001', ano);
      expect([...esperado.keys()].sort()).toEqual([DEMO.maria, DEMO.joao, DEMO.ana].sort());
      for (const [cpf, total] of esperado) {
        // Each person's block: the CPF, then the lines, then the total of the year.
        const bloco = text.slice(text.indexOf(formatCpf(cpf)));
        expect(bloco, cpf).toMatch(
          new RegExp(`Total pago em ${ano}\\s*${formatCents(total).replace(/[$.]/g, '\\$&')}`),
        );
      }
      const total = [...esperado.values()].reduce((a, b) => a + b, 0);
      expect(text).toContain(`Total pago em ${ano}: ${formatCents(total)}`);
    },
  );

  it('counts a bill by its payment day (31/12 belongs to that year) and only when PAGO', async () => {
    // A fresh family whose bills we may change: one 2025 bill paid on 31/12/2024, another folded into a
    // negotiation after a payment date was recorded.
    const fresh = await insertFreshFamily(h.database.db, 'ativa');
    const [contrato] = await h.database.db
      .select()
      .from(contratos)
      .where(eq(contratos.codigo, fresh.contratos[0]!));
    const pagos2025 = (await h.database.db.select().from(titulos).where(eq(titulos.contratoId, contrato!.id)))
      .filter((t) => t.situacao === 'PAGO' && t.dataPagamento?.startsWith('2025-'))
      .sort((a, b) => a.vencimento.localeCompare(b.vencimento));
    await h.database.db
      .update(titulos)
      .set({ dataPagamento: '2024-12-31' })
      .where(eq(titulos.id, pagos2025[0]!.id));
    await h.database.db
      .update(titulos)
      .set({ situacao: 'NEGOCIADO' })
      .where(eq(titulos.id, pagos2025[1]!.id));
    const titular = await login(h.app, onlyDigits(fresh.titular.cpf), FRESH_PASSWORD);
    for (const ano of [2024, 2025]) {
      const esperado = await pagoNoAno(fresh.contratos[0]!, ano);
      const total = [...esperado.values()].reduce((a, b) => a + b, 0);
      const response = await pdf(titular, ano);
      expect(response.statusCode, response.body).toBe(200);
      expect((await extractPdfText(response.rawPayload)).text).toContain(
        `Total pago em ${ano}: ${formatCents(total)}`,
      );
    }
  });

  it('names the operator (CNPJ, ANS), the titular with her CPF, fees and co-participation apart, reimbursements and who may deduct', async () => {
    const { text } = await extractPdfText((await pdf(maria, 2025)).rawPayload);
    for (const expected of [
      'Demonstrativo para o Imposto de Renda — ano-base 2025',
      'Vale Verde Saúde Cooperativa Médica',
      formatCnpj('45987321000160'),
      '345678',
      'Maria Aparecida Souza',
      formatCpf(DEMO.maria),
      'João Pedro Souza (Dependente)',
      'Mensalidades',
      'Coparticipação',
      'Reembolsos recebidos',
      'Quem pode deduzir',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('family B’s statement holds Roberto’s payments only', async () => {
    const roberto = await login(h.app, DEMO.roberto);
    const { text } = await extractPdfText((await pdf(roberto, 2025)).rawPayload);
    const esperado = await pagoNoAno('200001', 2025);
    expect([...esperado.keys()]).toEqual([DEMO.roberto]);
    expect(text).toContain(`Total pago em 2025: ${formatCents(esperado.get(DEMO.roberto))}`);
    expect(text).not.toContain(formatCpf(DEMO.maria));
  });

  it('the year in progress has no statement yet; a year without payments or of another family is a 404', async () => {
    const atual = await pdf(maria, 2026);
    expect(atual.statusCode).toBe(404);
    expect(atual.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.statementNotReady });
    expect((await pdf(maria, 2019)).statusCode).toBe(404);
    const roberto = await login(h.app, DEMO.roberto);
    expect((await pdf(roberto, 2024)).statusCode).toBe(404);
    expect((await pdf(maria, 'abc')).statusCode).toBe(400);
  });

  it('is 403 without tela-informativo-ir (João, a dependant)', async () => {
    const joao = await login(h.app, DEMO.joao);
    expect((await chamar(joao, informeIrEndpoints.anosBase, { query: { sort: 'desc' } })).statusCode).toBe(
      403,
    );
    expect((await pdf(joao, 2025)).statusCode).toBe(403);
  });

  it('takes the same number of queries for any year (no N+1)', async () => {
    const a = await counter.during(() => pdf(maria, 2024));
    const b = await counter.during(() => pdf(maria, 2025));
    const roberto = await login(h.app, DEMO.roberto);
    const c = await counter.during(() => pdf(roberto, 2025));
    expect(a.length).toBe(b.length);
    expect(c.length).toBe(a.length);
    expect(a.length).toBeLessThanOrEqual(12);
  });
});

describe('audit and resource usage', () => {
  it('the years and the statement write audit rows and count the resource INFORME_IR', async () => {
    const carlos = await login(h.app, DEMO.carlos);
    const [pessoaCarlos] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.carlos));
    const [conta] = await h.database.db.select().from(contas).where(eq(contas.pessoaId, pessoaCarlos!.id));
    const usage = () => usosDoRecurso(h.database.db, conta!.id, 'INFORME_IR');
    const before = await usage();
    await anos(carlos);
    expect((await pdf(carlos, 2025)).statusCode).toBe(200);
    expect(await usage()).toBe(before + 2);
    const rows = await h.database.db.select().from(auditoria).where(eq(auditoria.contaId, conta!.id));
    const subjects = (acao: string) => new Set(rows.filter((r) => r.acao === acao).map((r) => r.pessoaId));
    const family = await h.database.db
      .select({ id: pessoas.id })
      .from(pessoas)
      .where(inArray(pessoas.cpf, [DEMO.maria, DEMO.joao, DEMO.ana]));
    expect(subjects('DOWNLOAD_INFORME_IR')).toEqual(new Set(family.map((p) => p.id)));
    expect(subjects('LEITURA_ANOS_BASE').size).toBeGreaterThan(0);
  });
});

describe('reimbursements received (issue 14)', () => {
  it('sums each person’s PAGO reimbursements by their payment day in the base year, nothing else', async () => {
    const db = h.database.db;
    const [mariaRow] = await db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const [joaoRow] = await db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.joao));
    const seus = await db.select().from(reembolsos).where(eq(reembolsos.pessoaId, mariaRow!.id));
    const [pago, indeferido, analise] = ['PAGO', 'INDEFERIDO', 'ANALISE'].map((s) =>
      seus.find((r) => r.situacao === s)!,
    );
    const [doJoao] = await db.select().from(reembolsos).where(eq(reembolsos.pessoaId, joaoRow!.id));
    // Paid on the last day of 2025 and on the first of 2026; a denied and a pending one in 2025.
    await db
      .update(reembolsos)
      .set({ dataPagamento: '2025-12-31', valorPagoCentavos: 41000 })
      .where(eq(reembolsos.id, pago!.id));
    await db
      .update(reembolsos)
      .set({ situacao: 'PAGO', dataPagamento: '2025-03-15', valorPagoCentavos: 12345 })
      .where(eq(reembolsos.id, analise!.id));
    await db
      .update(reembolsos)
      .set({ situacao: 'PAGO', dataPagamento: '2026-01-01', valorPagoCentavos: 9999 })
      .where(eq(reembolsos.id, doJoao!.id));
    await db.update(reembolsos).set({ dataPagamento: '2025-06-01' }).where(eq(reembolsos.id, indeferido!.id));

    const informe = await informeIr(new FamilyScope(db, mariaRow!.id), {
      clock: h.clock,
      anoBase: 2025,
      leitura: db,
    });
    const linha = (cpf: string) => informe.beneficiarios.find((b) => b.cpf === cpf);
    expect(linha(DEMO.maria)?.reembolsosCentavos).toBe(41000 + 12345);
    expect(linha(DEMO.joao)?.reembolsosCentavos).toBe(0);
    expect(informe.reembolsosCentavos).toBe(41000 + 12345);
    const { text } = await extractPdfText((await pdf(maria, 2025)).rawPayload);
    expect(text).toContain(formatCents(41000 + 12345));
  });
});
