// Helpers of the integration API tests (issue 19): a client made by the command's own function, a token
// from the token call, and calls with a bearer token (no cookie, no CSRF, no x-origin: a machine's call).
// The calls go through the client generated from the published document (issue 35,
// packages/integracao-cliente) over `app.inject` (inject-fetch.ts): what an ERP's generated client sends.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import { INTEGRACAO_PREFIX, type RegistroLote } from '@portal/domain/contract/integracao/integracao';
import {
  CAMINHO_TOKEN,
  createIntegracaoClient,
  obterToken,
  type ClienteIntegracao,
  type CorpoDe,
  type paths,
  type RespostaDe,
} from '@portal/integracao-cliente';
import type { Database } from '../db/client.js';
import { auditoria } from '../db/schema/audit.js';
import { integracaoClientes } from '../db/schema/integracao.js';
import { pessoas } from '../db/schema/pessoas.js';
import { reembolsos } from '../db/schema/reembolso.js';
import { solicitacoesAutorizacao } from '../db/schema/saude.js';
import type { Clock, RandomBytes } from '../platform/clock.js';
import { systemRandom } from '../platform/clock.js';
import type { ComandoContexto } from '../platform/integracao/comando-contexto.js';
import { executarComando } from '../platform/integracao/comando.js';
import { entregarDevidas } from '../platform/integracao/entregas.js';
import { criarCliente } from '../platform/integracao/credenciais.js';
import { newProtocolo, prazoNaoAssistencial } from '../shared-domain/protocolo.js';
import { fetchPorInject } from './inject-fetch.js';
import { eventually } from './mailbox.js';

export { basic } from '@portal/integracao-cliente';

export const TOKEN_URL = CAMINHO_TOKEN;

/**
 * The generated client of /integracao/v1 calling this app in-process, with `token` as the bearer (none
 * when null). Its base URL is the app's PUBLIC_URL, a host every configuration answers.
 */
export const api = (app: FastifyInstance, token: string | null): ClienteIntegracao =>
  createIntegracaoClient({ baseUrl: app.ctx.config.publicUrl, fetch: fetchPorInject(app), token });

/**
 * POST /oauth/token through the generated client, as a form, credentials in HTTP Basic unless `corpo`
 * carries them. `corpo` is whatever the test sends (a missing or wrong grant is part of what is tested).
 */
export const pedirToken = (app: FastifyInstance, corpo: Record<string, string>, authorization?: string) =>
  api(app, null).POST(CAMINHO_TOKEN, {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: corpo as { grant_type: 'client_credentials' },
  });

export interface ClienteTeste {
  clientId: string;
  segredo: string;
}

export const novoCliente = (
  db: Database,
  clock: Clock,
  escopos: EscopoIntegracao[],
  random: RandomBytes = systemRandom,
): Promise<ClienteTeste> => criarCliente(db, { nome: 'ERP de teste', escopos, clock, random });

/** A bearer token for the client (all its scopes unless `scope`), by the client package's token call. */
export async function tokenDe(app: FastifyInstance, cliente: ClienteTeste, scope?: string): Promise<string> {
  const emitido = await obterToken({
    baseUrl: app.ctx.config.publicUrl,
    fetch: fetchPorInject(app),
    ...cliente,
    ...(scope ? { scope } : {}),
  });
  return emitido.access_token;
}

/**
 * A raw call to /integracao/v1 with a bearer token, for the requests the generated client cannot send
 * (each caller says which): everything else goes through `api`.
 */
