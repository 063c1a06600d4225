// The transactional outbox of the operator integration (issue 19, decision 0025). registrarEvento is the one
// way an event is written: inside the transaction of the member's change, so the event exists exactly when
// the change does (a change that rolls back leaves no event). It also queues one delivery per client with a
// webhook, in the same transaction. lerEventos is the polling feed.
import { randomUUID } from 'node:crypto';
import { asc, gt, sql, type SQL } from 'drizzle-orm';
import type { CorpoEvento, EventoIntegracao } from '@portal/domain/contract/integracao/eventos';
import type { Database } from '../../db/client.js';
import { escritasJuntas } from '../../db/escritas-juntas.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import { beneficiarios } from '../../db/schema/contratos.js';
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

/**
 * Writes the event and its pending deliveries in the caller's transaction — the lock, the event and its
 * deliveries in one statement (issue 18: one round trip instead of three, and the lock held from here to the
 * commit only; callers write the event last). A caller whose change is itself one statement adds the two
 * writes of escritasDoEvento to it instead (the personal-data save).
 */
export async function registrarEvento(tx: Database, novo: NovoEvento): Promise<void> {
  const [evento, entregas] = escritasDoEvento(novo);
  await tx.execute(escritasJuntas([evento], entregas));
}

/**
 * The event and its deliveries as two writes for a caller's single statement (escritas-juntas.ts): the
 * personal-data save writes its change, history, event and audit row at once. The event's insert draws its id
 * after the lock is granted (it reads from the lock's subquery); the lock holds to the statement's commit.
 */
export function escritasDoEvento(novo: NovoEvento): [{ nome: 'evento'; sql: SQL }, SQL] {
  const agora = novo.clock();
  const b = beneficiarios;
  const ev = integracaoEventos;
  const w = integracaoWebhooks;
  const c = integracaoClientes;
  const e = integracaoEntregas;
  const col = (column: { name: string }) => sql.identifier(column.name);
  const evento = sql`
      insert into ${ev} (${col(ev.eventoId)}, ${col(ev.tipo)}, ${col(ev.pessoaId)},
        ${col(ev.beneficiariosIdErp)}, ${col(ev.dados)}, ${col(ev.criadoEm)})
      select ${randomUUID()}::uuid, ${novo.evento.tipo}, ${novo.pessoaId},
        (select coalesce(array_agg(${b.idErp} order by ${b.idErp}), '{}')
          from ${b} where ${b.pessoaId} = ${novo.pessoaId} and ${b.idErp} is not null),
        ${JSON.stringify(novo.evento.dados)}::jsonb, ${agora.toISOString()}::timestamptz
      from (select pg_advisory_xact_lock(hashtext(${EVENTOS_LOCK_KEY}))) as trava
      returning ${col(ev.id)}`;
  // One delivery per live client with a webhook and the events scope, due at once.
  const entregas = sql`
    insert into ${e} (${col(e.eventoId)}, ${col(e.clienteId)}, ${col(e.pessoaId)}, ${col(e.proximaTentativa)})
    select evento.${col(ev.id)}, ${w.clienteId}, ${novo.pessoaId}, ${agora.toISOString()}::timestamptz
    from evento, ${w} join ${c} on ${c.id} = ${w.clienteId}
    where ${c.revogadoEm} is null and 'eventos:leitura' = any(${c.escopos})`;
  return [{ nome: 'evento', sql: evento }, entregas];
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
