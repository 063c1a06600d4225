// The operator's parameters and maintenance mode in the console (issue 38; contract/console/parametros.ts).
//
// Rules, and why:
// - The catalogue (contract/shell/parametros-catalogo.ts) judges every value, so the console, the ERP's API
//   and the web agree on what is valid; a refusal is a 422 whose message is the catalogue's reason.
// - History is written by the database (trigger of the migration that made parametros_historico), not here:
//   every writer — console, ERP, seed, SQL by hand — leaves an entry, in the change's transaction. This
//   module only tells the trigger who and why, through the transaction-local setting
//   `portal.alteracao_parametro`.
// - Concurrency is optimistic, as in the best back offices: an edit names the version it read, and the row
//   changes only `WHERE versao = <read>`. Two staff saving at once queue on the row's lock; the second finds
//   a newer version, changes nothing and gets a 409 asking to reload — never a silent overwrite. The unique
//   (nome, versao) of the history makes a gap or a fork in the chain impossible even for other writers.
// - A revert is a new change to the value an earlier entry left (judged by today's rule), kept in the history
//   with the entry it restored: history is never rewritten.
// - Maintenance is the four maintenance parameters written in one transaction, each by the same optimistic
//   rule (its `revisao` is their versions), so it has the same history and audit; members see it through
//   GET /bemmais/status, which reads the rows per request on every instance (no cache).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { parseIsoDate } from '@portal/domain';
import {
  MENSAGENS_PARAMETROS as M,
  type AlterarManutencaoBody,
  type HistoricoParametro,
  type ManutencaoConsole,
  type ModoManutencao,
  type ParametroConsole,
} from '@portal/domain/contract/console/parametros';
import {
  AREAS_PARAMETROS,
  CATALOGO_PARAMETROS,
  isParametroCatalogo,
  isParametroPublico,
  NOMES_PARAMETROS,
  type AreaParametro,
  type NomeParametroCatalogo,
} from '@portal/domain/contract/shell/parametros-catalogo';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  MAINTENANCE_END,
  MAINTENANCE_FLAG,
  MAINTENANCE_MESSAGE,
  MAINTENANCE_START,
  PARAMETROS_MANUTENCAO,
  parametrosHistorico,
  parametrosOperadora,
} from '../../db/schema/operator.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import { manutencaoAtiva } from '../../shared-domain/manutencao.js';
import {
  configParameters,
  declararAutor,
  type AutorAlteracao,
} from '../../shared-domain/parametros-operadora.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const conflito = (mensagem: string) => new HttpError(409, { mensagem });
const recusa = (mensagem: string, campo = 'valor') =>
  new HttpError(422, { mensagem, campos: { [campo]: mensagem } });

/** The staff member changing, at the app's clock. */
type QuemAltera = Pick<AutorAlteracao, 'equipeId'> & { at: Date };

interface Linha {
  valor: string;
  versao: number;
}

async function linhas(db: Pick<Database, 'select'>, nomes: readonly string[]): Promise<Map<string, Linha>> {
  const rows = await db
    .select({
      nome: parametrosOperadora.nome,
      valor: parametrosOperadora.valor,
      versao: parametrosOperadora.versao,
    })
    .from(parametrosOperadora)
    .where(inArray(parametrosOperadora.nome, [...nomes]));
  return new Map(rows.map((r) => [r.nome, { valor: r.valor, versao: r.versao }]));
}

function paraConsole(
  nome: NomeParametroCatalogo,
  linha: Linha | undefined,
  config: AppConfig,
): ParametroConsole {
  const e = CATALOGO_PARAMETROS[nome];
  const daConfig =
    e.editadoEm === 'configuracao' ? configParameters(config).find((p) => p.nome === nome) : null;
  return {
    nome,
    tipo: e.tipo,
    visivel: e.visivel,
    descricao: e.descricao,
    minimo: e.minimo ?? null,
    maximo: e.maximo ?? null,
    editadoEm: e.editadoEm ?? null,
    valor: daConfig ? daConfig.valor : (linha?.valor ?? null),
    versao: linha?.versao ?? 0,
  };
}

/** Every catalogue parameter with its value and version, grouped by area in the catalogue's order. */
export async function listarParametros(db: Database, config: AppConfig) {
  const atuais = await linhas(db, NOMES_PARAMETROS);
  return (Object.keys(AREAS_PARAMETROS) as AreaParametro[]).map((area) => ({
    area,
    titulo: AREAS_PARAMETROS[area],
    parametros: NOMES_PARAMETROS.filter((n) => CATALOGO_PARAMETROS[n].area === area).map((n) =>
      paraConsole(n, atuais.get(n), config),
    ),
  }));
}

