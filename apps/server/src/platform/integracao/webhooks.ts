// Webhook settings and dead letters of the operator integration (decision 0025), used by the clients
// command: a client's webhook URL and signing secret, its rotation (two secrets valid for a while), the
// deliveries that gave up (MORTA), and their replay.
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import {
  integracaoEntregas,
  integracaoEventos,
  integracaoWebhooks,
} from '../../db/schema/integracao-eventos.js';
import { randomToken, type Clock, type RandomBytes } from '../clock.js';
import { clienteAtivo, CredencialError } from './credenciais.js';
import { recusaDoDestino, recusaDoNome } from './destino-webhook.js';
import { cifrarSegredoWebhook } from './segredo-webhook.js';
import { rowsOf } from '../../db/rows.js';

/**
 * https to a public address (issue 34, destino-webhook.ts); outside production also http to this machine (a
 * receiver under development). Refused with the reason in Portuguese, before anything is stored.
 */
export function validarUrlWebhook(texto: string, producao: boolean): string {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw new CredencialError('URL do webhook inválida.');
  }
  const recusa = recusaDoDestino(url, producao) ?? recusaDoNome(url, producao);
  if (recusa) throw new CredencialError(`URL do webhook recusada: ${recusa}.`);
  if (url.username || url.password)
    throw new CredencialError('A URL do webhook não pode ter usuário ou senha.');
  return url.toString();
}

/**
 * Sets (or replaces) the client's webhook with a new signing secret, returned once and stored encrypted
 * (segredo-webhook.ts). Events written from now
 * on are queued for it; earlier ones stay readable by polling.
 */
export async function configurarWebhook(
  db: Database,
  options: {
    clientId: string;
    url: string;
    clock: Clock;
    random: RandomBytes;
    chave: Buffer;
    /** NODE_ENV=production: https to a public name or address only (validarUrlWebhook). */
    producao: boolean;
    /** A given secret instead of a random one: the e2e seed's fixed one (apps/server/scripts/seed-e2e.ts). */
    segredo?: string;
  },
): Promise<{ segredo: string }> {
  const url = validarUrlWebhook(options.url, options.producao);
  const cliente = await clienteAtivo(db, options.clientId);
  if (!cliente.escopos.includes('eventos:leitura')) {
    throw new CredencialError('O cliente precisa do escopo eventos:leitura para receber eventos.');
  }
  const segredo = options.segredo ?? `whsec_${randomToken(options.random)}`;
  const valores = {
    url,
    segredo: cifrarSegredoWebhook(options.chave, cliente.id, segredo),
    criadoEm: options.clock(),
    // A new webhook starts over: a rotation's previous secret does not carry over to it.
    segredoAnterior: null,
    anteriorExpiraEm: null,
  };
  await db
    .insert(integracaoWebhooks)
    .values({ clienteId: cliente.id, ...valores })
    .onConflictDoUpdate({ target: integracaoWebhooks.clienteId, set: valores });
  return { segredo };
}

/** How long the previous secret keeps signing after a rotation, unless ended sooner (and its bounds). */
export const ROTACAO_HORAS_PADRAO = 24;
export const ROTACAO_HORAS_MAXIMO = 168;

/** '48' → 48 hours; a whole number of hours from 1 to a week. */
export function parseHorasRotacao(texto: string | undefined): number {
  if (texto === undefined) return ROTACAO_HORAS_PADRAO;
  const horas = /^\d+$/.test(texto.trim()) ? Number(texto.trim()) : NaN;
  if (!Number.isInteger(horas) || horas < 1 || horas > ROTACAO_HORAS_MAXIMO) {
    throw new CredencialError(`--horas deve ser um número inteiro de 1 a ${ROTACAO_HORAS_MAXIMO}.`);
  }
  return horas;
}

/**
 * Rotation without downtime: a new signing secret (returned once, stored encrypted) while the current one
 * becomes the previous and keeps signing every delivery beside it until `anteriorExpiraEm` or until
 * `encerrarSegredoAnterior`. One rotation at a time: a third secret is refused while a previous one lives.
 */
