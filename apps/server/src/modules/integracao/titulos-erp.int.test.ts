// Bills from the operator's ERP (issue 19, decision 0024 §6): keyed by its own idErp into the tables
// Situação Financeira reads; per-record errors with the valid records applied; the same batch twice
// changes nothing; reads in a fixed number of queries; concurrent identical batches (also on PostgreSQL).
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type { TituloErp } from '@portal/domain/contract/integracao/integracao';
import { situacaoFinanceiraEndpoints } from '@portal/domain/contract/financeiro/situacao-financeira';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { DEMO_CONVENIO } from '../../db/seed/titulos.js';
import { novoCliente, putLote, tokenDe, type ResultadoLote } from '../../test/integracao.js';
import { getJson } from '../../test/contrato.js';
import { QueryCounter, withDemo, type TestHarness } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';

let h: TestHarness;
let token: string;
let maria: TestAgent;
const queries = new QueryCounter();
const demo = withDemo({ queryCounter: queries });

const enviar = async (lote: unknown[]): Promise<ResultadoLote> => {
  const { data, error, response } = await putLote(h.app, token, 'titulos', { titulos: lote });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
};

const titulosDaMaria = () => getJson(maria, situacaoFinanceiraEndpoints.titulos);

/** The stored bill as the ERP would send it (ERP ids of its contract and of each item's beneficiary). */
async function comoErp(codigoTitulo: string): Promise<TituloErp> {
  const db = h.database.db;
  const [titulo] = await db.select().from(titulos).where(eq(titulos.codigo, codigoTitulo));
  const [contrato] = await db.select().from(contratos).where(eq(contratos.id, titulo!.contratoId));
  const itens = await db
    .select({ item: tituloItens, idErp: beneficiarios.idErp })
    .from(tituloItens)
    .innerJoin(beneficiarios, eq(beneficiarios.id, tituloItens.beneficiarioId))
    .where(eq(tituloItens.tituloId, titulo!.id))
    .orderBy(asc(tituloItens.id));
  return {
    idErp: titulo!.idErp!,
    contratoIdErp: contrato!.idErp!,
    competencia: titulo!.competencia.slice(0, 7),
    vencimento: titulo!.vencimento,
    valorCentavos: titulo!.valorCentavos,
    situacao: titulo!.situacao,
    valorPagoCentavos: titulo!.valorPagoCentavos,
    dataPagamento: titulo!.dataPagamento,
    formaPagamento: titulo!.formaPagamento,
    nossoNumero: titulo!.nossoNumero,
    itens: itens.map(({ item, idErp }) => ({
      bloco: item.bloco,
      beneficiarioIdErp: idErp!,
      descricao: item.descricao,
      data: item.data,
      valorCentavos: item.valorCentavos,
    })),
  };
}

/** Rows of the bills with these ERP ids and their items, to prove nothing changed. */
const fotografia = async (idsErp: string[]) => {
  const rows = await h.database.db.select().from(titulos).where(inArray(titulos.idErp, idsErp));
  const itens = await h.database.db
    .select()
    .from(tituloItens)
    .where(
      inArray(
        tituloItens.tituloId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tituloItens.id));
  return { rows: rows.sort((a, b) => a.id - b.id), itens };
};

let modelo: TituloErp;
let aberto: string;

/** A new bill of Maria's contract for a competence the seed did not issue. */
const novo = (competencia: string, over: Partial<TituloErp> = {}): TituloErp => ({
  ...modelo,
  idErp: `ERP-NOVO-${competencia}`,
  competencia,
  vencimento: `${competencia}-10`,
  situacao: 'PENDENTE',
  valorPagoCentavos: null,
  dataPagamento: null,
  nossoNumero: `${DEMO_CONVENIO}99${competencia.replace('-', '')}${competencia.slice(2, 4)}`,
  ...over,
});

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['faturamento:escrita']));
  maria = await demo.as('maria');
  aberto = (await titulosDaMaria()).emAberto[0]!.codigoTitulo;
  modelo = await comoErp(aberto);
});

