// Webhook settings and dead letters of the operator integration (decision 0025), used by the clients
// command: a client's webhook URL and signing secret, its rotation (two secrets valid for a while), the
// deliveries that gave up (MORTA), and their replay.
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
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
  },
): Promise<{ segredo: string }> {
  const url = validarUrlWebhook(options.url, options.producao);
  const cliente = await clienteAtivo(db, options.clientId);
  if (!cliente.escopos.includes('eventos:leitura')) {
    throw new CredencialError('O cliente precisa do escopo eventos:leitura para receber eventos.');
  }
  const segredo = `whsec_${randomToken(options.random)}`;
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

/** Puts the event's dead deliveries (of one client, or all) back in the queue with a fresh count. */
export async function reenviar(
  db: Database,
  options: { eventoId: string; clientId?: string; clock: Clock },
): Promise<number> {
  if (!/^[0-9a-f-]{36}$/i.test(options.eventoId))
    throw new CredencialError('--evento deve ser o id (UUID) do evento.');
  const cliente = options.clientId ? await clienteAtivo(db, options.clientId) : null;
  const devolvidas = await db
    .update(integracaoEntregas)
    .set({ situacao: 'PENDENTE', tentativas: 0, proximaTentativa: options.clock() })
    .where(
      and(
        eq(integracaoEntregas.situacao, 'MORTA'),
        sql`${integracaoEntregas.eventoId} = (select ${integracaoEventos.id} from ${integracaoEventos} where ${integracaoEventos.eventoId} = ${options.eventoId})`,
        ...(cliente ? [eq(integracaoEntregas.clienteId, cliente.id)] : []),
      ),
    )
    .returning({ clienteId: integracaoEntregas.clienteId });
  if (devolvidas.length === 0) throw new CredencialError('Nenhuma entrega morta desse evento.');
  return devolvidas.length;
}
