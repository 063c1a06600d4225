// Contract of spec §7 "Session and parameters": the logged-in user (GET /api/usuario and its companions:
// chatbot data, usage records, the one-time access token).
import { z } from 'zod';
import { RECURSOS_DO_SERVIDOR } from '../calls/recursos.js';
import { defineEndpoint } from '../endpoint.js';

export const permissionamentoSchema = z.object({
  tela: z.array(z.string()),
  menu: z.array(z.string()),
  funcao: z.array(z.string()),
});

/** GET /api/usuario (spec §3 "Logged-in user"). */
export const usuarioSchema = z.object({
  nomeCompleto: z.string(),
  nomeSocial: z.string().nullable(),
  imagem: z.string().nullable(),
  nrCpf: z.string(),
  credenciaisNaoExpiradas: z.boolean(),
  /**
   * A version of the terms of use published after the account was created is not accepted yet (issue 38):
   * the web asks for it before anything else (POST /usuario/aceite-termos).
   */
  aceiteTermosPendente: z.boolean(),
  permissionamento: permissionamentoSchema,
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** POST /api/usuario/token-acesso — a signed-in client (e.g. the mobile app) mints a one-time token. */
export const tokenAcessoResponseSchema = z.object({ token: z.string(), expiraEm: z.string() });

/** GET /api/usuario/chatbot (spec §3 "Chatbot data"). */
export const chatbotSchema = z.object({
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string(),
  telefone: z.string().nullable(),
});
export type Chatbot = z.infer<typeof chatbotSchema>;

/**
 * Spec §7 "Resource-usage names include topic, exam, invoice, prescription and scheduling": those a client
 * reports (the portal's access, a topic opened), and those the server records itself — every `uso` an
 * endpoint declares (contract/calls/recursos.ts, derived by `npm run contract:calls`), so a new screen
 * that counts a use names it on its endpoint and nowhere else.
 */
export const RECURSOS_INFORMADOS = [
  'ACESSO_PORTAL',
  'TOPICO',
  'EXAME',
  'FATURA',
  'RECEITA',
  'AGENDAMENTO',
] as const;
export const RECURSOS = [...new Set([...RECURSOS_INFORMADOS, ...RECURSOS_DO_SERVIDOR])] as [
  (typeof RECURSOS_INFORMADOS)[number] | (typeof RECURSOS_DO_SERVIDOR)[number],
  ...((typeof RECURSOS_INFORMADOS)[number] | (typeof RECURSOS_DO_SERVIDOR)[number])[],
];
export type Recurso = (typeof RECURSOS)[number];

/** POST /api/usuario/utilizacao-recurso. */
export const utilizacaoRecursoBodySchema = z.object({
  recurso: z.enum(RECURSOS),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
/** POST /api/usuario/utilizacao-funcionalidade. */
export const utilizacaoFuncionalidadeBodySchema = z.object({
  recurso: z.string().min(1).max(100),
  complemento: z.string().max(255).nullish(),
  documentoAcessado: z.string().max(255).nullish(),
});

const tags = ['auth'];

/** The signed-in member's own calls: any session will do (no screen permission). */
export const usuarioEndpoints = {
  // Also while the password is expired: the web needs the member to show the change-password screen.
  usuario: defineEndpoint({
    operationId: 'obterUsuario',
    method: 'GET',
    path: '/usuario',
    access: 'session',
    allowExpiredCredentials: true,
    response: usuarioSchema,
    summary: 'Usuário logado',
    description:
      'O usuário da sessão: nome, nome social, imagem, CPF, as permissões (telas, menus e funções), se a senha ainda vale (credenciaisNaoExpiradas) e se há uma nova versão dos Termos de uso a aceitar (aceiteTermosPendente). O portal o lê ao abrir para montar o menu.',
    tags,
  }),
  chatbot: defineEndpoint({
    operationId: 'obterDadosChatbot',
    method: 'GET',
    path: '/usuario/chatbot',
    access: 'session',
    response: chatbotSchema,
    summary: 'Dados do chatbot',
    description:
      'Os dados com que o portal abre o chatbot da operadora para o usuário logado: nome, CPF, e-mail e telefone.',
    tags,
  }),
  utilizacaoRecurso: defineEndpoint({
    operationId: 'registrarUtilizacaoRecurso',
    method: 'POST',
    path: '/usuario/utilizacao-recurso',
    access: 'session',
    body: utilizacaoRecursoBodySchema,
    response: 'empty',
    summary: 'Registra a utilização de um recurso',
    description:
      'Registra que o usuário usou um recurso do portal (tópico, exame, fatura, receita, agendamento…), com a localização quando o aparelho a informa. Não responde conteúdo (204).',
    tags,
  }),
  utilizacaoFuncionalidade: defineEndpoint({
    operationId: 'registrarUtilizacaoFuncionalidade',
    method: 'POST',
    path: '/usuario/utilizacao-funcionalidade',
    access: 'session',
    body: utilizacaoFuncionalidadeBodySchema,
    response: 'empty',
    summary: 'Registra a utilização de uma funcionalidade',
    description:
      'Registra que o usuário usou uma funcionalidade do portal, com o complemento e o documento acessado. Não responde conteúdo (204).',
    tags,
  }),
  tokenAcesso: defineEndpoint({
    operationId: 'emitirTokenAcesso',
    method: 'POST',
    path: '/usuario/token-acesso',
    access: 'session',
    response: tokenAcessoResponseSchema,
    summary: 'Emite um token de acesso de uso único (5 minutos) para abrir o portal web',
    description:
      'Emite um token de uso único, válido por 5 minutos, com o qual um cliente logado (ex.: o aplicativo móvel) abre o portal web já com sessão (POST /login/token).',
    tags,
  }),
};
