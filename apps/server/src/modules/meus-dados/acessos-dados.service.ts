// Quem Acessou Meus Dados (issue 17, decision 0035): the audit rows whose subject is the caller. "Who" is
// derived at read time from the acting account (joined to its person and to the roles it holds in the
// caller's family groups) or, without an account, from the action (a shared card link, the public
// scheduling link) — in SQL as a kind of actor (`tipo`), named in TS; "what" from the action's Portuguese
// label (ACOES_AUDITADAS); the device from the stored User-Agent. Nothing about the actor's session or
// password is read. Issue 37: paged by keyset (instant, id; `apos` = the last id shown) and filtered by who,
// in two queries — the period's actors with their counts (the filter's options and the total), then the page.
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ACESSOS_MESSAGES,
  ACOES_LINK_AGENDAMENTO,
  ACOES_LINK_CARTAO,
  ACOES_LISTADAS,
  addDays,
  firstName,
  formatIsoDate,
  ROUTES,
  resumoDispositivo,
  rotuloAcaoAuditoria,
  rotuloBaseLeitura,
  type RouteDef,
} from '@portal/domain';
import {
  PAGINA_ACESSOS,
  type AcessoDados,
  type AcessosDados,
  type AtorAcessos,
} from '@portal/domain/contract/meus-dados/acessos-dados';
import { rotuloCategoriaMotivo } from '@portal/domain/contract/console/atendimento';
import type { Database } from '../../db/client.js';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { integracaoClientes } from '../../db/schema/integracao.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, type TipoBeneficiario } from '../../db/schema/contratos.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import type { PeriodoDias } from '../../shared-domain/periodos.js';
import { badRequest } from '../../platform/errors.js';

const PAPEL: Record<TipoBeneficiario, string> = {
  TITULAR: 'titular',
  CONTRATANTE: 'contratante',
  DEPENDENTE: 'dependente',
};

/** The route of the screen whose API the resource (a route pattern) belongs to, matched by its slug. */
const TELAS = (Object.values(ROUTES) as RouteDef[])
  .filter((r) => !r.public && r.path !== '/')
  .map((r) => ({ slug: r.path.slice(1), title: r.title }))
  .sort((a, b) => b.slug.length - a.slug.length);

export function telaDoRecurso(recurso: string | null): string | null {
  if (!recurso) return null;
  const segmentos = recurso.split('/');
  return TELAS.find((t) => segmentos.includes(t.slug))?.title ?? null;
}

/** Who acted, as SQL can tell (the order is the filter's: the member first, then family, then the rest). */
const TIPOS_ATOR = [
  'VOCE',
  'FAMILIA',
  'CENTRAL',
  'OPERADORA',
  'LINK_CARTAO',
  'LINK_AGENDAMENTO',
  'NAO_IDENTIFICADO',
] as const;
type TipoAtor = (typeof TIPOS_ATOR)[number];

/** An actor as one row (or a group of rows) shows it. */
interface Ator {
  tipo: TipoAtor;
  /** The acting account's person (a family member's, to tell two of them apart); null without an account. */
  atorPessoaId: number | null;
  atorNome: string | null;
  atorNomeSocial: string | null;
  /** The actor's role in one of the caller's family groups (titular first), null when in none. */
  atorPapel: TipoBeneficiario | null;
}

interface Linha extends Ator {
  id: number;
  at: Date;
  acao: string;
  recurso: string | null;
  ip: string | null;
  dispositivo: string | null;
  resultado: string;
  /** Why the actor could see the member's health data (issue 33), null for own or non-health reads. */
  base: string | null;
  /** The category of a staff member's reason (issue 39), null for every other row. */
  motivoCategoria: string | null;
  /** The integration client (a provider checking a token, issue 41) that made the call, by its name. */
  cliente: string | null;
}

/** A provider's check of the member's attendance token names the provider (issue 41, decision 0050). */
function oQue(linha: Linha): string {
  if (linha.cliente !== null && linha.acao === 'TOKEN_ATENDIMENTO_VALIDADO') {
    return `Token validado por ${linha.cliente}`;
  }
  if (linha.cliente !== null && linha.acao === 'TOKEN_ATENDIMENTO_RECUSADO') {
    return `Token recusado a ${linha.cliente}`;
  }
  return rotuloAcaoAuditoria(linha.acao);
}

const ROTULO_TIPO: Record<Exclude<TipoAtor, 'FAMILIA'>, string> = {
  VOCE: ACESSOS_MESSAGES.quemVoce,
  CENTRAL: ACESSOS_MESSAGES.quemCentral,
  OPERADORA: ACESSOS_MESSAGES.quemOperadora,
  LINK_CARTAO: ACESSOS_MESSAGES.quemLinkCartao,
  LINK_AGENDAMENTO: ACESSOS_MESSAGES.quemLinkAgendamento,
  NAO_IDENTIFICADO: ACESSOS_MESSAGES.quemNaoIdentificado,
};

