// The web app manifest (issue 42, decision 0053): what "Adicionar à tela inicial" installs — the operator's name,
// colours and icon from the brand the console published (the fictional operator's otherwise). Served by the server
// (the brand changes without a rebuild), at the root like the brand's images, without x-origin: the browser asks
// for it from the page's <link rel="manifest">. No member data: the same for everyone, revalidated by ETag.
import { defineEndpoint } from '../endpoint.js';

export const CAMINHO_MANIFESTO = '/manifest.webmanifest';
/** The portal's own icons (apps/web/public/icones), drawn from its favicon's shapes. */
export const ICONES_PADRAO = {
  p192: '/icones/portal-192.png',
  p512: '/icones/portal-512.png',
  mascaravel512: '/icones/portal-mascaravel-512.png',
} as const;

export const manifestoEndpoints = {
  manifesto: defineEndpoint({
    operationId: 'obterManifesto',
    method: 'GET',
    path: CAMINHO_MANIFESTO,
    access: 'public',
    response: { file: ['application/manifest+json'] },
    summary: 'Manifesto do aplicativo web (instalação do portal)',
    description:
      'O manifesto do aplicativo web (nome, cores, ícones, endereço inicial) com a marca publicada da operadora, para instalar o portal na tela inicial. Igual para todos, sem dados de beneficiários.',
    tags: ['marca'],
  }),
};
