// Member support in the console (issue 39 "Member support", decision 0042): staff with the atendimento role
// find a member by CPF, card number or name — only after giving a reason (a category of this fixed list and
// a free text) — and then read the member's portal data as the member sees it. Every read is written in the
// member's own audit ("Quem Acessou Meus Dados": "Central de atendimento da operadora" with the category) and
// in the staff audit with the full reason (platform/console/leitura-equipe.ts).
import { z } from 'zod';
import { contatosMascaradosSchema } from '../auth/contatos-verificacao.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { protocolosSchema } from '../facilidades/protocolos.js';
import { reembolsosSchema } from '../financeiro/reembolso.js';
import { titulosResponseSchema } from '../financeiro/situacao-financeira.js';
import { cartaoVirtualSchema } from '../meus-dados/cartao-virtual.js';
import { agendamentosSchema } from '../saude/agendamentos.js';
import { autorizacoesSchema } from '../saude/autorizacoes.js';
import { resultadosExamesSchema } from '../saude/resultado-exames.js';
import { consoleAccess } from './acesso.js';

/** Why a staff member looks a member up (the category the member reads in Quem Acessou Meus Dados). */
export const CATEGORIAS_MOTIVO = [
  'LIGACAO',
  'CHAT',
  'PRESENCIAL',
  'RECLAMACAO_ANS',
  'OUVIDORIA',
  'SOLICITACAO_INTERNA',
  'DIREITOS_TITULAR',
] as const;
export type CategoriaMotivo = (typeof CATEGORIAS_MOTIVO)[number];

/** Each category as staff pick it and as the member reads it (pt-BR). */
export const ROTULO_CATEGORIA_MOTIVO: Record<CategoriaMotivo, string> = {
  LIGACAO: 'Ligação do beneficiário',
  CHAT: 'Atendimento por chat',
  PRESENCIAL: 'Atendimento presencial',
  RECLAMACAO_ANS: 'Reclamação ou NIP da ANS',
  OUVIDORIA: 'Ouvidoria',
  SOLICITACAO_INTERNA: 'Solicitação interna',
  // The LGPD desk opening or answering the member's own request (decision 0045).
  DIREITOS_TITULAR: 'Pedido do titular sobre seus dados (LGPD)',
};

/** The category's label; a code stored before its label existed shows as is. */
export const rotuloCategoriaMotivo = (categoria: string): string =>
  Object.hasOwn(ROTULO_CATEGORIA_MOTIVO, categoria)
    ? ROTULO_CATEGORIA_MOTIVO[categoria as CategoriaMotivo]
    : categoria;

/** Shortest and longest free text of a reason. */
export const MOTIVO_TEXTO_MIN = 10;
export const MOTIVO_TEXTO_MAX = 500;

export const MENSAGENS_ATENDIMENTO = {
  categoria: 'Escolha o motivo do atendimento.',
  textoCurto: `Descreva o motivo do atendimento com pelo menos ${MOTIVO_TEXTO_MIN} caracteres.`,
  textoLongo: `Descreva o motivo do atendimento em até ${MOTIVO_TEXTO_MAX} caracteres.`,
} as const;

/** A staff member's reason: a category and what happened, in their words. */
export const motivoAtendimentoSchema = z.object({
  categoria: z.enum(CATEGORIAS_MOTIVO, { error: MENSAGENS_ATENDIMENTO.categoria }),
  texto: z
    .string({ error: MENSAGENS_ATENDIMENTO.textoCurto })
    .trim()
    .min(MOTIVO_TEXTO_MIN, { error: MENSAGENS_ATENDIMENTO.textoCurto })
    .max(MOTIVO_TEXTO_MAX, { error: MENSAGENS_ATENDIMENTO.textoLongo }),
});
export type MotivoAtendimento = z.infer<typeof motivoAtendimentoSchema>;

// ——— The endpoints ———————————————————————————————————————————————————————————————————————————————

const tags = ['console-atendimento'];
const access = consoleAccess('atendimento');

