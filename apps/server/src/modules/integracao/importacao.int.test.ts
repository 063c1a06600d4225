// The bulk load (issue 19, decision 0024 "Carga inicial"): a JSON Lines export applied in batches through
// the batch endpoints' upserts; refused lines in an errors file with their line numbers; a run stopped after
// a committed batch resumes after it; a batch applied twice (a crash between its commit and the progress
// file) changes nothing; a different file under the same name starts over.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import type { TituloErp } from '@portal/domain/contract/integracao/integracao';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { beneficiarios, contratos } from '../../db/schema/plans.js';
import { DEMO_CONVENIO } from '../../db/seed/titulos.js';
import { createTestHarness, type TestHarness } from '../../test/test-app.js';
import { arquivosDaImportacao, importarArquivo, type Progresso } from './importacao.js';
import { linhaDeProgresso } from './importacao-progresso.js';

let h: TestHarness;
let pasta: string;
let modelo: TituloErp;

beforeAll(async () => {
  h = await createTestHarness();
  pasta = await mkdtemp(join(tmpdir(), 'importacao-'));
  // One stored bill of a demo contract, as the ERP would send it: the model of the file's bills.
  const db = h.database.db;
  const [titulo] = await db.select().from(titulos).orderBy(asc(titulos.id)).limit(1);
  const [contrato] = await db.select().from(contratos).where(eq(contratos.id, titulo!.contratoId));
  const [item] = await db
    .select({ item: tituloItens, idErp: beneficiarios.idErp })
    .from(tituloItens)
    .innerJoin(beneficiarios, eq(beneficiarios.id, tituloItens.beneficiarioId))
    .where(eq(tituloItens.tituloId, titulo!.id))
    .limit(1);
  modelo = {
    idErp: '',
    contratoIdErp: contrato!.idErp!,
    competencia: '',
    vencimento: '',
    valorCentavos: item!.item.valorCentavos,
    situacao: 'PENDENTE',
    valorPagoCentavos: null,
    dataPagamento: null,
    nossoNumero: '',
    itens: [
      {
        bloco: item!.item.bloco,
        beneficiarioIdErp: item!.idErp!,
        descricao: item!.item.descricao,
        data: item!.item.data,
        valorCentavos: item!.item.valorCentavos,
      },
    ],
  };
});
afterAll(async () => {
  await rm(pasta, { recursive: true, force: true });
  await h.close();
});

/**
 * Bill number `n` of a series: its own competence (series A months from January 1980, series B from
 * January 1990: one bill per competence of the contract), ERP id and nosso número.
 */
function titulo(serie: 'A' | 'B', n: number): TituloErp {
  const mes = n + (serie === 'A' ? 0 : 120);
  const competencia = `${1980 + Math.floor(mes / 12)}-${String((mes % 12) + 1).padStart(2, '0')}`;
  return {
    ...modelo,
    idErp: `IMP-${serie}-${n}`,
    competencia,
    vencimento: `${competencia}-10`,
    nossoNumero: `${DEMO_CONVENIO}${serie === 'A' ? '71' : '72'}${String(n).padStart(8, '0')}`,
  };
}

const linha = (registro: unknown, tipo = 'titulos') => JSON.stringify({ tipo, registro });

async function escrever(nome: string, linhas: string[]): Promise<string> {
  const arquivo = join(pasta, nome);
  await writeFile(arquivo, `${linhas.join('\n')}\n`);
  return arquivo;
}

const guardados = async (serie: string) =>
  (
    await h.database.db
      .select({ idErp: titulos.idErp })
      .from(titulos)
      .where(like(titulos.idErp, `IMP-${serie}-%`))
  ).length;

