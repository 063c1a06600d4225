// Usage statement, co-participation statement and bill detail under the health-data rule (issue 33, decision
// 0015): the uses of someone the reader has no basis to see in SAUDE come grouped by kind — count and
// amounts — never procedure or provider, in JSON and in the PDFs; one's own and those with a basis stay
// detailed. Carlos is the contratante with financial permissions only; João an adult dependant.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACESSO_SAUDE_MESSAGES, formatCents } from '@portal/domain';
import type { EndpointDefinition, EndpointResult } from '@portal/domain/contract/endpoint';
import { demonstrativoCoparticipacaoEndpoints } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { auditoria } from '../../db/schema/audit.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios } from '../../db/schema/contratos.js';
import { utilizacoes } from '../../db/schema/utilizacao.js';
import { comConsentimento } from '../../test/consentimento-saude.js';
import { extractPdfText } from '../../test/pdf-text.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, type Pedido } from '../../test/contrato.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';

const EXTRATO = extratoUtilizacaoEndpoints.extrato;
const COPART = demonstrativoCoparticipacaoEndpoints;
const TITULOS = situacaoFinanceiraEndpoints;

const demo = withDemo();
let h: TestHarness;
let carlos: TestAgent;
let maria: TestAgent;
beforeAll(async () => {
  h = demo.h;
  [carlos, maria] = await Promise.all([demo.as('carlos'), demo.as('maria')]);
});

const cincoAnos = { dataInicial: '10/03/2021', dataFinal: '10/03/2026' };
const periodoCopart = { codigoPlano: '100001', mesInicial: '03/2025', mesFinal: '03/2026' };

/** The answer (200 expected) as the contract types it, and its raw text. */
async function get<E extends EndpointDefinition>(
  agent: TestAgent,
  endpoint: E,
  pedido: Pedido = {},
): Promise<{ body: EndpointResult<E>; text: string }> {
  const response = await chamar(agent, endpoint, pedido);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<EndpointResult<E>>(), text: response.body };
}

/** A person's uses in the demo, straight from the table. */
async function usosDe(cpf: string) {
  return h.database.db
    .select({ u: utilizacoes })
    .from(utilizacoes)
    .innerJoin(beneficiarios, eq(beneficiarios.id, utilizacoes.beneficiarioId))
    .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
    .where(eq(pessoas.cpf, cpf))
    .then((rows) => rows.map((r) => r.u));
}

/** Every provider and procedure name of the person's uses: none may reach a grouped answer. */
async function clinicos(cpf: string): Promise<string[]> {
  const usos = await usosDe(cpf);
  return [...new Set(usos.flatMap((u) => [u.prestador, u.procedimento, u.codigoTuss]))];
}

async function semClinico(texto: string, cpf: string) {
  const nomes = await clinicos(cpf);
  expect(nomes.length).toBeGreaterThan(0);
  for (const nome of nomes) expect(texto).not.toContain(nome);
}