export const TAG_CONSOLE_ATENDIMENTO = {
  'console-atendimento':
    'Atendimento a beneficiários (papel atendimento): busca com motivo obrigatório, o portal do beneficiário como ele vê (as áreas de saúde só com o papel Atendimento — saúde), reenvio de acesso, bloqueio e encerramento de sessões. Cada leitura entra na auditoria do beneficiário e da equipe.',
};

/** How long an atendimento opened by a search lets its staff member read the people it found. */
export const ATENDIMENTO_VALIDADE_MINUTOS = 60;
/** Most people a search answers (the term should narrow it down). */
export const BUSCA_MAX_RESULTADOS = 20;
/** Shortest name a search takes (fewer letters match too many people). */
export const BUSCA_NOME_MIN = 3;

export const MENSAGENS_ATENDIMENTO_ACESSO = {
  termoCurto: `Informe o CPF (11 dígitos), o número do cartão ou ao menos ${BUSCA_NOME_MIN} letras do nome.`,
  semAtendimento:
    'Este atendimento não existe ou é de outra pessoa da equipe. Faça uma nova busca informando o motivo.',
  atendimentoExpirado: `O atendimento expirou (vale ${ATENDIMENTO_VALIDADE_MINUTOS} minutos). Faça uma nova busca informando o motivo.`,
  foraDoAtendimento:
    'Este beneficiário não estava no resultado da busca deste atendimento. Faça uma nova busca.',
  semConta: 'Este beneficiário ainda não criou a conta no portal.',
  jaBloqueado: 'O acesso deste beneficiário ao portal já está bloqueado.',
  naoBloqueado: 'O acesso deste beneficiário ao portal não está bloqueado.',
  contatoInvalido: 'Escolha um dos contatos verificados do beneficiário.',
  semContatoVerificado:
    'Este beneficiário não tem e-mail nem celular verificado: a mensagem não pode ser enviada.',
  limiteCodigos:
    'Já foram enviados 3 códigos para este CPF nos últimos 15 minutos. Peça ao beneficiário que aguarde e tente de novo.',
  avisoSaudeOculta:
    'Os protocolos sobre a saúde do beneficiário aparecem só para quem tem o papel Atendimento — saúde.',
} as const;

/**
 * A name as the search compares it: lower case, no accents, only letters, digits, spaces, apostrophes and
 * hyphens, single spaces — the query side of pessoas.nome_busca (computed by the database, migration 0042).
 */
export const normalizarNomeBusca = (nome: string): string =>
  nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** '***.456.789-**': enough for staff to confirm it with the member, never the whole number on screen. */
export const mascararCpf = (cpf: string): string => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/**
 * A reason as the body carries it: checked by the server (a 400 with MENSAGENS_ATENDIMENTO's Portuguese
 * sentence), so the schema here only bounds the size.
 */
const motivoBodySchema = z.object({
  categoria: z.string().max(40).optional(),
  texto: z.string().max(2000).optional(),
});

export const buscaAtendimentoBodySchema = z.object({
  motivo: motivoBodySchema.optional(),
  /** A CPF (digits, with or without punctuation), a card number or part of a name. */
  termo: z.string().max(120),
});
export type BuscaAtendimentoBody = z.infer<typeof buscaAtendimentoBodySchema>;

export const SITUACOES_BENEFICIARIO = ['ATIVO', 'EXCLUIDO', 'CANCELADO'] as const;
export const ROTULO_SITUACAO_BENEFICIARIO: Record<(typeof SITUACOES_BENEFICIARIO)[number], string> = {
  ATIVO: 'Ativo',
  EXCLUIDO: 'Excluído do plano',
  CANCELADO: 'Plano cancelado',
};

export const resultadoBuscaSchema = z.object({
  pessoaId: z.number().int(),
  nome: z.string(),
  cpfMascarado: z.string(),
  /** The current card of this plan (null: none issued). */
  carteira: z.string().nullable(),
  plano: z.string(),
  situacao: z.enum(SITUACOES_BENEFICIARIO),
});
export type ResultadoBusca = z.infer<typeof resultadoBuscaSchema>;

const atendimentoSchema = z.object({
  id: z.number().int(),
  motivo: z.object({ categoria: z.enum(CATEGORIAS_MOTIVO), texto: z.string() }),
  /** ISO instant after which the member's page needs a new search. */
  expiraEm: z.iso.datetime(),
});

