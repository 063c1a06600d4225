// The ERP's financial records besides the bills (issue 19, decision 0024 §13): uses with co-participation
// (linked to the bill line that charged them) and annual price adjustments keyed by the ERP's idErp — scope,
// created → updated → unchanged, per-record errors beside applied records, what Maria then reads in Extrato
// de Utilização, Demonstrativo de Coparticipação and Histórico de Reajuste, the Informe IR fed by bills paid
// through PUT /titulos (no upsert of its own), the calls' audit rows, reads that do not grow with the batch,
// and two identical batches at once (also on PostgreSQL through TEST_DATABASE_URL).
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES, formatCents } from '@portal/domain';
import { demonstrativoCoparticipacaoEndpoints } from '@portal/domain/contract/financeiro/demonstrativo-coparticipacao';
import { extratoUtilizacaoEndpoints } from '@portal/domain/contract/financeiro/extrato-utilizacao';
import { historicoReajusteEndpoints } from '@portal/domain/contract/financeiro/historico-reajuste';
import { informeIrEndpoints } from '@portal/domain/contract/financeiro/informe-ir';
import type { ReajusteErp, UtilizacaoErp } from '@portal/domain/contract/integracao/financeiro';
import type { RegistroLote, TituloErp } from '@portal/domain/contract/integracao/integracao';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { reajustesContrato, utilizacoes } from '../../db/schema/utilizacao.js';
import { DEMO_CONVENIO } from '../../db/seed/titulos.js';
import {
  chamadasAuditadas,
  falhasComValoresHostis,
  lotes,
  novoCliente,
  recusado,
  tokenDe,
} from '../../test/integracao.js';
import { extractPdfText } from '../../test/pdf-text.js';
import type { TestAgent } from '../../test/test-agent.js';
import { chamar, getJson } from '../../test/contrato.js';
import { DEMO, QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';

let h: TestHarness;
let token: string;
let maria: TestAgent;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

/** Maria's membership, her dependant João's, their contract, as the ERP names them. */
let mariaErp: string;
let joaoErp: string;
let joaoId: number;
let mariaId: number;
let contratoErp: string;
let codigoPlano: string;

type Rota = 'utilizacoes' | 'reajustes' | 'titulos';
const { put, enviar, resultados, exigeEscopo, leiturasConstantes } = lotes<Rota>(() => ({
  app: h.app,
  token,
}));

/** Refused by its shape: the kind's message, 'Valor inválido.' on the field. */
const malFormado = (registro: RegistroLote | undefined, mensagem: string, campo: string) =>
  recusado(registro, mensagem, campo, INTEGRACAO_MESSAGES.valorInvalido);

const uso = (over: Partial<UtilizacaoErp> = {}): UtilizacaoErp => ({
  idErp: 'UTI-ERP-1',
  beneficiarioIdErp: mariaErp,
  data: '2025-05-20',
  tipo: 'CONSULTA',
  prestador: 'Clínica Vale Verde',
  codigoTuss: '10101012',
  procedimento: 'Consulta em consultório',
  quantidade: 1,
  ...over,
});

const reajuste = (over: Partial<ReajusteErp> = {}): ReajusteErp => ({
  idErp: 'REA-ERP-1',
  contratoIdErp: contratoErp,
  dataAplicacao: '2025-05-01',
  tipo: 'ANUAL_ANS',
  referencia: 'Maio/2025 a abril/2026',
  percentualPontosBase: 615,
  mensalidadeAnteriorCentavos: 100_000,
  mensalidadeNovaCentavos: 106_150,
  ...over,
});

/** A bill of Maria's contract paid in 2025, for a competence the seed never issued. */
const tituloPago = (over: Partial<TituloErp> = {}): TituloErp => ({
  idErp: 'TIT-ERP-IR-1',
  contratoIdErp: contratoErp,
  competencia: '2019-01',
  vencimento: '2025-06-10',
  valorCentavos: 32_500,
  situacao: 'PAGO',
  valorPagoCentavos: 32_500,
  dataPagamento: '2025-06-09',
  nossoNumero: `${DEMO_CONVENIO}9920190119`,
  itens: [
    { bloco: 'MENSALIDADE', beneficiarioIdErp: mariaErp, descricao: 'Mensalidade', valorCentavos: 30_000 },
    {
      bloco: 'COPARTICIPACAO',
      beneficiarioIdErp: mariaErp,
      descricao: 'Consulta em consultório',
      data: '2025-05-20',
      valorCentavos: 2_500,
    },
  ],
  ...over,
});

const extrato = (cpf: string, de: string, ate: string) =>
  getJson(maria, extratoUtilizacaoEndpoints.extrato, { query: { cpf, dataInicial: de, dataFinal: ate } });

const usoGravado = async (idErp: string) =>
  (await h.database.db.select().from(utilizacoes).where(eq(utilizacoes.idErp, idErp)))[0];

/**
 * What Maria's line of the 2025 Informe IR must say, from the bill rows (not the statement's query): her
 * items on PAGO bills paid in 2025, by the statement's columns.
 */
async function pagoPorMaria2025() {
  const rows = await h.database.db
    .select({ bloco: tituloItens.bloco, valor: tituloItens.valorCentavos, pago: titulos.dataPagamento })
    .from(tituloItens)
    .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
    .where(and(eq(tituloItens.beneficiarioId, mariaId), eq(titulos.situacao, 'PAGO')));
  const de2025 = rows.filter((r) => r.pago?.startsWith('2025-'));
  const soma = (blocos: string[]) =>
    de2025.filter((r) => blocos.includes(r.bloco)).reduce((total, r) => total + r.valor, 0);
  return {
    mensalidades: soma(['MENSALIDADE', 'TROCA_FAIXA_ETARIA']),
    coparticipacao: soma(['COPARTICIPACAO', 'CUSTO_OPERACIONAL']),
    total: de2025.reduce((total, r) => total + r.valor, 0),
  };
}

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['faturamento:escrita']));
  maria = await demo.as('maria');
  const db = h.database.db;
  const membro = async (cpf: string) =>
    (
      await db
        .select({ b: beneficiarios })
        .from(beneficiarios)
        .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
        .where(and(eq(pessoas.cpf, cpf), inArray(beneficiarios.tipo, ['TITULAR', 'DEPENDENTE'])))
    )[0]!.b;
  const m = await membro(DEMO.maria);
  const j = await membro(DEMO.joao);
  expect(j.contratoId).toBe(m.contratoId);
  [mariaErp, joaoErp, mariaId, joaoId] = [m.idErp!, j.idErp!, m.id, j.id];
  const [contrato] = await db.select().from(contratos).where(eq(contratos.id, m.contratoId));
  [contratoErp, codigoPlano] = [contrato!.idErp!, contrato!.codigo];
});