function quem(ator: Ator): string {
  if (ator.tipo !== 'FAMILIA' || !ator.atorPapel || ator.atorNome === null) {
    return ROTULO_TIPO[ator.tipo === 'FAMILIA' ? 'OPERADORA' : ator.tipo];
  }
  return `${firstName(ator.atorNome, ator.atorNomeSocial)} (${PAPEL[ator.atorPapel]})`;
}

/** Who, on one row: the operator's service desk with its reason's category (one filter option for all). */
const quemNaLinha = (linha: Linha): string =>
  linha.tipo === 'CENTRAL' && linha.motivoCategoria !== null
    ? `${ACESSOS_MESSAGES.quemCentral} (${rotuloCategoriaMotivo(linha.motivoCategoria)})`
    : quem(linha);

/** The SQL of one caller's list: the row's kind of actor and role, and the period's conditions. */
function consulta(pessoaId: number, periodo: PeriodoDias) {
  // The caller's family groups, for the actor's role (a correlated subquery: still one statement).
  const grupos = sql`(select ${beneficiarios.grupoFamiliarId} from ${beneficiarios} where ${beneficiarios.pessoaId} = ${pessoaId})`;
  const papel = sql<TipoBeneficiario | null>`(select b.tipo from ${beneficiarios} b
    where b.pessoa_id = ${contas.pessoaId} and b.grupo_familiar_id in ${grupos}
    order by case b.tipo when 'TITULAR' then 0 when 'CONTRATANTE' then 1 else 2 end limit 1)`;
  const semConta = sql`${auditoria.contaId} is null`;
  // Written by the operator's systems through the integration API (issue 19) → the operator; an account
  // outside the caller's families → the operator too.
  // A staff member of the operator's console (issue 39, decision 0042) → the service desk, never the name.
  const tipo = sql<TipoAtor>`case
    when ${auditoria.equipeId} is not null then 'CENTRAL'
    when ${semConta} and ${auditoria.integracaoClienteId} is not null then 'OPERADORA'
    when ${semConta} and ${inArray(auditoria.acao, [...ACOES_LINK_CARTAO])} then 'LINK_CARTAO'
    when ${semConta} and ${inArray(auditoria.acao, [...ACOES_LINK_AGENDAMENTO])} then 'LINK_AGENDAMENTO'
    when ${semConta} then 'NAO_IDENTIFICADO'
    when ${contas.pessoaId} = ${pessoaId} then 'VOCE'
    when ${papel} is not null then 'FAMILIA'
    else 'OPERADORA' end`;
  const doPeriodo = and(
    eq(auditoria.pessoaId, pessoaId),
    gte(auditoria.at, operatorInstant(periodo.inicio, '00:00')),
    lt(auditoria.at, operatorInstant(addDays(periodo.fim, 1), '00:00')),
    inArray(auditoria.acao, [...ACOES_LISTADAS]),
  )!;
  return { papel, tipo, doPeriodo };
}

/** The rows of the actors named `rotulo` (two relatives may share a first name and role: both kept). */
function doAtor(tipo: SQL<TipoAtor>, grupos: readonly Ator[]): SQL | undefined {
  return or(
    ...grupos.map((g) =>
      g.tipo === 'FAMILIA'
        ? and(sql`${tipo} = 'FAMILIA'`, eq(contas.pessoaId, g.atorPessoaId!))
        : sql`${tipo} = ${g.tipo}`,
    ),
  );
}

export interface PedidoAcessos {
  periodo: PeriodoDias;
  /** One actor's accesses only, by the name the list shows. */
  quem?: string | undefined;
  /** The id of the last access of the previous page. */
  apos?: number | undefined;
}

