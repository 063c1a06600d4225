// The provider's check of an attendance token (issue 41, decision 0050): the provider's system (an
// integration client with the scope tokens-atendimento:validacao — the client is the provider) sends the card
// number the member shows and the 6-digit code on the member's screen; the operator answers whether it is
// valid now (±1 step of 30 s), with the reason in Portuguese when it is not. A code is accepted once per
// provider: the same provider sending it again is refused (another provider may still accept it in its
// window). Each answer about a known card shows in the member's "Quem Acessou Meus Dados"; the calls a
// client may make here a minute are limited (TOKENS_VALIDACOES_POR_MINUTO) besides its general budget.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { integracaoAccess } from './escopos.js';
import { erroIntegracaoSchema } from './integracao.js';

/** Validations one client may ask a minute: a desk checks a few a minute, a guesser needs a million. */
export const TOKENS_VALIDACOES_POR_MINUTO = 60;

export const SITUACOES_VALIDACAO_TOKEN = [
  'VALIDO',
  'CODIGO_INCORRETO',
  'CODIGO_EXPIRADO',
  'CODIGO_JA_UTILIZADO',
  'CARTAO_INVALIDO',
] as const;
export type SituacaoValidacaoToken = (typeof SITUACOES_VALIDACAO_TOKEN)[number];

export const MENSAGENS_VALIDACAO_TOKEN: Record<SituacaoValidacaoToken, string> = {
  VALIDO: 'Token válido: o beneficiário pode ser atendido.',
  CODIGO_INCORRETO: 'Código incorreto: confira o código que aparece agora no aplicativo do beneficiário.',
  CODIGO_EXPIRADO: 'Código expirado: peça ao beneficiário o código que aparece agora no aplicativo.',
  CODIGO_JA_UTILIZADO:
    'Este código já foi validado por este prestador: peça ao beneficiário o próximo código (muda a cada 30 segundos).',
  CARTAO_INVALIDO:
    'Cartão não encontrado ou sem validade (contrato cancelado, beneficiário excluído ou cartão substituído por outra via).',
};

export const validacaoTokenBodySchema = z
  .object({
    /** The card number as printed (digits; spaces, dots and dashes are ignored). */
    carteira: z
      .string()
      .transform((v) => v.replace(/[\s.-]/g, ''))
      .pipe(z.string().regex(/^\d{6,20}$/)),
    codigo: z.string().regex(/^\d{6}$/),
  })
  .strict();
export type ValidacaoTokenBody = z.input<typeof validacaoTokenBodySchema>;

export const validacaoTokenResponseSchema = z.object({
  valido: z.boolean(),
  situacao: z.enum(SITUACOES_VALIDACAO_TOKEN),
  mensagem: z.string(),
  /** Who is being attended, when the code is valid (the name as the member is addressed). */
  beneficiario: z.object({ nome: z.string(), carteira: z.string(), plano: z.string() }).nullable(),
  /** The instant of the check (ISO 8601). */
  validadoEm: z.string(),
});
export type ValidacaoTokenResponse = z.infer<typeof validacaoTokenResponseSchema>;

export const integracaoTokensAtendimentoEndpoints = {
  validacao: defineEndpoint({
    operationId: 'validarTokenAtendimento',
    method: 'POST',
    path: '/tokens-atendimento/validacao',
    access: integracaoAccess('tokens-atendimento:validacao'),
    body: validacaoTokenBodySchema,
    response: validacaoTokenResponseSchema,
    erro: erroIntegracaoSchema,
    erros: [429],
    summary: 'Valida o token de atendimento apresentado pelo beneficiário',
    description: `O prestador (o cliente de integração) envia o número do cartão e o código de 6 dígitos que o beneficiário mostra no aplicativo; a resposta diz se vale agora (TOTP, RFC 6238, passo de 30 s, um passo de tolerância para cada lado), com situacao ${SITUACOES_VALIDACAO_TOKEN.join(' | ')} e a mensagem em português. Cada código é aceito uma vez por prestador. Cada validação de um cartão conhecido aparece ao beneficiário em "Quem Acessou Meus Dados". No máximo ${TOKENS_VALIDACOES_POR_MINUTO} validações por minuto por cliente (429 com Retry-After além disso).`,
    tags: ['tokens-atendimento'],
  }),
};
