// The procedure table, the products' rules and the reimbursement table from the operator (issue 41, part B,
// decision 0049): the scope; each kind created → unchanged → updated; refusals in Portuguese at their index
// beside applied records (an unknown group or procedure, a rule for both a procedure and a group, a table line
// with both a limit and a multiplier, a multiplier with three decimals, a second line for the same product and
// procedure); hostile values never a 500; the JSONL bulk load of the three kinds; and, on PostgreSQL
// (TEST_DATABASE_URL), two batches at once: one row each, and a product's rules of one batch, never a mix.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES, INTEGRACAO_PLANO_MESSAGES as M } from '@portal/domain';
import type {
  ProcedimentoErp,
  ProdutoPlanoErp,
  ReembolsoTabelaErp,
} from '@portal/domain/contract/integracao/procedimentos';
import {
  planoProdutoRegras,
  planoProdutos,
  planoReembolsoTabela,
  procedimentos,
} from '../../db/schema/procedimentos.js';
import { falhasComValoresHostis, lotes, novoCliente, recusado, tokenDe } from '../../test/integracao.js';
import { withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';
import { importarArquivo } from './importacao.js';

let h: TestHarness;
let token: string;
const demo = withDemo();

type Rota = 'plano/procedimentos' | 'plano/produtos' | 'plano/reembolso';
const { put, enviar, resultados, exigeEscopo } = lotes<Rota>(
  () => ({ app: h.app, token }),
  (rota) => (rota === 'plano/reembolso' ? 'linhas' : rota.slice('plano/'.length)),
);

// Invented codes and registrations of the tests' own (the demo's table is left alone).
const procedimento = (over: Partial<ProcedimentoErp> = {}): ProcedimentoErp => ({
  codigo: '99000001',
  nome: 'Ressonância magnética de teste',
  sinonimos: ['rm de teste'],
  grupo: 'EXAMES_COMPLEXOS_TERAPIAS',
  segmentacoes: ['AMBULATORIAL'],
  dut: null,
  altaComplexidade: false,
  autorizacaoPrevia: true,
  ...over,
});

const produto = (over: Partial<ProdutoPlanoErp> = {}): ProdutoPlanoErp => ({
  registroAns: '999.101/26-1',
  segmentacoes: ['AMBULATORIAL', 'HOSPITALAR'],
  regras: [
    { grupo: 'CONSULTAS', coparticipacao: { percentual: 30, tetoCentavos: 5000 } },
    { procedimento: '99000001', autorizacaoPrevia: false },
  ],
  ...over,
});

const linha = (over: Partial<ReembolsoTabelaErp> = {}): ReembolsoTabelaErp => ({
  idErp: 'TST-REEMB-1',
  registroAns: '999.101/26-1',
  procedimento: '99000001',
  multiplicador: 2.5,
  valorReferenciaCentavos: 32000,
  coparticipacaoPercentual: 10,
  ...over,
});

const db = () => h.database.db;

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(db(), h.clock, ['plano:escrita']));
});

describe('the procedure table from the operator', () => {
  it('needs a token with plano:escrita', async () => {
    const outro = await tokenDe(h.app, await novoCliente(db(), h.clock, ['rede:escrita']));
    for (const rota of ['plano/procedimentos', 'plano/produtos', 'plano/reembolso'] as const) {
      await exigeEscopo(rota, outro);
    }
  });

  it('creates, leaves unchanged and updates a procedure, its search text following its names', async () => {
    expect(await resultados('plano/procedimentos', [procedimento()])).toEqual(['criado']);
    // The same record, synonyms and segmentations in another order: nothing to write.
    expect(await resultados('plano/procedimentos', [procedimento()])).toEqual(['inalterado']);
    expect(
      await resultados('plano/procedimentos', [
        procedimento({ sinonimos: ['RM de Teste', 'Ressonância'], dut: 'Coberto com pedido médico.' }),
      ]),
    ).toEqual(['atualizado']);
    const [row] = await db().select().from(procedimentos).where(eq(procedimentos.codigo, '99000001'));
    expect(row).toMatchObject({
      dut: 'Coberto com pedido médico.',
      busca: 'ressonancia magnetica de teste rm de teste ressonancia',
      autorizacaoPrevia: true,
    });
  });

  it('refuses a bad record at its index, in Portuguese, and applies the others', async () => {
    const r = await enviar('plano/procedimentos', [
      procedimento({ codigo: '99000002' }),
      procedimento({ codigo: '1234' }),
      { ...procedimento({ codigo: '99000003' }), grupo: 'COSMETICA' },
      procedimento({ codigo: '99000004', sinonimos: ['rm', 'RM'] }),
      procedimento({ codigo: '99000005', segmentacoes: ['AMBULATORIAL', 'AMBULATORIAL'] }),
    ]);
    expect(r.resultados.map((x) => x.resultado)).toEqual(['criado', 'erro', 'erro', 'erro', 'erro']);
    expect(r.resultados[1]).toMatchObject({
      mensagem: M.procedimentoInvalido,
      campos: { codigo: INTEGRACAO_MESSAGES.valorInvalido },
    });
    expect(r.resultados[2]).toMatchObject({
      mensagem: M.procedimentoInvalido,
      campos: { grupo: INTEGRACAO_MESSAGES.valorInvalido },
    });
    recusado(r.resultados[3], M.sinonimoRepetido, 'sinonimos.1');
    recusado(r.resultados[4], M.segmentacaoRepetida, 'segmentacoes.1');
    const codigos = (await db().select({ c: procedimentos.codigo }).from(procedimentos)).map((x) => x.c);
    expect(codigos).not.toContain('99000003');
  });

  it('never answers a 500 or an error without a message to hostile values', async () => {
    const falhas = await falhasComValoresHostis(
      (lote) => put('plano/procedimentos', lote),
      { ...procedimento({ codigo: '99000010' }) },
      'codigo',
    );
    expect(falhas).toEqual([]);
  });
});

