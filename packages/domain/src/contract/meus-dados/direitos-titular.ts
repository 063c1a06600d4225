// Meus Direitos (LGPD art. 18; issue 39, decision 0045), behind tela-acessos-meus-dados — the permission every
// account holds (decision 0035 §1): the rights of a data subject belong to everyone whose data the operator
// keeps, so no account needs a new permission.
//   GET  /beneficiarios/direitos-titular   the caller's own requests, newest first, with deadline and answer
//   POST /beneficiarios/direitos-titular   files one: a protocol from the one service, the legal deadline
// The caller's own requests only (no cpf): a member exercises their own rights; an adult relative files their
// own, a minor's titular uses Meus Dados em um Arquivo for access (art. 14) and the operator's channels else.
// Deadline: LGPD art. 19 II gives 15 days for the full access statement; the ANPD set no shorter term for the
// other rights, so every kind gets 15 calendar days from the operator's day of filing (the safe default).
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** Calendar days to answer (LGPD art. 19 II; the same for every kind, see the header). */
export const PRAZO_DIREITOS_TITULAR_DIAS = 15;

/** LGPD art. 18: what the member may ask, with the name the screens show. */
export const TIPOS_DIREITO_TITULAR = [
  { tipo: 'CONFIRMACAO_ACESSO', nome: 'Confirmação e acesso aos dados', artigo: 'art. 18, I e II' },
  { tipo: 'CORRECAO', nome: 'Correção de dados', artigo: 'art. 18, III' },
  {
    tipo: 'ANONIMIZACAO_ELIMINACAO',
    nome: 'Anonimização ou eliminação de dados desnecessários',
    artigo: 'art. 18, IV e VI',
  },
  { tipo: 'COMPARTILHAMENTO', nome: 'Informação sobre compartilhamento', artigo: 'art. 18, VII' },
  { tipo: 'REVOGACAO_CONSENTIMENTO', nome: 'Revogação de consentimento', artigo: 'art. 18, IX' },
] as const;
export type TipoDireitoTitular = (typeof TIPOS_DIREITO_TITULAR)[number]['tipo'];
export const TIPOS_DIREITO_TITULAR_CODIGOS = TIPOS_DIREITO_TITULAR.map((t) => t.tipo) as [
  TipoDireitoTitular,
  ...TipoDireitoTitular[],
];
export const nomeDireitoTitular = (tipo: TipoDireitoTitular): string =>
  TIPOS_DIREITO_TITULAR.find((t) => t.tipo === tipo)?.nome ?? tipo;

/**
 * What a correction is about. The first three the LGPD desk corrects in the portal itself, through the
 * member's own personal-data service (a contact so corrected is kept unverified: staff cannot prove the
 * member receives there, so no access code goes to it until the member confirms it); OUTRO is described in
 * words and handled by the operator's registration team.
 */
export const CAMPOS_CORRECAO = [
  { campo: 'NOME_SOCIAL', nome: 'Nome social' },
  { campo: 'EMAIL', nome: 'E-mail' },
  { campo: 'TELEFONE', nome: 'Telefone' },
  { campo: 'OUTRO', nome: 'Outro dado' },
] as const;
export type CampoCorrecao = (typeof CAMPOS_CORRECAO)[number]['campo'];
export const CAMPOS_CORRECAO_CODIGOS = CAMPOS_CORRECAO.map((c) => c.campo) as [
  CampoCorrecao,
  ...CampoCorrecao[],
];
export const nomeCampoCorrecao = (campo: CampoCorrecao): string =>
  CAMPOS_CORRECAO.find((c) => c.campo === campo)?.nome ?? campo;

/** The desk's decision (issue 39). */
export const DECISOES_DIREITO_TITULAR = [
  { decisao: 'ATENDIDO', nome: 'Atendido' },
  { decisao: 'ATENDIDO_PARCIAL', nome: 'Atendido em parte' },
  { decisao: 'NEGADO', nome: 'Negado' },
] as const;
export type DecisaoDireitoTitular = (typeof DECISOES_DIREITO_TITULAR)[number]['decisao'];
export const DECISOES_DIREITO_TITULAR_CODIGOS = DECISOES_DIREITO_TITULAR.map((d) => d.decisao) as [
  DecisaoDireitoTitular,
  ...DecisaoDireitoTitular[],
];
export const nomeDecisaoDireitoTitular = (decisao: DecisaoDireitoTitular): string =>
  DECISOES_DIREITO_TITULAR.find((d) => d.decisao === decisao)?.nome ?? decisao;

