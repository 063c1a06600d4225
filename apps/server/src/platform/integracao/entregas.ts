// Webhook delivery (issue 19, decision 0025). Every instance runs the same worker on a timer; they share
// the queue through the database: a round claims due deliveries with FOR UPDATE SKIP LOCKED in one short
// statement (its own transaction) that also pushes each claimed row's next try to the end of a lease, so
// no other instance takes it while its POST is in flight, and a crashed instance's deliveries come back
// when the lease ends (at-least-once). An event waits while an older event of the same member is not yet
// delivered to the same client (in flight, waiting for a retry, or dead): events of one member arrive in
// order. Success (2xx) → ENTREGUE; otherwise the next try after an exponential backoff, MORTA after the
// configured number of tries (the clients command lists and replays them). Never to an internal address
// (issue 34, destino-webhook.ts): such a delivery fails with the reason, as for a receiver that is down.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { WEBHOOK_CABECALHOS } from '@portal/domain/contract/integracao/eventos';
import type { Database } from '../../db/client.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import {
  integracaoEntregas,
  integracaoEventos,
  integracaoWebhooks,
} from '../../db/schema/integracao-eventos.js';
import { hmacHex, type Clock } from '../clock.js';
import {
  DestinoProibidoError,
  postarWebhook,
  recusaDoDestino,
  type PedidoWebhook,
} from './destino-webhook.js';
import { tarefaPeriodica } from '../tarefa-periodica.js';
import { eventoParaEnvio } from './eventos.js';
import { decifrarSegredoWebhook } from './segredo-webhook.js';
import { rowsOf } from '../../db/rows.js';

/** First retry 30 s after a failure, then doubling, never more than an hour apart. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_TETO_MS = 3_600_000;
/** Deliveries claimed per round (spread over several rounds when more are due). */
export const ENTREGAS_POR_RODADA = 50;
/** A claimed delivery is left alone for the POST's timeout plus this margin. */
const MARGEM_LEASE_MS = 60_000;
const MAX_ERRO = 300;
/** The delivery's error when the stored secret does not decrypt (the key changed, or the row was altered). */
export const SEGREDO_ILEGIVEL =
  'segredo do webhook ilegível com a INTEGRACAO_CHAVE_WEBHOOKS atual: configure o webhook de novo';

/** Wait before try n + 1 after n failed tries (n ≥ 1). */
export const backoffMs = (tentativas: number): number =>
  Math.min(BACKOFF_BASE_MS * 2 ** (tentativas - 1), BACKOFF_TETO_MS);

/** `v1=<hex>`: HMAC-SHA256 of "<timestamp>.<body>" with the client's webhook secret. */
export const assinarWebhook = (segredo: string, timestamp: number, corpo: string): string =>
  `v1=${hmacHex(segredo, `${timestamp}.${corpo}`)}`;

/**
 * The signature header: one `v1=` per secret, comma-separated, the current secret first — two during a
 * rotation's overlap (as Stripe does). The receiver accepts when any of them matches a secret it holds.
 */
export const assinaturasWebhook = (segredos: string[], timestamp: number, corpo: string): string =>
  segredos.map((segredo) => assinarWebhook(segredo, timestamp, corpo)).join(',');

export interface EntregaDeps {
  db: Database;
  clock: Clock;
  timeoutMs: number;
  tentativas: number;
  /** INTEGRACAO_CHAVE_WEBHOOKS as the config holds it: decrypts each webhook's signing secret. */
  chave: Buffer;
  /** NODE_ENV=production: https only and never loopback (destino-webhook.ts); outside it loopback is allowed. */
  producao: boolean;
  /** The POST (postarWebhook: node:http/https, every resolved address checked); tests may hold it. */
  enviar?: (url: URL, pedido: PedidoWebhook) => Promise<number>;
}

export interface ResultadoRodada {
  entregues: number;
  adiadas: number;
  mortas: number;
}