export const chamarCru = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  payload?: unknown,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `${INTEGRACAO_PREFIX}${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra.headers },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The batch routes: `PUT /integracao/v1/<rota>`. */
export type RotaLote = {
  [P in keyof paths]: paths[P]['put'] extends undefined
    ? never
    : P extends `${typeof INTEGRACAO_PREFIX}/${infer R}`
      ? R
      : never;
}[keyof paths];

/** A batch's answer as the document declares it (every batch route answers the same shape). */
export type ResultadoLote = RespostaDe<'/integracao/v1/titulos', 'put'>;

/**
 * `PUT /<rota>` through the generated client. The records go as the test wrote them: batch tests send
 * wrong and hostile records on purpose (the refusals are what they test), so they are not held to the
 * document's types here; the path, the bearer and the answer are the client's.
 */
export const putLote = (app: FastifyInstance, token: string | null, rota: RotaLote, corpo: unknown) =>
  api(app, token).PUT(`${INTEGRACAO_PREFIX}/${rota}` as '/integracao/v1/titulos', {
    body: corpo as CorpoDe<'/integracao/v1/titulos', 'put'>,
  });

/** The routes that move a request's status: `POST /integracao/v1/<tipo>/{protocolo}/situacao`. */
export type CaminhoSituacao = Extract<keyof paths, `${string}/{protocolo}/situacao`>;

/**
 * `POST <caminho>` for the protocol through the generated client. The body goes as the test wrote it, as
 * with `putLote`: refused moves and malformed changes are what these tests send on purpose.
 */
export const mudarSituacao = (
  app: FastifyInstance,
  token: string | null,
  caminho: CaminhoSituacao,
  protocolo: string,
  corpo: unknown,
) =>
  api(app, token).POST(caminho as '/integracao/v1/reembolsos/{protocolo}/situacao', {
    params: { path: { protocolo } },
    body: corpo as CorpoDe<'/integracao/v1/reembolsos/{protocolo}/situacao', 'post'>,
  });

/** The answer's JSON as the test reads it: the data of a 2xx, the error body otherwise. */
export const corpoDe = (r: { data?: unknown; error?: unknown }): unknown => r.data ?? r.error;

/**
 * A test file's batch calls: `PUT /<rota>` with the records under the body's key (the route's name unless
 * `chave` says otherwise); `enviar` expects 200 and answers the batch's answer, `resultados` its outcomes.
 * The harness and token are read at call time (they are made in beforeAll).
 */
export function lotes<Rota extends RotaLote>(
  contexto: () => { app: FastifyInstance; token: string },
  chave: (rota: Rota) => string = (rota) => rota,
) {
  const put = (rota: Rota, lote: unknown[], bearer?: string | null) =>
    putLote(contexto().app, bearer === undefined ? contexto().token : bearer, rota, {
      [chave(rota)]: lote,
    });
  const enviar = async (rota: Rota, lote: unknown[]): Promise<ResultadoLote> => {
    const { data, error, response } = await put(rota, lote);
    expect(response.status, JSON.stringify(error)).toBe(200);
    return data!;
  };
  const resultados = async (rota: Rota, lote: unknown[]) =>
    (await enviar(rota, lote)).resultados.map((r) => r.resultado);
  /** The route answers 401 without a token and 403 `insufficient_scope` to `outro` (another scope's token). */
  const exigeEscopo = async (rota: Rota, outro: string) => {
    const semToken = await put(rota, [{}], null);
    expect(semToken.response.status).toBe(401);
    const escopoErrado = await put(rota, [{}], outro);
    expect(escopoErrado.response.status).toBe(403);
    expect(escopoErrado.error).toMatchObject({ erro: 'insufficient_scope' });
  };
  /** The batch's reads (after a first call stored it) cost the same queries for its first record and all. */
  const leiturasConstantes = async (
    contador: { during: (action: () => Promise<unknown>) => Promise<string[]> },
    rota: Rota,
    lote: unknown[],
  ) => {
    await enviar(rota, lote);
    const um = await contador.during(() => enviar(rota, lote.slice(0, 1)));
    const todos = await contador.during(() => enviar(rota, lote));
    expect(todos.length).toBe(um.length);
  };
  return { put, enviar, resultados, exigeEscopo, leiturasConstantes };
}

/** The calls of a route that succeeded, as the area's hook audited them (each with its client id). */
export const chamadasAuditadas = (db: Database, rota: string) =>
  db
    .select()
    .from(auditoria)
    .where(
      and(
        eq(auditoria.acao, 'INTEGRACAO_REQUISICAO'),
        eq(auditoria.recurso, `${INTEGRACAO_PREFIX}/${rota}`),
        eq(auditoria.resultado, 'SUCESSO'),
      ),
    );

/** A refused record of a batch: its message, and the one on its field (the same unless told). */
export const recusado = (
  registro: RegistroLote | undefined,
  mensagem: string,
  campo: string,
  noCampo = mensagem,
): void => {
  expect(registro).toMatchObject({ resultado: 'erro', mensagem, campos: { [campo]: noCampo } });
};

/**
 * A new SOLICITADO reimbursement of the person with this CPF, a copy of one of their seeded requests
 * under a new protocol (so each test moves a request of its own).
 */
export async function novoReembolso(db: Database, clock: Clock, cpf: string): Promise<string> {
  const [pessoa] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  const [modelo] = await db
    .select()
    .from(reembolsos)
    .where(and(eq(reembolsos.pessoaId, pessoa!.id), eq(reembolsos.solicitadoPorPessoaId, pessoa!.id)))
    .limit(1);
  const { id: _id, ...dados } = modelo!;
  return db.transaction(async (tx) => {
    const protocolo = await newProtocolo(tx, {
      clock,
      tipo: 'REEMBOLSO',
      pessoaId: dados.pessoaId,
      solicitantePessoaId: dados.solicitadoPorPessoaId,
      prazoResposta: prazoNaoAssistencial(clock()),
    });
    await tx.insert(reembolsos).values({
      ...dados,
      protocolo,
      situacao: 'SOLICITADO',
      motivoSituacao: null,
      valorPagoCentavos: null,
      dataPagamento: null,
      chaveIdempotencia: randomUUID(),
    });
    return protocolo;
  });
}

/** A new authorisation request of the person with this CPF, filed by them, under a protocol of its own. */
export async function novoPedidoAutorizacao(db: Database, clock: Clock, cpf: string): Promise<string> {
  const [pessoa] = await db.select({ id: pessoas.id }).from(pessoas).where(eq(pessoas.cpf, cpf));
  return db.transaction(async (tx) => {
    const protocolo = await newProtocolo(tx, {
      clock,
      tipo: 'AUTORIZACAO',
      pessoaId: pessoa!.id,
      solicitantePessoaId: pessoa!.id,
      prazoResposta: null,
    });
    await tx.insert(solicitacoesAutorizacao).values({
      protocolo,
      pessoaId: pessoa!.id,
      solicitadoPorPessoaId: pessoa!.id,
      tipo: 'ALTA_COMPLEXIDADE',
      descricao: 'Ressonância de crânio',
      solicitadoEm: clock(),
      chaveIdempotencia: randomUUID(),
      dadosHash: 'a'.repeat(64),
    });
    return protocolo;
  });
}

/**
 * PostgreSQL only: another writer's transaction that runs `escrever`, then stays open (its rows uncommitted,
 * its locks held) until `soltar()`; `fim` settles once it has committed.
 */
export async function transacaoAberta(
  db: Database,
  escrever: (tx: Database) => Promise<unknown>,
): Promise<{ soltar: () => void; fim: Promise<void> }> {
  let escrita!: () => void;
  let soltar!: () => void;
  const jaEscrita = new Promise<void>((resolve) => (escrita = resolve));
  const solta = new Promise<void>((resolve) => (soltar = resolve));
  const fim = db.transaction(async (tx) => {
    await escrever(tx);
    escrita();
    await solta;
  });
  await jaEscrita;
  return { soltar, fim };
}

/** PostgreSQL only: waits until some session of this database waits on a lock (the batch behind `transacaoAberta`). */
export const alguemEsperandoLock = (db: Database, what: string): Promise<true> =>
  eventually(async () => {
    const espera: unknown = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
    );
    const [row] = (espera as { rows: { n: number }[] }).rows;
    return row && row.n > 0 ? (true as const) : undefined;
  }, what);

/** Wrong types, out-of-range numbers, NULs, lone surrogates, huge strings, null, empty containers. */
export const VALORES_HOSTIS: readonly unknown[] = [
  '\u0000',
  '\ud800',
  'y'.repeat(100_000),
  1e20,
  -1,
  1.5,
  false,
  null,
  [],
  {},
];

/**
 * Sends `modelo` with each field replaced by each hostile value, one record per field (each under a key
 * of its own, `chave` + '_<n>', so no record is refused as a repeat). Answers what went wrong: a 500, an
 * answer without a message, a refused record without one. A value the record accepts (false for a flag,
 * null for an optional field) may be applied: the point is that nothing breaks.
 */
export async function falhasComValoresHostis(
  put: (lote: unknown[]) => ReturnType<typeof putLote>,
  modelo: Record<string, unknown>,
  chave = 'idErp',
): Promise<string[]> {
  const falhas: string[] = [];
  for (const valor of VALORES_HOSTIS) {
    const rotulo = JSON.stringify(valor)?.slice(0, 12) ?? 'undefined';
    const { data, error, response } = await put(
      Object.keys(modelo).map((campo, i) => ({
        ...modelo,
        [chave]: `${String(modelo[chave])}_${i}`,
        [campo]: valor,
      })),
    );
    // A NUL anywhere is refused for the whole call by the platform (400), as on the member API.
    if (response.status === 400 && (error as { mensagem?: string } | undefined)?.mensagem) continue;
    if (response.status !== 200 || !data) {
      falhas.push(`${rotulo}: ${response.status}`);
      continue;
    }
    for (const r of data.resultados) {
      if (r.resultado === 'erro' && !r.mensagem) falhas.push(`${rotulo} [${r.indice}]: sem mensagem`);
    }
  }
  return falhas;
}

/** Runs the clients command (platform/integracao/comando.ts) in a test's context; its exit code and lines. */
export async function rodarComando(
  ctx: Omit<ComandoContexto, 'escrever' | 'limitePadrao'>,
  argv: string[],
): Promise<{ codigo: number; linhas: string[] }> {
  const linhas: string[] = [];
  const codigo = await executarComando(argv, {
    limitePadrao: 600,
    ...ctx,
    escrever: (linha) => linhas.push(linha),
  });
  return { codigo, linhas };
}

/** One round of the webhook worker over loopback (not production), with the file's key for the secrets. */
export const rodadaDeEntregas = (db: Database, clock: Clock, chave: Buffer) =>
  entregarDevidas({ db, clock, timeoutMs: 2000, tentativas: 5, chave, producao: false });

/** The client's row id (its webhook and deliveries are keyed by it). */
export async function idDoCliente(db: Database, clientId: string): Promise<number> {
  const [linha] = await db
    .select({ id: integracaoClientes.id })
    .from(integracaoClientes)
    .where(eq(integracaoClientes.clientId, clientId));
  return linha!.id;
}
