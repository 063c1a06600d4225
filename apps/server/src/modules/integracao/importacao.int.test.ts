// The bulk load (issue 19, decision 0024 "Carga inicial"): a JSON Lines export applied in batches through
// the batch endpoints' upserts; refused lines in an errors file with their line numbers; a run stopped after
// a committed batch resumes after it; a batch applied twice (a crash between its commit and the progress
// file) changes nothing; a different file under the same name starts over.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRACAO_MESSAGES } from '@portal/domain';
import { protocolosEndpoints } from '@portal/domain/contract/facilidades/protocolos';
import type { DocumentoClinicoErp } from '@portal/domain/contract/integracao/documentos-clinicos';
import type { TituloErp } from '@portal/domain/contract/integracao/integracao';
import type { GuiaErp, ResultadoExameErp } from '@portal/domain/contract/integracao/saude';
import { autorizacoesEndpoints } from '@portal/domain/contract/saude/autorizacoes';
import { receitasAtestadosEndpoints } from '@portal/domain/contract/saude/receitas-atestados';
import { resultadoExamesEndpoints } from '@portal/domain/contract/saude/resultado-exames';
import { guiaNegadaErp } from '@portal/test-support/integracao';
import { tituloItens, titulos } from '../../db/schema/financeiro.js';
import { caixaSaidaNotificacoes } from '../../db/schema/lifecycle.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, contratos } from '../../db/schema/contratos.js';
import { autorizacoes, documentosClinicos, resultadosExame } from '../../db/schema/saude.js';
import { DEMO_CONVENIO } from '../../db/seed/titulos.js';
import { novoPedidoAutorizacao } from '../../test/integracao.js';
import { chamar, getJson } from '../../test/contrato.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import { createTestHarness, DEMO, login, type TestHarness } from '../../test/test-app.js';
import { arquivosDaImportacao, importarArquivo, LOTE_MAXIMO_COM_PDF, type Progresso } from './importacao.js';
import { linhaDeProgresso } from './importacao-progresso.js';

let h: TestHarness;
let pasta: string;
let modelo: TituloErp;