describe('Extrato de Utilização', () => {
  it('Carlos gets Maria’s and João’s uses grouped by kind, count and co-participation, nothing clinical', async () => {
    for (const cpf of [DEMO.maria, DEMO.joao]) {
      const { body, text } = await get(carlos, EXTRATO, { query: { cpf, ...cincoAnos } });
      expect(body).toMatchObject({ restrito: true, aviso: ACESSO_SAUDE_MESSAGES.somenteValores });
      const usos = (await usosDe(cpf)).filter((u) => u.data >= '2021-03-10');
      expect(body.total).toBe(usos.length);
      expect(body.meses.every((m) => m.utilizacoes.length === 0)).toBe(true);
      const categorias = body.meses.flatMap((m) => m.categorias ?? []);
      expect(categorias.reduce((s, c) => s + c.quantidadeEventos, 0)).toBe(usos.length);
      expect(categorias.reduce((s, c) => s + c.coparticipacaoCentavos, 0)).toBe(
        usos.reduce((s, u) => s + (u.coparticipacaoCentavos ?? 0), 0),
      );
      expect(new Set(categorias.map((c) => c.tipo))).toEqual(new Set(usos.map((u) => u.tipo)));
      for (const campo of ['prestador', 'procedimento', 'codigoTuss']) expect(text).not.toContain(campo);
      await semClinico(text, cpf);
    }
  });

  it('Maria sees her own uses one by one and João’s (adult, no consent) grouped; with his SAUDE consent, one by one', async () => {
    const proprio = await get(maria, EXTRATO, { query: { cpf: DEMO.maria, ...cincoAnos } });
    expect(proprio.body.restrito).toBeUndefined();
    expect(proprio.body.meses[0]!.utilizacoes[0]).toHaveProperty('prestador');
    expect(proprio.body.meses.every((m) => m.categorias === undefined)).toBe(true);

    const doJoao = { query: { cpf: DEMO.joao, ...cincoAnos } };
    const joao = await get(maria, EXTRATO, doJoao);
    expect(joao.body.restrito).toBe(true);
    await semClinico(joao.text, DEMO.joao);

    await comConsentimento(
      h.database.db,
      { dono: DEMO.joao, leitor: DEMO.maria, areas: ['SAUDE'] },
      async () => {
        const detalhado = await get(maria, EXTRATO, doJoao);
        expect(detalhado.body.restrito).toBeUndefined();
        expect(detalhado.body.meses.flatMap((m) => m.utilizacoes)).toHaveLength(joao.body.total);
      },
    );
    // A consent for reimbursements only does not open the uses.
    await comConsentimento(
      h.database.db,
      { dono: DEMO.joao, leitor: DEMO.maria, areas: ['REEMBOLSO'] },
      async () => expect((await get(maria, EXTRATO, doJoao)).body.restrito).toBe(true),
    );
  });

  it('the grouped read is audited as FINANCEIRO', async () => {
    await get(carlos, EXTRATO, { query: { cpf: DEMO.joao, ...cincoAnos } });
    const [joao] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.joao));
    const rows = await h.database.db
      .select({ base: auditoria.base })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LEITURA_EXTRATO_UTILIZACAO'), eq(auditoria.pessoaId, joao!.id)));
    expect(rows.map((r) => r.base)).toContain('FINANCEIRO');
  });
});

describe('Demonstrativo de Coparticipação', () => {
  it('Carlos gets every event grouped by month, beneficiary and kind with the same totals, in JSON and PDF', async () => {
    const { body, text } = await get(carlos, COPART.listagem, { query: periodoCopart });
    expect(body.eventos).toEqual([]);
    expect(body.aviso).toBe(ACESSO_SAUDE_MESSAGES.somenteValores);
    const usos = [...(await usosDe(DEMO.maria)), ...(await usosDe(DEMO.joao))].filter(
      (u) => u.coparticipacaoCentavos !== null && u.data >= '2025-03-01' && u.data <= '2026-03-31',
    );
    expect(body.agrupados.reduce((s, g) => s + g.quantidadeEventos, 0)).toBe(usos.length);
    expect(body.totalCentavos).toBe(usos.reduce((s, u) => s + u.coparticipacaoCentavos!, 0));
    expect(body.agrupados.reduce((s, g) => s + g.valorCentavos, 0)).toBe(body.totalCentavos);
    expect(body.agrupados[0]).toEqual({
      beneficiario: { nome: expect.any(String) as string, cpf: expect.any(String) as string },
      mes: expect.stringMatching(/^\d{4}-\d{2}$/) as string,
      tipo: expect.any(String) as string,
      quantidadeEventos: expect.any(Number) as number,
      valorCentavos: expect.any(Number) as number,
    });
    await semClinico(text, DEMO.maria);
    await semClinico(text, DEMO.joao);

    const pdf = await chamar(carlos, COPART.pdf, { query: periodoCopart });
    expect(pdf.statusCode).toBe(200);
    const { text: pdfText } = await extractPdfText(pdf.rawPayload);
    expect(pdfText).toContain('Eventos agrupados por tipo');
    expect(pdfText).toContain(`Total de coparticipação: ${formatCents(body.totalCentavos)}`);
    await semClinico(pdfText, DEMO.maria);
    await semClinico(pdfText, DEMO.joao);
  });

  it('Maria’s PDF details her own events and groups João’s', async () => {
    const { body } = await get(maria, COPART.listagem, { query: periodoCopart });
    expect(body.eventos.length).toBeGreaterThan(0);
    expect(body.eventos.every((e) => e.beneficiario.cpf === DEMO.maria)).toBe(true);
    expect(body.agrupados.every((g) => g.beneficiario.cpf === DEMO.joao)).toBe(true);
    const pdf = await chamar(maria, COPART.pdf, { query: periodoCopart });
    const { text } = await extractPdfText(pdf.rawPayload);
    expect(text).toContain(body.eventos[0]!.procedimento.codigoTuss);
    expect(text).toContain('Eventos agrupados por tipo');
  });
});

