// Waiting periods and CPTs from the operator (issue 41, part A, decision 0048): the scope; each kind created →
// unchanged → updated → withdrawn; refusals in Portuguese at their index beside applied records (an unknown
// beneficiary, a period beyond the law's maximum for its group or a CPT beyond 24 months, an end before the
// start, a day the calendar lacks, a record moving to another beneficiary or group); hostile values answered
// with a message each; the JSONL bulk load of both kinds; and, on PostgreSQL, the same batch sent twice at once.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { INTEGRACAO_CARENCIAS_MESSAGES as M } from '@portal/domain/contract/integracao/carencias';
import { beneficiarios } from '../../db/schema/contratos.js';
import { carencias, coberturasParciaisTemporarias } from '../../db/schema/plano.js';
import { pessoaIdDe } from '../../test/demo-ids.js';
import { falhasComValoresHostis, lotes, novoCliente, recusado, tokenDe } from '../../test/integracao.js';
import { DEMO, withDemo, type TestHarness } from '../../test/test-app.js';
import { testPostgresUrl } from '../../test/test-database.js';
import { importarArquivo } from './importacao.js';

let h: TestHarness;
let token: string;
let outroToken: string;
const demo = withDemo();
const db = () => h.database.db;

type Rota = 'plano/carencias' | 'plano/coberturas-parciais';
const { put, enviar, resultados, exigeEscopo } = lotes<Rota>(
  () => ({ app: h.app, token }),
  (rota) => (rota === 'plano/carencias' ? 'carencias' : 'coberturasParciais'),
);

/** Roberto's and Carlos's memberships as the ERP knows them. */
let roberto: string;
let carlos: string;
const idErpDe = async (cpf: string) => {
  const [row] = await db()
    .select({ idErp: beneficiarios.idErp })
    .from(beneficiarios)
    .where(eq(beneficiarios.pessoaId, await pessoaIdDe(db(), cpf)));
  return row!.idErp!;
};

const carencia = (over: Record<string, unknown> = {}) => ({
  idErp: 'TST-CAR-1',
  beneficiarioIdErp: roberto,
  grupo: 'INTERNACOES_CIRURGIAS',
  inicio: '2026-01-10',
  fim: '2026-07-09',
  ...over,
});
const cpt = (over: Record<string, unknown> = {}) => ({
  idErp: 'TST-CPT-1',
  beneficiarioIdErp: roberto,
  condicao: 'Hérnia de disco lombar',
  cid: 'M51.1',
  inicio: '2026-01-10',
  fim: '2028-01-10',
  restricoes: ['EVENTOS_CIRURGICOS', 'PROCEDIMENTOS_ALTA_COMPLEXIDADE'],
  ...over,
});

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(db(), h.clock, ['plano:escrita']));
  outroToken = await tokenDe(h.app, await novoCliente(db(), h.clock, ['rede:escrita']));
  roberto = await idErpDe(DEMO.roberto);
  carlos = await idErpDe(DEMO.carlos);
});

