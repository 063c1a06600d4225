// Operator parameters, the maintenance flag and the operator's service channels (spec §7).
import { inArray } from 'drizzle-orm';
import type { Parametro, StatusManutencao } from '@portal/domain/contract/shell/parametros';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  MAINTENANCE_END,
  MAINTENANCE_FLAG,
  MAINTENANCE_MESSAGE,
  MAINTENANCE_START,
  PARAMETROS_MANUTENCAO,
  parametrosOperadora,
} from '../../db/schema/operator.js';
import type { Clock } from '../../platform/clock.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { visivelPara } from '../../shared-domain/parametros-operadora.js';

/** Parameters that come from configuration rather than the database. */
function configParameters(config: AppConfig): Parametro[] {
  const values: Parametro[] = [{ nome: 'CAPTCHA_PROVEDOR', valor: config.captcha.provider }];
  if (config.captcha.siteKey) values.push({ nome: 'CAPTCHA_CHAVE_SITE', valor: config.captcha.siteKey });
  return values;
}

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

/**
 * Whether the notice is up at `agora` (issue 38): switched on (`EM_MANUTENCAO` true) or its scheduled start
 * (`MANUTENCAO_INICIO`) reached — and its end (`MANUTENCAO_FIM`), if any, not yet reached. A start or end that
 * does not parse counts as absent. Read from the database for every request (no cache in the process), so
 * every instance switches at the same instant.
 */
export function manutencaoAtiva(stored: ReadonlyMap<string, string>, agora: Date): boolean {
  const instante = (nome: string) => {
    const ms = Date.parse(stored.get(nome) ?? '');
    return Number.isNaN(ms) ? null : ms;
  };
  const inicio = instante(MAINTENANCE_START);
  const fim = instante(MAINTENANCE_END);
  const ligada =
    stored.get(MAINTENANCE_FLAG)?.trim().toLowerCase() === 'true' ||
    (inicio !== null && agora.getTime() >= inicio);
  return ligada && (fim === null || agora.getTime() < fim);
}

/** The maintenance rows as stored (name → value). */
export async function lerParametrosManutencao(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ nome: parametrosOperadora.nome, valor: parametrosOperadora.valor })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [...PARAMETROS_MANUTENCAO]));
  return new Map(rows.map((r) => [r.nome, r.valor]));
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
