// Filings per account per day (issue 34, decision 0027): reimbursements, authorisation requests, direct
// debit and death certificates each have a daily ceiling, an operator parameter (server-only) with a default
// in code (db/schema/envios-diarios.ts). The route looks before it reads a byte of the upload (a member
// already at the ceiling is told at once, without sending 70 MB); the filing's own transaction then takes
// the slot with one atomic upsert, so two filings racing for the last one cannot both pass, and a filing
// that fails afterwards gives its slot back with its rollback.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatIsoDate, operatorDate, SERVER_MESSAGES } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { enviosDiarios, LIMITES_DIARIOS, type TipoEnvioLimitado } from '../../db/schema/envios-diarios.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { tooManyRequests } from '../errors.js';
import { currentSession } from '../session.js';

/** The account, the kind of filing, the operator's day and the ceiling a filing counts against. */
export interface CotaDiaria {
  contaId: number;
  tipo: TipoEnvioLimitado;
  /** yyyy-mm-dd, the operator's calendar. */
  dia: string;
  limite: number;
}

type Executor = Pick<Database, 'insert'>;

const limiteAtingido = () => tooManyRequests(SERVER_MESSAGES.dailyFilingLimit);

/** The operator's ceiling for the kind, or its default while the parameter is absent or not a whole number ≥ 1. */
export async function lerLimiteDiario(db: Database, tipo: TipoEnvioLimitado): Promise<number> {
  const { parametro, padrao } = LIMITES_DIARIOS[tipo];
  const [row] = await db
    .select({ valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(eq(parametrosOperadora.nome, parametro));
  const valor = Number(row?.valor);
  return Number.isInteger(valor) && valor >= 1 ? valor : padrao;
}

/**
 * The caller's quota of the kind for today; a 429 with the Portuguese reason when it is already used up
 * (a look, not a claim: the filing's transaction claims the slot with consumirCotaDiaria).
 */
export async function cotaDiaria(request: FastifyRequest, tipo: TipoEnvioLimitado): Promise<CotaDiaria> {
  const { db, clock } = request.server.ctx;
  const cota: CotaDiaria = {
    contaId: currentSession(request).contaId,
    tipo,
    dia: formatIsoDate(operatorDate(clock())),
    limite: await lerLimiteDiario(db, tipo),
  };
  const [row] = await db
    .select({ quantidade: enviosDiarios.quantidade })
    .from(enviosDiarios)
    .where(
      and(
        eq(enviosDiarios.contaId, cota.contaId),
        eq(enviosDiarios.tipo, tipo),
        eq(enviosDiarios.dia, cota.dia),
      ),
    );
  if ((row?.quantidade ?? 0) >= cota.limite) throw limiteAtingido();
  return cota;
}

/**
 * Takes one slot of the quota inside the filing's transaction, or throws the 429 (rolling the filing back).
 * The upsert's condition is checked on the row's latest version once a racing transaction commits, so the
 * count never passes the ceiling.
 */
export async function consumirCotaDiaria(tx: Executor, cota: CotaDiaria): Promise<void> {
  const rows = await tx
    .insert(enviosDiarios)
    .values({ contaId: cota.contaId, tipo: cota.tipo, dia: cota.dia, quantidade: 1 })
    .onConflictDoUpdate({
      target: [enviosDiarios.contaId, enviosDiarios.tipo, enviosDiarios.dia],
      set: { quantidade: sql`${enviosDiarios.quantidade} + 1` },
      setWhere: sql`${enviosDiarios.quantidade} < ${cota.limite}`,
    })
    .returning({ quantidade: enviosDiarios.quantidade });
  if (rows.length === 0) throw limiteAtingido();
}
