// Web Push on this device (issue 42, decision 0053): the section "Notificações neste aparelho" of the
// Notificações screen, behind tela-acessos-meus-dados like the screen (the permission every account holds).
//   GET    /beneficiarios/notificacoes/push   the portal's VAPID public key and how many devices of the caller get push
//   POST   /beneficiarios/notificacoes/push   this browser's subscription (PushSubscription.toJSON()), idempotent by
//                                            endpoint; an endpoint another account held moves to the caller
//   DELETE /beneficiarios/notificacoes/push   forgets this browser's subscription (push turned off, or sign-out)
// The endpoint must be a browser's push service over https (the server refuses any other address: it would be
// made to POST there), and the keys the sizes RFC 8291 gives (a P-256 point, a 16-byte secret).
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { defineEndpoint } from '../endpoint.js';

export const PUSH_MESSAGES = {
  endpointRecusado:
    'Este navegador informou um endereço de notificações que o portal não aceita. Atualize o navegador e tente de novo.',
  chavesInvalidas: 'As chaves de notificação deste navegador não são válidas. Desative e ative de novo.',
} as const;

/** base64url of an uncompressed P-256 point (65 bytes, 0x04 first) and of the 16-byte auth secret. */
const p256dhSchema = z
  .string()
  .regex(/^B[A-Za-z0-9_-]{86}$/, PUSH_MESSAGES.chavesInvalidas)
  .describe('Chave pública P-256 do navegador (65 bytes em base64url)');
const authSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, PUSH_MESSAGES.chavesInvalidas)
  .describe('Segredo de autenticação do navegador (16 bytes em base64url)');
const endpointSchema = z
  .string()
  .max(1024, PUSH_MESSAGES.endpointRecusado)
  .regex(/^https?:\/\/\S+$/, PUSH_MESSAGES.endpointRecusado)
  .describe('Endereço do serviço de push do navegador (RFC 8030)');

/** What PushSubscription.toJSON() gives, as the browser sends it. */
export const assinaturaPushSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }),
});
export type AssinaturaPush = z.infer<typeof assinaturaPushSchema>;

export const cancelarPushSchema = z.object({ endpoint: endpointSchema });

export const situacaoPushSchema = z.object({
  /** The VAPID public key (base64url) the browser subscribes with (applicationServerKey). */
  chavePublica: z.string(),
  /** Devices of the caller's account that get push now (this one included, when it does). */
  aparelhos: z.number().int().min(0),
});
export type SituacaoPush = z.infer<typeof situacaoPushSchema>;

const BASE = '/beneficiarios/notificacoes/push';
const tags = ['notificacoes'];

export const pushEndpoints = {
  situacao: defineEndpoint({
    operationId: 'obterSituacaoPush',
    method: 'GET',
    path: BASE,
    access: TELA.acessosDados,
    response: situacaoPushSchema,
    summary: 'Chave pública VAPID e quantos aparelhos recebem notificações push',
    description:
      'A chave pública VAPID do portal, com que o navegador assina as notificações (applicationServerKey), e quantos aparelhos da conta do usuário recebem notificações push.',
    tags,
  }),
  assinar: defineEndpoint({
    operationId: 'assinarPush',
    method: 'POST',
    path: BASE,
    access: TELA.acessosDados,
    body: assinaturaPushSchema,
    response: 'empty',
    status: 204,
    summary: 'Ativa as notificações push neste aparelho',
    description:
      'Guarda a assinatura de push deste navegador (PushSubscription) para a conta do usuário. Repetir com o mesmo endpoint atualiza as chaves; um endpoint que era de outra conta passa para esta (o navegador é um só). O endpoint precisa ser o serviço de push de um navegador, em https: qualquer outro endereço é recusado (400). Não responde conteúdo (204).',
    tags,
  }),
  cancelar: defineEndpoint({
    operationId: 'cancelarPush',
    method: 'DELETE',
    path: BASE,
    access: TELA.acessosDados,
    body: cancelarPushSchema,
    response: 'empty',
    status: 204,
    summary: 'Desativa as notificações push neste aparelho',
    description:
      'Esquece a assinatura de push deste navegador na conta do usuário (push desligado, ou saída da conta neste aparelho). Um endpoint que não é da conta não muda nada. Não responde conteúdo (204).',
    tags,
  }),
};
