// The one protocol service (issue 12): every request the portal registers gets a protocol number in the
// ANS format — the operator's 6-digit ANS registration (parameter REGISTRO_ANS), the operator's day
// (yyyyMMdd, America/Sao_Paulo) and a 6-digit daily sequence: 20 digits. The database makes it unique
// under concurrency: the day's counter row is incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING
// in the caller's transaction (simultaneous requests queue on its row lock, and a request that rolls back
// gives its number back, so a day's numbers stay consecutive), and `protocolos` records every number under
// a primary key and a unique (dia, sequencia). See docs/decisions/0014.
import { eq, sql } from 'drizzle-orm';
import { formatIsoDate, operatorDate } from '@portal/domain';
import type { Database } from '../db/client.js';
import { parametrosOperadora } from '../db/schema/operator.js';
import { protocoloSequencias, protocolos } from '../db/schema/protocolos.js';
import type { Clock } from './clock.js';

/** What a protocol was handed out for (protocolos.tipo). */
export const TIPOS_PROTOCOLO = {
  segundaViaCartao: 'SEGUNDA_VIA_CARTAO',
  cancelamentoContrato: 'CANCELAMENTO_CONTRATO',
  certidaoObito: 'CERTIDAO_OBITO',
  debitoContaAtivacao: 'DEBITO_CONTA_ATIVACAO',
  debitoContaDesativacao: 'DEBITO_CONTA_DESATIVACAO',
  reembolso: 'REEMBOLSO',
} as const;
export type TipoProtocolo = (typeof TIPOS_PROTOCOLO)[keyof typeof TIPOS_PROTOCOLO];

export const MAX_PROTOCOLOS_POR_DIA = 999_999;

/** '345678' + '20260310' + '000042'. */
export const formatProtocolo = (registroAns: string, dia: string, sequencia: number): string =>
  `${registroAns}${dia.replaceAll('-', '')}${String(sequencia).padStart(6, '0')}`;

/**
 * The next protocol of the operator's day. Call it inside the transaction that stores the request
 * (`db.transaction(async (tx) => { const p = await newProtocolo(tx, …); await tx.insert(…) })`): the
 * number then exists exactly when the request does.
 */
export async function newProtocolo(
  tx: Database,
  options: { clock: Clock; tipo: TipoProtocolo },
): Promise<string> {
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
  await tx.insert(protocolos).values({ protocolo, dia, sequencia, tipo: options.tipo, criadoEm: now });
  return protocolo;
}