export async function rotacionarSegredoWebhook(
  db: Database,
  options: { clientId: string; horas: number; clock: Clock; random: RandomBytes; chave: Buffer },
): Promise<{ segredo: string; anteriorExpiraEm: Date }> {
  const cliente = await clienteAtivo(db, options.clientId);
  const agora = options.clock();
  return db.transaction(async (tx) => {
    // Two rotations at once must not both keep the same "previous": the webhook row is the lock.
    const [atual] = await tx
      .select()
      .from(integracaoWebhooks)
      .where(eq(integracaoWebhooks.clienteId, cliente.id))
      .for('update');
    if (!atual) {
      throw new CredencialError(
        'O cliente não tem webhook: configure-o antes (webhook --cliente … --url …).',
      );
    }
    if (atual.anteriorExpiraEm && atual.anteriorExpiraEm > agora) {
      throw new CredencialError(
        `O segredo anterior ainda vale até ${atual.anteriorExpiraEm.toISOString()}: encerre-o (webhook-encerrar-anterior) antes de rotacionar de novo.`,
      );
    }
    const segredo = `whsec_${randomToken(options.random)}`;
    const anteriorExpiraEm = new Date(agora.getTime() + options.horas * 3_600_000);
    await tx
      .update(integracaoWebhooks)
      .set({
        segredo: cifrarSegredoWebhook(options.chave, cliente.id, segredo),
        segredoAnterior: atual.segredo,
        anteriorExpiraEm,
      })
      .where(eq(integracaoWebhooks.clienteId, cliente.id));
    return { segredo, anteriorExpiraEm };
  });
}

/** Ends a rotation's overlap now: from the next delivery only the new secret signs. */
export async function encerrarSegredoAnterior(
  db: Database,
  options: { clientId: string; clock: Clock },
): Promise<void> {
  const cliente = await clienteAtivo(db, options.clientId);
  const encerrados = await db
    .update(integracaoWebhooks)
    .set({ segredoAnterior: null, anteriorExpiraEm: null })
    .where(
      and(
        eq(integracaoWebhooks.clienteId, cliente.id),
        isNotNull(integracaoWebhooks.segredoAnterior),
        gt(integracaoWebhooks.anteriorExpiraEm, options.clock()),
      ),
    )
    .returning({ clienteId: integracaoWebhooks.clienteId });
  if (encerrados.length === 0) throw new CredencialError('O webhook não tem segredo anterior válido.');
}

export interface EntregaMorta {
  clientId: string;
  eventoId: string;
  cursor: string;
  tipo: string;
  tentativas: number;
  ultimoErro: string | null;
}

/** Deliveries that gave up, oldest event first. */
export async function listarMortas(db: Database): Promise<EntregaMorta[]> {
  const linhas = await db
    .select({
      clientId: integracaoClientes.clientId,
      eventoId: integracaoEventos.eventoId,
      cursor: integracaoEventos.id,
      tipo: integracaoEventos.tipo,
      tentativas: integracaoEntregas.tentativas,
      ultimoErro: integracaoEntregas.ultimoErro,
    })
    .from(integracaoEntregas)
    .innerJoin(integracaoEventos, eq(integracaoEventos.id, integracaoEntregas.eventoId))
    .innerJoin(integracaoClientes, eq(integracaoClientes.id, integracaoEntregas.clienteId))
    .where(eq(integracaoEntregas.situacao, 'MORTA'))
    .orderBy(asc(integracaoEntregas.eventoId), asc(integracaoClientes.clientId));
  return linhas.map((l) => ({ ...l, cursor: String(l.cursor) }));
}

/**
 * A delivery that failed and waits for its next try (the worker records the error and pushes the try back):
 * PENDENTE with an error after at least one try. A retry from the console gives it a fresh count.
 */
const falhou = and(
  eq(integracaoEntregas.situacao, 'PENDENTE'),
  isNotNull(integracaoEntregas.ultimoErro),
  gt(integracaoEntregas.tentativas, 0),
);

/**
 * Puts the event's dead deliveries (of one client, or all) back in the queue with a fresh count, due now;
 * with `incluirFalhas` (the console's "Reenviar agora") also one that failed and waits for a retry.
 */
