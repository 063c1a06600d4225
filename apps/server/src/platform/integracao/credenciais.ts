// Clients, secrets and tokens of the operator integration API (issue 19, decision 0024). Secrets and tokens
// are 32 random bytes (base64url) kept only as their SHA-256: a 256-bit random value cannot be guessed
// from its hash, so the slow hash passwords need (argon2) would only cost CPU on every call. Any instance
// accepts any token (one shared table); revoking a client or a secret ends its tokens at the next call.
import { and, asc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm';
import { isEscopoIntegracao, type EscopoIntegracao } from '@portal/domain/contract/integracao/escopos';
import type { Database } from '../../db/client.js';
import { integracaoClientes, integracaoSegredos, integracaoTokens } from '../../db/schema/integracao.js';
import { integracaoWebhooks } from '../../db/schema/integracao-eventos.js';
import { randomToken, type Clock, type RandomBytes } from '../clock.js';
import { hashTokenServico, novoTokenServico } from '../token-servico.js';

/** Live secrets a client may hold at once: the current one and its successor during a rotation. */
export const MAX_SEGREDOS_VIVOS = 2;
/** The range a client's own per-minute limit may take (the column's CHECK says the same). */
export const LIMITE_MAXIMO_POR_MINUTO = 100_000;

export interface ClienteAutenticado {
  /** integracao_clientes.id (audit rows carry it). */
  id: number;
  clientId: string;
  escopos: EscopoIntegracao[];
}

export interface NovoCliente {
  clientId: string;
  /** Shown once; only its hash is kept. */
  segredo: string;
}

/** A client behind a live token, with its own per-minute limit (null: the configured default). */
export interface ClienteVerificado extends ClienteAutenticado {
  limitePorMinuto: number | null;
}

/**
 * A refusal of the clients command and of the console's integration screens (one set of rules, two doors):
 * the message is Portuguese for either; `status` is what the console answers (the command exits 1).
 */
export class CredencialError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/** '1200' → 1200, 'padrao' (or 'padrão') → null: the configured default. */
export function parseLimite(texto: string): number | null {
  if (/^padr[aã]o$/i.test(texto.trim())) return null;
  const limite = /^\d+$/.test(texto.trim()) ? Number(texto.trim()) : NaN;
  if (!Number.isInteger(limite) || limite < 1 || limite > LIMITE_MAXIMO_POR_MINUTO) {
    throw new CredencialError(
      `O limite deve ser um número de chamadas por minuto entre 1 e ${LIMITE_MAXIMO_POR_MINUTO}, ou "padrao".`,
    );
  }
  return limite;
}

/** 'a,b' → scopes, refusing unknown ones and an empty list. */
export function parseEscopos(texto: string): EscopoIntegracao[] {
  const escopos = [...new Set(texto.split(/[\s,]+/).filter(Boolean))];
  const desconhecidos = escopos.filter((e) => !isEscopoIntegracao(e));
  if (desconhecidos.length > 0) throw new CredencialError(`Escopo desconhecido: ${desconhecidos.join(', ')}`);
  if (escopos.length === 0) throw new CredencialError('Informe ao menos um escopo.');
  return escopos as EscopoIntegracao[];
}

export async function criarCliente(
  db: Database,
  options: {
    nome: string;
    escopos: EscopoIntegracao[];
    limitePorMinuto?: number | null;
    clock: Clock;
    random: RandomBytes;
  },
): Promise<NovoCliente> {
  const novo = {
    clientId: `erp-${randomToken(options.random, 12)}`,
    segredo: randomToken(options.random, 32),
  };
  await inserirCliente(db, { ...options, ...novo });
  return novo;
}

/**
 * Stores a client with the given id and secret (its hash). `criarCliente` makes both at random; the e2e
 * seed gives its journey client fixed ones (apps/server/scripts/seed-e2e.ts).
 */
export async function inserirCliente(
  db: Database,
  options: {
    clientId: string;
    segredo: string;
    nome: string;
    escopos: EscopoIntegracao[];
    limitePorMinuto?: number | null;
    clock: Clock;
  },
): Promise<void> {
  const nome = options.nome.trim();
  if (!nome) throw new CredencialError('Informe o nome do cliente.');
  const hash = hashTokenServico(options.segredo);
  if (!hash) throw new CredencialError('O segredo deve ter 43 caracteres [A-Za-z0-9_-].');
  const agora = options.clock();
  await db.transaction(async (tx) => {
    const [cliente] = await tx
      .insert(integracaoClientes)
      .values({
        clientId: options.clientId,
        nome,
        escopos: options.escopos,
        limitePorMinuto: options.limitePorMinuto ?? null,
        criadoEm: agora,
      })
      .returning({ id: integracaoClientes.id });
    await tx.insert(integracaoSegredos).values({ clienteId: cliente!.id, hash, criadoEm: agora });
  });
}

export interface ClienteListado {
  clientId: string;
  nome: string;
  escopos: EscopoIntegracao[];
  /** Its own calls a minute; null = the configured default. */
  limitePorMinuto: number | null;
  criadoEm: Date;
  revogadoEm: Date | null;
  /** Live secrets: id (for revogar --segredo) and when each was made. Never the secret. */
  segredos: { id: number; criadoEm: Date }[];
  /** Its webhook's URL, after a rotation when the previous signing secret stops, and whether its
   * deliveries are paused (never a secret). */
  webhook: { url: string; anteriorExpiraEm: Date | null; pausadoEm: Date | null } | null;
  /** When its last token was issued (expired tokens are deleted at the next issue, so the newest stays). */
  ultimoTokenEm: Date | null;
}

export async function listarClientes(db: Database): Promise<ClienteListado[]> {
  const clientes = await db
    .select({
      c: integracaoClientes,
      webhook: {
        url: integracaoWebhooks.url,
        anteriorExpiraEm: integracaoWebhooks.anteriorExpiraEm,
        pausadoEm: integracaoWebhooks.pausadoEm,
      },
    })
    .from(integracaoClientes)
    .leftJoin(integracaoWebhooks, eq(integracaoWebhooks.clienteId, integracaoClientes.id))
    .orderBy(asc(integracaoClientes.id));
  const segredos = await db
    .select({
      id: integracaoSegredos.id,
      clienteId: integracaoSegredos.clienteId,
      criadoEm: integracaoSegredos.criadoEm,
    })
    .from(integracaoSegredos)
    .where(isNull(integracaoSegredos.revogadoEm))
    .orderBy(asc(integracaoSegredos.id));
  const tokens = await db
    .select({ clienteId: integracaoTokens.clienteId, ultimo: max(integracaoTokens.emitidoEm) })
    .from(integracaoTokens)
    .groupBy(integracaoTokens.clienteId);
  const ultimoToken = new Map(tokens.map((t) => [t.clienteId, t.ultimo]));
  return clientes.map(({ c, webhook }) => ({
    clientId: c.clientId,
    nome: c.nome,
    escopos: c.escopos,
    limitePorMinuto: c.limitePorMinuto,
    criadoEm: c.criadoEm,
    revogadoEm: c.revogadoEm,
    segredos: c.revogadoEm
      ? []
      : segredos.filter((s) => s.clienteId === c.id).map(({ id, criadoEm }) => ({ id, criadoEm })),
    webhook,
    ultimoTokenEm: ultimoToken.get(c.id) ?? null,
  }));
}

export async function clienteAtivo(db: Database, clientId: string) {
  const [cliente] = await db
    .select()
    .from(integracaoClientes)
    .where(eq(integracaoClientes.clientId, clientId));
  if (!cliente) throw new CredencialError(`Cliente não encontrado: ${clientId}`, 404);
  if (cliente.revogadoEm) throw new CredencialError(`Cliente revogado: ${clientId}`, 409);
  return cliente;
}

/** Sets the client's own per-minute limit, or (null) gives it back the configured default. */
export async function definirLimite(
  db: Database,
  options: { clientId: string; limitePorMinuto: number | null },
): Promise<void> {
  const cliente = await clienteAtivo(db, options.clientId);
  await db
    .update(integracaoClientes)
    .set({ limitePorMinuto: options.limitePorMinuto })
    .where(eq(integracaoClientes.id, cliente.id));
}

/**
 * Sets the client's scopes. Its live tokens that carry a scope it no longer has end now (a token keeps the
 * scopes it was issued with, so they would otherwise last until they expire).
 */
export async function definirEscopos(
  db: Database,
  options: { clientId: string; escopos: EscopoIntegracao[] },
): Promise<void> {
  if (options.escopos.length === 0) throw new CredencialError('Informe ao menos um escopo.');
  const cliente = await clienteAtivo(db, options.clientId);
  await db.transaction(async (tx) => {
    await tx
      .update(integracaoClientes)
      .set({ escopos: options.escopos })
      .where(eq(integracaoClientes.id, cliente.id));
    await tx.delete(integracaoTokens).where(
      and(
        eq(integracaoTokens.clienteId, cliente.id),
        sql`not (${integracaoTokens.escopos} <@ array[${sql.join(
          options.escopos.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
  });
}

/** A second live secret (rotation without downtime); a third is refused until one is revoked. */
export async function rotacionarSegredo(
  db: Database,
  options: { clientId: string; clock: Clock; random: RandomBytes },
): Promise<{ segredoId: number; segredo: string }> {
  const cliente = await clienteAtivo(db, options.clientId);
  return db.transaction(async (tx) => {
    // Two rotations at once must not leave three live secrets: the client row is the lock.
    await tx
      .select({ id: integracaoClientes.id })
      .from(integracaoClientes)
      .where(eq(integracaoClientes.id, cliente.id))
      .for('update');
    const vivos = await tx
      .select({ id: integracaoSegredos.id })
      .from(integracaoSegredos)
      .where(and(eq(integracaoSegredos.clienteId, cliente.id), isNull(integracaoSegredos.revogadoEm)));
    if (vivos.length >= MAX_SEGREDOS_VIVOS) {
      throw new CredencialError(
        `O cliente já tem ${MAX_SEGREDOS_VIVOS} segredos válidos. Revogue o antigo antes de criar outro.`,
        409,
      );
    }
    const { token: segredo, hash } = novoTokenServico(options.random);
    const [row] = await tx
      .insert(integracaoSegredos)
      .values({ clienteId: cliente.id, hash, criadoEm: options.clock() })
      .returning({ id: integracaoSegredos.id });
    return { segredoId: row!.id, segredo };
  });
}

/** Ends a client (all its secrets and tokens) or one of its secrets (and the tokens issued with it). */
export async function revogar(
  db: Database,
  options: { clientId: string; segredoId?: number; clock: Clock },
): Promise<void> {
  const cliente = await clienteAtivo(db, options.clientId);
  const agora = options.clock();
  await db.transaction(async (tx) => {
    if (options.segredoId === undefined) {
      await tx
        .update(integracaoClientes)
        .set({ revogadoEm: agora })
        .where(eq(integracaoClientes.id, cliente.id));
      await tx.delete(integracaoTokens).where(eq(integracaoTokens.clienteId, cliente.id));
      return;
    }
    const revogados = await tx
      .update(integracaoSegredos)
      .set({ revogadoEm: agora })
      .where(
        and(
          eq(integracaoSegredos.id, options.segredoId),
          eq(integracaoSegredos.clienteId, cliente.id),
          isNull(integracaoSegredos.revogadoEm),
        ),
      )
      .returning({ id: integracaoSegredos.id });
    if (revogados.length === 0) {
      throw new CredencialError(`Segredo ${options.segredoId} não é um segredo válido deste cliente.`, 404);
    }
    await tx.delete(integracaoTokens).where(eq(integracaoTokens.segredoId, options.segredoId));
  });
}

export type EmissaoToken =
  | { ok: true; token: string; expiraEm: Date; escopos: EscopoIntegracao[]; cliente: ClienteAutenticado }
  | { ok: false; erro: 'invalid_client' | 'invalid_scope'; cliente?: ClienteAutenticado };

/**
 * Client credentials grant: the client's live secret → a token with the asked scopes (default: all the
 * client's). Unknown client, wrong or revoked secret and revoked client are one answer (invalid_client).
 */
export async function emitirToken(
  db: Database,
  options: {
    clientId: string;
    segredo: string;
    escopos: EscopoIntegracao[] | null;
    clock: Clock;
    random: RandomBytes;
    validadeMs: number;
  },
): Promise<EmissaoToken> {
  const hash = hashTokenServico(options.segredo);
  if (!hash) return { ok: false, erro: 'invalid_client' };
  const [row] = await db
    .select({
      id: integracaoClientes.id,
      clientId: integracaoClientes.clientId,
      escopos: integracaoClientes.escopos,
      segredoId: integracaoSegredos.id,
    })
    .from(integracaoSegredos)
    .innerJoin(integracaoClientes, eq(integracaoClientes.id, integracaoSegredos.clienteId))
    .where(
      and(
        eq(integracaoSegredos.hash, hash),
        eq(integracaoClientes.clientId, options.clientId),
        isNull(integracaoSegredos.revogadoEm),
        isNull(integracaoClientes.revogadoEm),
      ),
    );
  if (!row) return { ok: false, erro: 'invalid_client' };
  const cliente: ClienteAutenticado = { id: row.id, clientId: row.clientId, escopos: row.escopos };
  const escopos = options.escopos ?? row.escopos;
  if (escopos.length === 0 || escopos.some((e) => !row.escopos.includes(e))) {
    return { ok: false, erro: 'invalid_scope', cliente };
  }
  const agora = options.clock();
  const expiraEm = new Date(agora.getTime() + options.validadeMs);
  const { token, hash: tokenHash } = novoTokenServico(options.random);
  await db.transaction(async (tx) => {
    // Expired tokens of this client go now: no separate job, and the table stays the size of the live ones.
    await tx
      .delete(integracaoTokens)
      .where(and(eq(integracaoTokens.clienteId, row.id), lte(integracaoTokens.expiraEm, agora)));
    await tx.insert(integracaoTokens).values({
      hash: tokenHash,
      clienteId: row.id,
      segredoId: row.segredoId,
      escopos,
      emitidoEm: agora,
      expiraEm,
    });
  });
  return { ok: true, token, expiraEm, escopos, cliente };
}

/**
 * The client behind a live bearer token (not expired, client and secret not revoked), with its per-minute
 * limit read in the same statement; null otherwise.
 */
export async function verificarToken(
  db: Database,
  token: string,
  agora: Date,
): Promise<ClienteVerificado | null> {
  const hash = hashTokenServico(token);
  if (!hash) return null;
  const [row] = await db
    .select({
      id: integracaoClientes.id,
      clientId: integracaoClientes.clientId,
      escopos: integracaoTokens.escopos,
      limitePorMinuto: integracaoClientes.limitePorMinuto,
    })
    .from(integracaoTokens)
    .innerJoin(integracaoClientes, eq(integracaoClientes.id, integracaoTokens.clienteId))
    .innerJoin(integracaoSegredos, eq(integracaoSegredos.id, integracaoTokens.segredoId))
    .where(
      and(
        eq(integracaoTokens.hash, hash),
        gt(integracaoTokens.expiraEm, agora),
        isNull(integracaoClientes.revogadoEm),
        isNull(integracaoSegredos.revogadoEm),
      ),
    );
  return row ?? null;
}