const erros = async (arquivo: string) =>
  (await readFile(arquivosDaImportacao(arquivo).erros, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { linha: number; tipo: string | null; mensagem: string; idErp?: string });

describe('integracao:importar', () => {
  it('applies every valid line in batches and lists each refused line with its number and message', async () => {
    const linhas = Array.from({ length: 70 }, (_, n) => linha(titulo('A', n)));
    linhas.splice(10, 0, '{ isto não é json');
    linhas.splice(40, 0, linha({}, 'planetas'));
    linhas.push(linha({ ...titulo('A', 70), valorCentavos: 1 }));
    const arquivo = await escrever('a.jsonl', linhas);
    const avancos: Progresso[] = [];
    const fim = await importarArquivo({
      db: h.database.db,
      arquivo,
      tamanhoLote: 25,
      aoAvancar: (p) => avancos.push(p),
    });
    expect(fim).toMatchObject({ linhas: 73, criados: 70, atualizados: 0, inalterados: 0, erros: 3 });
    expect(fim.bytes).toBe(fim.total);
    expect(await guardados('A')).toBe(70);
    // 71 records in batches of at most 25 (25, 25, 21); the last one reaches the end of the file.
    expect(avancos).toHaveLength(3);
    expect(avancos.at(-1)!.linhas).toBe(73);
    const recusados = await erros(arquivo);
    expect(recusados.map((e) => e.linha)).toEqual([11, 41, 73]);
    expect(recusados[0]!.mensagem).toBe('Linha que não é JSON.');
    expect(recusados[1]!.mensagem).toMatch(/^Tipo desconhecido; use um de: titulos/);
    expect(recusados[2]).toMatchObject({
      tipo: 'titulos',
      idErp: 'IMP-A-70',
      mensagem: INTEGRACAO_MESSAGES.somaItensDiferente,
    });

    // The same file again, from the start: nothing changes, the refused lines are listed once more.
    const denovo = await importarArquivo({ db: h.database.db, arquivo, recomecar: true });
    expect(denovo).toMatchObject({ criados: 0, atualizados: 0, inalterados: 70, erros: 3 });
    expect(await erros(arquivo)).toHaveLength(3);
    expect(await guardados('A')).toBe(70);
  });

  it('resumes after the last committed batch when a run stops, and a repeated batch changes nothing', async () => {
    const arquivo = await escrever(
      'b.jsonl',
      Array.from({ length: 60 }, (_, n) => linha(titulo('B', n))),
    );
    // The run dies right after its first batch committed (and its progress was written).
    await expect(
      importarArquivo({
        db: h.database.db,
        arquivo,
        tamanhoLote: 20,
        aoAvancar: () => {
          throw new Error('processo morto');
        },
      }),
    ).rejects.toThrow('processo morto');
    expect(await guardados('B')).toBe(20);

    const retomada = await importarArquivo({ db: h.database.db, arquivo, tamanhoLote: 20 });
    expect(retomada).toMatchObject({ retomadas: 20, linhas: 60, criados: 60, inalterados: 0, erros: 0 });
    expect(await guardados('B')).toBe(60);

    // A crash between a batch's commit and its progress line: the progress says line 40, so the third batch
    // runs again — and answers inalterado for each of its records.
    const caminho = arquivosDaImportacao(arquivo).progresso;
    const marca = JSON.parse(await readFile(caminho, 'utf8')) as { linha: number };
    await writeFile(caminho, JSON.stringify({ ...marca, linha: 40 }));
    const repetida = await importarArquivo({ db: h.database.db, arquivo, tamanhoLote: 20 });
    expect(repetida).toMatchObject({ retomadas: 40, criados: 60, inalterados: 20 });
    expect(await guardados('B')).toBe(60);
  });

  it('a write that fails inside a batch costs that record only: the batch is redone record by record', async () => {
    // Two new bills sharing a nosso número: their rules pass, the database's unique key refuses the second.
    const primeiro = titulo('B', 90);
    const arquivo = await escrever('d.jsonl', [
      linha(titulo('B', 89)),
      linha(primeiro),
      linha({ ...titulo('B', 91), nossoNumero: primeiro.nossoNumero }),
      linha(titulo('B', 92)),
    ]);
    const fim = await importarArquivo({ db: h.database.db, arquivo });
    expect(fim).toMatchObject({ criados: 3, erros: 1 });
    expect(await erros(arquivo)).toEqual([
      { linha: 3, tipo: 'titulos', idErp: 'IMP-B-91', mensagem: INTEGRACAO_MESSAGES.nossoNumeroOcupado },
    ]);
    const gravados = await h.database.db
      .select({ idErp: titulos.idErp })
      .from(titulos)
      .where(inArray(titulos.idErp, ['IMP-B-89', 'IMP-B-90', 'IMP-B-91', 'IMP-B-92']));
    expect(gravados.map((t) => t.idErp).sort()).toEqual(['IMP-B-89', 'IMP-B-90', 'IMP-B-92']);
  });

  it('starts over when the file under that name changed', async () => {
    const arquivo = await escrever('c.jsonl', [linha(titulo('B', 0))]);
    await importarArquivo({ db: h.database.db, arquivo });
    await escrever('c.jsonl', [linha(titulo('B', 0)), linha(titulo('B', 1))]);
    const fim = await importarArquivo({ db: h.database.db, arquivo });
    expect(fim).toMatchObject({ retomadas: 0, linhas: 2, inalterados: 2, criados: 0 });
  });

  it('takes uses and adjustments too: created, then unchanged from the start', async () => {
    const uso = (n: number) => ({
      idErp: `IMP-UTI-${n}`,
      beneficiarioIdErp: modelo.itens[0]!.beneficiarioIdErp,
      data: `2026-01-1${n}`,
      tipo: 'EXAME',
      prestador: 'Laboratório Vale Verde',
      codigoTuss: '40304361',
      procedimento: 'Hemograma completo',
      quantidade: 1,
      coparticipacaoCentavos: 1_200,
    });
    const reajuste = {
      idErp: 'IMP-REA-1',
      contratoIdErp: modelo.contratoIdErp,
      dataAplicacao: '1999-05-01',
      tipo: 'ANUAL_ANS',
      referencia: 'Maio/1999 a abril/2000',
      percentualPontosBase: 500,
      mensalidadeAnteriorCentavos: 10_000,
      mensalidadeNovaCentavos: 10_500,
    };
    const arquivo = await escrever('financeiro.jsonl', [
      linha(uso(1), 'utilizacoes'),
      linha(uso(2), 'utilizacoes'),
      linha(reajuste, 'reajustes'),
    ]);
    expect(await importarArquivo({ db: h.database.db, arquivo })).toMatchObject({ criados: 3, erros: 0 });
    expect(await importarArquivo({ db: h.database.db, arquivo, recomecar: true })).toMatchObject({
      criados: 0,
      inalterados: 3,
      erros: 0,
    });
  });

  it('prints how far, how fast and how long is left', () => {
    const p: Progresso = {
      linhas: 150_000,
      bytes: 30_000_000,
      total: 60_000_000,
      criados: 149_990,
      atualizados: 0,
      inalterados: 0,
      erros: 10,
      retomadas: 50_000,
      bytesRetomados: 10_000_000,
    };
    expect(linhaDeProgresso(p, 50)).toBe(
      '50,0% · 150.000 linhas · 2.000 linhas/s · falta ~2 min · recusados 10',
    );
  });
});
