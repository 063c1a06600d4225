// Agendamento (spec §2 "Appointment scheduling", "Appointment card", §3 cancel options, §7 "Appointments",
// issue 16), under /api/beneficiarios/agendamentos, behind tela-agendamento-consulta (the list) and the same
// permission for /novo-agendamento (spec §2 "the scheduling permission"):
//   GET    /listagem-beneficiarios           the picker
//   GET    ?cpf                              the beneficiary's appointments: upcoming and history
//   POST   /confirmar        { id }          the member confirms they will come
//   POST   /v2/…/cancelar    { id, opcao }   cancel this one, or every upcoming one of its speciality (envelope)
//   GET    /contatos?cpf                     where notices go (masked) and the scheduling phone
//   GET    /constantes                       hold minutes, booking window, cancel options
//   GET    /especialidades                   specialities and the clinics that offer them
//   GET    /agendas?cpf&especialidade&local&data  slots the beneficiary can take on one day (and the days)
//   POST   /reservas         { cpf, horarioId }  hold a slot for a few minutes
//   DELETE /reservas         { reservaId }       release the hold
//   POST                     { reservaId, … }    book the held slot
//   POST   /remarcar         { id, horarioId }   move an appointment to another slot, atomically (issue 37)
//   GET    /calendario?id                        the appointment as an .ics file (issue 37)
// Clinics are the operator's own units (prestadores with proprio = true). Slots are race-free: the database
// lets one beneficiary hold or book a slot at a time (docs/decisions/0021). Booking hands out a protocol
// (kind AGENDAMENTO) whose history then records the confirmation or the cancellation.
import { z } from 'zod';
import { TELA } from '../../access/permissions.js';
import { cpfDigitsSchema, isoDate, TIPO_MENSAGEM } from '../common.js';
import { contatosMascaradosSchema } from '../auth/contatos-verificacao.js';
import { defineEndpoint } from '../endpoint.js';
import { listagemBeneficiariosEndpoint } from '../listagem-beneficiarios.js';
import { OPCOES_CANCELAMENTO_CODIGOS, SITUACOES_AGENDAMENTO_CODIGOS } from './agendamento-situacoes.js';

export * from './agendamento-situacoes.js';

const agendamentoId = z.string().uuid('Agendamento não encontrado.');
const horarioId = z.string().uuid('Horário não encontrado.');
const reservaId = z.string().uuid('Reserva não encontrada.');

/** Spec §3 Place: one of the operator's own clinics. */
export const localAtendimentoSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  endereco: z.string(),
  cidade: z.string(),
  uf: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  telefone: z.string().nullable(),
});
export type LocalAtendimento = z.infer<typeof localAtendimentoSchema>;

export const especialidadeSchema = z.object({ codigo: z.string(), nome: z.string() });
export type Especialidade = z.infer<typeof especialidadeSchema>;

/** Spec §2 "Appointment card", plus what the member needs to act on it. */
export const agendamentoSchema = z.object({
  id: z.string(),
  /** The professional who attends ('Dra. Ana Lima'). */
  prestador: z.string(),
  especialidade: especialidadeSchema,
  local: localAtendimentoSchema,
  /** 'yyyy-MM-dd' in the operator's calendar (the card shows dashes as slashes after reordering). */
  data: isoDate,
  /** 'Segunda-feira' (the card shows the first 3 letters). */
  diaSemana: z.string(),
  /** 'HH:mm:ss' (the card shows the first 5 characters). */
  hora: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  status: z.enum(SITUACOES_AGENDAMENTO_CODIGOS),
  /** The protocol handed out when it was booked (null for one made outside the portal). */
  protocolo: z.string().nullable(),
  podeConfirmar: z.boolean(),
  podeCancelar: z.boolean(),
});
export type Agendamento = z.infer<typeof agendamentoSchema>;

export const agendamentosQuerySchema = z.object({ cpf: cpfDigitsSchema });