export async function reenviar(
  db: Database,
  options: { eventoId: string; clientId?: string; clock: Clock; incluirFalhas?: boolean },
): Promise<number> {
  if (!/^[0-9a-f-]{36}$/i.test(options.eventoId))
    throw new CredencialError('--evento deve ser o id (UUID) do evento.');
  const cliente = options.clientId ? await clienteAtivo(db, options.clientId) : null;
  const devolvidas = await db
    .update(integracaoEntregas)
    .set({ situacao: 'PENDENTE', tentativas: 0, proximaTentativa: options.clock() })
    .where(
      and(
        options.incluirFalhas
          ? or(eq(integracaoEntregas.situacao, 'MORTA'), falhou)
          : eq(integracaoEntregas.situacao, 'MORTA'),
        sql`${integracaoEntregas.eventoId} = (select ${integracaoEventos.id} from ${integracaoEventos} where ${integracaoEventos.eventoId} = ${options.eventoId})`,
        ...(cliente ? [eq(integracaoEntregas.clienteId, cliente.id)] : []),
      ),
    )
    .returning({ clienteId: integracaoEntregas.clienteId });
  if (devolvidas.length === 0) {
    throw new CredencialError(
      options.incluirFalhas
        ? 'Essa entrega não está com falha: nada a reenviar (talvez já tenha sido entregue ou esteja na fila).'
        : 'Nenhuma entrega morta desse evento.',
      409,
    );
  }
  return devolvidas.length;
}

/** Events one replay may put back in a client's queue (a longer period is refused: ask for a shorter one). */
export const REENFILEIRAR_MAXIMO = 5_000;

/**
 * Replays the events written in [de, ate) to the client's webhook: each event gets a delivery due now —
 * a new one, or its delivered or dead one back to PENDENTE with a fresh count. One already waiting in the
 * queue is left as it is, so replaying the same period twice queues nothing twice. Refused above
 * REENFILEIRAR_MAXIMO events. Answers how many events the period has and how many were queued.
 */
export async function reenfileirarPeriodo(
  db: Database,
  options: { clientId: string; de: Date; ate: Date; clock: Clock },
): Promise<{ eventos: number; reenfileiradas: number }> {
  const cliente = await clienteAtivo(db, options.clientId);
  const agora = options.clock();
  const ev = integracaoEventos;
  const e = integracaoEntregas;
  return db.transaction(async (tx) => {
    const [webhook] = await tx
      .select({ clienteId: integracaoWebhooks.clienteId })
      .from(integracaoWebhooks)
      .where(eq(integracaoWebhooks.clienteId, cliente.id));
    if (!webhook) throw new CredencialError('O cliente não tem webhook: não há para onde reenviar.', 409);
    const noPeriodo = and(gte(ev.criadoEm, options.de), lt(ev.criadoEm, options.ate));
    const [{ eventos } = { eventos: 0 }] = await tx.select({ eventos: count() }).from(ev).where(noPeriodo);
    if (eventos > REENFILEIRAR_MAXIMO) {
      throw new CredencialError(
        `O período tem ${eventos} eventos; reenvie no máximo ${REENFILEIRAR_MAXIMO} de uma vez (escolha um período menor).`,
      );
    }
    const resultado = await tx.execute(sql`
      insert into ${e} (evento_id, cliente_id, pessoa_id, situacao, tentativas, proxima_tentativa)
      select ${ev.id}, ${cliente.id}, ${ev.pessoaId}, 'PENDENTE', 0, ${agora.toISOString()}::timestamptz
      from ${ev}
      where ${ev.criadoEm} >= ${options.de.toISOString()}::timestamptz
        and ${ev.criadoEm} < ${options.ate.toISOString()}::timestamptz
      on conflict (evento_id, cliente_id) do update
        set situacao = 'PENDENTE', tentativas = 0, proxima_tentativa = excluded.proxima_tentativa,
          entregue_em = null
        where ${e}.situacao <> 'PENDENTE'
      returning 1 as um`);
    return { eventos, reenfileiradas: rowsOf(resultado).length };
  });
}

/**
 * Pauses (or resumes) the client's deliveries: while `pausado_em` is set no worker claims them (the claim's
 * query checks it, entregas.ts); they wait in the queue, in order, and go when it is resumed.
 */
