// Token de atendimento (issue 41, decision 0050): a 6-digit code per beneficiary that changes every 30
// seconds (RFC 6238 TOTP, HMAC-SHA-1), shown on its screen and on the virtual card, that a provider checks
// through the operator (POST /integracao/v1/tokens-atendimento/validacao). The member's device computes the
// code itself from the card's secret, so it works with the network cut once the card was opened online.
//   GET  /beneficiarios/token-atendimento/listagem-beneficiarios   the picker (whose tokens the caller may use)
//   GET  /beneficiarios/token-atendimento/:carteira                the card's secret for the device
//   POST /beneficiarios/token-atendimento/:carteira/renovar        a new secret (the old codes stop at once)
// Who: the token lets a provider attend that person, so it follows the family health rule (decision 0026,
// area SAUDE): one's own; a minor's by the titular or a recorded guardian; an adult's only by themself,
// a representative the operator recorded, or someone the adult authorized for health data. Anyone else:
// 403 with the reason inside the family, 404 outside it (and for a card of a cancelled contract or an old via).
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { carteiraParamsSchema } from './cartao-virtual.js';

/** 30 s: RFC 6238's default step; with the ±1 step window a code read out lives 60–90 s at the desk. */
export const TOKEN_ATENDIMENTO_PASSO_SEGUNDOS = 30;
export const TOKEN_ATENDIMENTO_DIGITOS = 6;
/** Steps accepted either side of the provider's moment (a phone's clock a little off, a slow typist). */
export const TOKEN_ATENDIMENTO_JANELA_PASSOS = 1;

export const tokenAtendimentoSchema = z.object({
  /** Digits only; shown with maskCardNumber. */
  carteira: z.string(),
  /** Social name when there is one (as the provider addresses the member). */
  nome: z.string(),
  plano: z.string(),
  /** The card's public contract code (the virtual card's tab). */
  codigoPlano: z.string(),
  via: z.number().int(),
  /** The TOTP secret (base32, RFC 4648) the device keeps for this card only. */
  segredo: z.string(),
  /** Changes when the secret is rotated (on request or after a reissue): the device replaces its copy. */
  versao: z.number().int(),
  passoSegundos: z.literal(TOKEN_ATENDIMENTO_PASSO_SEGUNDOS),
  digitos: z.literal(TOKEN_ATENDIMENTO_DIGITOS),
});
export type TokenAtendimento = z.infer<typeof tokenAtendimentoSchema>;

export const TOKEN_ATENDIMENTO_MENSAGENS = {
  cartaoSemValidade:
    'Este cartão não tem token: foi substituído por uma nova via, está vencido ou o contrato não está ativo.',
  novoToken: 'Novo token gerado: os códigos anteriores deixaram de valer.',
  semConexao: 'Sem conexão: o código é gerado neste aparelho e continua valendo.',
  naoSalvo: 'Abra o token uma vez com internet para usá-lo sem conexão neste aparelho.',
} as const;

const tags = ['token-atendimento'];
const BASE = '/beneficiarios/token-atendimento';
const access = TELA.cartaoVirtual;

export const tokenAtendimentoEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujo token de atendimento o usuário pode usar',
    'listarBeneficiariosTokenAtendimento',
    'Só quem o usuário pode levar ao atendimento (ele mesmo, um menor de quem é responsável, um adulto que o autorizou a ver os dados de saúde); os demais vêm em ocultos com o motivo.',
  ),
  token: defineEndpoint({
    operationId: 'obterTokenAtendimento',
    method: 'GET',
    path: `${BASE}/:carteira`,
    access,
    params: carteiraParamsSchema,
    response: tokenAtendimentoSchema,
    summary: 'Segredo do token de atendimento de um cartão, para o aparelho',
    description: `O segredo (TOTP, RFC 6238: ${TOKEN_ATENDIMENTO_DIGITOS} dígitos, passo de ${TOKEN_ATENDIMENTO_PASSO_SEGUNDOS} s) do cartão atual do beneficiário, que o aparelho guarda para mostrar o código mesmo sem rede. Um cartão substituído por uma nova via ou de contrato cancelado responde 404; depois de uma nova via o segredo é outro.`,
    tags,
  }),
  renovar: defineEndpoint({
    operationId: 'renovarTokenAtendimento',
    method: 'POST',
    path: `${BASE}/:carteira/renovar`,
    access,
    params: carteiraParamsSchema,
    response: tokenAtendimentoSchema,
    summary: 'Troca o segredo do token de atendimento',
    description:
      'Gera um novo segredo para o cartão: os códigos do segredo anterior deixam de valer na hora (em qualquer aparelho).',
    tags,
  }),
};