describe('uses, co-participation and adjustments from the ERP', () => {
  it('needs a token with faturamento:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['saude:escrita']));
    for (const rota of ['utilizacoes', 'reajustes'] as const) {
      await exigeEscopo(rota, outro);
      expect((await put(rota, [])).response.status).toBe(400);
      expect(
        (
          await put(
            rota,
            Array.from({ length: 1001 }, () => ({})),
          )
        ).response.status,
      ).toBe(400);
    }
  });

  it('a paid bill sent through PUT /titulos is in the Informe IR with its totals; a use links to its line', async () => {
    const db = h.database.db;
    const antes = await pagoPorMaria2025();
    expect(await resultados('titulos', [tituloPago()])).toEqual(['criado']);
    const depois = await pagoPorMaria2025();
    expect(depois.mensalidades - antes.mensalidades).toBe(30_000);
    expect(depois.coparticipacao - antes.coparticipacao).toBe(2_500);
    expect(depois.total - antes.total).toBe(32_500);
    // What Maria downloads (the statement computed from the paid bills) carries her new figures.
    const pdf = await chamar(maria, informeIrEndpoints.demonstrativo, { params: { anoBase: 2025 } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractPdfText(pdf.rawPayload);
    for (const valor of [depois.mensalidades, depois.coparticipacao, depois.total]) {
      expect(text).toContain(formatCents(valor));
    }

    // The use that the bill charged: created linked to the COPARTICIPACAO line, then unchanged.
    const cobrado = uso({ coparticipacaoCentavos: 2_500, tituloIdErp: 'TIT-ERP-IR-1' });
    expect(await resultados('utilizacoes', [cobrado])).toEqual(['criado']);
    const [item] = await db
      .select({ id: tituloItens.id })
      .from(tituloItens)
      .innerJoin(titulos, eq(titulos.id, tituloItens.tituloId))
      .where(and(eq(titulos.idErp, 'TIT-ERP-IR-1'), eq(tituloItens.bloco, 'COPARTICIPACAO')));
    expect(await usoGravado('UTI-ERP-1')).toMatchObject({
      beneficiarioId: mariaId,
      coparticipacaoCentavos: 2_500,
      tituloItemId: item!.id,
    });
    expect(await resultados('utilizacoes', [cobrado])).toEqual(['inalterado']);
    // The bill changed again with the same lines (a payment, a new due date): its lines stay, and the use
    // stays linked to its line (they were deleted and written again, and the link set to null).
    for (const versao of [tituloPago({ vencimento: '2025-06-11' }), tituloPago()]) {
      expect(await resultados('titulos', [versao])).toEqual(['atualizado']);
      expect(await usoGravado('UTI-ERP-1')).toMatchObject({ tituloItemId: item!.id });
    }

    // Another use of the same day and value cannot take the line this one holds.
    const gemeo = uso({ idErp: 'UTI-ERP-GEMEO', coparticipacaoCentavos: 2_500, tituloIdErp: 'TIT-ERP-IR-1' });
    const [r] = (await enviar('utilizacoes', [gemeo])).resultados;
    recusado(r, INTEGRACAO_MESSAGES.tituloSemItemDaUtilizacao, 'tituloIdErp');

    // Maria reads it in her usage statement and in the co-participation statement of May 2025.
    const ext = await extrato(DEMO.maria, '20/05/2025', '20/05/2025');
    expect(ext.meses.flatMap((m) => m.utilizacoes)).toContainEqual(
      expect.objectContaining({
        data: '2025-05-20',
        tipo: 'CONSULTA',
        prestador: 'Clínica Vale Verde',
        procedimento: { codigoTuss: '10101012', descricao: 'Consulta em consultório' },
        quantidade: 1,
      }),
    );
    const copart = await getJson(maria, demonstrativoCoparticipacaoEndpoints.listagem, {
      query: { codigoPlano, mesInicial: '05/2025', mesFinal: '05/2025', cpf: DEMO.maria },
    });
    expect(copart.eventos).toContainEqual(
      expect.objectContaining({ data: '2025-05-20', valorCentavos: 2_500, prestador: 'Clínica Vale Verde' }),
    );
  });

  it('a use: created, unchanged, updated; an ended membership takes the uses of its term only', async () => {
    const novo = uso({ idErp: 'UTI-ERP-2', data: '2025-11-03', tipo: 'EXAME', codigoTuss: '40304361' });
    expect(await resultados('utilizacoes', [novo])).toEqual(['criado']);
    expect(await resultados('utilizacoes', [novo])).toEqual(['inalterado']);
    const corrigido = { ...novo, quantidade: 2, coparticipacaoCentavos: 1_800, prestador: 'Lab Central' };
    expect(await resultados('utilizacoes', [corrigido])).toEqual(['atualizado']);
    expect(await usoGravado('UTI-ERP-2')).toMatchObject({
      quantidade: 2,
      coparticipacaoCentavos: 1_800,
      prestador: 'Lab Central',
      tituloItemId: null,
    });
    const ext = await extrato(DEMO.maria, '03/11/2025', '03/11/2025');
    expect(ext.meses.flatMap((m) => m.utilizacoes)).toContainEqual(
      expect.objectContaining({ tipo: 'EXAME', quantidade: 2, prestador: 'Lab Central' }),
    );

    // João's membership ends on 2026-01-01: a use of December is his, one of January is refused.
    await h.database.db
      .update(beneficiarios)
      .set({ dataExclusao: '2026-01-01' })
      .where(eq(beneficiarios.id, joaoId));
    try {
      const lote = [
        uso({ idErp: 'UTI-JOAO-DEZ', beneficiarioIdErp: joaoErp, data: '2025-12-20' }),
        uso({ idErp: 'UTI-JOAO-JAN', beneficiarioIdErp: joaoErp, data: '2026-01-01' }),
      ];
      const { resultados: rs } = await enviar('utilizacoes', lote);
      expect(rs[0]!.resultado).toBe('criado');
      recusado(rs[1], INTEGRACAO_MESSAGES.utilizacaoForaDoVinculo, 'data');
      expect(await usoGravado('UTI-JOAO-DEZ')).toMatchObject({ beneficiarioId: joaoId });
    } finally {
      await h.database.db
        .update(beneficiarios)
        .set({ dataExclusao: null })
        .where(eq(beneficiarios.id, joaoId));
    }
  });

  it('per-record errors in Portuguese with campos; the valid record of the batch applies', async () => {
    const lote: unknown[] = [
      uso({ idErp: 'UTI-OK' }),
      uso({ idErp: 'UTI-E1', beneficiarioIdErp: 'NINGUEM' }),
      uso({ idErp: 'UTI-E2', codigoTuss: '1234' }),
      uso({ idErp: 'UTI-E3', coparticipacaoCentavos: -1 }),
      { ...uso({ idErp: 'UTI-E4' }), tipo: 'CIRURGIA' },
      uso({ idErp: 'UTI-E5', quantidade: 0 }),
      uso({ idErp: 'UTI-E6', data: '2026-03-11' }),
      uso({ idErp: 'UTI-E7', data: '2025-02-30' }),
      uso({ idErp: 'UTI-E8', tituloIdErp: 'TIT-ERP-IR-1' }),
      uso({ idErp: 'UTI-E9', coparticipacaoCentavos: 100, tituloIdErp: 'TIT-NAO-EXISTE' }),
      { ...uso({ idErp: 'UTI-E10' }), extra: 1 },
      uso({ idErp: 'UTI-E2' }),
      uso({ idErp: 'UTI-ERP-1', beneficiarioIdErp: joaoErp }),
      'não é objeto',
    ];
    const { resultados: rs, totais } = await enviar('utilizacoes', lote);
    expect(rs[0]).toEqual({ indice: 0, idErp: 'UTI-OK', resultado: 'criado' });
    recusado(rs[1], INTEGRACAO_MESSAGES.saudeBeneficiarioDesconhecido, 'beneficiarioIdErp');
    malFormado(rs[2], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'codigoTuss');
    malFormado(rs[3], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'coparticipacaoCentavos');
    malFormado(rs[4], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'tipo');
    malFormado(rs[5], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'quantidade');
    recusado(rs[6], INTEGRACAO_MESSAGES.utilizacaoFutura, 'data');
    malFormado(rs[7], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'data');
    recusado(rs[8], INTEGRACAO_MESSAGES.tituloSoComCoparticipacao, 'tituloIdErp');
    recusado(rs[9], INTEGRACAO_MESSAGES.tituloDesconhecidoNoContrato, 'tituloIdErp');
    recusado(rs[10], INTEGRACAO_MESSAGES.utilizacaoInvalida, 'extra', INTEGRACAO_MESSAGES.campoDesconhecido);
    // UTI-E2 was refused by its shape, so the second one with that id is the batch's first valid one.
    expect(rs[11]!.resultado).toBe('criado');
    recusado(rs[12], INTEGRACAO_MESSAGES.utilizacaoDeOutroBeneficiario, 'beneficiarioIdErp');
    expect(rs[13]).toMatchObject({
      resultado: 'erro',
      idErp: null,
      mensagem: INTEGRACAO_MESSAGES.utilizacaoInvalida,
    });
    expect(totais).toEqual({ criados: 2, atualizados: 0, inalterados: 0, erros: 12 });
    const gravados = await h.database.db
      .select({ idErp: utilizacoes.idErp })
      .from(utilizacoes)
      .where(inArray(utilizacoes.idErp, ['UTI-OK', 'UTI-E1', 'UTI-E3', 'UTI-E6', 'UTI-E8', 'UTI-E2']));
    expect(gravados.map((g) => g.idErp).sort()).toEqual(['UTI-E2', 'UTI-OK']);
  });

  it('an adjustment: created, unchanged, updated; Histórico de Reajuste shows it; errors per record', async () => {
    const historico = () => getJson(maria, historicoReajusteEndpoints.historico, { params: { codigoPlano } });
    expect(await resultados('reajustes', [reajuste()])).toEqual(['criado']);
    expect(await resultados('reajustes', [reajuste()])).toEqual(['inalterado']);
    const negociado = reajuste({
      tipo: 'ANUAL_NEGOCIADO',
      referencia: 'Acordo 2025',
      percentualPontosBase: 580,
    });
    expect(await resultados('reajustes', [negociado])).toEqual(['atualizado']);
    expect((await historico()).reajustes).toContainEqual(
      expect.objectContaining({
        data: '2025-05-01',
        tipo: 'ANUAL_NEGOCIADO',
        percentualPontosBase: 580,
        mensalidadeAnteriorCentavos: 100_000,
        mensalidadeNovaCentavos: 106_150,
        beneficiario: null,
      }),
    );
    const [linha] = (await historico()).reajustes.filter((r) => r.tipo === 'ANUAL_NEGOCIADO');
    expect(linha!.descricao).toContain('Acordo 2025');

    const { resultados: rs } = await enviar('reajustes', [
      reajuste({ idErp: 'REA-OK', dataAplicacao: '2024-05-01' }),
      reajuste({ idErp: 'REA-E1', contratoIdErp: 'CTR-NAO-EXISTE' }),
      { ...reajuste({ idErp: 'REA-E2' }), tipo: 'FAIXA_ETARIA' },
      reajuste({ idErp: 'REA-E3', mensalidadeAnteriorCentavos: -5 }),
      reajuste({ idErp: 'REA-E4', mensalidadeNovaCentavos: 0 }),
      reajuste({ idErp: 'REA-E5', dataAplicacao: '2025-13-01' }),
      reajuste({ idErp: 'REA-E6', referencia: '   ' }),
    ]);
    expect(rs[0]!.resultado).toBe('criado');
    recusado(rs[1], INTEGRACAO_MESSAGES.contratoDesconhecido, 'contratoIdErp');
    malFormado(rs[2], INTEGRACAO_MESSAGES.reajusteInvalido, 'tipo');
    malFormado(rs[3], INTEGRACAO_MESSAGES.reajusteInvalido, 'mensalidadeAnteriorCentavos');
    malFormado(rs[4], INTEGRACAO_MESSAGES.reajusteInvalido, 'mensalidadeNovaCentavos');
    malFormado(rs[5], INTEGRACAO_MESSAGES.reajusteInvalido, 'dataAplicacao');
    malFormado(rs[6], INTEGRACAO_MESSAGES.reajusteInvalido, 'referencia');
    const gravados = await h.database.db
      .select({ idErp: reajustesContrato.idErp })
      .from(reajustesContrato)
      .where(inArray(reajustesContrato.idErp, ['REA-OK', 'REA-E1', 'REA-E3']));
    expect(gravados.map((g) => g.idErp)).toEqual(['REA-OK']);
  });

  it('hostile values in every field answer with that record refused, never a 500', async () => {
    // Valid records (each created as it is), then each field of them set to each hostile value.
    const modelos = {
      utilizacoes: uso({ idErp: 'UTI-HOSTIL', coparticipacaoCentavos: 100, tituloIdErp: null }),
      reajustes: reajuste({ idErp: 'REA-HOSTIL' }),
    };
    expect(await resultados('utilizacoes', [modelos.utilizacoes])).toEqual(['criado']);
    expect(await resultados('reajustes', [modelos.reajustes])).toEqual(['criado']);
    const falhas = [
      ...(await falhasComValoresHostis((lote) => put('utilizacoes', lote), modelos.utilizacoes)),
      ...(await falhasComValoresHostis((lote) => put('reajustes', lote), modelos.reajustes)),
    ];
    expect(falhas).toEqual([]);
  });

  it('every call leaves an audit row with the client id', async () => {
    for (const rota of ['utilizacoes', 'reajustes']) {
      const rows = await chamadasAuditadas(h.database.db, rota);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.every((row) => row.integracaoClienteId !== null)).toBe(true);
    }
  });

  it('reads are the same number of queries for 1 and 20 records', async () => {
    const usos = Array.from({ length: 20 }, (_, i) =>
      uso({
        idErp: `UTI-Q-${i}`,
        data: `2025-08-${String(i + 1).padStart(2, '0')}`,
        coparticipacaoCentavos: i % 2 ? 500 : null,
      }),
    );
    const reajustes = Array.from({ length: 20 }, (_, i) =>
      reajuste({ idErp: `REA-Q-${i}`, dataAplicacao: `${2000 + i}-05-01` }),
    );
    await leiturasConstantes(queries, 'utilizacoes', usos);
    await leiturasConstantes(queries, 'reajustes', reajustes);
    // New records are written together: 20 new uses cost the same statements as one.
    const novos = (n: number, p: string) => usos.slice(0, n).map((u) => ({ ...u, idErp: `${p}-${u.idErp}` }));
    const um = await queries.during(() => enviar('utilizacoes', novos(1, 'A')));
    const vinte = await queries.during(() => enviar('utilizacoes', novos(20, 'B')));
    expect(vinte.length).toBe(um.length);
  });

  it('two identical batches at once: one criado, one inalterado, one row', async () => {
    for (const [rota, lote, tabela] of [
      ['utilizacoes', [uso({ idErp: 'UTI-CORRIDA' })], utilizacoes],
      ['reajustes', [reajuste({ idErp: 'REA-CORRIDA' })], reajustesContrato],
    ] as const) {
      const [a, b] = await Promise.all([enviar(rota, [...lote]), enviar(rota, [...lote])]);
      expect([a.resultados[0]!.resultado, b.resultados[0]!.resultado].sort()).toEqual([
        'criado',
        'inalterado',
      ]);
      const rows = await h.database.db.select().from(tabela).where(eq(tabela.idErp, lote[0].idErp));
      expect(rows).toHaveLength(1);
    }
  });
});