/**
 * The legal basis of a decision, as the member reads it in the answer. A refusal (or a partial answer) names
 * why the data must be kept or shown as it is; a request granted names the right itself.
 */
export const BASES_LEGAIS_DIREITO_TITULAR = [
  { base: 'DIREITO_TITULAR', nome: 'Direito do titular atendido (LGPD, art. 18)' },
  {
    base: 'REGULACAO_ANS',
    nome: 'Guarda exigida pela regulação dos planos de saúde (Lei 9.656/1998 e normas da ANS, como a RN 389/2015)',
  },
  {
    base: 'MARCO_CIVIL_ART15',
    nome: 'Guarda dos registros de acesso por 6 meses (Marco Civil da Internet, Lei 12.965/2014, art. 15)',
  },
  {
    base: 'LEGISLACAO_TRIBUTARIA',
    nome: 'Guarda exigida pela legislação tributária (documentos fiscais por 5 anos, CTN art. 173 e 174)',
  },
  {
    base: 'EXERCICIO_DIREITOS',
    nome: 'Exercício regular de direitos em processo judicial, administrativo ou arbitral (LGPD, art. 7º, VI)',
  },
  { base: 'EXECUCAO_CONTRATO', nome: 'Execução do contrato do plano de saúde (LGPD, art. 7º, V)' },
  {
    base: 'CONSERVACAO_ART16',
    nome: 'Conservação para cumprimento de obrigação legal ou regulatória (LGPD, art. 16, I)',
  },
  { base: 'DADO_CORRETO', nome: 'O dado conferido está correto e de acordo com o documento apresentado' },
] as const;
export type BaseLegalDireitoTitular = (typeof BASES_LEGAIS_DIREITO_TITULAR)[number]['base'];
export const BASES_LEGAIS_DIREITO_TITULAR_CODIGOS = BASES_LEGAIS_DIREITO_TITULAR.map((b) => b.base) as [
  BaseLegalDireitoTitular,
  ...BaseLegalDireitoTitular[],
];
export const nomeBaseLegalDireitoTitular = (base: BaseLegalDireitoTitular): string =>
  BASES_LEGAIS_DIREITO_TITULAR.find((b) => b.base === base)?.nome ?? base;

/** Longest free text of a request or an answer. */
export const DESCRICAO_DIREITO_MAX = 2000;
/** Longest corrected value (a name, an e-mail, a phone). */
export const VALOR_CORRECAO_MAX = 120;

export const DIREITOS_TITULAR_MESSAGES = {
  campoObrigatorio: 'Escolha qual dado deve ser corrigido.',
  valorObrigatorio: 'Informe o valor correto.',
  descricaoObrigatoria: 'Descreva o seu pedido.',
  soCorrecao: 'Campo e valor correto só valem para um pedido de correção.',
  registrada: (protocolo: string, prazo: string) =>
    `Solicitação registrada com o protocolo ${protocolo}. A operadora responde até ${prazo}.`,
  limiteDiario:
    'Você já registrou 5 pedidos sobre os seus dados hoje. Acompanhe-os nesta tela ou tente de novo amanhã.',
  acessoAutoAtendimento:
    'Você já pode baixar agora todos os seus dados em Meus Dados em um Arquivo; a operadora também responde a este pedido no prazo.',
} as const;