export const agendamentosSchema = z.object({
  cpf: z.string(),
  nome: z.string(),
  /** Active appointments from now on, soonest first. */
  proximos: z.array(agendamentoSchema),
  /** Past and cancelled ones of the last 12 months, newest first. */
  historico: z.array(agendamentoSchema),
  mensagemAmigavel: z.string().optional(),
  tipoMensagem: z.enum(TIPO_MENSAGEM).optional(),
});
export type Agendamentos = z.infer<typeof agendamentosSchema>;

export const confirmarAgendamentoSchema = z.object({ id: agendamentoId });
export const cancelarAgendamentoSchema = z.object({
  id: agendamentoId,
  opcao: z.enum(OPCOES_CANCELAMENTO_CODIGOS, 'Escolha o que cancelar.'),
});

export const agendamentoAlteradoSchema = z.object({
  mensagem: z.string(),
  /** Every appointment the call changed, as they are now. */
  agendamentos: z.array(agendamentoSchema),
});
export type AgendamentoAlterado = z.infer<typeof agendamentoAlteradoSchema>;

export const contatosAgendamentoSchema = z.object({
  /** The beneficiary's e-mails and phones (masked), where confirmations and reminders can go. */
  contatos: contatosMascaradosSchema,
  /** The operator's scheduling phone (operator parameter), for members who prefer to call. */
  telefoneAgendamento: z.string(),
});
export type ContatosAgendamento = z.infer<typeof contatosAgendamentoSchema>;

export const constantesAgendamentoSchema = z.object({
  /** How long a held slot waits for the booking before it is free again. */
  minutosReserva: z.number().int().positive(),
  /** Slots are offered from tomorrow up to this many days ahead. */
  diasAntecedencia: z.number().int().positive(),
  /** Reminders (with the public link) go out this many hours before. */
  horasLembrete: z.number().int().positive(),
  opcoesCancelamento: z.array(z.object({ opcao: z.enum(OPCOES_CANCELAMENTO_CODIGOS), nome: z.string() })),
});
export type ConstantesAgendamento = z.infer<typeof constantesAgendamentoSchema>;

export const especialidadesSchema = z.object({
  especialidades: z.array(especialidadeSchema.extend({ locais: z.array(z.string()) })),
  /** Every clinic some speciality names in `locais`. */
  locais: z.array(localAtendimentoSchema),
});
export type Especialidades = z.infer<typeof especialidadesSchema>;

export const agendasQuerySchema = z.object({
  /** The beneficiary the slots are for: only the slots they can take are offered (issue 37). */
  cpf: cpfDigitsSchema,
  especialidade: z.string().min(1).max(20),
  /** A clinic's codigo; omitted = every clinic that offers the speciality. */
  local: z.string().max(20).optional(),
  /** Omitted = the first day with a free slot. */
  data: isoDate.optional(),
  /** Choosing a new time for this appointment (POST /remarcar): its own time is no overlap. */
  remarcando: agendamentoId.optional(),
});

export const horarioLivreSchema = z.object({
  horarioId: z.string(),
  /** 'HH:mm:ss'. */
  hora: z.string(),
  prestador: z.string(),
  /** The clinic's codigo (one of especialidades' `locais`). */
  local: z.string(),
});
export type HorarioLivre = z.infer<typeof horarioLivreSchema>;

export const agendasSchema = z.object({
  /** The day shown (null when no day in the window has a free slot). */
  data: isoDate.nullable(),
  /**
   * Slots of that day the beneficiary can take, by time: not booked, not held by someone else (their own
   * hold is offered: holding it again renews it), not overlapping one of their appointments.
   */
  horarios: z.array(horarioLivreSchema),
  /** Every day of the window with at least one free slot (the calendar enables only these). */
  datasDisponiveis: z.array(isoDate),
});
export type Agendas = z.infer<typeof agendasSchema>;

export const reservarSchema = z.object({ cpf: cpfDigitsSchema, horarioId });
/**
 * A hold: the slot is the caller's until `expiraEm`. Holding another slot of the same speciality for the same
 * beneficiary releases this one in the same transaction (one hold per beneficiary and speciality).
 */
