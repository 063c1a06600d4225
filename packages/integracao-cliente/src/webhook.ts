// The receiver's side of the portal's webhook signature (decision 0025 §5), as an ERP should write it: the
// portal POSTs the event with `X-Portal-Timestamp` (Unix seconds) and `X-Portal-Assinatura: v1=<hex>` — the
// HMAC-SHA256, with the webhook secret, of "<timestamp>.<body exactly as received>"; during a secret's
// rotation two values, comma-separated (`v1=<new>,v1=<previous>`). Accept when any `v1=` matches any secret
// the receiver holds (compared in constant time) and the timestamp is within 5 minutes of the receiver's
// clock. exemplos/receptor-webhook.ts is a whole receiver built on this; the portal's own webhook tests check
// what it delivers with `verificarAssinatura`, so this is the rule the portal is tested against.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_CABECALHOS, WEBHOOK_JANELA_SEGUNDOS } from '@portal/domain/contract/integracao/eventos';
import type { paths } from './schema.js';

export { WEBHOOK_CABECALHOS, WEBHOOK_JANELA_SEGUNDOS };

/** An event as the webhook body carries it: the same JSON as an item of `GET /integracao/v1/eventos`. */
export type EventoWebhook =
  paths['/integracao/v1/eventos']['get']['responses'][200]['content']['application/json']['eventos'][number];

/** Request headers as Node hands them (lower-case names), or a fetch `Headers`. */
export type Cabecalhos = Headers | Record<string, string | string[] | undefined>;

export interface PedidoWebhook {
  cabecalhos: Cabecalhos;
  /** The body exactly as it arrived — never JSON parsed and serialised again. */
  corpo: string | Buffer;
}

const cabecalho = (cabecalhos: Cabecalhos, nome: string): string | undefined => {
  const valor = cabecalhos instanceof Headers ? cabecalhos.get(nome) : cabecalhos[nome];
  return (Array.isArray(valor) ? valor.join(',') : valor) ?? undefined;
};

/** The `v1=` values of the signature header (one, or two during a rotation). */
export const assinaturasDoPedido = (cabecalhos: Cabecalhos): string[] =>
  (cabecalho(cabecalhos, WEBHOOK_CABECALHOS.assinatura) ?? '')
    .split(',')
    .map((parte) => parte.trim())
    .filter((parte) => parte.startsWith('v1='))
    .map((parte) => parte.slice(3));

/**
 * True when a `v1=` value of the request is the HMAC of "<timestamp>.<body>" with one of `segredos`
 * (the secret in use, and the previous one while a rotation lasts). The timestamp's age is not judged here.
 */
export function verificarAssinatura(pedido: PedidoWebhook, segredos: readonly string[]): boolean {
  const timestamp = cabecalho(pedido.cabecalhos, WEBHOOK_CABECALHOS.timestamp);
  if (!timestamp) return false;
  const recebidas = assinaturasDoPedido(pedido.cabecalhos).map((hex) => Buffer.from(hex, 'hex'));
  return segredos.some((segredo) => {
    const esperada = createHmac('sha256', segredo).update(`${timestamp}.`).update(pedido.corpo).digest();
    return recebidas.some((r) => r.length === esperada.length && timingSafeEqual(r, esperada));
  });
}

export type MotivoRecusa = 'sem-timestamp' | 'timestamp-fora-da-janela' | 'assinatura-nao-confere';

/**
 * The whole rule: a timestamp within `janelaSegundos` (5 minutes) of `agora` either way, and a matching
 * signature. Answers why a request is refused (answer it 401: the portal tries again later), or null.
 */
export function recusaDoWebhook(
  pedido: PedidoWebhook,
  segredos: readonly string[],
  opcoes: { agora?: number; janelaSegundos?: number } = {},
): MotivoRecusa | null {
  const timestamp = Number(cabecalho(pedido.cabecalhos, WEBHOOK_CABECALHOS.timestamp) ?? Number.NaN);
  if (!Number.isInteger(timestamp)) return 'sem-timestamp';
  const agoraSegundos = (opcoes.agora ?? Date.now()) / 1000;
  if (Math.abs(agoraSegundos - timestamp) > (opcoes.janelaSegundos ?? WEBHOOK_JANELA_SEGUNDOS)) {
    return 'timestamp-fora-da-janela';
  }
  return verificarAssinatura(pedido, segredos) ? null : 'assinatura-nao-confere';
}
