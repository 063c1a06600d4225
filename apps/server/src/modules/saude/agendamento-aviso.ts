// The notices of an appointment (booked, confirmed, cancelled, reminder) to the contact chosen when it was
// booked, by e-mail or SMS. They say what happened, when and where, and carry the public link when there is
// one: never a CPF, a card or health detail beyond the speciality. The booking, reschedule and reminder
// e-mails attach the appointment's .ics (issue 37). Since issue 42 (decision 0052) they go through the
// durable outbox as AGENDAMENTO or AGENDAMENTO_LEMBRETE about the beneficiary: the contact chosen at booking
// always (that appointment's choice), the beneficiary's other chosen channels, and a relative following
// their appointments while the health-data rule allows it. A reminder is one event per appointment.
import { randomUUID } from 'node:crypto';
import { appointmentDescription, firstName, PRODUCT_TITLE } from '@portal/domain';
import type { CanalNotificacao } from '../../db/schema/lifecycle.js';
import type { Anexo } from '../../platform/notify/notifier.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';
import { quando, type AgendamentoRow } from './agendamento-card.js';
import { consultaDaLinha, consultaIcs, ICS_MEDIA_TYPE, nomeIcs } from './agendamento-ics.js';

export interface AvisoAgendamento {
  /** The beneficiary the appointment is for. */
  pessoaId: number;
  /** AGENDAMENTO (booked, moved, confirmed, cancelled) unless a reminder. */
  tipo?: 'AGENDAMENTO' | 'AGENDAMENTO_LEMBRETE';
  /** The event's key when it has a natural one (a reminder: the appointment's). */
  chave?: string;
  canal: CanalNotificacao | null;
  destino: string | null;
  /** The beneficiary's name (the greeting uses the first name only). */
  nome: string;
  /** 'Consulta agendada', 'Lembrete de consulta'… */
  assunto: string;
  mensagem: string;
  /** The public link to confirm or cancel without signing in, when one was issued. */
  link?: string | undefined;
  /** The appointment's .ics for the member's calendar (e-mail only: issue 37). */
  calendario?: Anexo | undefined;
}

/** The e-mail or SMS of one notice, greeting `nome`. */
function textoDoAviso(aviso: AvisoAgendamento, canal: CanalNotificacao, nome: string) {
  const acao = aviso.link ? `Para confirmar ou cancelar sem entrar no portal: ${aviso.link}` : '';
  const calendario = canal === 'EMAIL' ? aviso.calendario : undefined;
  const texto =
    canal === 'SMS'
      ? [`${PRODUCT_TITLE}: ${aviso.mensagem}`, acao].filter(Boolean).join(' ')
      : [
          `Olá, ${firstName(nome)}!`,
          '',
          aviso.mensagem,
          ...(calendario
            ? ['', `Para adicionar à sua agenda, abra o arquivo anexo ${calendario.nome}.`]
            : []),
          ...(acao ? ['', acao] : []),
          '',
          PRODUCT_TITLE,
        ].join('\n');
  return { assunto: aviso.assunto, texto, ...(calendario ? { anexos: [calendario] } : {}) };
}

/** Records the notice in the outbox and sends it in the background (the answer never waits for it). */
export function avisarAgendamento(notify: NotifyDispatcher, aviso: AvisoAgendamento): void {
  const contato = aviso.canal && aviso.destino ? { canal: aviso.canal, destino: aviso.destino } : undefined;
  notify.acompanhar(
    notify.avisar({
      tipo: aviso.tipo ?? 'AGENDAMENTO',
      sobrePessoaId: aviso.pessoaId,
      chave: aviso.chave ?? `agendamento:${randomUUID()}`,
      para: [{ pessoaId: aviso.pessoaId, contato }],
      mensagem: (canal, nome) => textoDoAviso(aviso, canal, nome ?? aviso.nome),
    }),
  );
}

/** The notice about one appointment as it is now (its contact, its beneficiary's name, what and when). */
export function avisarConsulta(
  notify: NotifyDispatcher,
  row: AgendamentoRow,
  aviso: {
    assunto: string;
    prefixo: string;
    link?: string | undefined;
    calendario?: Anexo | undefined;
    lembrete?: boolean;
  },
): void {
  const { data, hora } = quando(row.inicio);
  const consulta = appointmentDescription({
    especialidade: row.especialidadeNome,
    data,
    hora,
    local: row.local.nome,
  });
  avisarAgendamento(notify, {
    pessoaId: row.pessoaId,
    // One reminder per appointment and start: a moved appointment is reminded again.
    ...(aviso.lembrete
      ? { tipo: 'AGENDAMENTO_LEMBRETE', chave: `lembrete:${row.id}:${row.inicio.toISOString()}` }
      : {}),
    canal: row.contatoCanal,
    destino: row.contato,
    nome: row.nomeSocial ?? row.nomeCompleto,
    assunto: aviso.assunto,
    mensagem: `${aviso.prefixo} ${consulta}`,
    link: aviso.link,
    calendario: aviso.calendario,
  });
}

/** The appointment's .ics as an e-mail attachment. */
export function anexoIcs(row: AgendamentoRow, agora: Date): Anexo {
  return {
    nome: nomeIcs(row.especialidadeNome, quando(row.inicio).data),
    tipo: `${ICS_MEDIA_TYPE}; charset=utf-8; method=PUBLISH`,
    conteudo: consultaIcs(consultaDaLinha(row), agora),
  };
}
