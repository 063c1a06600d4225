// Appointment states, cancel options and the cancel-all rule of Agendamento (issue 16), without zod: the public link's page (a
// first load, from an SMS on a phone) draws its badge from them and must not pull the schemas in.
// A leaf: agendamentos.ts builds its schemas on these states, so nothing here names its types.

/**
 * An appointment's states, each shown with a spec §4 badge. Upcoming: SOLICITADO (asked through the call
 * centre; the clinic has still to accept the time, so the member cannot confirm it yet), AGENDADO (booked,
 * awaiting the member's confirmation), CONFIRMADO. Final: REALIZADO, FALTA (did not come), CANCELADO.
 */
export const SITUACOES_AGENDAMENTO = [
  { situacao: 'SOLICITADO', nome: 'Solicitado', badge: 'SOLICITADO' },
  { situacao: 'AGENDADO', nome: 'Agendado', badge: 'AGENDADO' },
  { situacao: 'CONFIRMADO', nome: 'Confirmado', badge: 'DISPONIVEL' },
  { situacao: 'REALIZADO', nome: 'Realizado', badge: 'FECHADO' },
  { situacao: 'FALTA', nome: 'Não compareceu', badge: 'NEGADO' },
  { situacao: 'CANCELADO', nome: 'Cancelado', badge: 'INDISPONIVEL' },
] as const;
export type SituacaoAgendamento = (typeof SITUACOES_AGENDAMENTO)[number]['situacao'];
export const SITUACOES_AGENDAMENTO_CODIGOS = SITUACOES_AGENDAMENTO.map((s) => s.situacao) as [
  SituacaoAgendamento,
  ...SituacaoAgendamento[],
];
/** States that still hold the slot: an appointment in one of them is active. */
export const SITUACOES_AGENDAMENTO_ATIVAS = [
  'SOLICITADO',
  'AGENDADO',
  'CONFIRMADO',
] as const satisfies readonly SituacaoAgendamento[];
/** Only a booked appointment can be confirmed (a SOLICITADO one waits for the clinic first). */
export const SITUACOES_AGENDAMENTO_CONFIRMAVEIS = [
  'AGENDADO',
] as const satisfies readonly SituacaoAgendamento[];

/** Spec §3 "Appointment cancel options". */
export const OPCOES_CANCELAMENTO = [
  { opcao: 'CANCELAR_ATENDIMENTO', nome: 'Cancelar somente esta consulta' },
  { opcao: 'CANCELAR_TODOS_ATENDIMENTOS', nome: 'Cancelar todas as consultas desta especialidade' },
] as const;
export type OpcaoCancelamento = (typeof OPCOES_CANCELAMENTO)[number]['opcao'];
export const OPCOES_CANCELAMENTO_CODIGOS = OPCOES_CANCELAMENTO.map((o) => o.opcao) as [
  OpcaoCancelamento,
  ...OpcaoCancelamento[],
];

/** What the rule reads of an appointment (an Agendamento, or any row shaped like one). */
interface CancelavelPorEspecialidade {
  podeCancelar: boolean;
  especialidade: { codigo: string };
}

/**
 * What CANCELAR_TODOS_ATENDIMENTOS cancels with `alvo`: every upcoming cancellable appointment of the same
 * beneficiary and speciality (alvo included). The screen lists them before asking; the server applies the
 * same rule in one statement.
 */
export const agendamentosDaEspecialidade = <A extends CancelavelPorEspecialidade>(
  proximos: readonly A[],
  alvo: A,
): A[] => proximos.filter((a) => a.podeCancelar && a.especialidade.codigo === alvo.especialidade.codigo);