export const reservaSchema = z.object({
  reservaId: z.string(),
  /** ISO instant. */
  expiraEm: z.string(),
  agendamento: agendamentoSchema.pick({
    prestador: true,
    especialidade: true,
    local: true,
    data: true,
    diaSemana: true,
    hora: true,
  }),
});
export type Reserva = z.infer<typeof reservaSchema>;

export const liberarReservaSchema = z.object({ reservaId });

export const agendarSchema = z.object({
  reservaId,
  /** Where to send the booking notice and the reminder (a codigo from /contatos); the e-mail when omitted. */
  codigoContato: z.string().max(100).optional(),
});
export const agendamentoCriadoSchema = z.object({ mensagem: z.string(), agendamento: agendamentoSchema });
export type AgendamentoCriado = z.infer<typeof agendamentoCriadoSchema>;

/** "Adicionar à agenda" (issue 37): the appointment as an iCalendar file (RFC 5545). */
export const ARQUIVO_ICS = { file: ['text/calendar'] } as const;
export const calendarioQuerySchema = z.object({ id: agendamentoId });

/** Reschedule (issue 37): the appointment and a slot of the same speciality from GET /agendas. */
export const remarcarSchema = z.object({ id: agendamentoId, horarioId });

const tags = ['agendamentos'];
const BASE = '/beneficiarios/agendamentos';
const access = TELA.agendamento;