describe("a product's rules", () => {
  it('creates, leaves unchanged (rules in another order) and replaces the rules as a whole', async () => {
    expect(await resultados('plano/produtos', [produto()])).toEqual(['criado']);
    const invertido = produto({
      regras: [...produto().regras].reverse(),
      segmentacoes: ['HOSPITALAR', 'AMBULATORIAL'],
    });
    expect(await resultados('plano/produtos', [invertido])).toEqual(['inalterado']);
    expect(
      await resultados('plano/produtos', [
        produto({ regras: [{ grupo: 'EXAMES_SIMPLES', coparticipacao: { valorFixoCentavos: 1500 } }] }),
      ]),
    ).toEqual(['atualizado']);
    const [row] = await db()
      .select()
      .from(planoProdutos)
      .where(eq(planoProdutos.registroAns, '999.101/26-1'));
    const regras = await db()
      .select()
      .from(planoProdutoRegras)
      .where(eq(planoProdutoRegras.produtoId, row!.id));
    expect(regras).toEqual([
      expect.objectContaining({
        grupo: 'EXAMES_SIMPLES',
        coparticipacaoFixaCentavos: 1500,
        procedimentoId: null,
      }),
    ]);
  });

  it('refuses a rule for both or neither, a repeated target, an unknown procedure, an empty co-participation', async () => {
    const r = await enviar('plano/produtos', [
      produto({ registroAns: '999.102/26-0', regras: [{ grupo: 'CONSULTAS', procedimento: '99000001' }] }),
      produto({ registroAns: '999.103/26-0', regras: [{ grupo: 'CONSULTAS' }, { grupo: 'CONSULTAS' }] }),
      produto({ registroAns: '999.104/26-0', regras: [{ procedimento: '99999999' }] }),
      produto({
        registroAns: '999.105/26-0',
        regras: [{ grupo: 'CONSULTAS', coparticipacao: { tetoCentavos: 100 } }],
      }),
      produto({ registroAns: '999.106/26-0', segmentacoes: [] }),
    ]);
    expect(r.resultados.map((x) => x.resultado)).toEqual(['erro', 'erro', 'erro', 'erro', 'erro']);
    recusado(r.resultados[0], M.regraSemAlvo, 'regras.0');
    recusado(r.resultados[1], M.regraRepetida, 'regras.1');
    recusado(r.resultados[2], M.procedimentoDesconhecido(['99999999']), 'regras.0.procedimento');
    recusado(r.resultados[3], M.coparticipacaoVazia, 'regras.0.coparticipacao');
    expect(r.resultados[4]).toMatchObject({ mensagem: M.produtoInvalido });
  });
});