export async function pausarEntregas(
  db: Database,
  options: { clientId: string; pausar: boolean; clock: Clock },
): Promise<void> {
  const cliente = await clienteAtivo(db, options.clientId);
  const w = integracaoWebhooks;
  const mudou = await db
    .update(w)
    .set({ pausadoEm: options.pausar ? options.clock() : null })
    .where(and(eq(w.clienteId, cliente.id), options.pausar ? isNull(w.pausadoEm) : isNotNull(w.pausadoEm)))
    .returning({ clienteId: w.clienteId });
  if (mudou.length > 0) return;
  const [existe] = await db.select({ id: w.clienteId }).from(w).where(eq(w.clienteId, cliente.id));
  if (!existe) throw new CredencialError('O cliente não tem webhook.', 404);
  throw new CredencialError(
    options.pausar
      ? 'As entregas desse cliente já estão pausadas.'
      : 'As entregas desse cliente não estão pausadas.',
    409,
  );
}

/** The console's names of a delivery not yet delivered: waiting, failed (a retry is due later), dead. */
export type EstadoEntrega = 'PENDENTE' | 'FALHOU' | 'MORTA';

const estadoSql = sql<EstadoEntrega>`case when ${integracaoEntregas.situacao} = 'MORTA' then 'MORTA'
  when ${integracaoEntregas.ultimoErro} is not null and ${integracaoEntregas.tentativas} > 0 then 'FALHOU'
  else 'PENDENTE' end`;

export interface ResumoEntregas {
  clientId: string;
  nome: string;
  url: string;
  pausadoEm: Date | null;
  revogadoEm: Date | null;
  pendentes: number;
  falhas: number;
  mortas: number;
}

/** Each client with a webhook and how many of its deliveries wait, failed and died (the ordering index). */
export async function resumoEntregas(db: Database): Promise<ResumoEntregas[]> {
  const e = integracaoEntregas;
  const c = integracaoClientes;
  const w = integracaoWebhooks;
  const porEstado = (estado: EstadoEntrega) =>
    sql<number>`(count(${e.eventoId}) filter (where ${estadoSql} = ${estado}))::int`;
  return db
    .select({
      clientId: c.clientId,
      nome: c.nome,
      url: w.url,
      pausadoEm: w.pausadoEm,
      revogadoEm: c.revogadoEm,
      pendentes: porEstado('PENDENTE'),
      falhas: porEstado('FALHOU'),
      mortas: porEstado('MORTA'),
    })
    .from(w)
    .innerJoin(c, eq(c.id, w.clienteId))
    .leftJoin(e, and(eq(e.clienteId, w.clienteId), sql`${e.situacao} <> 'ENTREGUE'`))
    .groupBy(c.id, w.clienteId)
    .orderBy(asc(c.nome), asc(c.id));
}

export interface EntregaListada {
  eventoId: string;
  tipo: string;
  criadoEm: Date;
  estado: EstadoEntrega;
  tentativas: number;
  ultimoErro: string | null;
  proximaTentativa: Date;
}

/** Deliveries of one client not yet delivered (of one state, or all), oldest event first, at most `limite`. */
export async function listarEntregas(
  db: Database,
  options: { clientId: string; estado?: EstadoEntrega; limite: number },
): Promise<EntregaListada[]> {
  const e = integracaoEntregas;
  const ev = integracaoEventos;
  const [cliente] = await db
    .select({ id: integracaoClientes.id })
    .from(integracaoClientes)
    .where(eq(integracaoClientes.clientId, options.clientId));
  if (!cliente) throw new CredencialError(`Cliente não encontrado: ${options.clientId}`, 404);
  return db
    .select({
      eventoId: ev.eventoId,
      tipo: ev.tipo,
      criadoEm: ev.criadoEm,
      estado: estadoSql,
      tentativas: e.tentativas,
      ultimoErro: e.ultimoErro,
      proximaTentativa: e.proximaTentativa,
    })
    .from(e)
    .innerJoin(ev, eq(ev.id, e.eventoId))
    .where(
      and(
        eq(e.clienteId, cliente.id),
        sql`${e.situacao} <> 'ENTREGUE'`,
        ...(options.estado ? [sql`${estadoSql} = ${options.estado}`] : []),
      ),
    )
    .orderBy(asc(e.eventoId))
    .limit(options.limite);
}