describe('bills from the ERP', () => {
  it('the seed gave the demo rows ERP ids, and a stored bill sent back as it is changes nothing', async () => {
    expect(modelo.idErp).toMatch(/^TIT-/);
    expect(modelo.contratoIdErp).toMatch(/^CTR-/);
    const antes = await fotografia([modelo.idErp]);
    const resultado = await enviar([modelo]);
    expect(resultado.resultados).toEqual([{ indice: 0, idErp: modelo.idErp, resultado: 'inalterado' }]);
    expect(await fotografia([modelo.idErp])).toEqual(antes);
  });

  it("the ERP pays Maria's open bill: she sees it paid; the same batch again changes nothing", async () => {
    const pago: TituloErp = {
      ...modelo,
      situacao: 'PAGO',
      valorPagoCentavos: modelo.valorCentavos,
      dataPagamento: '2026-03-09',
      formaPagamento: 'PIX',
    };
    expect((await enviar([pago])).resultados[0]).toMatchObject({ resultado: 'atualizado' });
    const depois = await titulosDaMaria();
    expect(depois.emAberto.map((t) => t.codigoTitulo)).not.toContain(aberto);
    expect(depois.historico.find((t) => t.codigoTitulo === aberto)).toMatchObject({
      situacao: 'PAGO',
      dataPagamento: '2026-03-09',
    });
    const antes = await fotografia([pago.idErp]);
    expect((await enviar([pago])).totais).toEqual({ criados: 0, atualizados: 0, inalterados: 1, erros: 0 });
    expect(await fotografia([pago.idErp])).toEqual(antes);
  });

  it('a new bill is created under the public code contract + yyyyMM and shows among the open ones', async () => {
    const conta = novo('2026-06');
    expect((await enviar([conta])).resultados[0]).toMatchObject({ resultado: 'criado', idErp: conta.idErp });
    const codigo = `${modelo.contratoIdErp.replace('CTR-', '')}202606`;
    const visto = (await titulosDaMaria()).emAberto.find((t) => t.codigoTitulo === codigo);
    expect(visto).toMatchObject({
      competencia: '2026-06',
      vencimento: '2026-06-10',
      valorCentavos: conta.valorCentavos,
    });
    expect(visto!.pagamento!.linhaDigitavel).toMatch(/^\d{47}$/);
    expect((await enviar([conta])).resultados[0]!.resultado).toBe('inalterado');
    const adiado = { ...conta, vencimento: '2026-06-15' };
    expect((await enviar([adiado])).resultados[0]!.resultado).toBe('atualizado');
    // Items replaced, not appended.
    const { itens } = await fotografia([conta.idErp]);
    expect(itens).toHaveLength(conta.itens.length);
  });

  it('a failing record does not stop the valid ones; each error names its index and field', async () => {
    // A member of another family's contract.
    const estranho = (
      await h.database.db
        .select({ idErp: beneficiarios.idErp, contratoIdErp: contratos.idErp })
        .from(beneficiarios)
        .innerJoin(contratos, eq(contratos.id, beneficiarios.contratoId))
    ).find((b) => b.contratoIdErp !== modelo.contratoIdErp)!;
    const semVencimento: Partial<TituloErp> = { ...novo('2026-07') };
    delete semVencimento.vencimento;
    const lote: unknown[] = [
      novo('2026-08'), // 0: valid
      semVencimento, // 1: missing field
      novo('2026-09', { contratoIdErp: 'CTR-nao-existe' }), // 2
      novo('2026-10', {
        itens: [{ ...modelo.itens[0]!, beneficiarioIdErp: estranho.idErp! }, ...modelo.itens.slice(1)],
      }), // 3: a beneficiary of another contract
      novo('2026-11', { valorCentavos: modelo.valorCentavos + 1 }), // 4: sum of items differs
      novo('2026-12', { situacao: 'PAGO' }), // 5: paid without payment
      novo('2026-08'), // 6: same idErp twice in the batch
      novo('2027-01', { nossoNumero: modelo.nossoNumero }), // 7: another bill's nosso número
      novo(modelo.competencia, { idErp: 'ERP-OUTRO' }), // 8: the competence of an existing bill
      { ...modelo, competencia: '2027-02' }, // 9: an existing bill cannot change competence
      novo('2027-03', { vencimento: '2027-02-30' }), // 10: a day that does not exist
      novo('2027-04', { valorPagoCentavos: 100 }), // 11: payment on an open bill
      { ...novo('2027-05'), desconto: 1 }, // 12: unknown field
      'texto', // 13
      novo('2027-06'), // 14: valid
      novo('2027-07', { formaPagamento: 'PIX' }), // 15: a means of payment on an open bill
      novo('2027-08', {
        situacao: 'PAGO',
        valorPagoCentavos: 1,
        dataPagamento: '2027-08-01',
        formaPagamento: 'DINHEIRO' as TituloErp['formaPagamento'],
      }), // 16: a means of payment the portal does not know
    ];
    const { resultados, totais } = await enviar(lote);
    expect(totais).toEqual({ criados: 2, atualizados: 0, inalterados: 0, erros: 15 });
    const por = (i: number) => resultados[i]!;
    expect(por(0)).toMatchObject({ resultado: 'criado' });
    expect(por(14)).toMatchObject({ resultado: 'criado' });
    expect(por(1)).toMatchObject({
      resultado: 'erro',
      campos: { vencimento: INTEGRACAO_MESSAGES.campoObrigatorio },
    });
    expect(por(2)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.contratoDesconhecido });
    expect(por(3)).toMatchObject({
      campos: { 'itens.0.beneficiarioIdErp': INTEGRACAO_MESSAGES.beneficiarioDesconhecido },
    });
    expect(por(4)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.somaItensDiferente });
    expect(por(5)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.pagamentoObrigatorio });
    expect(por(6)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.idErpRepetido });
    expect(por(7)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.nossoNumeroOcupado });
    expect(por(8)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.competenciaOcupada });
    expect(por(9)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.contratoImutavel });
    expect(por(10)).toMatchObject({ campos: { vencimento: INTEGRACAO_MESSAGES.valorInvalido } });
    expect(por(11)).toMatchObject({ mensagem: INTEGRACAO_MESSAGES.pagamentoSoQuandoPago });
    expect(por(12)).toMatchObject({ campos: { desconto: INTEGRACAO_MESSAGES.campoDesconhecido } });
    expect(por(15)).toMatchObject({
      mensagem: INTEGRACAO_MESSAGES.pagamentoSoQuandoPago,
      campos: { formaPagamento: INTEGRACAO_MESSAGES.pagamentoSoQuandoPago },
    });
    expect(por(16)).toMatchObject({ resultado: 'erro' });
    expect(Object.keys(por(16).campos ?? {})).toEqual(['formaPagamento']);
    expect(por(13)).toMatchObject({
      resultado: 'erro',
      idErp: null,
      mensagem: INTEGRACAO_MESSAGES.tituloInvalido,
    });
    expect(resultados.map((r) => r.indice)).toEqual(lote.map((_, i) => i));
    // Nothing of the refused records was written.
    const gravados = await h.database.db
      .select({ idErp: titulos.idErp })
      .from(titulos)
      .where(
        inArray(titulos.idErp, ['ERP-NOVO-2026-09', 'ERP-NOVO-2026-11', 'ERP-NOVO-2027-01', 'ERP-OUTRO']),
      );
    expect(gravados).toEqual([]);
  });

  it('the batch itself: 1 to 1,000 records, an array, nothing else', async () => {
    const ruins: unknown[] = [
      { titulos: [] },
      { titulos: {} },
      {},
      { titulos: Array(1001).fill({}) },
      [],
      null,
    ];
    for (const corpo of ruins) {
      const { error, response } = await putLote(h.app, token, 'titulos', corpo);
      expect(response.status, JSON.stringify(corpo).slice(0, 40)).toBe(400);
      expect(error?.mensagem).toBeTruthy();
    }
  });

  it('reads the references in a fixed number of queries whatever the batch size', async () => {
    const competencia = (i: number) =>
      `${2030 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    const vinte = [modelo, ...Array.from({ length: 19 }, (_, i) => novo(competencia(i)))];
    // Created once, so both batches below are all `inalterado`: reads only, plus the lock and the transaction.
    expect((await enviar(vinte)).totais.erros).toBe(0);
    const umaVez = await queries.during(async () => {
      expect((await enviar([modelo])).totais.inalterados).toBe(1);
    });
    const vinteVezes = await queries.during(async () => {
      expect((await enviar(vinte)).totais.inalterados).toBe(20);
    });
    expect(vinteVezes.length).toBe(umaVez.length);
  });

  it('writes new and changed bills in one set-based statement whatever the batch size (the bulk load)', async () => {
    const competencia = (base: number, i: number) =>
      `${base + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    const lote = (base: number, n: number) => Array.from({ length: n }, (_, i) => novo(competencia(base, i)));
    const escritas = (sql: string[]) =>
      sql.filter((q) => /"titulos"|"titulo_itens"/.test(q) && /insert/i.test(q));
    const um = await queries.during(async () => {
      expect((await enviar(lote(2040, 1))).totais.criados).toBe(1);
    });
    const trinta = await queries.during(async () => {
      expect((await enviar(lote(2045, 30))).totais.criados).toBe(30);
    });
    // The bills and their items: one statement (decision 0058), whether 1 or 30 bills.
    expect(escritas(trinta)).toHaveLength(1);
    expect(trinta.length).toBe(um.length);
    // Paid, half of them with another line: still one statement, and the answer says which changed.
    const pagos = lote(2045, 30).map((t, i) => ({
      ...t,
      ...(i % 2 === 0
        ? {}
        : {
            valorCentavos: t.valorCentavos + 100,
            itens: [...t.itens, { ...t.itens[0]!, descricao: 'Ajuste', valorCentavos: 100 }],
          }),
      situacao: 'PAGO' as const,
      valorPagoCentavos: t.valorCentavos + (i % 2 === 0 ? 0 : 100),
      dataPagamento: '2026-01-05',
    }));
    const alterados = await queries.during(async () => {
      expect((await enviar(pagos)).totais).toEqual({ criados: 0, atualizados: 30, inalterados: 0, erros: 0 });
    });
    expect(escritas(alterados)).toHaveLength(1);
    expect((await enviar(pagos)).totais.inalterados).toBe(30);
  });

  it('two identical batches at once: one creates, the other finds it unchanged', async () => {
    const lote = [novo('2029-01'), novo('2029-02')];
    const [a, b] = await Promise.all([enviar(lote), enviar(lote)]);
    const totais = [a.totais, b.totais].sort((x, y) => y.criados - x.criados);
    expect(totais).toEqual([
      { criados: 2, atualizados: 0, inalterados: 0, erros: 0 },
      { criados: 0, atualizados: 0, inalterados: 2, erros: 0 },
    ]);
  });
});
