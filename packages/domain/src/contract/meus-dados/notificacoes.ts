// Notificações (issue 42, decision 0052), under Meus Dados, behind tela-acessos-meus-dados — the permission
// every account holds (decision 0035 §1): choosing how one is told is everyone's.
//   GET /beneficiarios/notificacoes/preferencias        the catalogue, the channels this member can receive
//                                                       on, and the choices per person the member may follow
//   PUT /beneficiarios/notificacoes/preferencias/{cpf}  saves some choices for that person (the caller, or a
//                                                       relative whose health events the caller may follow)
// The events and their defaults are the catalogue (eventos-notificacao.ts). For another person only the SAUDE
// events of the areas the health-data rule lets the caller read (decision 0026): a minor's titular, an adult's
// consent per area; the rule is asked again when a message leaves. A security notice cannot be turned off.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfParamsSchema } from './dados-pessoais.js';
import { defineEndpoint } from '../endpoint.js';
import { CANAIS_NOTIFICACAO, GRUPOS_EVENTO, TIPOS_EVENTO } from './eventos-notificacao.js';

export const NOTIFICACOES_MESSAGES = {
  salvo: 'Suas preferências de notificação foram salvas.',
  segurancaFixa:
    'Os avisos de segurança vão sempre para o seu e-mail e não podem ser desligados: é assim que você fica sabendo se alguém mexer na sua conta.',
  eventoSoProprio: 'Esse aviso só pode ser recebido pela própria pessoa.',
  repetido: 'Cada aviso e canal pode aparecer uma vez só.',
} as const;

export const escolhaNotificacaoSchema = z.object({
  tipo: z.enum(TIPOS_EVENTO),
  canal: z.enum(CANAIS_NOTIFICACAO),
  ativo: z.boolean(),
});
export type EscolhaNotificacao = z.infer<typeof escolhaNotificacaoSchema>;

/** One person whose events the caller chooses for: the caller (`proprio`) or a relative they may follow. */
export const pessoaNotificacoesSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  proprio: z.boolean(),
  /** Every event × channel this person's page offers, with its state (saved or default). */
  escolhas: z.array(escolhaNotificacaoSchema),
});
export type PessoaNotificacoes = z.infer<typeof pessoaNotificacoesSchema>;

export const preferenciasNotificacaoSchema = z.object({
  eventos: z.array(
    z.object({
      tipo: z.enum(TIPOS_EVENTO),
      rotulo: z.string(),
      grupo: z.enum(GRUPOS_EVENTO),
      /** Security notices: e-mail always, shown but not offered. */
      fixo: z.boolean(),
    }),
  ),
  /**
   * Where each channel reaches the caller: SMS needs a verified mobile, push a device that turned it on.
   * A channel without one can still be chosen (it starts working when the contact or device exists).
   */
  canais: z.array(
    z.object({ canal: z.enum(CANAIS_NOTIFICACAO), rotulo: z.string(), aviso: z.string().nullable() }),
  ),
  pessoas: z.array(pessoaNotificacoesSchema),
  /** Relatives the caller may not follow, and why (the health rule's words). */
  semAcesso: z.array(z.object({ nome: z.string(), motivo: z.string() })),
});
export type PreferenciasNotificacao = z.infer<typeof preferenciasNotificacaoSchema>;

/** Each kind of notice on each channel, at most once. A constant, not an expression in the schema below: the web
 *  build would keep the schema (and zod) in a screen that imports this module only for its messages. */
const MAXIMO_ESCOLHAS = TIPOS_EVENTO.length * CANAIS_NOTIFICACAO.length;

export const salvarPreferenciasSchema = z.object({
  escolhas: z.array(escolhaNotificacaoSchema).min(1).max(MAXIMO_ESCOLHAS),
});
export type SalvarPreferencias = z.infer<typeof salvarPreferenciasSchema>;

const tags = ['notificacoes'];
const BASE = '/beneficiarios/notificacoes/preferencias';

export const notificacoesEndpoints = {
  preferencias: defineEndpoint({
    operationId: 'obterPreferenciasNotificacao',
    method: 'GET',
    path: BASE,
    access: TELA.acessosDados,
    response: preferenciasNotificacaoSchema,
    summary: 'Preferências de notificação',
    description:
      'Os avisos que o portal envia, por canal (e-mail, SMS, notificação no aparelho), as escolhas do beneficiário e as dos familiares cujos avisos de saúde ele pode acompanhar.',
    tags,
  }),
  salvar: defineEndpoint({
    operationId: 'salvarPreferenciasNotificacao',
    method: 'PUT',
    path: `${BASE}/:cpf`,
    access: TELA.acessosDados,
    params: cpfParamsSchema,
    body: salvarPreferenciasSchema,
    response: preferenciasNotificacaoSchema,
    summary: 'Salva preferências de notificação de uma pessoa',
    description:
      'Liga ou desliga avisos por canal, para o próprio beneficiário ou para um familiar cujos avisos de saúde ele pode ver (regra de acesso a dados de saúde). Avisos de segurança não podem ser desligados (400).',
    erros: [403],
    tags,
  }),
};
