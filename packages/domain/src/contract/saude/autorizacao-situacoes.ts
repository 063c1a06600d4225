// The guides' statuses, kinds and the provider placeholder of Autorizações (issue 15), without zod: the
// screen draws its filter, badges and rows from them and must not pull the schemas in with them (issue 37,
// a lean first paint; as agendamento-situacoes.ts). A leaf: autorizacoes.ts builds its schemas on these.

/**
 * A guide's status (spec §3 "Statuses seen: pending in study, executed, expired, denied", plus the
 * authorised guide not yet used, whose providers the member looks up). `badge` is the spec §4 badge the
 * screen draws and `nome` its text.
 */
export const SITUACOES_AUTORIZACAO = [
  { situacao: 'PENDENTE', nome: 'Em estudo', badge: 'PENDENTE' },
  { situacao: 'AUTORIZADA', nome: 'Autorizada', badge: 'DISPONIVEL' },
  { situacao: 'EXECUTADA', nome: 'Executada', badge: 'FECHADO' },
  { situacao: 'VENCIDA', nome: 'Vencida', badge: 'INDISPONIVEL' },
  { situacao: 'NEGADA', nome: 'Negada', badge: 'NEGADO' },
] as const;
export type SituacaoAutorizacao = (typeof SITUACOES_AUTORIZACAO)[number]['situacao'];
export const SITUACOES_AUTORIZACAO_CODIGOS = SITUACOES_AUTORIZACAO.map((s) => s.situacao) as [
  SituacaoAutorizacao,
  ...SituacaoAutorizacao[],
];
/** Spec §4: "The authorization list status defaults to PENDENTE." */
export const SITUACAO_AUTORIZACAO_PADRAO: SituacaoAutorizacao = 'PENDENTE';

/**
 * The ERP's `prestador` of a guide whose request named no provider (issue 37: the screen words it for the
 * member instead of showing this text).
 */
export const PRESTADOR_A_DEFINIR = 'A definir pelo beneficiário';

/** Kinds of guide (TISS). */
export const TIPOS_GUIA = [
  { tipo: 'CONSULTA', nome: 'Consulta' },
  { tipo: 'SADT', nome: 'Exames e terapias (SP/SADT)' },
  { tipo: 'INTERNACAO', nome: 'Internação' },
] as const;
export type TipoGuia = (typeof TIPOS_GUIA)[number]['tipo'];
export const TIPOS_GUIA_CODIGOS = TIPOS_GUIA.map((t) => t.tipo) as [TipoGuia, ...TipoGuia[]];

export const CARATERES_ATENDIMENTO = ['ELETIVO', 'URGENCIA'] as const;