describe('PUT /plano/carencias and /plano/coberturas-parciais', () => {
  it('ask for the plano:escrita scope', async () => {
    await exigeEscopo('plano/carencias', outroToken);
    await exigeEscopo('plano/coberturas-parciais', outroToken);
  });

  it('a waiting period: created, the same again unchanged, a new end updated, withdrawn, withdrawn again unchanged', async () => {
    expect(await resultados('plano/carencias', [carencia()])).toEqual(['criado']);
    expect(await resultados('plano/carencias', [carencia()])).toEqual(['inalterado']);
    expect(await resultados('plano/carencias', [carencia({ fim: '2026-06-01' })])).toEqual(['atualizado']);
    const [linha] = await db().select().from(carencias).where(eq(carencias.idErp, 'TST-CAR-1'));
    expect(linha).toMatchObject({ grupo: 'INTERNACOES_CIRURGIAS', inicio: '2026-01-10', fim: '2026-06-01' });
    expect(await resultados('plano/carencias', [{ idErp: 'TST-CAR-1', removido: true }])).toEqual([
      'atualizado',
    ]);
    expect(await db().select().from(carencias).where(eq(carencias.idErp, 'TST-CAR-1'))).toEqual([]);
    expect(await resultados('plano/carencias', [{ idErp: 'TST-CAR-1', removido: true }])).toEqual([
      'inalterado',
    ]);
  });

  it('refuses, each at its index and beside the applied ones, what the law or the records do not allow', async () => {
    await enviar('plano/carencias', [carencia({ idErp: 'TST-CAR-2' })]);
    const { resultados: r, totais } = await enviar('plano/carencias', [
      carencia({ idErp: 'TST-CAR-3', grupo: 'CONSULTAS', fim: '2026-07-10' }), // 181 days
      carencia({ idErp: 'TST-CAR-4', grupo: 'URGENCIA_EMERGENCIA', fim: '2026-01-12' }), // 48 hours
      carencia({ idErp: 'TST-CAR-5', grupo: 'PARTO_A_TERMO', fim: '2026-11-06' }), // 300 days: allowed
      carencia({ idErp: 'TST-CAR-6', fim: '2026-01-09' }), // before the start
      carencia({ idErp: 'TST-CAR-7', fim: '2026-02-31' }),
      carencia({ idErp: 'TST-CAR-8', beneficiarioIdErp: 'BEN-QUE-NAO-EXISTE' }),
      carencia({ idErp: 'TST-CAR-2', grupo: 'CONSULTAS' }), // a stored one changing group
      carencia({ idErp: 'TST-CAR-2', beneficiarioIdErp: carlos }), // repeated in the batch
      carencia({ idErp: 'TST-CAR-9', grupo: 'PLANO_INTEIRO' }),
      carencia({ idErp: 'TST-CAR-10', nota: 'campo a mais' }),
    ]);
    recusado(r[0], 'A carência de Consultas não pode passar de 180 dias (Lei 9.656/98, art. 12, V).', 'fim');
    recusado(
      r[1],
      'A carência de Urgência e emergência não pode passar de 24 horas (Lei 9.656/98, art. 12, V).',
      'fim',
    );
    expect(r[2]).toMatchObject({ resultado: 'criado', idErp: 'TST-CAR-5' });
    recusado(r[3], 'O fim da carência não pode ser anterior ao início.', 'fim');
    recusado(r[4], M.carenciaInvalida, 'fim', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[5], M.beneficiarioDesconhecido, 'beneficiarioIdErp');
    recusado(r[6], M.naoMudaDeGrupo, 'grupo');
    recusado(r[7], INTEGRACAO_MESSAGES.idErpRepetido, 'idErp');
    recusado(r[8], M.carenciaInvalida, 'grupo', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[9], M.carenciaInvalida, 'nota', INTEGRACAO_MESSAGES.campoDesconhecido);
    expect(totais).toMatchObject({ criados: 1, erros: 9 });
    // Nothing half-written: TST-CAR-2 is as it was, the refused ones are not there.
    const guardadas = await db()
      .select()
      .from(carencias)
      .where(eq(carencias.beneficiarioId, (await linhaDe('TST-CAR-2')).beneficiarioId));
    expect(guardadas.filter((c) => c.idErp.startsWith('TST-')).map((c) => [c.idErp, c.grupo])).toEqual(
      expect.arrayContaining([
        ['TST-CAR-2', 'INTERNACOES_CIRURGIAS'],
        ['TST-CAR-5', 'PARTO_A_TERMO'],
      ]),
    );
    expect(guardadas.filter((c) => c.idErp.startsWith('TST-'))).toHaveLength(2);
  });

  it('a record never moves to another beneficiary; one without its fields is refused field by field', async () => {
    const [mudou, incompleto] = (
      await enviar('plano/carencias', [
        carencia({ idErp: 'TST-CAR-2', beneficiarioIdErp: carlos }),
        { idErp: 'TST-CAR-11', grupo: 'CONSULTAS' },
      ])
    ).resultados;
    recusado(mudou, M.naoMudaDeBeneficiario, 'beneficiarioIdErp');
    expect(incompleto).toMatchObject({
      resultado: 'erro',
      mensagem: M.carenciaInvalida,
      campos: {
        beneficiarioIdErp: INTEGRACAO_MESSAGES.campoObrigatorio,
        inicio: INTEGRACAO_MESSAGES.campoObrigatorio,
        fim: INTEGRACAO_MESSAGES.campoObrigatorio,
      },
    });
  });

  it('a CPT: created, the same restrictions in another order unchanged, at most 24 months, a CID of its shape', async () => {
    expect(await resultados('plano/coberturas-parciais', [cpt()])).toEqual(['criado']);
    const invertida = cpt({ restricoes: ['PROCEDIMENTOS_ALTA_COMPLEXIDADE', 'EVENTOS_CIRURGICOS'] });
    expect(await resultados('plano/coberturas-parciais', [invertida])).toEqual(['inalterado']);
    expect(await resultados('plano/coberturas-parciais', [cpt({ cid: null })])).toEqual(['atualizado']);
    const [linha] = await db()
      .select()
      .from(coberturasParciaisTemporarias)
      .where(eq(coberturasParciaisTemporarias.idErp, 'TST-CPT-1'));
    expect(linha).toMatchObject({ condicao: 'Hérnia de disco lombar', cid: null, fim: '2028-01-10' });
    const r = (
      await enviar('plano/coberturas-parciais', [
        cpt({ idErp: 'TST-CPT-2', fim: '2028-01-11' }),
        cpt({ idErp: 'TST-CPT-3', cid: 'hérnia' }),
        cpt({ idErp: 'TST-CPT-4', restricoes: [] }),
        cpt({ idErp: 'TST-CPT-5', restricoes: ['TUDO'] }),
        cpt({ idErp: 'TST-CPT-6', condicao: '   ' }),
      ])
    ).resultados;
    recusado(
      r[0],
      'A cobertura parcial temporária não pode passar de 24 meses (Lei 9.656/98, art. 11; RN 558/2022).',
      'fim',
    );
    recusado(r[1], M.cptInvalida, 'cid', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[2], M.cptInvalida, 'restricoes', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[3], M.cptInvalida, 'restricoes.0', INTEGRACAO_MESSAGES.valorInvalido);
    recusado(r[4], M.cptInvalida, 'condicao', INTEGRACAO_MESSAGES.valorInvalido);
    expect(await resultados('plano/coberturas-parciais', [{ idErp: 'TST-CPT-1', removido: true }])).toEqual([
      'atualizado',
    ]);
  });

  it('hostile values in every field: answered, each refusal with its message', async () => {
    expect(
      await falhasComValoresHostis((lote) => put('plano/carencias', lote), carencia({ idErp: 'TST-H' })),
    ).toEqual([]);
    expect(
      await falhasComValoresHostis(
        (lote) => put('plano/coberturas-parciais', lote),
        cpt({ idErp: 'TST-HC' }),
      ),
    ).toEqual([]);
  });

  it('the JSONL bulk load reads both kinds, and a second run changes nothing', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'carencias-'));
    try {
      const arquivo = join(pasta, 'carga.jsonl');
      const linhas = [
        {
          tipo: 'plano-carencias',
          registro: carencia({ idErp: 'TST-IMP-1', grupo: 'CONSULTAS', fim: '2026-03-01' }),
        },
        { tipo: 'plano-carencias', registro: carencia({ idErp: 'TST-IMP-2', fim: '2027-01-01' }) },
        { tipo: 'plano-coberturas-parciais', registro: cpt({ idErp: 'TST-IMP-3' }) },
      ];
      await writeFile(arquivo, linhas.map((l) => JSON.stringify(l)).join('\n') + '\n');
      const fim = await importarArquivo({ db: db(), clock: h.clock, arquivo });
      expect(fim).toMatchObject({ linhas: 3, criados: 2, erros: 1 });
      const denovo = await importarArquivo({ db: db(), clock: h.clock, arquivo, recomecar: true });
      expect(denovo).toMatchObject({ linhas: 3, criados: 0, inalterados: 2, erros: 1 });
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(testPostgresUrl()))(
  'two batches of the same waiting periods at once, on PostgreSQL',
  () => {
    it('one row each: created once and unchanged once', async () => {
      const lote = Array.from({ length: 20 }, (_, i) =>
        carencia({
          idErp: `TST-PG-${i}`,
          grupo: 'CONSULTAS',
          fim: `2026-02-${String(i + 1).padStart(2, '0')}`,
        }),
      );
      const [a, b] = await Promise.all([enviar('plano/carencias', lote), enviar('plano/carencias', lote)]);
      expect([a.totais, b.totais].map((t) => [t.criados, t.inalterados, t.erros]).sort()).toEqual([
        [0, 20, 0],
        [20, 0, 0],
      ]);
      const linhas = await db()
        .select()
        .from(carencias)
        .where(eq(carencias.beneficiarioId, (await linhaDe('TST-PG-0')).beneficiarioId));
      expect(linhas.filter((c) => c.idErp.startsWith('TST-PG-'))).toHaveLength(20);
    });
  },
);

async function linhaDe(idErp: string) {
  const [linha] = await db().select().from(carencias).where(eq(carencias.idErp, idErp));
  return linha!;
}
