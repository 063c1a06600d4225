// The documents a PENDENTE reimbursement asks for, sent by the member (issue 39, decision 0017): the
// operator (here through the integration API) puts it in PENDENTE with the reason, the member sends files,
// the request goes back to ANALISE through the reimbursement table — with the files kept as "enviados
// depois", the protocol's history step, the member's audit and the integration event; a repeat with the
// same key changes nothing; anything else but PENDENTE is 409; bad input is 400 with nothing stored; who
// may send is who may see the request's files. Two sends at once: exactly one moves it (PGlite queues them;
// with TEST_DATABASE_URL, PostgreSQL really races them).
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCEIRO_MESSAGES, MESSAGES, tooManyFiles } from '@portal/domain';
import {
  reembolsoEndpoints,
  type ArquivoReembolso,
  type DocumentosEnviados,
} from '@portal/domain/contract/financeiro/reembolso';
import { auditoria } from '../../db/schema/audit.js';
import { beneficiarios, carteiras } from '../../db/schema/contratos.js';
import { integracaoEventos } from '../../db/schema/integracao-eventos.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { protocoloAndamentos, protocolos } from '../../db/schema/protocolos.js';
import { reembolsoArquivos, reembolsoEnvios, reembolsos } from '../../db/schema/reembolso.js';
import { SEED_ARQUIVOS } from '../../db/seed/reembolsos.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { newProtocolo, prazoNaoAssistencial } from '../../shared-domain/protocolo.js';
import { chamar, getJson } from '../../test/contrato.js';
import { corpoDe, mudarSituacao, novoCliente, tokenDe } from '../../test/integracao.js';
import type { MultipartFilePart } from '../../test/multipart.js';
import { postDocumentos, storedFiles } from '../../test/reembolso.js';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files.js';
import type { TestAgent } from '../../test/test-agent.js';
import { DEMO, login, withDemo, type TestHarness } from '../../test/test-app.js';
import { UPLOADS_SEM_TETO } from '../../test/uploads.js';
import { ANDAMENTO_DOCUMENTOS_ENVIADOS } from './reembolso-documentos.js';

const MOTIVO = 'Envie a nota fiscal legível, com o CNPJ do prestador.';
const storageDir = join(tmpdir(), `reembolso-documentos-${process.pid}-${Date.now()}`);
const demo = withDemo({ env: { STORAGE_DIR: storageDir, ...UPLOADS_SEM_TETO } });
let h: TestHarness;
let token: string;