export const buscaAtendimentoSchema = z.object({
  atendimento: atendimentoSchema,
  resultados: z.array(resultadoBuscaSchema),
});
export type BuscaAtendimento = z.infer<typeof buscaAtendimentoSchema>;

export const beneficiarioAtendimentoParamsSchema = z.object({
  atendimentoId: z.coerce.number().int().positive(),
  pessoaId: z.coerce.number().int().positive(),
});

export const planoAtendimentoSchema = z.object({
  codigo: z.string(),
  plano: z.string(),
  segmentacao: z.string(),
  /** The cards as the member sees them, without their QR codes (staff read the card, never scan it). */
  cartoes: z.array(cartaoVirtualSchema),
  mensagem: z.string().nullable(),
});

export const beneficiarioAtendimentoSchema = z.object({
  atendimento: atendimentoSchema,
  pessoa: z.object({
    pessoaId: z.number().int(),
    nome: z.string(),
    nomeSocial: z.string().nullable(),
    cpfMascarado: z.string(),
    dataNascimento: isoDate,
  }),
  /** The verified e-mails and mobiles (masked), where an access message may go. */
  contatos: contatosMascaradosSchema,
  conta: z.object({
    /** The member created their portal account. */
    existe: z.boolean(),
    /** ISO instant of the service desk's block; null: not blocked. */
    bloqueadaEm: z.iso.datetime().nullable(),
    /** Signed-in browsers now. */
    sessoesAtivas: z.number().int().nonnegative(),
  }),
  planos: z.array(planoAtendimentoSchema),
  /** This staff member may open the member's health areas (atendimento with atendimento-saude). */
  saude: z.boolean(),
});
export type BeneficiarioAtendimento = z.infer<typeof beneficiarioAtendimentoSchema>;

export const saudeAtendimentoSchema = z.object({
  autorizacoes: autorizacoesSchema.shape.autorizacoes,
  resultados: resultadosExamesSchema.shape.resultados,
  reembolsos: reembolsosSchema.shape.reembolsos,
  agendamentos: agendamentosSchema.shape.proximos,
});
export type SaudeAtendimento = z.infer<typeof saudeAtendimentoSchema>;

export const acaoAtendimentoBodySchema = z.object({ motivo: motivoBodySchema });
export type AcaoAtendimentoBody = z.infer<typeof acaoAtendimentoBodySchema>;

export const reenviarAcessoBodySchema = z.object({
  motivo: motivoBodySchema.optional(),
  /** One of `contatos[].codigo` of the member's page. */
  codigoContato: z.string().max(128),
});
export type ReenviarAcessoBody = z.infer<typeof reenviarAcessoBodySchema>;

export const reenvioAcessoSchema = z.object({
  /** PRIMEIRO_ACESSO while the member has no account, else RECUPERAR_SENHA. */
  mensagem: z.enum(['PRIMEIRO_ACESSO', 'RECUPERAR_SENHA']),
  /** The masked contact it went to. */
  destino: z.string(),
  expiraEm: z.iso.datetime(),
});

export const situacaoContaSchema = beneficiarioAtendimentoSchema.shape.conta;

const params = beneficiarioAtendimentoParamsSchema;

