// GET /api/beneficiarios/topicos (spec §7, issue 17; issue 38): the operator's active topics published and
// not yet withdrawn, newest first (same day: by ordem), at most MAXIMO_TOPICOS, and the home's banners in
// force today (attention first, then the latest start), at most MAXIMO_BANNERS — both only those whose
// audience includes this member (publicoDoBeneficiario), each body sanitised with the allow-list of
// platform/html-seguro.ts. Two queries, run together. Public information of the operator: no audit row.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatIsoDate, operatorDate } from '@portal/domain';
import { MAXIMO_BANNERS, MAXIMO_TOPICOS, topicosEndpoints } from '@portal/domain/contract/shell/topicos';
import { banners, topicos } from '../../db/schema/topicos.js';
import { currentSession } from '../../platform/session.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { route } from '../../platform/route.js';

/**
 * Whether a row's audience includes the member: everyone; the members with an active plan (their own
 * membership, not a relative's, in force today) of the row's product; or those who are titular of one.
 */
export function publicoDoBeneficiario(
  colunas: { publico: PgColumn; produto: PgColumn },
  pessoaId: number,
  hoje: string,
): SQL {
  const plano = (condicao: SQL) => sql`exists (
    select 1 from beneficiarios b join contratos c on c.id = b.contrato_id
    where b.pessoa_id = ${pessoaId} and b.tipo <> 'CONTRATANTE' and c.situacao = 'ATIVO'
      and (b.data_exclusao is null or b.data_exclusao > ${hoje}) and ${condicao})`;
  return or(
    eq(colunas.publico, 'TODOS'),
    and(eq(colunas.publico, 'PRODUTO'), plano(sql`c.registro_ans_produto = ${colunas.produto}`)),
    and(eq(colunas.publico, 'TITULARES'), plano(sql`b.tipo = 'TITULAR'`)),
  )!;
}

export function topicosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, topicosEndpoints.lista, async (request) => {
    const hoje = formatIsoDate(operatorDate(ctx.clock()));
    const { pessoaId } = currentSession(request);
    const [linhasTopicos, linhasBanners] = await Promise.all([
      ctx.db
        .select({
          id: topicos.id,
          titulo: topicos.titulo,
          resumo: topicos.resumo,
          corpoHtml: topicos.corpoHtml,
          publicadoEm: topicos.publicadoEm,
        })
        .from(topicos)
        .where(
          and(
            eq(topicos.ativo, true),
            lte(topicos.publicadoEm, hoje),
            or(isNull(topicos.retiradoEm), gt(topicos.retiradoEm, hoje)),
            publicoDoBeneficiario(topicos, pessoaId, hoje),
          ),
        )
        .orderBy(desc(topicos.publicadoEm), asc(topicos.ordem), desc(topicos.id))
        .limit(MAXIMO_TOPICOS),
      ctx.db
        .select({
          id: banners.id,
          titulo: banners.titulo,
          textoHtml: banners.textoHtml,
          nivel: banners.nivel,
        })
        .from(banners)
        .where(
          and(
            eq(banners.ativo, true),
            lte(banners.inicio, hoje),
            gte(banners.fim, hoje),
            publicoDoBeneficiario(banners, pessoaId, hoje),
          ),
        )
        // ATENCAO sorts before INFORMACAO.
        .orderBy(asc(banners.nivel), desc(banners.inicio), desc(banners.id))
        .limit(MAXIMO_BANNERS),
    ]);
    return {
      topicos: linhasTopicos.map((t) => ({ ...t, corpoHtml: sanitizarHtml(t.corpoHtml) })),
      banners: linhasBanners.map((b) => ({ ...b, textoHtml: sanitizarHtml(b.textoHtml) })),
    };
  });
}