beforeAll(async () => {
  pasta = await mkdtemp(join(tmpdir(), 'importacao-'));
  // The server's storage driver on a folder of the test's own: the PDF kinds' files are counted there.
  await mkdir(join(pasta, 'arquivos'));
  h = await createTestHarness({ env: { STORAGE_DIR: join(pasta, 'arquivos') } });
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

  it('refuses a kind named like an inherited property as any unknown kind, and a rerun goes on', async () => {
    // An object's inherited names: `tipo in {…}` took them for kinds and the run died on that line, every time.
    const herdados = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    const arquivo = await escrever('herdados.jsonl', [
      ...herdados.map((tipo) => linha({}, tipo)),
      linha(titulo('A', 200)),
    ]);
    const fim = await importarArquivo({ db: h.database.db, arquivo });
    expect(fim).toMatchObject({ linhas: herdados.length + 1, criados: 1, erros: herdados.length });
    const recusados = await erros(arquivo);
    expect(recusados.map((e) => e.linha)).toEqual(herdados.map((_, i) => i + 1));
    for (const e of recusados) expect(e.mensagem).toMatch(/^Tipo desconhecido; use um de: titulos/);
    expect(await importarArquivo({ db: h.database.db, arquivo, recomecar: true })).toMatchObject({
      inalterados: 1,
      erros: herdados.length,
    });
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

  it('loads guides, exam results and prescriptions with their PDFs, e-mails nobody, and again changes nothing', async () => {
    const db = h.database.db;
    const maria = await login(h.app, DEMO.maria);
    const mariaErp = (
      await db
        .select({ idErp: beneficiarios.idErp })
        .from(beneficiarios)
        .innerJoin(pessoas, eq(pessoas.id, beneficiarios.pessoaId))
        .where(and(eq(pessoas.cpf, DEMO.maria), eq(beneficiarios.tipo, 'TITULAR')))
    )[0]!.idErp!;
    // A guide answering Maria's own authorisation request: through the API its filer gets an e-mail.
    const protocolo = await novoPedidoAutorizacao(db, h.clock, DEMO.maria);
    const [carta, laudo, receitaPdf] = await Promise.all([
      samplePdf('Carta de negativa'),
      samplePdf('Laudo'),
      samplePdf('Receita'),
    ]);
    const b64 = (bytes: Buffer) => bytes.toString('base64');
    const medico = { nome: 'Dra. Ana Ribeiro', crm: '123456', uf: 'SP' };
    const guia: GuiaErp = {
      ...guiaNegadaErp({
        idGuia: '910000001',
        beneficiarioIdErp: mariaErp,
        cartaNegativaPdfBase64: b64(carta),
      }),
      protocolo,
    };
    const exame: ResultadoExameErp = {
      idErp: 'IMP-EXA-1',
      beneficiarioIdErp: mariaErp,
      exame: 'Glicemia de jejum',
      codigoTuss: '40302040',
      dataRealizacao: '2026-03-04',
      laboratorio: 'Laboratório Vale Verde',
      situacao: 'DISPONIVEL',
      laudoPdfBase64: b64(laudo),
    };
    const receita: DocumentoClinicoErp = {
      idErp: 'IMP-DOC-1',
      beneficiarioIdErp: mariaErp,
      tipo: 'RECEITA',
      titulo: 'Receita da carga inicial',
      dataEmissao: '2026-03-05',
      medico,
      validade: '2026-04-04',
      documentoPdfBase64: b64(receitaPdf),
    };
    const arquivo = await escrever('saude.jsonl', [
      linha(guia, 'autorizacoes'),
      linha(exame, 'resultados-exame'),
      linha({ ...exame, idErp: 'IMP-EXA-2', laudoPdfBase64: b64(samplePng()) }, 'resultados-exame'),
      linha(receita, 'documentos-clinicos'),
    ]);
    // The local driver keeps each file with a `.meta.json` beside it: count the files themselves.
    const guardadosNaPasta = async () =>
      (await readdir(join(pasta, 'arquivos'), { recursive: true, withFileTypes: true })).filter(
        (e) => e.isFile() && !e.name.endsWith('.meta.json'),
      ).length;
    const antes = await guardadosNaPasta();
    const fim = await importarArquivo({ db, arquivo, storage: h.app.storage, clock: h.clock });
    expect(fim).toMatchObject({ criados: 3, atualizados: 0, inalterados: 0, erros: 1 });
    expect(await guardadosNaPasta()).toBe(antes + 3);
    // The PNG sent as a report: its line, kind, id and the endpoint's message on the field.
    expect(await erros(arquivo)).toEqual([
      {
        linha: 3,
        tipo: 'resultados-exame',
        idErp: 'IMP-EXA-2',
        mensagem: INTEGRACAO_MESSAGES.arquivoNaoEhPdf,
        campos: { laudoPdfBase64: INTEGRACAO_MESSAGES.arquivoNaoEhPdf },
      },
    ]);

    // Maria downloads each file byte-equal, through her own screens' calls.
    const negativa = await chamar(maria, autorizacoesEndpoints.negativa, { params: { idGuia: '910000001' } });
    expect(negativa.statusCode).toBe(200);
    expect(negativa.rawPayload.equals(carta)).toBe(true);
    const exames = await getJson(maria, resultadoExamesEndpoints.resultados, {
      query: { cpf: DEMO.maria, dataRealizacaoInicial: '01/03/2026', dataRealizacaoFinal: '10/03/2026' },
    });
    const visto = exames.resultados.find((r) => r.exame === 'Glicemia de jejum')!;
    const baixado = await chamar(maria, resultadoExamesEndpoints.download, {
      body: { cpf: DEMO.maria, chaves: [visto.chave] },
    });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(laudo)).toBe(true);
    const documentos = await getJson(maria, receitasAtestadosEndpoints.documentos, {
      query: { cpf: DEMO.maria },
    });
    const doc = documentos.documentos.find((d) => d.titulo === 'Receita da carga inicial')!;
    const aberto = await chamar(maria, receitasAtestadosEndpoints.documento, { params: { id: doc.id } });
    expect(aberto.statusCode).toBe(200);
    expect(aberto.rawPayload.equals(receitaPdf)).toBe(true);

    // The request's history has the guide's step (the member reads it in Protocolos) — and no e-mail left.
    const detalhe = await getJson(maria, protocolosEndpoints.detalhe, { body: { protocolo } });
    expect(detalhe.historico.map((a) => a.titulo)).toContain('Guia 910000001: Negada');
    await h.app.notify.drain();
    const avisos = await db
      .select()
      .from(caixaSaidaNotificacoes)
      .where(like(caixaSaidaNotificacoes.assunto, `%${protocolo}%`));
    expect(avisos).toEqual([]);

    // The same file again from the start: unchanged, no file written, the stored keys kept.
    const chaves = async () => [
      ...(await db
        .select({ chave: autorizacoes.cartaNegativaChave })
        .from(autorizacoes)
        .where(eq(autorizacoes.idGuia, '910000001'))),
      ...(await db
        .select({ chave: resultadosExame.arquivoChave })
        .from(resultadosExame)
        .where(eq(resultadosExame.idErp, 'IMP-EXA-1'))),
      ...(await db
        .select({ chave: documentosClinicos.arquivoChave })
        .from(documentosClinicos)
        .where(eq(documentosClinicos.idErp, 'IMP-DOC-1'))),
    ];
    const antesDenovo = await chaves();
    const denovo = await importarArquivo({
      db,
      arquivo,
      storage: h.app.storage,
      clock: h.clock,
      recomecar: true,
    });
    expect(denovo).toMatchObject({ criados: 0, atualizados: 0, inalterados: 3, erros: 1 });
    expect(await guardadosNaPasta()).toBe(antes + 3);
    expect(await chaves()).toEqual(antesDenovo);
  });

  it('takes at most 100 records of a PDF kind in a batch', async () => {
    const mariaErp = modelo.itens[0]!.beneficiarioIdErp;
    const resultado = (n: number) => ({
      idErp: `IMP-EXA-LOTE-${n}`,
      beneficiarioIdErp: mariaErp,
      exame: 'Hemograma',
      codigoTuss: '40304361',
      dataRealizacao: '2026-02-10',
      laboratorio: 'Laboratório Vale Verde',
      situacao: 'INDISPONIVEL',
    });
    const arquivo = await escrever(
      'exames.jsonl',
      Array.from({ length: 101 }, (_, n) => linha(resultado(n), 'resultados-exame')),
    );
    const avancos: Progresso[] = [];
    const fim = await importarArquivo({
      db: h.database.db,
      arquivo,
      storage: h.app.storage,
      aoAvancar: (p) => avancos.push(p),
    });
    expect(fim).toMatchObject({ criados: 101, erros: 0 });
    expect(avancos.map((p) => p.linhas)).toEqual([LOTE_MAXIMO_COM_PDF, 101]);
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
      porTipo: {},
    };
    expect(linhaDeProgresso(p, 50)).toBe(
      '50,0% · 150.000 linhas · 2.000 linhas/s · falta ~2 min · recusados 10',
    );
  });
});