export const agendamentosEndpoints = {
  listagem: listagemBeneficiariosEndpoint(
    `${BASE}/listagem-beneficiarios`,
    access,
    tags,
    'Beneficiários cujas consultas o usuário pode ver e agendar',
    'listarBeneficiariosAgendamento',
    'Quem o usuário não pode ver aqui (dados de saúde de outra pessoa sem autorização dela) vem em ocultos, com o motivo.',
  ),
  agendamentos: defineEndpoint({
    operationId: 'listarAgendamentos',
    method: 'GET',
    path: BASE,
    access,
    uso: 'AGENDAMENTO',
    query: agendamentosQuerySchema,
    response: agendamentosSchema,
    summary: 'Próximas consultas e histórico do beneficiário',
    description:
      'As consultas do beneficiário (cpf): as próximas e o histórico, com situação, especialidade, local e horário.',
    tags,
  }),
  confirmar: defineEndpoint({
    operationId: 'confirmarAgendamento',
    method: 'POST',
    path: `${BASE}/confirmar`,
    access,
    body: confirmarAgendamentoSchema,
    response: agendamentoAlteradoSchema,
    summary: 'Confirma a presença numa consulta agendada',
    description:
      'O beneficiário confirma que vai à consulta agendada (id); a confirmação entra no histórico do protocolo do agendamento.',
    tags,
  }),
  cancelar: defineEndpoint({
    operationId: 'cancelarAgendamento',
    method: 'POST',
    path: `/v2${BASE}/cancelar`,
    access,
    envelope: true,
    body: cancelarAgendamentoSchema,
    response: agendamentoAlteradoSchema,
    summary: 'Cancela a consulta, ou todas as próximas da mesma especialidade',
    description:
      'Cancela a consulta (id), ou todas as próximas da mesma especialidade, conforme a opção escolhida; o horário volta a ficar livre. Responde no envelope { dados, erro }.',
    tags,
  }),
  contatos: defineEndpoint({
    operationId: 'listarContatosAgendamento',
    method: 'GET',
    path: `${BASE}/contatos`,
    access,
    query: agendamentosQuerySchema,
    response: contatosAgendamentoSchema,
    summary: 'Contatos do beneficiário (mascarados) para avisos e o telefone de agendamento',
    description:
      'Os contatos do beneficiário (mascarados) para onde vão os avisos do agendamento, e o telefone de agendamento da operadora.',
    tags,
  }),
  constantes: defineEndpoint({
    operationId: 'obterConstantesAgendamento',
    method: 'GET',
    path: `${BASE}/constantes`,
    access,
    response: constantesAgendamentoSchema,
    summary: 'Minutos de reserva, janela de agendamento e opções de cancelamento',
    description:
      'Os minutos que uma reserva segura o horário, a janela de dias em que se pode agendar e as opções de cancelamento.',
    tags,
  }),
  especialidades: defineEndpoint({
    operationId: 'listarEspecialidades',
    method: 'GET',
    path: `${BASE}/especialidades`,
    access,
    response: especialidadesSchema,
    summary: 'Especialidades com horários e as unidades que as atendem',
    description: 'As especialidades com horários livres e as unidades próprias da operadora que as atendem.',
    tags,
  }),
  agendas: defineEndpoint({
    operationId: 'listarHorariosLivres',
    method: 'GET',
    path: `${BASE}/agendas`,
    access,
    query: agendasQuerySchema,
    response: agendasSchema,
    summary: 'Horários que o beneficiário pode agendar num dia (e os dias que têm algum)',
    description:
      'Os horários livres de uma especialidade num dia (e numa unidade, se escolhida) que o beneficiário (cpf) pode agendar, e os dias que têm algum: fora os agendados, os reservados por outra pessoa e os que coincidem com uma consulta dele. A reserva do próprio beneficiário aparece (reservá-lo de novo a renova).',
    tags,
  }),
  reservar: defineEndpoint({
    operationId: 'reservarHorario',
    method: 'POST',
    path: `${BASE}/reservas`,
    access,
    body: reservarSchema,
    response: reservaSchema,
    status: 201,
    summary: 'Reserva um horário por alguns minutos',
    description:
      'Segura um horário livre para o beneficiário por alguns minutos (ver constantes), enquanto ele confirma; uma nova reserva da mesma especialidade substitui a anterior, cujo horário volta a ficar livre. Um horário já tomado é 409. Responde 201 com a reserva e quando ela expira.',
    tags,
  }),
  liberar: defineEndpoint({
    operationId: 'liberarHorario',
    method: 'DELETE',
    path: `${BASE}/reservas`,
    access,
    body: liberarReservaSchema,
    response: 'empty',
    status: 204,
    summary: 'Libera um horário reservado',
    description: 'Libera um horário reservado (reservaId) antes de agendar. Não responde conteúdo (204).',
    tags,
  }),
  agendar: defineEndpoint({
    operationId: 'agendarConsulta',
    method: 'POST',
    path: BASE,
    access,
    uso: 'AGENDAMENTO',
    body: agendarSchema,
    response: agendamentoCriadoSchema,
    status: 201,
    summary: 'Agenda a consulta no horário reservado',
    description:
      'Agenda a consulta no horário reservado (reservaId); uma reserva vencida ou substituída é 409. Responde 201 com o agendamento e o protocolo; os avisos vão aos contatos do beneficiário.',
    tags,
  }),
  calendario: defineEndpoint({
    operationId: 'baixarConsultaCalendario',
    method: 'GET',
    path: `${BASE}/calendario`,
    access,
    query: calendarioQuerySchema,
    response: ARQUIVO_ICS,
    summary: 'A consulta como arquivo de agenda (.ics)',
    description:
      'A consulta (id) como arquivo iCalendar (RFC 5545, horários em UTC) para Google Agenda, Outlook ou Apple Calendário: profissional, especialidade, endereço da unidade e o link "Como chegar". Uma consulta cancelada sai com STATUS:CANCELLED (o mesmo UID a retira da agenda).',
    tags,
  }),
  remarcar: defineEndpoint({
    operationId: 'remarcarConsulta',
    method: 'POST',
    path: `${BASE}/remarcar`,
    access,
    uso: 'AGENDAMENTO',
    body: remarcarSchema,
    response: agendamentoCriadoSchema,
    summary: 'Remarca a consulta para outro horário da mesma especialidade',
    description:
      'Move a consulta (id) para outro horário livre da mesma especialidade (horarioId, de /agendas com remarcando=id) numa só transação: a consulta antiga só é cancelada se a nova for agendada. Um horário tomado nesse meio-tempo, uma consulta que já não pode ser cancelada ou um horário que coincide com outra consulta do beneficiário é 409 e nada muda; outra especialidade é 400. Responde com a nova consulta e o mesmo protocolo; o aviso, com um novo link, vai ao contato escolhido no agendamento.',
    tags,
  }),
};
