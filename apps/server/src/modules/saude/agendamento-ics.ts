// "Adicionar à agenda" (issue 37): one appointment as an iCalendar file (RFC 5545) that Google Calendar,
// Outlook and Apple Calendar import — the signed-in card, the public link's page and the booking e-mail all
// hand out this one file. Times are UTC (DTSTART:…Z), so no VTIMEZONE is needed and every calendar shows
// the operator's São Paulo time in the member's own zone. The event says who attends, the speciality, the
// clinic's address (LOCATION, GEO) and the "Como chegar" link (URL and in the description); a cancelled
// appointment is STATUS:CANCELLED with the same UID, so importing it again removes the event. Text is
// escaped (\\ ; , newline) and lines folded at 75 octets without splitting a UTF-8 character, CRLF ends.
import type { FastifyReply } from 'fastify';
import { formatIsoDate, operatorDate, PRODUCT_TITLE } from '@portal/domain';
import type { SituacaoAgendamento } from '@portal/domain/contract/saude/agendamentos';
import { sendFile } from '../../platform/storage/send-file.js';
import { toLocal } from '../../shared-domain/local-atendimento.js';
import type { AgendamentoRow } from './agendamento-card.js';

export interface ConsultaIcs {
  id: string;
  inicio: Date;
  fim: Date;
  status: SituacaoAgendamento;
  profissional: string;
  especialidade: string;
  local: {
    nome: string;
    endereco: string;
    cidade: string;
    uf: string;
    latitude: number;
    longitude: number;
    telefone: string | null;
  };
  protocolo: string | null;
}

export const ICS_MEDIA_TYPE = 'text/calendar';

/** The "Como chegar" link every screen shows (a maps search on the clinic's coordinates). */
export const comoChegar = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** RFC 5545 §3.3.11 TEXT. */
const texto = (valor: string): string =>
  valor.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.3.5 UTC form: 20261208T133000Z. */
const utc = (instante: Date): string =>
  instante
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space. */
function dobrar(linha: string): string {
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const caractere of linha) {
    const tamanho = Buffer.byteLength(caractere);
    const limite = partes.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octetos + tamanho > limite) {
      partes.push(atual);
      atual = '';
      octetos = 0;
    }
    atual += caractere;
    octetos += tamanho;
  }
  partes.push(atual);
  return partes.join('\r\n ');
}

export function consultaIcs(c: ConsultaIcs, agora: Date): string {
  const endereco = `${c.local.endereco}, ${c.local.cidade}/${c.local.uf}`;
  const mapa = comoChegar(c.local.latitude, c.local.longitude);
  const descricao = [
    `Profissional: ${c.profissional}`,
    `Especialidade: ${c.especialidade}`,
    `Local: ${c.local.nome}`,
    `Endereço: ${endereco}`,
    ...(c.local.telefone ? [`Telefone: ${c.local.telefone}`] : []),
    `Como chegar: ${mapa}`,
    ...(c.protocolo ? [`Protocolo n° ${c.protocolo}`] : []),
  ].join('\n');
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${texto(PRODUCT_TITLE)}//Agendamento//PT-BR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:agendamento-${c.id}@portal-beneficiario`,
    `DTSTAMP:${utc(agora)}`,
    `DTSTART:${utc(c.inicio)}`,
    `DTEND:${utc(c.fim)}`,
    `SUMMARY:${texto(`Consulta de ${c.especialidade} com ${c.profissional}`)}`,
    `LOCATION:${texto(`${c.local.nome}, ${endereco}`)}`,
    `GEO:${c.local.latitude};${c.local.longitude}`,
    `DESCRIPTION:${texto(descricao)}`,
    `URL:${mapa}`,
    `STATUS:${c.status === 'CANCELADO' ? 'CANCELLED' : c.status === 'SOLICITADO' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${linhas.map(dobrar).join('\r\n')}\r\n`;
}

/** 'consulta-cardiologia-2026-12-08.ics' */
export const nomeIcs = (especialidade: string, data: string): string =>
  `consulta-${especialidade
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-${data}.ics`;

/** The card's row as the file's appointment. */
export const consultaDaLinha = (row: AgendamentoRow): ConsultaIcs => ({
  id: row.id,
  inicio: row.inicio,
  fim: row.fim,
  status: row.status,
  profissional: row.profissional,
  especialidade: row.especialidadeNome,
  local: toLocal(row.local),
  protocolo: row.protocolo,
});

/** Sends the appointment's .ics as a download (the signed-in card and the public link alike). */
export function enviarIcs(reply: FastifyReply, row: AgendamentoRow, agora: Date): FastifyReply {
  const conteudo = Buffer.from(consultaIcs(consultaDaLinha(row), agora), 'utf8');
  return sendFile(reply, conteudo, {
    downloadName: nomeIcs(row.especialidadeNome, formatIsoDate(operatorDate(row.inicio))),
    contentType: `${ICS_MEDIA_TYPE}; charset=utf-8`,
  });
}