/** The caller's own accesses in the period (operator's days, inclusive), newest first, a page at a time. */
export async function acessosAosMeusDados(
  db: Database,
  pessoaId: number,
  { periodo, quem: filtro, apos }: PedidoAcessos,
): Promise<AcessosDados> {
  const { papel, tipo, doPeriodo } = consulta(pessoaId, periodo);
  const porLinha = db
    .select({
      tipo: sql<TipoAtor>`${tipo}`.as('tipo'),
      atorPessoaId: sql<number | null>`case when ${tipo} = 'FAMILIA' then ${contas.pessoaId} end`.as(
        'ator_pessoa_id',
      ),
      atorNome: pessoas.nomeCompleto,
      atorNomeSocial: pessoas.nomeSocial,
      atorPapel: sql<TipoBeneficiario | null>`${papel}`.as('ator_papel'),
    })
    .from(auditoria)
    .leftJoin(contas, eq(contas.id, auditoria.contaId))
    .leftJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .where(doPeriodo)
    .as('linhas');
  const grupos = await db
    .select({
      tipo: porLinha.tipo,
      atorPessoaId: porLinha.atorPessoaId,
      atorNome: porLinha.atorNome,
      atorNomeSocial: porLinha.atorNomeSocial,
      atorPapel: porLinha.atorPapel,
      acessos: sql<number>`count(*)::int`,
    })
    .from(porLinha)
    .groupBy(
      porLinha.tipo,
      porLinha.atorPessoaId,
      porLinha.atorNome,
      porLinha.atorNomeSocial,
      porLinha.atorPapel,
    );
  // One entry per name the list shows (operator accounts are many rows of one 'Operadora').
  const porNome = new Map<string, { ordem: number; grupos: (Ator & { acessos: number })[] }>();
  for (const grupo of grupos) {
    const nome = quem(grupo);
    const entrada = porNome.get(nome) ?? { ordem: TIPOS_ATOR.indexOf(grupo.tipo), grupos: [] };
    entrada.grupos.push(grupo);
    porNome.set(nome, entrada);
  }
  const atores: AtorAcessos[] = [...porNome.entries()]
    .sort(([a, x], [b, y]) => x.ordem - y.ordem || a.localeCompare(b, 'pt-BR'))
    .map(([nome, { grupos: g }]) => ({ quem: nome, acessos: g.reduce((n, um) => n + um.acessos, 0) }));
  const escolhidos = filtro === undefined ? undefined : porNome.get(filtro)?.grupos;
  const total =
    filtro === undefined
      ? atores.reduce((n, a) => n + a.acessos, 0)
      : (atores.find((a) => a.quem === filtro)?.acessos ?? 0);
  const resposta = {
    periodo: { inicio: formatIsoDate(periodo.inicio), fim: formatIsoDate(periodo.fim) },
    quem: filtro ?? null,
    atores,
    total,
  };
  // Nobody of that name accessed the member's data in the period (a relative of another family, too).
  if (filtro !== undefined && !escolhidos) return { ...resposta, acessos: [], proxima: null };

  // Keyset: the rows after the last one shown, in the list's order; the cursor must be one of the caller's.
  const depois = apos
    ? sql`(${auditoria.at}, ${auditoria.id}) < (select c.at, c.id from ${auditoria} c
        where c.id = ${apos} and c.pessoa_id = ${pessoaId})`
    : undefined;
  const linhas: Linha[] = await db
    .select({
      id: auditoria.id,
      at: auditoria.at,
      acao: auditoria.acao,
      recurso: auditoria.recurso,
      ip: auditoria.ip,
      dispositivo: auditoria.dispositivo,
      resultado: auditoria.resultado,
      base: auditoria.base,
      motivoCategoria: auditoria.motivoCategoria,
      cliente: integracaoClientes.nome,
      tipo,
      atorPessoaId: contas.pessoaId,
      atorNome: pessoas.nomeCompleto,
      atorNomeSocial: pessoas.nomeSocial,
      atorPapel: papel,
    })
    .from(auditoria)
    .leftJoin(contas, eq(contas.id, auditoria.contaId))
    .leftJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .leftJoin(integracaoClientes, eq(integracaoClientes.id, auditoria.integracaoClienteId))
    .where(and(doPeriodo, escolhidos && doAtor(tipo, escolhidos), depois))
    .orderBy(desc(auditoria.at), desc(auditoria.id))
    .limit(PAGINA_ACESSOS + 1);
  if (apos && linhas.length === 0) await confirmarCursor(db, pessoaId, apos);
  const pagina = linhas.slice(0, PAGINA_ACESSOS);
  const acessos = pagina.map((linha): AcessoDados => ({
    id: linha.id,
    em: linha.at.toISOString(),
    oQue: oQue(linha),
    // A staff read was made on the console, on no screen of the member's portal.
    tela: linha.tipo === 'CENTRAL' ? null : telaDoRecurso(linha.recurso),
    quem: quemNaLinha(linha),
    ip: linha.ip,
    dispositivo: resumoDispositivo(linha.dispositivo),
    sucesso: linha.resultado === 'SUCESSO',
    base: rotuloBaseLeitura(linha.base),
  }));
  const proxima = linhas.length > PAGINA_ACESSOS ? pagina[pagina.length - 1]!.id : null;
  return { ...resposta, acessos, proxima };
}

/** An empty page after `apos` is the end of the list only when `apos` is one of the caller's accesses. */
async function confirmarCursor(db: Database, pessoaId: number, apos: number): Promise<void> {
  const [dele] = await db
    .select({ id: auditoria.id })
    .from(auditoria)
    .where(and(eq(auditoria.id, apos), eq(auditoria.pessoaId, pessoaId)));
  if (!dele) throw badRequest(ACESSOS_MESSAGES.paginaInvalida, { apos: ACESSOS_MESSAGES.paginaInvalida });
}
