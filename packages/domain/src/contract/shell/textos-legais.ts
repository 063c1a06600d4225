// Contract of GET /api/termos-de-uso and GET /api/politica-de-privacidade (spec §7 "Other reads"): the
// operator's text, stored in the database as simple HTML and sanitised by the web before display.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const CHAVES_TEXTO_LEGAL = ['TERMOS_DE_USO', 'POLITICA_DE_PRIVACIDADE'] as const;
export type ChaveTextoLegal = (typeof CHAVES_TEXTO_LEGAL)[number];

export const textoLegalSchema = z.object({
  titulo: z.string(),
  /** Simple HTML (paragraphs, headings, lists, links) written by the operator. */
  conteudo: z.string(),
  /** ISO instant of the last change, shown as "Atualizado em dd/MM/yyyy". */
  atualizadoEm: z.string(),
});
export type TextoLegal = z.infer<typeof textoLegalSchema>;

/** Public: the footer links them before login, and they open in a new tab. */
const textoLegalEndpoint = <const P extends string>(path: P, summary: string, operationId: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    access: 'public',
    response: textoLegalSchema,
    operationId,
    summary,
    description: `${summary} da operadora: título, conteúdo em HTML simples (a tela o sanitiza antes de mostrar) e a data da última alteração. O rodapé o mostra também antes do login.`,
    tags: ['shell'],
  });

export const textosLegaisEndpoints = {
  termosDeUso: textoLegalEndpoint('/termos-de-uso', 'Termos de uso', 'obterTermosDeUso'),
  politicaDePrivacidade: textoLegalEndpoint(
    '/politica-de-privacidade',
    'Política de privacidade',
    'obterPoliticaDePrivacidade',
  ),
};
