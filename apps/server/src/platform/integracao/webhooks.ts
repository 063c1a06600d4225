// Webhook settings and dead letters of the operator integration (decision 0025), used by the clients
// command: a client's webhook URL and signing secret, the deliveries that gave up (MORTA), and their replay.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import {
  integracaoEntregas,
  integracaoEventos,
  integracaoWebhooks,
} from '../../db/schema/integracao-eventos.js';
import { randomToken, type Clock, type RandomBytes } from '../clock.js';
import { clienteAtivo, CredencialError } from './credenciais.js';
import { cifrarSegredoWebhook } from './segredo-webhook.js';

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http to this machine only (a receiver under development). */
export function validarUrlWebhook(texto: string): string {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw new CredencialError('URL do webhook inválida.');
  }
  const local = url.protocol === 'http:' && LOCAL.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new CredencialError('O webhook precisa de https (http só para localhost).');
  }
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
  options: { clientId: string; url: string; clock: Clock; random: RandomBytes; chave: Buffer },
): Promise<{ segredo: string }> {
  const url = validarUrlWebhook(options.url);
  const cliente = await clienteAtivo(db, options.clientId);
  if (!cliente.escopos.includes('eventos:leitura')) {
    throw new CredencialError('O cliente precisa do escopo eventos:leitura para receber eventos.');
  }
  const segredo = `whsec_${randomToken(options.random)}`;
  const valores = {
    url,
    segredo: cifrarSegredoWebhook(options.chave, cliente.id, segredo),
    criadoEm: options.clock(),
  };
  await db
    .insert(integracaoWebhooks)
    .values({ clienteId: cliente.id, ...valores })
    .onConflictDoUpdate({ target: integracaoWebhooks.clienteId, set: valores });
  return { segredo };
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