export const consoleAtendimentoEndpoints = {
  buscar: defineEndpoint({
    operationId: 'consoleBuscarBeneficiario',
    method: 'POST',
    path: '/atendimento/busca',
    access,
    body: buscaAtendimentoBodySchema,
    response: buscaAtendimentoSchema,
    summary: 'Buscar um beneficiário, com o motivo',
    description: `Com um motivo (categoria e texto de ${MOTIVO_TEXTO_MIN} a ${MOTIVO_TEXTO_MAX} caracteres; 400 sem ele), busca por CPF, número do cartão ou nome (sem acentos e tolerante a erros de digitação) e abre um atendimento válido por ${ATENDIMENTO_VALIDADE_MINUTOS} minutos para as pessoas encontradas (até ${BUSCA_MAX_RESULTADOS}). Cada pessoa encontrada vê a busca em "Quem Acessou Meus Dados".`,
    tags,
  }),
  beneficiario: defineEndpoint({
    operationId: 'consoleBeneficiarioAtendimento',
    method: 'GET',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId',
    access,
    params,
    response: beneficiarioAtendimentoSchema,
    erros: [403],
    summary: 'O beneficiário de um atendimento',
    description:
      'Cadastro (CPF mascarado), contatos verificados mascarados, situação da conta, planos e cartões como o beneficiário os vê. O atendimento deve ser de quem chama, recente e conter a pessoa (403 ou 404). Auditado para o beneficiário e a equipe.',
    tags,
  }),
  faturas: defineEndpoint({
    operationId: 'consoleFaturasAtendimento',
    method: 'GET',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/faturas',
    access,
    params,
    response: titulosResponseSchema,
    erros: [403],
    summary: 'Faturas do beneficiário',
    description: 'As faturas como o beneficiário as vê em Situação Financeira. Auditado.',
    tags,
  }),
  protocolos: defineEndpoint({
    operationId: 'consoleProtocolosAtendimento',
    method: 'GET',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/protocolos',
    access,
    params,
    response: protocolosSchema,
    erros: [403],
    summary: 'Solicitações e protocolos do beneficiário',
    description:
      'Os protocolos do beneficiário como ele os vê; os de saúde só com o papel Atendimento — saúde (reembolsos: só valores). Auditado.',
    tags,
  }),
  saude: defineEndpoint({
    operationId: 'consoleSaudeAtendimento',
    method: 'GET',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/saude',
    access: consoleAccess('atendimento-saude'),
    params,
    response: saudeAtendimentoSchema,
    erros: [403],
    summary: 'Áreas de saúde do beneficiário',
    description:
      'Autorizações, resultados de exames, reembolsos (com o detalhe clínico) e consultas agendadas — só para quem tem os papéis Atendimento e Atendimento — saúde. Auditado.',
    tags,
  }),
  reenviarAcesso: defineEndpoint({
    operationId: 'consoleReenviarAcesso',
    method: 'POST',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/reenviar-acesso',
    access,
    params,
    body: reenviarAcessoBodySchema,
    response: reenvioAcessoSchema,
    erros: [403, 429],
    summary: 'Reenviar a mensagem de acesso',
    description:
      'Envia ao contato verificado escolhido o código de primeiro acesso (sem conta) ou de recuperação de senha (com conta), pelo mesmo envio do portal e com o mesmo limite (429). Nunca mostra nem define senha. Com motivo; auditado.',
    tags,
  }),
  bloquear: defineEndpoint({
    operationId: 'consoleBloquearAcesso',
    method: 'POST',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/bloquear',
    access,
    params,
    body: acaoAtendimentoBodySchema,
    response: situacaoContaSchema,
    erros: [403, 409, 422],
    summary: 'Bloquear o acesso ao portal',
    description:
      'Bloqueia a conta do beneficiário e encerra as sessões dela: a entrada passa a ser recusada com mensagem em português e as sessões abertas deixam de valer. Com motivo; auditado.',
    tags,
  }),
  desbloquear: defineEndpoint({
    operationId: 'consoleDesbloquearAcesso',
    method: 'POST',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/desbloquear',
    access,
    params,
    body: acaoAtendimentoBodySchema,
    response: situacaoContaSchema,
    erros: [403, 409, 422],
    summary: 'Desbloquear o acesso ao portal',
    description: 'Volta a permitir a entrada do beneficiário. Com motivo; auditado.',
    tags,
  }),
  encerrarSessoes: defineEndpoint({
    operationId: 'consoleEncerrarSessoes',
    method: 'POST',
    path: '/atendimento/:atendimentoId/beneficiarios/:pessoaId/encerrar-sessoes',
    access,
    params,
    body: acaoAtendimentoBodySchema,
    response: situacaoContaSchema,
    erros: [403, 422],
    summary: 'Encerrar as sessões do beneficiário',
    description:
      'Encerra todas as sessões abertas do beneficiário no portal (ele precisará entrar de novo). Com motivo; auditado.',
    tags,
  }),
};