/**
 * Sets `nome` to `valor` (null: removes it) if its version is still `versaoLida` (0: absent); 409 otherwise.
 * The same value at the same version changes nothing. Answers the row after it.
 */
async function gravar(
  tx: Tx,
  nome: NomeParametroCatalogo,
  valor: string | null,
  versaoLida: number,
): Promise<Linha | null> {
  const [atual] = await tx
    .select({ valor: parametrosOperadora.valor, versao: parametrosOperadora.versao })
    .from(parametrosOperadora)
    .where(eq(parametrosOperadora.nome, nome))
    .for('update');
  if ((atual?.versao ?? 0) !== versaoLida) throw conflito(M.versao);
  if ((atual?.valor ?? null) === valor) return atual ?? null;
  if (valor === null) {
    await tx.delete(parametrosOperadora).where(eq(parametrosOperadora.nome, nome));
    return null;
  }
  if (!atual) {
    // Absent when read: another insert in between hits the primary key and inserts nothing.
    const [nova] = await tx
      .insert(parametrosOperadora)
      .values({ nome, valor, publico: isParametroPublico(nome) })
      .onConflictDoNothing()
      .returning({ valor: parametrosOperadora.valor, versao: parametrosOperadora.versao });
    if (!nova) throw conflito(M.versao);
    return nova;
  }
  const [nova] = await tx
    .update(parametrosOperadora)
    .set({ valor })
    .where(and(eq(parametrosOperadora.nome, nome), eq(parametrosOperadora.versao, versaoLida)))
    .returning({ valor: parametrosOperadora.valor, versao: parametrosOperadora.versao });
  if (!nova) throw conflito(M.versao);
  return nova;
}

/** The catalogue entry of a name in the URL, for the parameter editor (404 unknown, 422 edited elsewhere). */
function editavel(nome: string): NomeParametroCatalogo {
  if (!isParametroCatalogo(nome)) throw notFound(M.desconhecido);
  const { editadoEm } = CATALOGO_PARAMETROS[nome];
  if (editadoEm === 'manutencao') throw recusa(M.naTelaManutencao);
  if (editadoEm === 'marca') throw recusa(M.naTelaMarca);
  return nome;
}

export interface Alteracao {
  valor: string;
  versao: number;
  motivo?: string | undefined;
  revertidoDe?: number;
}

/**
 * Changes one parameter in `tx` (the caller writes the staff audit in the same transaction): judged by the
 * catalogue (422 with its reason), at the version read (409). Answers the parameter before and after.
 */
export async function alterarParametro(
  tx: Tx,
  config: AppConfig,
  nomeBruto: string,
  alteracao: Alteracao,
  autor: QuemAltera,
): Promise<{ antes: ParametroConsole; depois: ParametroConsole }> {
  const nome = editavel(nomeBruto);
  const motivo = CATALOGO_PARAMETROS[nome].regra(alteracao.valor);
  if (motivo) throw recusa(motivo);
  const antes = (await linhas(tx, [nome])).get(nome);
  await declararAutor(tx, {
    ...autor,
    origem: 'console',
    motivo: alteracao.motivo?.trim() || null,
    revertidoDe: alteracao.revertidoDe ?? null,
  });
  const depois = await gravar(tx, nome, alteracao.valor, alteracao.versao);
  return { antes: paraConsole(nome, antes, config), depois: paraConsole(nome, depois ?? undefined, config) };
}

/** The value an entry left, to revert to (422 when it removed the parameter; 404 not this one's). */
export async function valorDoHistorico(db: Database, nome: string, historicoId: number): Promise<string> {
  const [entrada] = await db
    .select({ nome: parametrosHistorico.nome, depois: parametrosHistorico.depois })
    .from(parametrosHistorico)
    .where(eq(parametrosHistorico.id, historicoId));
  if (!entrada || entrada.nome !== nome) throw notFound(M.historicoDeOutro);
  if (entrada.depois === null) throw recusa(M.semValorParaRestaurar, 'historicoId');
  return entrada.depois;
}

/** The parameter's changes, newest first (at most 100). */
export async function historicoParametro(db: Database, nome: string): Promise<HistoricoParametro> {
  if (!isParametroCatalogo(nome)) throw notFound(M.desconhecido);
  const rows = await db
    .select()
    .from(parametrosHistorico)
    .where(eq(parametrosHistorico.nome, nome))
    .orderBy(desc(parametrosHistorico.versao))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    antes: r.antes,
    depois: r.depois,
    versao: r.versao,
    origem: r.origem,
    autor: r.autor,
    motivo: r.motivo,
    revertidoDe: r.revertidoDe,
    em: r.at.toISOString(),
  }));
}

