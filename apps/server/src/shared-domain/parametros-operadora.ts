// Every operator parameter the server reads, held equal to the catalogue (packages/domain
// contract/shell/parametros-catalogo.ts: area, kind, who may read it, the rule and its Portuguese reason;
// issue 19, decision 0024 §14, issue 38). The names come from the lists the readers use — public and
// restricted (shell), billing, PA Virtual, reimbursement, scheduling, authorisation, daily filing limits,
// maintenance — and their union must be exactly the catalogue's names, so a name added to a reader without an
// entry in the catalogue, or an entry nobody reads, fails the typecheck. No reader keeps a parameter in
// memory: each reads the table per request, so a change applies on every instance at its next request.
import type { NomeParametroCatalogo } from '@portal/domain/contract/shell/parametros-catalogo';
import type {
  Parametro,
  ParametroPublico,
  ParametroRestrito,
} from '@portal/domain/contract/shell/parametros';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ParametroAgendamento } from '../db/schema/agendamento.js';
import type { ParametroLimiteDiario } from '../db/schema/envios-diarios.js';
import type {
  OrigemAlteracaoParametro,
  ParametroCobranca,
  ParametroManutencao,
  ParametroPaVirtual,
} from '../db/schema/operator.js';
import type { ParametroReembolso } from '../db/schema/reembolso.js';
import type { PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO } from '../db/schema/saude.js';

export type NomeParametroOperadora =
  | ParametroPublico
  | ParametroRestrito
  | ParametroCobranca
  | ParametroPaVirtual
  | ParametroReembolso
  | ParametroAgendamento
  | typeof PARAMETRO_MAXIMO_ARQUIVOS_AUTORIZACAO.nome
  | ParametroLimiteDiario
  | ParametroManutencao;

type Iguais<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time: the readers' names are the catalogue's names, no more and no fewer. */
export const LEITORES_IGUAIS_AO_CATALOGO: Iguais<NomeParametroOperadora, NomeParametroCatalogo> = true;

export {
  CATALOGO_PARAMETROS as PARAMETROS_OPERADORA,
  isParametroCatalogo as isParametroOperadora,
  isParametroPublico,
  visivelPara,
  type RegraParametro,
  type Visibilidade,
} from '@portal/domain/contract/shell/parametros-catalogo';

/** Parameters that come from configuration rather than the database. */
export function configParameters(config: AppConfig): Parametro[] {
  const values: Parametro[] = [{ nome: 'CAPTCHA_PROVEDOR', valor: config.captcha.provider }];
  if (config.captcha.siteKey) values.push({ nome: 'CAPTCHA_CHAVE_SITE', valor: config.captcha.siteKey });
  return values;
}

/** Who changes, as the history trigger reads it. */
export interface AutorAlteracao {
  origem: OrigemAlteracaoParametro;
  equipeId: number | null;
  motivo?: string | null;
  revertidoDe?: number | null;
  /** When (the app's clock); the database's now() without it. */
  at?: Date;
}

/** Tells the history trigger who changes parameters in this transaction (until it ends). */
export async function declararAutor(tx: Pick<Database, 'execute'>, autor: AutorAlteracao): Promise<void> {
  const valor = JSON.stringify({ ...autor, at: autor.at?.toISOString() });
  await tx.execute(sql`select set_config('portal.alteracao_parametro', ${valor}, true)`);
}
