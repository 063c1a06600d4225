// Agendamento por link (spec §2 /servicos/agendamento/:token, §7 "Token-based appointments", issue 16): the
// link in a booking notice or a reminder lets whoever holds it see, confirm or cancel that one appointment
// without signing in. No session: the token travels in the service-token header (never in a logged URL of the
// API), next to x-origin like every call.
//   GET /servicos/agendamento/listagem    the appointment the token is bound to
//   PUT /servicos/agendamento/confirmar   confirm it (once)
//   PUT /servicos/agendamento/cancelar    cancel it (this appointment only)
//   GET /servicos/agendamento/calendario  the appointment as an .ics file (issue 37)
// The token is random (256 bits), stored as its SHA-256, bound to one appointment and valid until the
// appointment's start. An unknown, tampered or expired token is answered exactly like one whose action was
// already used: the same status and body for each call, so an answer tells nothing about which it was.
// The page shows the first name, the speciality, who attends, the place (with "Como chegar") and the time,
// as the signed-in card does (issue 37), nothing more. See decision 0021.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  agendamentoSchema,
  ARQUIVO_ICS,
  especialidadeSchema,
  SITUACOES_AGENDAMENTO_CODIGOS,
} from '../saude/agendamentos.js';
import { SERVICE_TOKEN_HEADER } from './token-servico.js';

export { SERVICE_TOKEN_HEADER };

export const tokenServicoHeadersSchema = z.looseObject({
  [SERVICE_TOKEN_HEADER]: z.string().min(1).max(200),
});

/** Only what the page needs to say which appointment it is. */
export const agendamentoPublicoSchema = z.object({
  /** The beneficiary's first name. */
  primeiroNome: z.string(),
  especialidade: especialidadeSchema,
  /** Who attends ('Dra. Ana Lima'), as on the signed-in card. */
  prestador: z.string(),
  local: agendamentoSchema.shape.local.pick({
    nome: true,
    endereco: true,
    cidade: true,
    uf: true,
    telefone: true,
    latitude: true,
    longitude: true,
  }),
  data: isoDate,
  diaSemana: z.string(),
  hora: z.string(),
  status: z.enum(SITUACOES_AGENDAMENTO_CODIGOS),
  /** This token can still confirm it (an AGENDADO appointment whose confirmation the token has not used). */
  podeConfirmar: z.boolean(),
  /** This token can still cancel it (an active, future appointment). */
  podeCancelar: z.boolean(),
});
export type AgendamentoPublico = z.infer<typeof agendamentoPublicoSchema>;

export const agendamentoPublicoAlteradoSchema = z.object({
  mensagem: z.string(),
  agendamento: agendamentoPublicoSchema,
});
export type AgendamentoPublicoAlterado = z.infer<typeof agendamentoPublicoAlteradoSchema>;

const tags = ['agendamento-publico'];
const BASE = '/servicos/agendamento';

export const agendamentoPublicoEndpoints = {
  /** 404 with AGENDAMENTO_MESSAGES.linkInvalid for an unknown, tampered or expired token. */
  listagem: defineEndpoint({
    operationId: 'obterAgendamentoPorLink',
    erros: [429],
    method: 'GET',
    path: `${BASE}/listagem`,
    access: 'public',
    headers: tokenServicoHeadersSchema,
    response: agendamentoPublicoSchema,
    summary: 'A consulta à qual o link se refere (sem login)',
    description:
      'A consulta à qual o link do aviso se refere (primeiro nome, especialidade, local e horário), pelo token do link no cabeçalho de token de serviço, sem login. Token desconhecido, adulterado ou vencido responde igual a um cuja ação já foi usada.',
    tags,
  }),
  /** 404 with AGENDAMENTO_MESSAGES.linkInvalid, like listagem. */
  calendario: defineEndpoint({
    operationId: 'baixarConsultaCalendarioPorLink',
    erros: [429],
    method: 'GET',
    path: `${BASE}/calendario`,
    access: 'public',
    headers: tokenServicoHeadersSchema,
    response: ARQUIVO_ICS,
    summary: 'A consulta do link como arquivo de agenda (.ics), sem login',
    description:
      'A consulta do link como arquivo iCalendar (RFC 5545) com profissional, especialidade, endereço e o link "Como chegar", pelo token no cabeçalho de token de serviço, sem login. Token desconhecido, adulterado ou vencido responde como a listagem.',
    tags,
  }),
  /** 409 with AGENDAMENTO_MESSAGES.linkCannotConfirm for every refusal (used, unknown, expired, not AGENDADO). */
  confirmar: defineEndpoint({
    operationId: 'confirmarAgendamentoPorLink',
    erros: [429],
    method: 'PUT',
    path: `${BASE}/confirmar`,
    access: 'public',
    headers: tokenServicoHeadersSchema,
    response: agendamentoPublicoAlteradoSchema,
    summary: 'Confirma a consulta pelo link (uma vez)',
    description:
      'Confirma a consulta do link (uma vez), sem login, pelo token no cabeçalho de token de serviço. Token desconhecido, adulterado ou vencido responde igual a uma confirmação já feita.',
    tags,
  }),
  /** 409 with AGENDAMENTO_MESSAGES.linkCannotCancel for every refusal. */
  cancelar: defineEndpoint({
    operationId: 'cancelarAgendamentoPorLink',
    erros: [429],
    method: 'PUT',
    path: `${BASE}/cancelar`,
    access: 'public',
    headers: tokenServicoHeadersSchema,
    response: agendamentoPublicoAlteradoSchema,
    summary: 'Cancela a consulta pelo link',
    description:
      'Cancela a consulta do link (só ela), sem login, pelo token no cabeçalho de token de serviço. Token desconhecido, adulterado ou vencido responde igual a um cancelamento já feito.',
    tags,
  }),
};