// camelCase: the web build treats a call of it as free of side effects (apps/web/vite.config.ts), so a screen that
// imports this module's constants does not keep the schemas below, nor zod.
const textoAte = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres.`);

/** POST body. `campo` and `valorCorreto` only for a correction (required there, except OUTRO's value). */
export const novaSolicitacaoTitularSchema = z
  .object({
    tipo: z.enum(TIPOS_DIREITO_TITULAR_CODIGOS, { error: () => 'Escolha o que você quer pedir.' }),
    campo: z
      .enum(CAMPOS_CORRECAO_CODIGOS, { error: () => DIREITOS_TITULAR_MESSAGES.campoObrigatorio })
      .optional(),
    valorCorreto: textoAte(VALOR_CORRECAO_MAX).optional(),
    descricao: textoAte(DESCRICAO_DIREITO_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.tipo !== 'CORRECAO') {
      if (body.campo || body.valorCorreto) {
        ctx.addIssue({ code: 'custom', path: ['campo'], message: DIREITOS_TITULAR_MESSAGES.soCorrecao });
      }
      if (!body.descricao && body.tipo !== 'CONFIRMACAO_ACESSO' && body.tipo !== 'COMPARTILHAMENTO') {
        ctx.addIssue({
          code: 'custom',
          path: ['descricao'],
          message: DIREITOS_TITULAR_MESSAGES.descricaoObrigatoria,
        });
      }
      return;
    }
    if (!body.campo) {
      ctx.addIssue({ code: 'custom', path: ['campo'], message: DIREITOS_TITULAR_MESSAGES.campoObrigatorio });
    } else if (body.campo === 'OUTRO' ? !body.descricao : !body.valorCorreto) {
      ctx.addIssue({
        code: 'custom',
        path: [body.campo === 'OUTRO' ? 'descricao' : 'valorCorreto'],
        message:
          body.campo === 'OUTRO'
            ? DIREITOS_TITULAR_MESSAGES.descricaoObrigatoria
            : DIREITOS_TITULAR_MESSAGES.valorObrigatorio,
      });
    }
  });
export type NovaSolicitacaoTitular = z.infer<typeof novaSolicitacaoTitularSchema>;

/** The decision as the member reads it. */
export const respostaDireitoTitularSchema = z.object({
  decisao: z.enum(DECISOES_DIREITO_TITULAR_CODIGOS),
  decisaoNome: z.string(),
  baseLegal: z.string(),
  /** The desk's words to the member. */
  resposta: z.string(),
  /** ISO instant. */
  decididaEm: z.string(),
});

export const solicitacaoTitularSchema = z.object({
  protocolo: z.string(),
  tipo: z.enum(TIPOS_DIREITO_TITULAR_CODIGOS),
  tipoNome: z.string(),
  campo: z.enum(CAMPOS_CORRECAO_CODIGOS).nullable(),
  campoNome: z.string().nullable(),
  valorCorreto: z.string().nullable(),
  descricao: z.string(),
  /** ISO instant. */
  abertaEm: z.string(),
  /** Operator calendar day the answer is due. */
  prazo: isoDate,
  situacao: z.enum(['EM_ANDAMENTO', 'RESPONDIDA']),
  /** Open and past the deadline. */
  atrasada: z.boolean(),
  resposta: respostaDireitoTitularSchema.nullable(),
});
export type SolicitacaoTitular = z.infer<typeof solicitacaoTitularSchema>;

export const solicitacoesTitularSchema = z.object({
  solicitacoes: z.array(solicitacaoTitularSchema),
});
export type SolicitacoesTitular = z.infer<typeof solicitacoesTitularSchema>;

export const solicitacaoTitularRegistradaSchema = z.object({
  protocolo: z.string(),
  prazo: isoDate,
  mensagem: z.string(),
  /** For CONFIRMACAO_ACESSO: the self-service export is there already. */
  aviso: z.string().optional(),
});
export type SolicitacaoTitularRegistrada = z.infer<typeof solicitacaoTitularRegistradaSchema>;

const tags = ['direitos-titular'];
const BASE = '/beneficiarios/direitos-titular';

export const direitosTitularEndpoints = {
  listar: defineEndpoint({
    operationId: 'listarSolicitacoesTitular',
    method: 'GET',
    path: BASE,
    access: TELA.acessosDados,
    response: solicitacoesTitularSchema,
    summary: 'Pedidos do titular dos dados (LGPD art. 18), com prazo e resposta',
    description:
      'Os pedidos que o próprio usuário fez sobre os seus dados pessoais (LGPD, art. 18), do mais recente ao mais antigo, com o protocolo, o prazo legal (15 dias) e a resposta da operadora quando decidida.',
    tags,
  }),
  solicitar: defineEndpoint({
    operationId: 'solicitarDireitoTitular',
    erros: [429],
    method: 'POST',
    path: BASE,
    access: TELA.acessosDados,
    body: novaSolicitacaoTitularSchema,
    response: solicitacaoTitularRegistradaSchema,
    status: 201,
    summary: 'Registra um pedido do titular dos dados (protocolo e prazo na resposta)',
    description:
      'Registra um pedido sobre os próprios dados pessoais (LGPD, art. 18): confirmação e acesso, correção, anonimização ou eliminação, informação sobre compartilhamento ou revogação de consentimento. Responde 201 com o protocolo e o prazo de 15 dias (art. 19, II).',
    tags,
  }),
};