beforeAll(async () => {
  h = demo.h;
  token = await tokenDe(h.app, await novoCliente(h.database.db, h.clock, ['solicitacoes:escrita']));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

/**
 * A new reimbursement of the person with this CPF (a copy of one of Maria's, on the person's own card),
 * filed by Maria, then put in PENDENTE by the operator's system with the reason.
 */
async function reembolsoPendente(cpf: string = DEMO.maria): Promise<string> {
  const { db } = h.database;
  const [modelo] = await db
    .select({ row: reembolsos })
    .from(reembolsos)
    .innerJoin(pessoas, eq(pessoas.id, reembolsos.pessoaId))
    .where(eq(pessoas.cpf, DEMO.maria))
    .limit(1);
  const [alvo] = await db
    .select({ pessoaId: pessoas.id, carteiraId: carteiras.id })
    .from(pessoas)
    .innerJoin(beneficiarios, eq(beneficiarios.pessoaId, pessoas.id))
    .innerJoin(carteiras, eq(carteiras.beneficiarioId, beneficiarios.id))
    .where(eq(pessoas.cpf, cpf))
    .limit(1);
  const { id: _id, ...dados } = modelo!.row;
  const protocolo = await db.transaction(async (tx) => {
    const novo = await newProtocolo(tx, {
      clock: h.clock,
      tipo: 'REEMBOLSO',
      pessoaId: alvo!.pessoaId,
      solicitantePessoaId: dados.solicitadoPorPessoaId,
      prazoResposta: prazoNaoAssistencial(h.clock()),
    });
    await tx.insert(reembolsos).values({
      ...dados,
      pessoaId: alvo!.pessoaId,
      carteiraId: alvo!.carteiraId,
      protocolo: novo,
      situacao: 'SOLICITADO',
      motivoSituacao: null,
      valorPagoCentavos: null,
      dataPagamento: null,
      chaveIdempotencia: randomUUID(),
    });
    const [row] = await tx
      .select({ id: reembolsos.id })
      .from(reembolsos)
      .where(eq(reembolsos.protocolo, novo));
    // The filing's own receipt (the seed's stored PDF).
    await tx.insert(reembolsoArquivos).values({
      id: randomUUID(),
      reembolsoId: row!.id,
      grupo: 'notaFiscais',
      nome: 'Recibo da consulta.pdf',
      chave: SEED_ARQUIVOS.reciboPdf.chave,
      tamanhoBytes: 100,
      contentType: SEED_ARQUIVOS.reciboPdf.contentType,
    });
    return novo;
  });
  await situacao(protocolo, { situacao: 'PENDENTE', motivo: MOTIVO });
  return protocolo;
}

/** The operator's system changes the status (expects 200). */
async function situacao(protocolo: string, mudanca: object): Promise<void> {
  const r = await mudarSituacao(
    h.app,
    token,
    '/integracao/v1/reembolsos/{protocolo}/situacao',
    protocolo,
    mudanca,
  );
  expect(r.response.status, JSON.stringify(corpoDe(r))).toBe(200);
}

const recibo = async (): Promise<MultipartFilePart> => ({
  field: 'notaFiscais',
  fileName: 'nota-legivel.pdf',
  bytes: await samplePdf('Nota fiscal legível'),
});
const senha: MultipartFilePart = { field: 'senhasAutorizacoes', fileName: 'senha.png', bytes: samplePng() };

const enviar = postDocumentos;

const linha = async (protocolo: string) =>
  (await h.database.db.select().from(reembolsos).where(eq(reembolsos.protocolo, protocolo)))[0]!;

const enviosDe = async (protocolo: string) =>
  h.database.db
    .select({ envio: reembolsoEnvios })
    .from(reembolsoEnvios)
    .innerJoin(reembolsos, eq(reembolsos.id, reembolsoEnvios.reembolsoId))
    .where(eq(reembolsos.protocolo, protocolo));

const arquivosDe = async (protocolo: string) =>
  h.database.db
    .select({ arquivo: reembolsoArquivos })
    .from(reembolsoArquivos)
    .innerJoin(reembolsos, eq(reembolsos.id, reembolsoArquivos.reembolsoId))
    .where(eq(reembolsos.protocolo, protocolo));

describe('Maria sends the documents the operator asked for', () => {
  let protocolo: string;
  let maria: TestAgent;
  let resposta: DocumentosEnviados;
  const chave = randomUUID();
  let files: MultipartFilePart[];

  beforeAll(async () => {
    protocolo = await reembolsoPendente();
    maria = await demo.as('maria');
    files = [await recibo(), senha];
  });

  it('her list shows it PENDENTE with the reason', async () => {
    const { reembolsos: lista } = await getJson(maria, reembolsoEndpoints.reembolsos, {
      params: { cpf: DEMO.maria },
    });
    expect(lista.find((r) => r.protocolo === protocolo)).toMatchObject({
      situacao: 'PENDENTE',
      motivoSituacao: MOTIVO,
    });
  });

  it('answers 201: back in analysis, the reason gone, the files counted', async () => {
    const antes = (await arquivosDe(protocolo)).length;
    const response = await enviar(maria, protocolo, files, { chaveIdempotencia: chave });
    expect(response.statusCode, response.body).toBe(201);
    resposta = response.json<DocumentosEnviados>();
    expect(resposta.mensagem).toBe(FINANCEIRO_MESSAGES.documentsSent);
    expect(resposta.reembolso).toMatchObject({
      protocolo,
      situacao: 'ANALISE',
      motivoSituacao: null,
      quantidadeArquivos: antes + 2,
    });
    expect(await linha(protocolo)).toMatchObject({ situacao: 'ANALISE', motivoSituacao: null });
  });

  it('the files are kept with the request as sent later, with the day', async () => {
    const { arquivos } = await getJson(maria, reembolsoEndpoints.arquivos, { query: { protocolo } });
    const depois = arquivos.filter((a: ArquivoReembolso) => a.enviadoEm !== null);
    expect(depois.map((a) => [a.nome, a.grupo, a.enviadoEm])).toEqual([
      ['nota-legivel.pdf', 'notaFiscais', '2026-03-10'],
      ['senha.png', 'senhasAutorizacoes', '2026-03-10'],
    ]);
    // The filing's own files first, with no date.
    expect(arquivos.map((a) => a.enviadoEm)).toEqual([null, '2026-03-10', '2026-03-10']);
    // Each one downloads.
    const baixado = await chamar(maria, reembolsoEndpoints.download, { query: { path: depois[0]!.path } });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("the protocol's history says so, and the protocol stays open", async () => {
    const passos = await h.database.db
      .select()
      .from(protocoloAndamentos)
      .where(eq(protocoloAndamentos.protocolo, protocolo))
      .orderBy(protocoloAndamentos.id);
    expect(passos.map((p) => p.titulo)).toEqual([
      'Solicitação registrada',
      'Pendente',
      ANDAMENTO_DOCUMENTOS_ENVIADOS,
    ]);
    expect(passos.at(-1)!.descricao).toBe('2 arquivo(s) enviado(s). O reembolso voltou para Em análise.');
    const [p] = await h.database.db.select().from(protocolos).where(eq(protocolos.protocolo, protocolo));
    expect(p!.situacao).toBe('EM_ANDAMENTO');
  });

  it("the member's audit and the operator's integration event", async () => {
    const [pessoa] = await h.database.db.select().from(pessoas).where(eq(pessoas.cpf, DEMO.maria));
    const auditados = await h.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'ENVIO_DOCUMENTOS_REEMBOLSO'), eq(auditoria.pessoaId, pessoa!.id)));
    expect(auditados).toHaveLength(1);
    const [evento] = await h.database.db
      .select()
      .from(integracaoEventos)
      .where(eq(integracaoEventos.tipo, 'solicitacao.documentos-enviados'))
      .orderBy(desc(integracaoEventos.id))
      .limit(1);
    expect(evento).toMatchObject({
      pessoaId: pessoa!.id,
      dados: { protocolo, tipoProtocolo: 'REEMBOLSO', quantidadeArquivos: 2, enviadoPorPessoaId: pessoa!.id },
    });
  });

  it('the same key again (a retry, a double click) answers 200 with the same body and writes nothing', async () => {
    const antes = {
      arquivos: (await arquivosDe(protocolo)).length,
      guardados: (await storedFiles(storageDir)).length,
    };
    const again = await enviar(maria, protocolo, files, { chaveIdempotencia: chave });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(resposta);
    expect(await enviosDe(protocolo)).toHaveLength(1);
    expect((await arquivosDe(protocolo)).length).toBe(antes.arquivos);
    expect((await storedFiles(storageDir)).length).toBe(antes.guardados);
  });

  it('the same key with other files is 409; a new send now that it is in analysis is 409', async () => {
    const outros = await enviar(maria, protocolo, [senha], { chaveIdempotencia: chave });
    expect(outros.statusCode).toBe(409);
    expect(outros.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.documentsConflict });
    const guardados = (await storedFiles(storageDir)).length;
    const nova = await enviar(maria, protocolo, [senha]);
    expect(nova.statusCode).toBe(409);
    expect(nova.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.notPendingDocuments });
    expect(await enviosDe(protocolo)).toHaveLength(1);
    expect((await storedFiles(storageDir)).length).toBe(guardados);
  });

  it('the operator goes on from there through the same table (ANALISE → PAGO)', async () => {
    await situacao(protocolo, { situacao: 'PAGO', valorPagoCentavos: 30_000, dataPagamento: '2026-03-10' });
    const nova = await enviar(maria, protocolo, [senha]);
    expect(nova.statusCode).toBe(409);
  });
});

