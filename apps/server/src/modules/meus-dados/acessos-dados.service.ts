// Quem Acessou Meus Dados (issue 17, decision 0022): the audit rows whose subject is the caller, in one
// query. "Who" is derived at read time from the acting account (joined to its person and to the roles it
// holds in the caller's family groups) or, without an account, from the action (a shared card link, the
// public scheduling link); "what" from the action's Portuguese label (ACOES_AUDITADAS); the device from the
// stored User-Agent. Nothing about the actor's session or password is read.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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
  type AcaoAuditoria,
  type RouteDef,
} from '@portal/domain';
import {
  MAXIMO_ACESSOS,
  type AcessoDados,
  type AcessosDados,
} from '@portal/domain/contract/meus-dados/acessos-dados';
import type { Database } from '../../db/client.js';
import { auditoria } from '../../db/schema/audit.js';
import { contas } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import { beneficiarios, type TipoBeneficiario } from '../../db/schema/contratos.js';
import { operatorInstant } from '../../shared-domain/horario-operador.js';
import type { PeriodoDias } from '../../shared-domain/periodos.js';

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

interface Linha {
  id: number;
  at: Date;
  acao: string;
  recurso: string | null;
  ip: string | null;
  dispositivo: string | null;
  resultado: string;
  /** Why the actor could see the member's health data (issue 33), null for own or non-health reads. */
  base: string | null;
  contaId: number | null;
  integracaoClienteId: number | null;
  atorPessoaId: number | null;
  atorNome: string | null;
  atorNomeSocial: string | null;
  /** The actor's role in one of the caller's family groups (titular first), null when in none. */
  atorPapel: TipoBeneficiario | null;
}

function quem(linha: Linha, pessoaId: number): string {
  const acao = linha.acao as AcaoAuditoria;
  if (linha.contaId === null) {
    // Written by the operator's systems through the integration API (issue 19).
    if (linha.integracaoClienteId !== null) return ACESSOS_MESSAGES.quemOperadora;
    if (ACOES_LINK_CARTAO.includes(acao)) return ACESSOS_MESSAGES.quemLinkCartao;
    if (ACOES_LINK_AGENDAMENTO.includes(acao)) return ACESSOS_MESSAGES.quemLinkAgendamento;
    return ACESSOS_MESSAGES.quemNaoIdentificado;
  }
  if (linha.atorPessoaId === pessoaId) return ACESSOS_MESSAGES.quemVoce;
  if (linha.atorPapel && linha.atorNome !== null) {
    return `${firstName(linha.atorNome, linha.atorNomeSocial)} (${PAPEL[linha.atorPapel]})`;
  }
  return ACESSOS_MESSAGES.quemOperadora;
}

/** The caller's own accesses in the period (operator's days, inclusive), newest first, capped. */
export async function acessosAosMeusDados(
  db: Database,
  pessoaId: number,
  periodo: PeriodoDias,
): Promise<AcessosDados> {
  // The caller's family groups, for the actor's role (a correlated subquery: still one statement).
  const grupos = sql`(select ${beneficiarios.grupoFamiliarId} from ${beneficiarios} where ${beneficiarios.pessoaId} = ${pessoaId})`;
  const papel = sql<TipoBeneficiario | null>`(select b.tipo from ${beneficiarios} b
    where b.pessoa_id = ${contas.pessoaId} and b.grupo_familiar_id in ${grupos}
    order by case b.tipo when 'TITULAR' then 0 when 'CONTRATANTE' then 1 else 2 end limit 1)`;
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
      contaId: auditoria.contaId,
      integracaoClienteId: auditoria.integracaoClienteId,
      atorPessoaId: contas.pessoaId,
      atorNome: pessoas.nomeCompleto,
      atorNomeSocial: pessoas.nomeSocial,
      atorPapel: papel,
    })
    .from(auditoria)
    .leftJoin(contas, eq(contas.id, auditoria.contaId))
    .leftJoin(pessoas, eq(pessoas.id, contas.pessoaId))
    .where(
      and(
        eq(auditoria.pessoaId, pessoaId),
        gte(auditoria.at, operatorInstant(periodo.inicio, '00:00')),
        lt(auditoria.at, operatorInstant(addDays(periodo.fim, 1), '00:00')),
        inArray(auditoria.acao, [...ACOES_LISTADAS]),
      ),
    )
    .orderBy(desc(auditoria.at), desc(auditoria.id))
    .limit(MAXIMO_ACESSOS + 1);
  const acessos = linhas.slice(0, MAXIMO_ACESSOS).map((linha): AcessoDados => ({
    id: linha.id,
    em: linha.at.toISOString(),
    oQue: rotuloAcaoAuditoria(linha.acao),
    tela: telaDoRecurso(linha.recurso),
    quem: quem(linha, pessoaId),
    ip: linha.ip,
    dispositivo: resumoDispositivo(linha.dispositivo),
    sucesso: linha.resultado === 'SUCESSO',
    base: rotuloBaseLeitura(linha.base),
  }));
  return {
    periodo: { inicio: formatIsoDate(periodo.inicio), fim: formatIsoDate(periodo.fim) },
    acessos,
    limitado: linhas.length > MAXIMO_ACESSOS,
  };
}
