// Messages of Minha Saúde and Protocolos (issue 15; wording decided in docs/decisions/0020), re-exported by
// the package index. Kept apart from messages.ts so they ride only with the screens that use them.
import { formatDate } from './format/dates.js';
export const SAUDE_MESSAGES = {
  noAuthorizations: 'Nenhuma autorização encontrada.',
  noExamResults: 'Nenhum resultado de exame encontrado no período.',
  noClinicalDocuments: 'Nenhuma receita ou atestado encontrado.',
  noProtocols: 'Nenhum protocolo encontrado.',
  noProviders: 'Nenhum prestador encontrado nesta cidade para este procedimento.',
  resultNotReady: 'O resultado deste exame ainda não está disponível.',
  noDenialLetter: 'Esta guia não tem carta de negativa.',
  notAuthorized: 'Este procedimento não está autorizado: não há prestadores a indicar.',
  selectResults: 'Selecione ao menos um resultado para baixar.',
  descriptionRequired: 'Descreva o que o médico pediu.',
  medicalOrderRequired: 'Anexe o pedido médico.',
  urgencyNotice:
    'Em urgência ou emergência, vá direto ao pronto-socorro: o atendimento não depende de autorização prévia.',
  overdueTitle: 'Prazo de resposta vencido',
  overdueGuidance:
    'A operadora não respondeu no prazo da ANS. Se precisar, registre uma reclamação na ANS pelo Disque ANS ou pelo site gov.br/ans.',
} as const;

/** 'Solicitação de autorização registrada. Protocolo n° {p}. A operadora responde até {dd/MM/yyyy}.' */
export const authorizationRequested = (protocolo: string, prazo: string | null): string =>
  prazo === null
    ? `Solicitação de autorização registrada. Protocolo n° ${protocolo}. Por ser urgência, a resposta é imediata.`
    : `Solicitação de autorização registrada. Protocolo n° ${protocolo}. A operadora responde até ${prazo}.`;

/** '3 dias úteis restantes' / '1 dia útil restante' / 'Vence hoje' / 'Vencido há 2 dias úteis'. */
export const businessDaysLeft = (dias: number): string => {
  if (dias === 0) return 'Vence hoje';
  if (dias > 0) return dias === 1 ? '1 dia útil restante' : `${dias} dias úteis restantes`;
  const atraso = -dias;
  return atraso === 1 ? 'Vencido há 1 dia útil' : `Vencido há ${atraso} dias úteis`;
};

/** Agendamento and its public link (issue 16; wording decided in docs/decisions/0021). */
export const AGENDAMENTO_MESSAGES = {
  noUpcoming: 'Nenhuma consulta agendada.',
  noHistory: 'Nenhuma consulta nos últimos 12 meses.',
  noSpecialities: 'Nenhuma especialidade com horários disponíveis no momento.',
  noSlots: 'Nenhum horário livre nesta data. Escolha outro dia ou outra unidade.',
  noSlotsInWindow:
    'Não há horários livres nos próximos dias para esta especialidade. Tente outra unidade ou ligue para a central de agendamento.',
  slotTaken: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.',
  slotUnavailable: 'Este horário não está mais disponível. Escolha outro horário.',
  holdExpired:
    'O tempo para concluir o agendamento acabou e o horário foi liberado. Escolha um horário novamente.',
  overlap: 'O beneficiário já tem uma consulta neste horário. Escolha outro horário.',
  notConfirmable: 'Esta consulta não pode ser confirmada.',
  notCancellable: 'Esta consulta não pode mais ser cancelada.',
  confirmed: 'Presença confirmada. Esperamos você!',
  cancelled: 'Consulta cancelada.',
  released: 'Horário liberado.',
  linkInvalid: 'Este link de agendamento não é válido ou expirou. Para ver suas consultas, entre no portal.',
  linkCannotConfirm: 'Este link não permite mais confirmar esta consulta.',
  linkCannotCancel: 'Este link não permite mais cancelar esta consulta.',
  cancelChoice: 'Escolha o que cancelar.',
  rescheduleSameSpeciality: 'Escolha um horário da mesma especialidade para remarcar.',
  notReschedulable: 'Esta consulta não pode mais ser remarcada.',
} as const;

/** 'Consulta agendada para 02/12/2026 às 09:30. Protocolo n° …' */
export const appointmentBooked = (dataBr: string, hora: string, protocolo: string): string =>
  `Consulta agendada para ${dataBr} às ${hora.slice(0, 5)}. Protocolo n° ${protocolo}.`;

/** 'Consulta remarcada para 02/12/2026 às 09:30. Protocolo n° …' */
export const appointmentRescheduled = (dataBr: string, hora: string, protocolo: string): string =>
  `Consulta remarcada para ${dataBr} às ${hora.slice(0, 5)}. Protocolo n° ${protocolo}.`;

/**
 * The booking or reschedule notice: what, when and where said once ('Consulta agendada: Cardiologia em
 * 02/12/2026 às 09:30, Centro Médico Vale Verde Cambuí. Protocolo n° …'; issue 37).
 */
export const appointmentNotice = (assunto: string, descricao: string, protocolo: string | null): string =>
  `${assunto}: ${descricao}${protocolo ? ` Protocolo n° ${protocolo}.` : ''}`;

/** 'Cardiologia em 02/12/2026 às 09:30, Centro Médico Vale Verde Cambuí.' (data 'yyyy-MM-dd', hora 'HH:mm:ss') */
export const appointmentDescription = (c: {
  especialidade: string;
  data: string;
  hora: string;
  local: string;
}): string => `${c.especialidade} em ${formatDate(c.data)} às ${c.hora.slice(0, 5)}, ${c.local}.`;

/** '3 consultas canceladas.' / 'Consulta cancelada.' */
export const appointmentsCancelled = (quantidade: number): string =>
  quantidade === 1 ? AGENDAMENTO_MESSAGES.cancelled : `${quantidade} consultas canceladas.`;

/** The hold's countdown: 'Horário reservado para você por mais 4:05'. */
export const holdCountdown = (segundos: number): string =>
  `Horário reservado para você por mais ${Math.floor(segundos / 60)}:${String(segundos % 60).padStart(2, '0')}`;