type Reivindicada = {
  evento_id: string | number;
  cliente_id: number;
  tentativas: number;
  url: string;
  segredo: string;
  /** The previous secret while a rotation's overlap lasts (null otherwise). */
  segredo_anterior: string | null;
  uuid: string;
  tipo: string;
  pessoa_id: number;
  beneficiarios_id_erp: string[];
  dados: Record<string, unknown> | string;
  criado_em: string | Date;
};

/** Claims due deliveries (SKIP LOCKED) and leases them; one statement, its own short transaction. */
async function reivindicar(deps: EntregaDeps, agora: Date): Promise<Reivindicada[]> {
  const e = integracaoEntregas;
  const ev = integracaoEventos;
  const w = integracaoWebhooks;
  const c = integracaoClientes;
  const lease = new Date(agora.getTime() + deps.timeoutMs + MARGEM_LEASE_MS);
  const resultado = await deps.db.execute(sql`
    with devidas as (
      select d.evento_id, d.cliente_id from ${e} d
      where d.situacao = 'PENDENTE' and d.proxima_tentativa <= ${agora.toISOString()}::timestamptz
        and exists (select 1 from ${c} where ${c.id} = d.cliente_id and ${c.revogadoEm} is null)
        -- A paused client's deliveries wait (issue 39, decision 0044): every instance's claim skips them.
        and exists (select 1 from ${w} where ${w.clienteId} = d.cliente_id and ${w.pausadoEm} is null)
        and not exists (
          select 1 from ${e} o
          where o.cliente_id = d.cliente_id and o.pessoa_id = d.pessoa_id
            and o.evento_id < d.evento_id and o.situacao <> 'ENTREGUE')
      order by d.evento_id
      limit ${ENTREGAS_POR_RODADA}
      for update of d skip locked
    )
    update ${e} set tentativas = ${e.tentativas} + 1,
      proxima_tentativa = ${lease.toISOString()}::timestamptz
    from devidas
      join ${ev} on ${ev.id} = devidas.evento_id
      join ${w} on ${w.clienteId} = devidas.cliente_id
    where ${e.eventoId} = devidas.evento_id and ${e.clienteId} = devidas.cliente_id
    returning ${e.eventoId} as evento_id, ${e.clienteId} as cliente_id, ${e.tentativas} as tentativas,
      ${w.url} as url, ${w.segredo} as segredo,
      case when ${w.anteriorExpiraEm} > ${agora.toISOString()}::timestamptz then ${w.segredoAnterior} end as segredo_anterior,
      ${ev.eventoId} as uuid, ${ev.tipo} as tipo,
      ${ev.pessoaId} as pessoa_id, ${ev.beneficiariosIdErp} as beneficiarios_id_erp, ${ev.dados} as dados, ${ev.criadoEm} as criado_em`);
  // Both drivers answer a raw query with `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  return rowsOf<Reivindicada>(resultado);
}

