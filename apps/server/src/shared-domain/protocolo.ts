// The one protocol service (issue 12): every request the portal registers gets a protocol number in the
// ANS format — the operator's 6-digit ANS registration (parameter REGISTRO_ANS), the operator's day
// (yyyyMMdd, America/Sao_Paulo) and a 6-digit daily sequence: 20 digits. The database makes it unique
// under concurrency: the day's counter row is incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING
// in the caller's transaction (simultaneous requests queue on its row lock, and a request that rolls back
// gives its number back, so a day's numbers stay consecutive), and `protocolos` records every number under
// a primary key and a unique (dia, sequencia). See docs/decisions/0014.
// Since issue 15 the protocol is also the member-facing record of the request (Consulta de Protocolos):
// whom it is about, who filed it, its RN 623 deadline, open or closed, and its history — the first step
// written here, the later ones by registrarAndamento (seeds now, the operator's API of issue 19 later).
// The kinds and deadlines are the contract's table (contract/facilidades/protocolos.ts). See decision 0020.
// Since issue 19 it also writes the request's outbound event (registrarEvento, decision 0025).
import { eq, sql } from 'drizzle-orm';
import { formatIsoDate, operatorDate, type CalendarDate } from '@portal/domain';
import {
  PRAZOS_RN623_DIAS_UTEIS,
  type SituacaoProtocolo,
  type TipoProtocolo,
} from '@portal/domain/contract/facilidades/protocolos';
import type { Database } from '../db/client.js';
import { parametrosOperadora } from '../db/schema/operator.js';
import { protocoloAndamentos, protocoloSequencias, protocolos } from '../db/schema/protocolos.js';
import type { Clock } from '../platform/clock.js';
import { addDiasUteis } from './dias-uteis.js';
import { registrarEvento } from '../platform/integracao/eventos.js';

/** The first step of every protocol's history. */
export const ANDAMENTO_REGISTRADO = 'Solicitação registrada';

/** RN 623 deadline of a request that is not about coverage: 7 business days after the operator's day. */
export const prazoNaoAssistencial = (now: Date): CalendarDate =>
  addDiasUteis(operatorDate(now), PRAZOS_RN623_DIAS_UTEIS.naoAssistencial);

export interface NovoProtocolo {
  clock: Clock;
  tipo: TipoProtocolo;
  /** The beneficiary the request is about. */
  pessoaId: number;
  /** Who filed it (the signed-in member). */
  solicitantePessoaId: number;
  /** RN 623 answer deadline; null = due at once (urgency). */
  prazoResposta: CalendarDate | null;
}

export const MAX_PROTOCOLOS_POR_DIA = 999_999;

/** '345678' + '20260310' + '000042'. */
export const formatProtocolo = (registroAns: string, dia: string, sequencia: number): string =>
  `${registroAns}${dia.replaceAll('-', '')}${String(sequencia).padStart(6, '0')}`;

/**
 * The next protocol of the operator's day. Call it inside the transaction that stores the request
 * (`db.transaction(async (tx) => { const p = await newProtocolo(tx, …); await tx.insert(…) })`): the
 * number then exists exactly when the request does.
 */
export async function newProtocolo(tx: Database, options: NovoProtocolo): Promise<string> {
  const now = options.clock();
  const dia = formatIsoDate(operatorDate(now));
  const [ans] = await tx
    .select({ valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(eq(parametrosOperadora.nome, 'REGISTRO_ANS'));
  const registroAns = ans?.valor.trim() ?? '';
  // A wrong parameter is the operator's configuration error, not the member's: fail loudly (500).
  if (!/^\d{6}$/.test(registroAns)) throw new Error('REGISTRO_ANS deve ter 6 dígitos para gerar protocolos');
  const [row] = await tx
    .insert(protocoloSequencias)
    .values({ dia, ultimo: 1 })
    .onConflictDoUpdate({
      target: protocoloSequencias.dia,
      set: { ultimo: sql`${protocoloSequencias.ultimo} + 1` },
    })
    .returning({ ultimo: protocoloSequencias.ultimo });
  const sequencia = row?.ultimo ?? 0;
  if (sequencia < 1 || sequencia > MAX_PROTOCOLOS_POR_DIA) {
    throw new Error(`Sequência diária de protocolos esgotada (${dia})`);
  }
  const protocolo = formatProtocolo(registroAns, dia, sequencia);
  await tx.insert(protocolos).values({
    protocolo,
    dia,
    sequencia,
    tipo: options.tipo,
    criadoEm: now,
    pessoaId: options.pessoaId,
    solicitantePessoaId: options.solicitantePessoaId,
    prazoResposta: options.prazoResposta ? formatIsoDate(options.prazoResposta) : null,
  });
  // Born EM_ANDAMENTO (the column's default), so the first step needs no update.
  await tx
    .insert(protocoloAndamentos)
    .values({ protocolo, em: now, titulo: ANDAMENTO_REGISTRADO, situacao: 'EM_ANDAMENTO' });
  // Every request a member files passes here, in its own transaction: the operator's systems hear of it
  // through the integration outbox exactly when the request exists (decision 0025).
  await registrarEvento(tx, {
    clock: options.clock,
    pessoaId: options.pessoaId,
    evento: {
      tipo: 'solicitacao.registrada',
      dados: { protocolo, tipoProtocolo: options.tipo, solicitantePessoaId: options.solicitantePessoaId },
    },
  });
  return protocolo;
}

export interface Andamento {
  em: Date;
  titulo: string;
  descricao?: string;
  /** The protocol's situation after this step (FECHADO once the operator gave its conclusive answer). */
  situacao: SituacaoProtocolo;
}

/** Appends a step to the protocol's history and moves the protocol to the step's situation. */
export async function registrarAndamento(
  tx: Database,
  protocolo: string,
  andamento: Andamento,
): Promise<void> {
  await tx.insert(protocoloAndamentos).values({
    protocolo,
    em: andamento.em,
    titulo: andamento.titulo,
    descricao: andamento.descricao ?? '',
    situacao: andamento.situacao,
  });
  const updated = await tx
    .update(protocolos)
    .set({ situacao: andamento.situacao })
    .where(eq(protocolos.protocolo, protocolo))
    .returning({ protocolo: protocolos.protocolo });
  if (updated.length === 0) throw new Error(`protocolo inexistente: ${protocolo}`);
}
