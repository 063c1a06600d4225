// The notices of an appointment (booked, confirmed, cancelled, reminder) to the contact chosen when it was
// booked, by e-mail or SMS through the notifier (outbox/log in local use). They say what happened, when and
// where, and carry the public link when there is one: never a CPF, a card or health detail beyond the
// speciality. The booking, reschedule and reminder e-mails attach the appointment's .ics (issue 37).
import { appointmentDescription, firstName, PRODUCT_TITLE } from '@portal/domain';
import type { CanalNotificacao } from '../../db/schema/lifecycle.js';
import type { Anexo } from '../../platform/notify/notifier.js';
import type { NotifyDispatcher } from '../../platform/notify/notify-plugin.js';
import { quando, type AgendamentoRow } from './agendamento-card.js';
import { consultaDaLinha, consultaIcs, ICS_MEDIA_TYPE, nomeIcs } from './agendamento-ics.js';

export interface AvisoAgendamento {
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

export function avisarAgendamento(notify: NotifyDispatcher, aviso: AvisoAgendamento): void {
  if (!aviso.canal || !aviso.destino) return;
  const acao = aviso.link ? `Para confirmar ou cancelar sem entrar no portal: ${aviso.link}` : '';
  const calendario = aviso.canal === 'EMAIL' ? aviso.calendario : undefined;
  const texto =
    aviso.canal === 'SMS'
      ? [`${PRODUCT_TITLE}: ${aviso.mensagem}`, acao].filter(Boolean).join(' ')
      : [
          `Olá, ${firstName(aviso.nome)}!`,
          '',
          aviso.mensagem,
          ...(calendario
            ? ['', `Para adicionar à sua agenda, abra o arquivo anexo ${calendario.nome}.`]
            : []),
          ...(acao ? ['', acao] : []),
          '',
          PRODUCT_TITLE,
        ].join('\n');
  notify.dispatch({
    canal: aviso.canal,
    destino: aviso.destino,
    assunto: aviso.assunto,
    texto,
    ...(calendario ? { anexos: [calendario] } : {}),
  });
}

/** The notice about one appointment as it is now (its contact, its beneficiary's name, what and when). */
export function avisarConsulta(
  notify: NotifyDispatcher,
  row: AgendamentoRow,
  aviso: { assunto: string; prefixo: string; link?: string | undefined; calendario?: Anexo | undefined },
): void {
  const { data, hora } = quando(row.inicio);
  const consulta = appointmentDescription({
    especialidade: row.especialidadeNome,
    data,
    hora,
    local: row.local.nome,
  });
  avisarAgendamento(notify, {
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