/** POSTs one event; null when the receiver took it (2xx), else why not. */
async function postar(deps: EntregaDeps, alvo: Reivindicada, agora: Date): Promise<string | null> {
  const evento = eventoParaEnvio({
    id: Number(alvo.evento_id),
    eventoId: alvo.uuid,
    tipo: alvo.tipo,
    pessoaId: alvo.pessoa_id,
    beneficiariosIdErp: alvo.beneficiarios_id_erp,
    dados: typeof alvo.dados === 'string' ? (JSON.parse(alvo.dados) as Record<string, unknown>) : alvo.dados,
    criadoEm: new Date(alvo.criado_em),
  });
  const corpo = JSON.stringify(evento);
  const timestamp = Math.floor(agora.getTime() / 1000);
  let segredos: string[];
  try {
    segredos = [alvo.segredo, ...(alvo.segredo_anterior ? [alvo.segredo_anterior] : [])].map((guardado) =>
      decifrarSegredoWebhook(deps.chave, alvo.cliente_id, guardado),
    );
  } catch {
    // Nothing leaves unsigned, nor without a signature the receiver was promised (the previous one during
    // a rotation): the delivery waits, as for a receiver that is down, and dies in the end.
    return SEGREDO_ILEGIVEL;
  }
  let url: URL;
  try {
    url = new URL(alvo.url);
  } catch {
    return 'destino recusado: URL inválida';
  }
  // A URL stored before the rule (or by hand) is checked again: nothing leaves for an internal address.
  const recusa = recusaDoDestino(url, deps.producao);
  if (recusa) return `destino recusado: ${recusa}`;
  try {
    const status = await (deps.enviar ?? postarWebhook)(url, {
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_CABECALHOS.eventoId]: alvo.uuid,
        [WEBHOOK_CABECALHOS.timestamp]: String(timestamp),
        [WEBHOOK_CABECALHOS.assinatura]: assinaturasWebhook(segredos, timestamp, corpo),
      },
      corpo,
      timeoutMs: deps.timeoutMs,
      producao: deps.producao,
    });
    return status >= 200 && status < 300 ? null : `HTTP ${status}`;
  } catch (error) {
    // The reason only: a code or a message, never the URL's query nor a secret.
    if (error instanceof DestinoProibidoError) return `destino recusado: ${error.message}`;
    const { name, code, message } = error as Error & { code?: string };
    return `${name}: ${code ?? message}`.slice(0, MAX_ERRO);
  }
}

/** One round: claim, POST (in parallel: claimed rows are of different members or clients), record. */
export async function entregarDevidas(deps: EntregaDeps): Promise<ResultadoRodada> {
  const inicio = deps.clock();
  const reivindicadas = await reivindicar(deps, inicio);
  const resultado: ResultadoRodada = { entregues: 0, adiadas: 0, mortas: 0 };
  await Promise.all(
    reivindicadas.map(async (alvo) => {
      const erro = await postar(deps, alvo, inicio);
      const agora = deps.clock();
      const morta = erro !== null && alvo.tentativas >= deps.tentativas;
      const desfecho: keyof ResultadoRodada = erro === null ? 'entregues' : morta ? 'mortas' : 'adiadas';
      // Only while the row is still this round's claim: if the lease ran out (a POST slower than the
      // timeout allowed for) and another round took it, that round's result stands, not this late one.
      const ainda = await deps.db
        .update(integracaoEntregas)
        .set(
          erro === null
            ? { situacao: 'ENTREGUE', entregueEm: agora, ultimoErro: null }
            : {
                situacao: morta ? 'MORTA' : 'PENDENTE',
                proximaTentativa: new Date(agora.getTime() + (morta ? 0 : backoffMs(alvo.tentativas))),
                ultimoErro: erro,
              },
        )
        .where(
          sql`${integracaoEntregas.eventoId} = ${Number(alvo.evento_id)}
            and ${integracaoEntregas.clienteId} = ${alvo.cliente_id}
            and ${integracaoEntregas.situacao} = 'PENDENTE'
            and ${integracaoEntregas.tentativas} = ${alvo.tentativas}`,
        )
        .returning({ tentativas: integracaoEntregas.tentativas });
      if (ainda.length > 0) resultado[desfecho]++;
    }),
  );
  return resultado;
}

/** Delivers what is due every INTEGRACAO_WEBHOOK_INTERVALO_MS (platform/tarefa-periodica.ts; 0 = off). */
export const entregasWebhook = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  const { ctx } = app;
  const { intervaloMs, timeoutMs, tentativas, chave } = ctx.config.integracao.webhook;
  tarefaPeriodica(app, intervaloMs, () =>
    entregarDevidas({
      db: ctx.db,
      clock: ctx.clock,
      timeoutMs,
      tentativas,
      chave,
      producao: ctx.config.production,
    })
      .then((r) => {
        if (r.entregues + r.adiadas + r.mortas > 0) app.log.info(r, 'webhooks: rodada de entregas');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'webhooks: rodada falhou')),
  );
  done();
});
