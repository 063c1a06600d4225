// Notícias e dicas de saúde (spec §7 "Other reads" GET /beneficiarios/topicos, issue 17): the operator's
// news and health topics on the home page. Any signed-in member ('session'): public information of the
// operator, so no audit row. Active topics already published, newest first, at most MAXIMO_TOPICOS; the
// body is HTML sanitised by the server with an allow-list (decision 0022) and again by the web. Issue 38: the
// topics and the home's banners honour their audience (all, a product, titulars) and schedule on the server;
// the banners come in this same answer so the home draws them with the topics, in one place (no shift).
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const MAXIMO_TOPICOS = 10;

export const topicoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  resumo: z.string(),
  /** Only p, strong, em, ul, ol, li, h3, br and https links (rel noopener): already sanitised. */
  corpoHtml: z.string(),
  publicadoEm: isoDate,
});
export type Topico = z.infer<typeof topicoSchema>;

/**
 * A banner of the home (issue 38): the operator's short notice for the members in its audience, during its
 * period. Level INFORMACAO is a status (polite), ATENCAO an alert.
 */
export const bannerHomeSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** Only the allow-list's tags: already sanitised. */
  textoHtml: z.string(),
  nivel: z.enum(['INFORMACAO', 'ATENCAO']),
});
export type BannerHome = z.infer<typeof bannerHomeSchema>;

export const MAXIMO_BANNERS = 3;

export const topicosSchema = z.object({
  topicos: z.array(topicoSchema),
  /** The banners in force for this member (attention first), at most MAXIMO_BANNERS. */
  banners: z.array(bannerHomeSchema),
});
export type Topicos = z.infer<typeof topicosSchema>;

export const topicosEndpoints = {
  lista: defineEndpoint({
    operationId: 'listarTopicos',
    method: 'GET',
    path: '/beneficiarios/topicos',
    access: 'session',
    response: topicosSchema,
    summary: 'Notícias e dicas de saúde da operadora (tópicos ativos, os mais recentes primeiro)',
    description:
      'As notícias e dicas de saúde da operadora na página inicial: os tópicos ativos já publicados e ainda não retirados, para o público do beneficiário, os mais recentes primeiro, com o corpo em HTML sanitizado; e os banners em vigor para ele (atenção primeiro).',
    tags: ['topicos'],
  }),
};