describe('only a PENDENTE reimbursement takes documents', () => {
  it.each(['SOLICITADO', 'ANALISE', 'INDEFERIDO'] as const)('%s → 409, nothing stored', async (atual) => {
    const protocolo = await reembolsoPendente();
    await situacao(
      protocolo,
      atual === 'INDEFERIDO' ? { situacao: atual, motivo: 'Sem cobertura.' } : { situacao: 'ANALISE' },
    );
    if (atual === 'SOLICITADO') {
      // The table never moves back to SOLICITADO: set it in the row, as a request the operator never touched.
      await h.database.db
        .update(reembolsos)
        .set({ situacao: 'SOLICITADO' })
        .where(eq(reembolsos.protocolo, protocolo));
    }
    const guardados = (await storedFiles(storageDir)).length;
    const response = await enviar(await demo.as('maria'), protocolo, [await recibo()]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ mensagem: FINANCEIRO_MESSAGES.notPendingDocuments });
    expect(await enviosDe(protocolo)).toHaveLength(0);
    expect((await storedFiles(storageDir)).length).toBe(guardados);
  });
});

describe('bad input: a Portuguese 400 and nothing written or stored', () => {
  let protocolo: string;
  beforeAll(async () => {
    protocolo = await reembolsoPendente();
  });

  const casos: [string, () => MultipartFilePart[], unknown, string][] = [
    ['no file', () => [], { chaveIdempotencia: randomUUID() }, FINANCEIRO_MESSAGES.documentsRequired],
    [
      'an executable named .pdf',
      () => [{ field: 'notaFiscais', fileName: 'nota.pdf', bytes: sampleExe() }],
      { chaveIdempotencia: randomUUID() },
      MESSAGES.invalidFileFormat,
    ],
    [
      'more files in a group than the filing allows',
      () =>
        Array.from({ length: 6 }, (_, i) => ({
          field: 'notaFiscais',
          fileName: `n${i}.png`,
          bytes: samplePng(),
        })),
      { chaveIdempotencia: randomUUID() },
      tooManyFiles(5),
    ],
    ['a key that is no UUID', () => [senha], { chaveIdempotencia: 'x' }, ''],
    ['no dados field', () => [senha], null, ''],
  ];

  it.each(casos)('%s', async (_nome, arquivos, dados, mensagem) => {
    const guardados = (await storedFiles(storageDir)).length;
    const response = await enviar(await demo.as('maria'), protocolo, arquivos(), dados);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ mensagem: string }>();
    if (mensagem) expect(body.mensagem).toBe(mensagem);
    else expect(body.mensagem).toMatch(/[a-zà-ú]/);
    expect(await linha(protocolo)).toMatchObject({ situacao: 'PENDENTE', motivoSituacao: MOTIVO });
    expect(await enviosDe(protocolo)).toHaveLength(0);
    expect((await storedFiles(storageDir)).length).toBe(guardados);
  });
});