describe('the reimbursement table', () => {
  it('creates a line by multiplier, leaves it unchanged, moves it to a limit, and withdraws it', async () => {
    expect(await resultados('plano/reembolso', [linha()])).toEqual(['criado']);
    expect(await resultados('plano/reembolso', [linha()])).toEqual(['inalterado']);
    const [criada] = await db()
      .select()
      .from(planoReembolsoTabela)
      .where(eq(planoReembolsoTabela.idErp, 'TST-REEMB-1'));
    expect(criada).toMatchObject({
      multiplicadorCentesimos: 250,
      valorReferenciaCentavos: 32000,
      limiteCentavos: null,
    });
    expect(
      await resultados('plano/reembolso', [
        linha({ multiplicador: null, valorReferenciaCentavos: null, limiteCentavos: 60000 }),
      ]),
    ).toEqual(['atualizado']);
    expect(await resultados('plano/reembolso', [{ idErp: 'TST-REEMB-1', removido: true }])).toEqual([
      'atualizado',
    ]);
    expect(await resultados('plano/reembolso', [{ idErp: 'TST-REEMB-1', removido: true }])).toEqual([
      'inalterado',
    ]);
  });

  it('refuses both values or none, a third decimal, an unknown procedure and a second line of one product and procedure', async () => {
    expect(await resultados('plano/reembolso', [linha({ idErp: 'TST-REEMB-2' })])).toEqual(['criado']);
    const r = await enviar('plano/reembolso', [
      linha({ idErp: 'TST-REEMB-3', limiteCentavos: 1000 }),
      linha({ idErp: 'TST-REEMB-4', multiplicador: null, valorReferenciaCentavos: null }),
      linha({ idErp: 'TST-REEMB-5', multiplicador: 2.555 }),
      linha({ idErp: 'TST-REEMB-6', procedimento: '99999999' }),
      linha({ idErp: 'TST-REEMB-7' }),
      linha({ idErp: 'TST-REEMB-2', registroAns: '999.109/26-0' }),
    ]);
    expect(r.resultados.map((x) => x.resultado)).toEqual(['erro', 'erro', 'erro', 'erro', 'erro', 'erro']);
    recusado(r.resultados[0], M.linhaValorUnico, 'limiteCentavos');
    recusado(r.resultados[1], M.linhaValorUnico, 'multiplicador');
    recusado(r.resultados[2], M.multiplicadorCasas, 'multiplicador');
    recusado(r.resultados[3], M.procedimentoDesconhecido(['99999999']), 'procedimento');
    expect(r.resultados[4]).toMatchObject({ mensagem: M.linhaDuplicada });
    recusado(r.resultados[5], M.linhaDeOutroProduto, 'registroAns');
  });
});

describe('the bulk load', () => {
  it('loads the three kinds from one JSONL file, in order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'procedimentos-carga-'));
    try {
      const arquivo = join(dir, 'plano.jsonl');
      const linhas = [
        {
          tipo: 'plano-procedimentos',
          registro: procedimento({ codigo: '99000020', nome: 'Consulta de teste da carga' }),
        },
        {
          tipo: 'plano-produtos',
          registro: produto({
            registroAns: '999.120/26-0',
            regras: [{ procedimento: '99000020', autorizacaoPrevia: true }],
          }),
        },
        {
          tipo: 'plano-reembolso',
          registro: linha({ idErp: 'TST-CARGA-1', registroAns: '999.120/26-0', procedimento: '99000020' }),
        },
      ];
      await writeFile(arquivo, linhas.map((l) => JSON.stringify(l)).join('\n') + '\n');
      const resumo = await importarArquivo({ db: db(), clock: h.clock, arquivo });
      expect(resumo).toMatchObject({ criados: 3, erros: 0 });
      const [l] = await db()
        .select()
        .from(planoReembolsoTabela)
        .where(eq(planoReembolsoTabela.idErp, 'TST-CARGA-1'));
      expect(l).toMatchObject({ registroAns: '999.120/26-0', multiplicadorCentesimos: 250 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))('two batches at once, on PostgreSQL', () => {
  it('the same procedures twice: one row each, created once and unchanged once', async () => {
    const lote = Array.from({ length: 30 }, (_, i) =>
      procedimento({ codigo: `9901${String(i).padStart(4, '0')}`, nome: `Procedimento concorrente ${i}` }),
    );
    const [a, b] = await Promise.all([
      enviar('plano/procedimentos', lote),
      enviar('plano/procedimentos', lote),
    ]);
    const totais = [a.totais, b.totais].map((t) => [t.criados, t.inalterados, t.erros]);
    expect(totais.sort()).toEqual([
      [0, 30, 0],
      [30, 0, 0],
    ]);
    const rows = await db()
      .select({ id: procedimentos.id })
      .from(procedimentos)
      .where(
        inArray(
          procedimentos.codigo,
          lote.map((p) => p.codigo),
        ),
      );
    expect(rows).toHaveLength(30);
  });

  it('two different rule lists of one product: the rules of one of them, never a mix', async () => {
    const um = produto({
      registroAns: '999.130/26-0',
      regras: [{ grupo: 'CONSULTAS', coparticipacao: { percentual: 10 } }],
    });
    const outro = produto({
      registroAns: '999.130/26-0',
      regras: [
        { grupo: 'EXAMES_SIMPLES', coparticipacao: { valorFixoCentavos: 500 } },
        { grupo: 'PARTO_A_TERMO', autorizacaoPrevia: true },
      ],
    });
    for (let rodada = 0; rodada < 5; rodada++) {
      await Promise.all([enviar('plano/produtos', [um]), enviar('plano/produtos', [outro])]);
      const [row] = await db()
        .select()
        .from(planoProdutos)
        .where(eq(planoProdutos.registroAns, '999.130/26-0'));
      const grupos = (
        await db().select().from(planoProdutoRegras).where(eq(planoProdutoRegras.produtoId, row!.id))
      )
        .map((r) => r.grupo)
        .sort();
      expect([['CONSULTAS'], ['EXAMES_SIMPLES', 'PARTO_A_TERMO']]).toContainEqual(grupos);
    }
  });
});
