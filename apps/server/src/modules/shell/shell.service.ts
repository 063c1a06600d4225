// Operator parameters, the maintenance flag and the operator's service channels (spec §7).
import { inArray } from 'drizzle-orm';
import type { Parametro, StatusManutencao } from '@portal/domain/contract/shell/parametros';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { MAINTENANCE_MESSAGE, parametrosOperadora } from '../../db/schema/operator.js';
import type { Clock } from '../../platform/clock.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { lerParametrosManutencao, manutencaoAtiva } from '../../shared-domain/manutencao.js';
import { configParameters, visivelPara } from '../../shared-domain/parametros-operadora.js';

/**
 * The asked names the reader may see that exist, in the order asked. Anything else — an unknown name, a
 * member's parameter asked without a session, a server-only one (bank, Pix, PA Virtual, reimbursement rules)
 * or a row the catalogue does not know — is left out as if it did not exist (visivelPara decides).
 */
export async function getParametros(options: {
  db: Database;
  config: AppConfig;
  nomes: readonly string[];
  leitor: 'publico' | 'membros';
}): Promise<Parametro[]> {
  const nomes = [...new Set(options.nomes)].filter((nome) => visivelPara(nome, options.leitor));
  const fromConfig = new Map(configParameters(options.config).map((p) => [p.nome, p.valor]));
  const dbNames = nomes.filter((nome) => !fromConfig.has(nome));
  const rows = dbNames.length
    ? await options.db
        .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
        .from(parametrosOperadora)
        .where(inArray(parametrosOperadora.nome, dbNames))
    : [];
  const found = new Map([...rows.map((r) => [r.nome, r.valor] as const), ...fromConfig]);
  return nomes.flatMap((nome) => {
    const valor = found.get(nome);
    return valor === undefined ? [] : [{ nome, valor }];
  });
}

export async function getMaintenanceStatus(options: {
  db: Database;
  config: AppConfig;
  clock: Clock;
}): Promise<StatusManutencao> {
  const { mode, message } = options.config.maintenance;
  const stored = await lerParametrosManutencao(options.db);
  const emManutencao = mode ?? manutencaoAtiva(stored, options.clock());
  // The message only matters while the notice is up. Simple HTML from the operator (the console, a parameter
  // the integration API takes, or the configuration): served through the topics' allow-list.
  const mensagem = message ?? stored.get(MAINTENANCE_MESSAGE);
  return { emManutencao, mensagem: emManutencao && mensagem ? sanitizarHtml(mensagem) : null };
}

/** The operator's service channels (shared-domain/operator-contacts.ts: the reimbursement screen shows them too). */
export { getOperatorContacts } from '../../shared-domain/operator-contacts.js';