describe('nothing half-written when the storage or the database fails', () => {
  /** The local storage, failing on its 2nd write (a disk that fills up midway). */
  function failingOnSecondWrite(): FileStorage {
    const inner = createLocalStorage({ directory: storageDir });
    let writes = 0;
    return {
      ...inner,
      put: async (key, body, options) => {
        writes += 1;
        if (writes === 2) throw new Error('disco cheio');
        return inner.put(key, body, options);
      },
      get: (key) => inner.get(key),
      delete: (key) => inner.delete(key),
      exists: (key) => inner.exists(key),
    };
  }

  const nadaMudou = async (protocolo: string, guardados: number) => {
    expect(await linha(protocolo)).toMatchObject({ situacao: 'PENDENTE', motivoSituacao: MOTIVO });
    expect(await enviosDe(protocolo)).toHaveLength(0);
    expect((await arquivosDe(protocolo)).length).toBe(1);
    expect((await storedFiles(storageDir)).length).toBe(guardados);
  };

  it('the storage failing on the 2nd file: 500, nothing kept; the same send then goes through', async () => {
    const protocolo = await reembolsoPendente();
    const app = await h.newApp({ env: { STORAGE_DIR: storageDir }, storage: failingOnSecondWrite() });
    const agent = await login(app, DEMO.maria);
    const guardados = (await storedFiles(storageDir)).length;
    const dados = { chaveIdempotencia: randomUUID() };
    const files = [await recibo(), senha];
    expect((await enviar(agent, protocolo, files, dados)).statusCode).toBe(500);
    await nadaMudou(protocolo, guardados);
    const retry = await enviar(await demo.as('maria'), protocolo, files, dados);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('the database failing after the files were stored (no protocol to write the step in): they are discarded', async () => {
    const protocolo = await reembolsoPendente();
    // The request's protocol number points nowhere: the history step's write fails inside the transaction.
    const orfao = '34567820260310999998';
    await h.database.db
      .update(reembolsos)
      .set({ protocolo: orfao })
      .where(eq(reembolsos.protocolo, protocolo));
    const guardados = (await storedFiles(storageDir)).length;
    const eventos = (await h.database.db.select().from(integracaoEventos)).length;
    const response = await enviar(await demo.as('maria'), orfao, [await recibo(), senha]);
    expect(response.statusCode).toBe(500);
    await nadaMudou(orfao, guardados);
    expect((await h.database.db.select().from(integracaoEventos)).length).toBe(eventos);
  });
});

describe('who may send: who may see the request’s files (decision 0026)', () => {
  it('Maria sends for Ana, her minor daughter', async () => {
    const protocolo = await reembolsoPendente(DEMO.ana);
    const response = await enviar(await demo.as('maria'), protocolo, [await recibo()]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('Maria may not for João, an adult who has not authorized her: 403 with why', async () => {
    const protocolo = await reembolsoPendente(DEMO.joao);
    const response = await enviar(await demo.as('maria'), protocolo, [await recibo()]);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ mensagem: string }>().mensagem).toContain('João');
    expect((await linha(protocolo)).situacao).toBe('PENDENTE');
  });

  it('Carlos, who pays, may not for Maria (403); Roberto, of another family, gets 404', async () => {
    const protocolo = await reembolsoPendente();
    expect((await enviar(await demo.as('carlos'), protocolo, [await recibo()])).statusCode).toBe(403);
    expect((await enviar(await demo.as('roberto'), protocolo, [await recibo()])).statusCode).toBe(404);
    expect((await enviar(await demo.as('maria'), '34567820260310999999', [await recibo()])).statusCode).toBe(
      404,
    );
    expect((await linha(protocolo)).situacao).toBe('PENDENTE');
  });
});

describe('two sends at once', () => {
  it('with two keys (two tabs): exactly one moves it, the other is told it is no longer pending', async () => {
    const protocolo = await reembolsoPendente();
    const maria = await demo.as('maria');
    const guardados = (await storedFiles(storageDir)).length;
    const responses = await Promise.all([
      enviar(maria, protocolo, [await recibo()]),
      enviar(maria, protocolo, [senha]),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, 409]);
    expect(await enviosDe(protocolo)).toHaveLength(1);
    // The loser's file was discarded: only the winner's one is new in the storage.
    expect((await storedFiles(storageDir)).length).toBe(guardados + 1);
    const passos = await h.database.db
      .select()
      .from(protocoloAndamentos)
      .where(
        and(
          eq(protocoloAndamentos.protocolo, protocolo),
          eq(protocoloAndamentos.titulo, ANDAMENTO_DOCUMENTOS_ENVIADOS),
        ),
      );
    expect(passos).toHaveLength(1);
  });

  it('the same key ten times at once (a double click): one send, one 201 and nine 200 with its body', async () => {
    const protocolo = await reembolsoPendente();
    const maria = await demo.as('maria');
    const dados = { chaveIdempotencia: randomUUID() };
    const files = [await recibo()];
    const guardados = (await storedFiles(storageDir)).length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => enviar(maria, protocolo, files, dados)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await enviosDe(protocolo)).toHaveLength(1);
    expect((await storedFiles(storageDir)).length).toBe(guardados + 1);
  });
});
