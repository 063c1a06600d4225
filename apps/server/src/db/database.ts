// The schema object and the Database type, a leaf of the import graph: db/client.ts (the drivers) and
// db/migration-state.ts (which client.ts calls) both need the type, so neither imports the other for it.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as agendamento from './schema/agendamento.js';
import * as atendimento from './schema/atendimento.js';
import * as audit from './schema/audit.js';
import * as auth from './schema/auth.js';
import * as cartoesCompartilhados from './schema/cartoes-compartilhados.js';
import * as lifecycle from './schema/lifecycle.js';
import * as limites from './schema/limites.js';
import * as marca from './schema/marca.js';
import * as dadosPessoais from './schema/dados-pessoais.js';
import * as equipe from './schema/equipe.js';
import * as financeiro from './schema/financeiro.js';
import * as plano from './schema/contrato-eventos.js';
import * as segundaVia from './schema/segunda-via.js';
import * as operator from './schema/operator.js';
import * as pessoas from './schema/pessoas.js';
import * as plans from './schema/contratos.js';
import * as protocolos from './schema/protocolos.js';
import * as topicos from './schema/topicos.js';
import * as usage from './schema/contadores-uso.js';
import * as utilizacao from './schema/utilizacao.js';

export const schema = {
  ...operator,
  ...pessoas,
  ...plans,
  ...auth,
  ...usage,
  ...audit,
  ...dadosPessoais,
  ...plano,
  ...segundaVia,
  ...lifecycle,
  ...cartoesCompartilhados,
  ...protocolos,
  ...financeiro,
  ...utilizacao,
  ...agendamento,
  ...topicos,
  ...limites,
  ...marca,
  ...equipe,
  ...atendimento,
};
export type Schema = typeof schema;
/** Both drivers' databases satisfy this type, so services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
