// Contract of GET /api/termos-de-uso, /api/politica-de-privacidade and /api/aviso-lgpd (spec §7 "Other
// reads"), versioned since issue 38: each answers the operator's current text, or an older version with
// ?versao=N, and its /versoes companion lists every published version (number, title, date) — a version
// once published is never changed, so what a member accepted or read stays readable by anyone.
// The member's acceptance of a new version of the terms lives in contract/auth/aceite-termos.ts.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const CHAVES_TEXTO_LEGAL = ['TERMOS_DE_USO', 'POLITICA_DE_PRIVACIDADE', 'AVISO_LGPD'] as const;
export type ChaveTextoLegal = (typeof CHAVES_TEXTO_LEGAL)[number];

/** How each text is named on screen and in the member's data export. */
export const NOME_TEXTO_LEGAL: Record<ChaveTextoLegal, string> = {
  TERMOS_DE_USO: 'Termos de uso',
  POLITICA_DE_PRIVACIDADE: 'Política de privacidade',
  AVISO_LGPD: 'Aviso LGPD',
};

export const textoLegalSchema = z.object({
  titulo: z.string(),
  /** Simple HTML (paragraphs, headings, lists, links), sanitised by the server (platform/html-seguro.ts). */
  conteudo: z.string(),
  /** ISO instant the version was published, shown as "Atualizado em dd/MM/yyyy". */
  atualizadoEm: z.string(),
  /** The version's number (1, 2, …), per text. */
  versao: z.number().int().positive(),
  /** The number of the current version: equal to `versao` unless an older one was asked for. */
  versaoAtual: z.number().int().positive(),
});
export type TextoLegal = z.infer<typeof textoLegalSchema>;

export const versaoTextoLegalSchema = z.object({
  versao: z.number().int().positive(),
  titulo: z.string(),
  publicadoEm: z.string(),
});
export type VersaoTextoLegal = z.infer<typeof versaoTextoLegalSchema>;

export const versoesTextoLegalSchema = z.object({
  /** Newest first. */
  versoes: z.array(versaoTextoLegalSchema),
});

export const textoLegalQuerySchema = z.object({
  /** An older version; the current one when left out. */
  versao: z.coerce.number().int().positive().max(1_000_000).optional(),
});

/** Public: the footer links them before login, and they open in a new tab. */
const textoLegalEndpoint = <const P extends string>(path: P, summary: string, operationId: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    access: 'public',
    query: textoLegalQuerySchema,
    response: textoLegalSchema,
    operationId,
    summary,
    description: `${summary} da operadora: título, conteúdo em HTML simples (sanitizado pelo portal), a data de publicação e o número da versão. Sem \`versao\`, a versão em vigor; com ela, uma versão anterior (404 se não existe). O rodapé o mostra também antes do login.`,
    tags: ['shell'],
  });

const versoesEndpoint = <const P extends string>(path: P, summary: string, operationId: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    access: 'public',
    response: versoesTextoLegalSchema,
    operationId,
    summary: `Versões: ${summary}`,
    description: `As versões publicadas de ${summary.toLowerCase()}, da mais nova para a mais antiga: número, título e data de publicação. Cada uma se lê com ?versao=N.`,
    tags: ['shell'],
  });

export const textosLegaisEndpoints = {
  termosDeUso: textoLegalEndpoint('/termos-de-uso', 'Termos de uso', 'obterTermosDeUso'),
  politicaDePrivacidade: textoLegalEndpoint(
    '/politica-de-privacidade',
    'Política de privacidade',
    'obterPoliticaDePrivacidade',
  ),
  avisoLgpd: textoLegalEndpoint('/aviso-lgpd', 'Aviso LGPD', 'obterAvisoLgpd'),
  versoesTermosDeUso: versoesEndpoint('/termos-de-uso/versoes', 'Termos de uso', 'listarVersoesTermosDeUso'),
  versoesPoliticaDePrivacidade: versoesEndpoint(
    '/politica-de-privacidade/versoes',
    'Política de privacidade',
    'listarVersoesPoliticaDePrivacidade',
  ),
  versoesAvisoLgpd: versoesEndpoint('/aviso-lgpd/versoes', 'Aviso LGPD', 'listarVersoesAvisoLgpd'),
};

/** Each text's pair of endpoints, by key (the server registers them from here; the web reads them). */
export const ENDPOINTS_TEXTO_LEGAL = {
  TERMOS_DE_USO: { texto: 'termosDeUso', versoes: 'versoesTermosDeUso' },
  POLITICA_DE_PRIVACIDADE: { texto: 'politicaDePrivacidade', versoes: 'versoesPoliticaDePrivacidade' },
  AVISO_LGPD: { texto: 'avisoLgpd', versoes: 'versoesAvisoLgpd' },
} as const satisfies Record<
  ChaveTextoLegal,
  { texto: keyof typeof textosLegaisEndpoints; versoes: keyof typeof textosLegaisEndpoints }
>;
