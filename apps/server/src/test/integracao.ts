// Helpers of the integration API tests (issue 19): a client made by the command's own function, a token
// from the token call, and calls with a bearer token (no cookie, no CSRF, no x-origin: a machine's call).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import {
  INTEGRACAO_PREFIX,
  type RegistroLote,
  type ResultadoLote,
} from '@portal/domain/contract/integracao/integracao';
import type { Database } from '../db/client.js';
import { auditoria } from '../db/schema/audit.js';
import { integracaoClientes } from '../db/schema/integracao.js';
import { pessoas } from '../db/schema/pessoas.js';
import { reembolsos } from '../db/schema/reembolso.js';
import { solicitacoesAutorizacao } from '../db/schema/saude.js';
import { AUDIT_ACTIONS } from '../platform/audit.js';
import type { Clock, RandomBytes } from '../platform/clock.js';
import { systemRandom } from '../platform/clock.js';
import { executarComando, type ComandoContexto } from '../platform/integracao/comando.js';
import { criarCliente } from '../platform/integracao/credenciais.js';
import { newProtocolo, prazoNaoAssistencial } from '../platform/protocolo.js';
import { eventually } from './mailbox.js';

export const TOKEN_URL = `${INTEGRACAO_PREFIX}/oauth/token`;

export const basic = (id: string, segredo: string): string =>
  `Basic ${Buffer.from(`${id}:${segredo}`).toString('base64')}`;

/** POST /oauth/token as a form, credentials in HTTP Basic unless `corpo` carries them. */
export const pedirToken = (
  app: FastifyInstance,
  corpo: Record<string, string>,
  authorization?: string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(corpo).toString(),
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

/** A bearer token for the client (all its scopes unless `scope`); fails the test otherwise. */
export async function tokenDe(app: FastifyInstance, cliente: ClienteTeste, scope?: string): Promise<string> {
  const response = await pedirToken(
    app,
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    basic(cliente.clientId, cliente.segredo),
  );
  if (response.statusCode !== 200) throw new Error(`token recusado: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** A call to /integracao/v1 with a bearer token. */
export const chamar = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `${INTEGRACAO_PREFIX}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * A test file's batch calls: `PUT /<rota>` with the records under the body's key (the route's name unless
 * `chave` says otherwise); `enviar` expects 200 and answers the batch's answer, `resultados` its outcomes.
 * The harness and token are read at call time (they are made in beforeAll).
 */
export function lotes<Rota extends string>(
  contexto: () => { app: FastifyInstance; token: string },
  chave: (rota: Rota) => string = (rota) => rota,
) {
  const put = (rota: Rota, lote: unknown[], bearer?: string) =>
    chamar(contexto().app, 'PUT', `/${rota}`, bearer ?? contexto().token, { [chave(rota)]: lote });
  const enviar = async (rota: Rota, lote: unknown[]): Promise<ResultadoLote> => {
    const response = await put(rota, lote);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ResultadoLote>();
  };
  const resultados = async (rota: Rota, lote: unknown[]) =>
    (await enviar(rota, lote)).resultados.map((r) => r.resultado);
  /** The route answers 401 without a token and 403 `insufficient_scope` to `outro` (another scope's token). */
  const exigeEscopo = async (rota: Rota, outro: string) => {
    const semToken = await chamar(contexto().app, 'PUT', `/${rota}`, null, { [chave(rota)]: [{}] });
    expect(semToken.statusCode).toBe(401);
    const escopoErrado = await put(rota, [{}], outro);
    expect(escopoErrado.statusCode).toBe(403);
    expect(escopoErrado.json()).toMatchObject({ erro: 'insufficient_scope' });
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
        eq(auditoria.acao, AUDIT_ACTIONS.integracaoRequisicao),
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
  put: (lote: unknown[]) => Promise<LightMyRequestResponse>,
  modelo: Record<string, unknown>,
  chave = 'idErp',
): Promise<string[]> {
  const falhas: string[] = [];
  for (const valor of VALORES_HOSTIS) {
    const rotulo = JSON.stringify(valor)?.slice(0, 12) ?? 'undefined';
    const response = await put(
      Object.keys(modelo).map((campo, i) => ({
        ...modelo,
        [chave]: `${String(modelo[chave])}_${i}`,
        [campo]: valor,
      })),
    );
    // A NUL anywhere is refused for the whole call by the platform (400), as on the member API.
    if (response.statusCode === 400 && response.json<{ mensagem?: string }>().mensagem) continue;
    if (response.statusCode !== 200) {
      falhas.push(`${rotulo}: ${response.statusCode}`);
      continue;
    }
    for (const r of response.json<ResultadoLote>().resultados) {
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

/** The client's row id (its webhook and deliveries are keyed by it). */
export async function idDoCliente(db: Database, clientId: string): Promise<number> {
  const [linha] = await db
    .select({ id: integracaoClientes.id })
    .from(integracaoClientes)
    .where(eq(integracaoClientes.clientId, clientId));
  return linha!.id;
}
