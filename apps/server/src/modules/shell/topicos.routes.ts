// GET /api/beneficiarios/topicos (spec §7, issue 17): the operator's active, published topics, newest
// first (same day: by ordem), at most MAXIMO_TOPICOS, in one query; each body sanitised with the
// allow-list of platform/html-seguro.ts. Public information of the operator: no audit row.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { formatIsoDate, operatorDate } from '@portal/domain';
import { MAXIMO_TOPICOS, topicosEndpoints } from '@portal/domain/contract/shell/topicos';
import { topicos } from '../../db/schema/topicos.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { route } from '../../platform/route.js';

export function topicosRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  route(app, topicosEndpoints.lista, async () => {
    const hoje = formatIsoDate(operatorDate(ctx.clock()));
    const rows = await ctx.db
      .select({
        id: topicos.id,
        titulo: topicos.titulo,
        resumo: topicos.resumo,
        corpoHtml: topicos.corpoHtml,
        publicadoEm: topicos.publicadoEm,
      })
      .from(topicos)
      .where(and(eq(topicos.ativo, true), lte(topicos.publicadoEm, hoje)))
      .orderBy(desc(topicos.publicadoEm), asc(topicos.ordem), desc(topicos.id))
      .limit(MAXIMO_TOPICOS);
    return { topicos: rows.map((t) => ({ ...t, corpoHtml: sanitizarHtml(t.corpoHtml) })) };
  });
}
