// The transactional outbox of the operator integration (issue 19, decision 0025). registrarEvento is the one
// way an event is written: inside the transaction of the member's change, so the event exists exactly when
// the change does (a change that rolls back leaves no event). It also queues one delivery per client with a
// webhook, in the same transaction. lerEventos is the polling feed.
import { randomUUID } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { CorpoEvento, EventoIntegracao } from '@portal/domain/contract/integracao/eventos';
import type { Database } from '../../db/client.js';
import { lockKey } from '../../db/locks.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import { beneficiarios } from '../../db/schema/plans.js';
import {
  integracaoEntregas,
  integracaoEventos,
  integracaoWebhooks,
} from '../../db/schema/integracao-eventos.js';
import type { Clock } from '../clock.js';

/**
 * Held from the event's insert to the commit: events get their ids (the cursor) in commit order. Without
 * it, a transaction that took id 10 and committed after the one that took id 11 would be skipped by a
 * reader who had already moved past 11. Member requests already queue on the day's protocol counter, so
 * this adds little waiting.
 */
export const EVENTOS_LOCK_KEY = 'integracao:eventos';

export interface NovoEvento {
  clock: Clock;
  /** The member the event is about. */
  pessoaId: number;
  evento: CorpoEvento;
}

/** Writes the event and its pending deliveries in the caller's transaction. */
export async function registrarEvento(tx: Database, novo: NovoEvento): Promise<void> {
  const agora = novo.clock();
  await lockKey(tx, EVENTOS_LOCK_KEY);
  const b = beneficiarios;
  const [evento] = await tx
    .insert(integracaoEventos)
    .values({
      eventoId: randomUUID(),
      tipo: novo.evento.tipo,
      pessoaId: novo.pessoaId,
      beneficiariosIdErp: sql`(select coalesce(array_agg(${b.idErp} order by ${b.idErp}), '{}')
        from ${b} where ${b.pessoaId} = ${novo.pessoaId} and ${b.idErp} is not null)`,
      dados: novo.evento.dados,
      criadoEm: agora,
    })
    .returning({ id: integracaoEventos.id });
  // One delivery per live client with a webhook and the events scope, due at once.
  const w = integracaoWebhooks;
  const c = integracaoClientes;
  const e = integracaoEntregas;
  await tx.execute(sql`
    insert into ${e} (${sql.identifier(e.eventoId.name)}, ${sql.identifier(e.clienteId.name)},
      ${sql.identifier(e.pessoaId.name)}, ${sql.identifier(e.proximaTentativa.name)})
    select ${evento!.id}, ${w.clienteId}, ${novo.pessoaId}, ${agora.toISOString()}::timestamptz
    from ${w} join ${c} on ${c.id} = ${w.clienteId}
    where ${c.revogadoEm} is null and 'eventos:leitura' = any(${c.escopos})`);
}

type LinhaEvento = typeof integracaoEventos.$inferSelect;

/** The wire shape of an event (the same for polling and webhooks). */
export const eventoParaEnvio = (linha: LinhaEvento): EventoIntegracao =>
  ({
    id: linha.eventoId,
    cursor: String(linha.id),
    pessoaId: linha.pessoaId,
    beneficiariosIdErp: linha.beneficiariosIdErp,
    criadoEm: linha.criadoEm.toISOString(),
    tipo: linha.tipo,
    dados: linha.dados,
  }) as EventoIntegracao;

/** Events after `depois`, in order; one query (limite + 1 rows tell whether more are ready). */
export async function lerEventos(
  db: Database,
  options: { depois: string; limite: number },
): Promise<{ eventos: EventoIntegracao[]; proximoCursor: string; temMais: boolean }> {
  const linhas = await db
    .select()
    .from(integracaoEventos)
    .where(gt(integracaoEventos.id, Number(options.depois)))
    .orderBy(asc(integracaoEventos.id))
    .limit(options.limite + 1);
  const pagina = linhas.slice(0, options.limite);
  const ultimo = pagina.at(-1);
  return {
    eventos: pagina.map(eventoParaEnvio),
    proximoCursor: ultimo ? String(ultimo.id) : String(Number(options.depois)),
    temMais: linhas.length > options.limite,
  };
}
