// What the console says about a staff member's own account (issue 38): who, roles and factors.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { EquipeEu } from '@portal/domain/contract/console/equipe';
import type { Database } from '../../db/client.js';
import { equipeCodigosRecuperacao, equipePasskeys, equipeTotp } from '../../db/schema/equipe.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { fatorCompleto, type EquipeSessao } from '../../platform/console/sessao-equipe.js';

export interface FatoresContados {
  passkeys: number;
  totp: boolean;
  codigosRecuperacaoRestantes: number;
}

/** How many passkeys, whether a confirmed authenticator app, and the unused recovery codes. */
export async function contarFatores(db: Database, equipeId: number): Promise<FatoresContados> {
  const [[passkeys], [totp], [codigos]] = await Promise.all([
    db.select({ n: count() }).from(equipePasskeys).where(eq(equipePasskeys.equipeId, equipeId)),
    db
      .select({ n: count() })
      .from(equipeTotp)
      .where(and(eq(equipeTotp.equipeId, equipeId), eq(equipeTotp.confirmado, true))),
    db
      .select({ n: count() })
      .from(equipeCodigosRecuperacao)
      .where(and(eq(equipeCodigosRecuperacao.equipeId, equipeId), isNull(equipeCodigosRecuperacao.usadoEm))),
  ]);
  return {
    passkeys: passkeys?.n ?? 0,
    totp: (totp?.n ?? 0) > 0,
    codigosRecuperacaoRestantes: codigos?.n ?? 0,
  };
}

/** The operator's short name for the console's header (NOME_ABREVIADO, else NOME_OPERADORA). */
async function nomeOperadora(db: Database): Promise<string> {
  const linhas = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, ['NOME_ABREVIADO', 'NOME_OPERADORA']));
  const valor = (nome: string) => linhas.find((l) => l.nome === nome)?.valor;
  return valor('NOME_ABREVIADO') ?? valor('NOME_OPERADORA') ?? '';
}

/** GET /console/api/eu's answer for a session. */
export async function eu(
  db: Database,
  sessao: Pick<EquipeSessao, 'equipeId' | 'nome' | 'email' | 'papeis' | 'fator'>,
): Promise<EquipeEu> {
  const [fatores, operadora] = await Promise.all([contarFatores(db, sessao.equipeId), nomeOperadora(db)]);
  return {
    id: sessao.equipeId,
    nome: sessao.nome,
    email: sessao.email,
    papeis: sessao.papeis,
    fatores,
    precisaCadastrarFator: !fatorCompleto(sessao.fator),
    operadora,
  };
}
