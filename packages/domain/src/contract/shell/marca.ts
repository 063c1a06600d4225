// The operator's brand images on the member portal (issue 38, "Brand"): the logo and the favicon the console
// published, outside /api like the shared card's PDF — a stylesheet and a <link rel="icon"> ask for them, with
// no x-origin. `v` is the image's version (its content hash) that the page writes into the URL: the current one
// is cached for a year (immutable), any other (a page older than the last publication) is revalidated.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Where the member page finds the published images; the page adds ?v=<version>. */
export const CAMINHO_LOGO_MARCA = '/marca/logo';
export const CAMINHO_FAVICON_MARCA = '/marca/favicon';

export const TIPOS_IMAGEM_MARCA = ['image/svg+xml', 'image/png', 'image/webp'] as const;

const versaoQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/)
    .optional(),
});
const tags = ['marca'];

export const marcaPublicaEndpoints = {
  logo: defineEndpoint({
    operationId: 'obterLogoMarca',
    method: 'GET',
    path: CAMINHO_LOGO_MARCA,
    access: 'public',
    query: versaoQuerySchema,
    response: { file: TIPOS_IMAGEM_MARCA },
    notFoundText: true,
    summary: 'Logotipo publicado da operadora',
    description:
      'O logotipo da marca publicada no console (SVG sanitizado, PNG ou WebP). Com `v` igual à versão atual, pode ficar em cache por um ano; 404 quando a marca publicada não tem logotipo (a página usa a marca do portal).',
    tags,
  }),
  favicon: defineEndpoint({
    operationId: 'obterFaviconMarca',
    method: 'GET',
    path: CAMINHO_FAVICON_MARCA,
    access: 'public',
    query: versaoQuerySchema,
    response: { file: TIPOS_IMAGEM_MARCA },
    notFoundText: true,
    summary: 'Ícone (favicon) publicado da operadora',
    description:
      'O ícone da marca publicada no console (SVG sanitizado, PNG ou WebP). Com `v` igual à versão atual, pode ficar em cache por um ano; 404 quando a marca publicada não tem ícone.',
    tags,
  }),
};
