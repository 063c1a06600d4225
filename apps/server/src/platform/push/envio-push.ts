// Sends one notice to every browser a person subscribed (issue 42, decision 0053): the message is encrypted for
// each subscription (RFC 8291, aes128gcm) and signed with the portal's VAPID key by web-push; the request itself
// is ours (node:http/https, one attempt, a timeout, no redirect), so the SSRF rule (destino-push.ts) is checked
// right before it leaves and the tests' local push service can be plain http outside production.
// 404/410 from the push service: the browser dropped the subscription — the row goes. Anything else that is not
// 2xx (429, 5xx, a network error): counted as a failure, and the outbox tries again later.
// Nothing about the member, the endpoint or the keys reaches the log: only counts and statuses.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/client.js';
import { contas } from '../../db/schema/auth.js';
import { assinaturasPush } from '../../db/schema/push.js';
import type { Clock } from '../clock.js';
import type { MensagemPush, ResultadoPush } from '../notify/canal-push.js';
import { destinoPermitido } from './destino-push.js';
import type { Vapid } from './vapid.js';

/**
 * 12 hours: a notice still worth showing after a night with the phone off, and not a day-old one; the e-mail
 * of the same event (when chosen) and the screen itself keep the information.
 */
export const TTL_PUSH_SEGUNDOS = 12 * 60 * 60;
/** Each push service's answer is waited for this long at most. */
const TEMPO_MAXIMO_MS = 10_000;
/** The notification's text limits (a lock screen shows about this much; the payload stays far under 4 KB). */
const TITULO_MAX = 80;
const CORPO_MAX = 240;

export interface EnvioPushOpcoes {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: () => Vapid;
  origensExtras: readonly string[];
}

/** The JSON the service worker reads (public/sw.js): title, body and the portal path the click opens. */
export function conteudoPush(mensagem: MensagemPush): string {
  // Only the portal's own paths: a notice never opens another site (the worker checks it again).
  const url = mensagem.url.startsWith('/') && !mensagem.url.startsWith('//') ? mensagem.url : '/';
  return JSON.stringify({
    titulo: mensagem.titulo.slice(0, TITULO_MAX),
    corpo: mensagem.corpo.slice(0, CORPO_MAX),
    url,
  });
}

type Resposta = { status: number } | { erro: string };

function postar(
  endpoint: string,
  headers: Record<string, string | number>,
  corpo: Buffer,
): Promise<Resposta> {
  return new Promise((resolve) => {
    const url = new URL(endpoint);
    const enviar = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const pedido = enviar(url, { method: 'POST', headers, timeout: TEMPO_MAXIMO_MS }, (resposta) => {
      resposta.resume();
      resposta.on('end', () => resolve({ status: resposta.statusCode ?? 0 }));
      resposta.on('error', () => resolve({ erro: 'resposta interrompida' }));
    });
    pedido.on('timeout', () => pedido.destroy(new Error('tempo esgotado')));
    pedido.on('error', (erro) => resolve({ erro: erro.message }));
    pedido.end(corpo);
  });
}

/** The person's subscriptions: one indexed query through the account (contas.pessoa_id is unique). */
const assinaturasDa = (db: Database, pessoaId: number) =>
  db
    .select({
      id: assinaturasPush.id,
      endpoint: assinaturasPush.endpoint,
      p256dh: assinaturasPush.p256dh,
      auth: assinaturasPush.auth,
    })
    .from(assinaturasPush)
    .innerJoin(contas, eq(contas.id, assinaturasPush.contaId))
    .where(eq(contas.pessoaId, pessoaId));

export async function temAssinatura(db: Database, pessoaId: number): Promise<boolean> {
  const [linha] = await assinaturasDa(db, pessoaId).limit(1);
  return linha !== undefined;
}

export async function enviarPush(
  opcoes: EnvioPushOpcoes,
  pessoaId: number,
  mensagem: MensagemPush,
): Promise<ResultadoPush> {
  const { db, clock, log } = opcoes;
  const assinaturas = await assinaturasDa(db, pessoaId);
  if (assinaturas.length === 0) return { entregues: 0, removidas: 0, falhas: 0 };
  const vapid = opcoes.vapid();
  const conteudo = conteudoPush(mensagem);
  const resultados = await Promise.all(
    assinaturas.map(async (assinatura): Promise<'entregue' | 'removida' | 'falha'> => {
      // Written under an older rule: it can never be sent, so it is as gone as a 410.
      if (!destinoPermitido(assinatura.endpoint, opcoes.origensExtras)) return 'removida';
      const detalhes = webpush.generateRequestDetails(
        { endpoint: assinatura.endpoint, keys: { p256dh: assinatura.p256dh, auth: assinatura.auth } },
        conteudo,
        {
          vapidDetails: vapid,
          TTL: TTL_PUSH_SEGUNDOS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const resposta = await postar(assinatura.endpoint, detalhes.headers, detalhes.body);
      if ('erro' in resposta) {
        log.warn({ motivo: resposta.erro }, 'push: serviço de push inacessível');
        return 'falha';
      }
      if (resposta.status >= 200 && resposta.status < 300) return 'entregue';
      if (resposta.status === 404 || resposta.status === 410) return 'removida';
      log.warn({ status: resposta.status }, 'push: serviço de push recusou a mensagem');
      return 'falha';
    }),
  );
  const ids = (tipo: string) => assinaturas.filter((_, i) => resultados[i] === tipo).map((a) => a.id);
  const removidas = ids('removida');
  const entregues = ids('entregue');
  if (removidas.length > 0) await db.delete(assinaturasPush).where(inArray(assinaturasPush.id, removidas));
  if (entregues.length > 0)
    await db
      .update(assinaturasPush)
      .set({ ultimoUsoEm: clock() })
      .where(inArray(assinaturasPush.id, entregues));
  const resultado = {
    entregues: entregues.length,
    removidas: removidas.length,
    falhas: resultados.filter((r) => r === 'falha').length,
  };
  log.info(resultado, 'push: mensagem enviada');
  return resultado;
}