describe('Situação Financeira: the bill detail', () => {
  it('Carlos reads the co-participation lines grouped by kind, the amounts unchanged', async () => {
    const { body, text } = await get(carlos, TITULOS.titulos);
    const todos = body.emAberto; // the history carries no composition (decision 0070)
    const blocos = todos.flatMap((t) => t.blocos).filter((b) => b.tipo === 'COPARTICIPACAO');
    expect(blocos.length).toBeGreaterThan(0);
    for (const bloco of blocos) {
      for (const b of bloco.beneficiarios) {
        expect(b.itens.reduce((s, i) => s + i.valorCentavos, 0)).toBe(b.totalCentavos);
        for (const item of b.itens) {
          expect(item.descricao).toMatch(
            /^(Consulta|Exame|Terapia|Internação|Pronto-socorro|Coparticipação) \(\d+ eventos?\)$/,
          );
          expect(item.data).toBeNull();
        }
      }
    }
    for (const cpf of [DEMO.maria, DEMO.joao]) {
      const procedimentos = [...new Set((await usosDe(cpf)).map((u) => u.procedimento))];
      for (const p of procedimentos) expect(text).not.toContain(p);
    }

    const aberto = body.emAberto[0]!;
    const pdf = await chamar(carlos, TITULOS.demonstrativo, {
      params: { codigoTitulo: aberto.codigoTitulo },
      body: {},
    });
    const { text: pdfText } = await extractPdfText(pdf.rawPayload);
    expect(pdfText).toMatch(/\(\d+ eventos?\)/);
    for (const cpf of [DEMO.maria, DEMO.joao]) {
      for (const p of [...new Set((await usosDe(cpf)).map((u) => u.procedimento))]) {
        expect(pdfText).not.toContain(p);
      }
    }
  });

  it('Maria reads her own lines as they are and João’s grouped; the audit names the basis', async () => {
    const { body } = await get(maria, TITULOS.titulos);
    const copart = body.emAberto
      .flatMap((t) => t.blocos)
      .filter((b) => b.tipo === 'COPARTICIPACAO')
      .flatMap((b) => b.beneficiarios);
    const proprios = copart.filter((b) => b.nome === 'Maria Aparecida Souza').flatMap((b) => b.itens);
    expect(proprios.length).toBeGreaterThan(0);
    expect(proprios.every((i) => i.data !== null && !/\(\d+ eventos?\)$/.test(i.descricao))).toBe(true);
    const doJoao = copart.filter((b) => b.nome === 'João Pedro Souza').flatMap((b) => b.itens);
    expect(doJoao.length).toBeGreaterThan(0);
    expect(doJoao.every((i) => i.data === null && /\(\d+ eventos?\)$/.test(i.descricao))).toBe(true);

    const ids = await h.database.db
      .select({ id: pessoas.id, cpf: pessoas.cpf })
      .from(pessoas)
      .where(inArray(pessoas.cpf, [DEMO.joao]));
    const rows = await h.database.db
      .select({ base: auditoria.base })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LEITURA_TITULOS'), eq(auditoria.pessoaId, ids[0]!.id)));
    expect(rows.map((r) => r.base)).toContain('FINANCEIRO');
  });
});