// ---- Maintenance ----------------------------------------------------------------------------------------

const revisaoDe = (atuais: Map<string, Linha>) =>
  PARAMETROS_MANUTENCAO.map((n) => atuais.get(n)?.versao ?? 0).join('.');

export async function lerManutencao(
  db: Pick<Database, 'select'>,
  config: AppConfig,
  agora: Date,
): Promise<ManutencaoConsole> {
  const atuais = await linhas(db, PARAMETROS_MANUTENCAO);
  const valores = new Map([...atuais].map(([n, l]) => [n, l.valor]));
  const instante = (nome: string) => {
    const ms = Date.parse(valores.get(nome) ?? '');
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  };
  const inicio = instante(MAINTENANCE_START);
  const fim = instante(MAINTENANCE_END);
  const encerrada = fim !== null && Date.parse(fim) <= agora.getTime();
  const modo: ModoManutencao = encerrada
    ? 'desligada'
    : valores.get(MAINTENANCE_FLAG)?.trim().toLowerCase() === 'true'
      ? 'agora'
      : inicio
        ? 'agendada'
        : 'desligada';
  const forcada = config.maintenance.mode;
  return {
    modo,
    inicio,
    fim,
    mensagem: valores.get(MAINTENANCE_MESSAGE) ?? '',
    ativaAgora: forcada ?? manutencaoAtiva(valores, agora),
    forcadaPelaConfiguracao: forcada !== undefined,
    revisao: revisaoDe(atuais),
  };
}

/** A São Paulo 'AAAA-MM-DDTHH:mm' as an instant (422 when it is no date). */
function instanteLocal(valor: string, campo: string): Date {
  const [dia, hora] = valor.split('T');
  const data = /^\d{4}-\d{2}-\d{2}$/.test(dia ?? '') ? parseIsoDate(dia!) : null;
  if (!data || !/^([01]\d|2[0-3]):[0-5]\d$/.test(hora ?? '')) throw recusa(M.dataHora, campo);
  return operatorInstant(data, hora!);
}

/**
 * Switches maintenance off, on now (until `fim`, if given) or on a schedule (from `inicio`, until `fim` if
 * given), with the message, in `tx` at the revision read (409). Answers the state before and after.
 */
export async function alterarManutencao(
  tx: Tx,
  config: AppConfig,
  body: AlterarManutencaoBody,
  autor: QuemAltera,
): Promise<{ antes: ManutencaoConsole; depois: ManutencaoConsole }> {
  const agora = autor.at;
  if (body.mensagem.trim() === '') throw recusa(M.mensagemObrigatoria, 'mensagem');
  const inicio = body.modo === 'agendada' && body.inicio ? instanteLocal(body.inicio, 'inicio') : null;
  if (body.modo === 'agendada' && !inicio) throw recusa(M.inicioObrigatorio, 'inicio');
  const fim = body.modo !== 'desligada' && body.fim ? instanteLocal(body.fim, 'fim') : null;
  if (fim && inicio && fim <= inicio) throw recusa(M.fimAntesDoInicio, 'fim');
  if (fim && fim <= agora) throw recusa(M.fimNoPassado, 'fim');
  const motivoMensagem = CATALOGO_PARAMETROS[MAINTENANCE_MESSAGE].regra(body.mensagem.trim());
  if (motivoMensagem) throw recusa(motivoMensagem, 'mensagem');

  const antes = await lerManutencao(tx, config, agora);
  if (antes.revisao !== body.revisao) throw conflito(M.manutencaoRevisao);
  const versoes = body.revisao.split('.').map(Number);
  const novos: Record<(typeof PARAMETROS_MANUTENCAO)[number], string | null> = {
    [MAINTENANCE_FLAG]: body.modo === 'agora' ? 'true' : 'false',
    [MAINTENANCE_MESSAGE]: body.mensagem.trim(),
    [MAINTENANCE_START]: inicio?.toISOString() ?? null,
    [MAINTENANCE_END]: fim?.toISOString() ?? null,
  };
  await declararAutor(tx, { ...autor, origem: 'console' });
  for (const [i, nome] of PARAMETROS_MANUTENCAO.entries())
    await gravar(tx, nome, novos[nome], versoes[i] ?? 0);
  return { antes, depois: await lerManutencao(tx, config, agora) };
}
