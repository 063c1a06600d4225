// GET /integracao/docs/json: the OpenAPI 3.1 of /integracao/v1 (platform/integracao/openapi.ts), and
// GET /integracao/docs: a plain page listing its operations with their scopes and a link to the document
// (no script, so the portal's CSP holds; an ERP team loads the JSON in its own tools). Public like the
// member API's /api/docs/json, and, like it, off in production unless configured (INTEGRACAO_DOCS).
import type { FastifyInstance } from 'fastify';
import {
  documentoIntegracao,
  INTEGRACAO_DOCS_JSON_PATH,
  INTEGRACAO_DOCS_PATH,
} from '../../platform/integracao/openapi.js';

interface Operacao {
  summary?: string;
  security?: Record<string, string[]>[];
}

const escapar = (texto: string): string => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pagina(documento: Record<string, unknown>): string {
  const info = documento.info as { title: string; version: string };
  const paths = documento.paths as Record<string, Record<string, Operacao>>;
  const linhas = Object.entries(paths).flatMap(([caminho, operacoes]) =>
    Object.entries(operacoes).map(([metodo, op]) => {
      const escopos = (op.security ?? []).flatMap((s) => Object.values(s).flat());
      return `<tr><td>${metodo.toUpperCase()}</td><td><code>${escapar(caminho)}</code></td><td>${escapar(
        escopos.join(', ') || 'credenciais do cliente',
      )}</td><td>${escapar(op.summary ?? '')}</td></tr>`;
    }),
  );
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapar(info.title)}</title></head>
<body><main><h1>${escapar(info.title)}</h1>
<p>Versão ${escapar(info.version)}. Documento OpenAPI 3.1: <a href="${INTEGRACAO_DOCS_JSON_PATH}">${INTEGRACAO_DOCS_JSON_PATH}</a>.</p>
<table><caption>Operações e escopos</caption>
<thead><tr><th scope="col">Método</th><th scope="col">Caminho</th><th scope="col">Escopo</th><th scope="col">Descrição</th></tr></thead>
<tbody>${linhas.join('\n')}</tbody></table></main></body></html>
`;
}

export function integracaoDocs(app: FastifyInstance): void {
  const publica = { schema: { hide: true }, config: { access: 'public' as const } };
  const { publicUrl } = app.ctx.config;
  app.get(INTEGRACAO_DOCS_JSON_PATH, publica, () => documentoIntegracao(publicUrl));
  app.get(INTEGRACAO_DOCS_PATH, publica, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(pagina(await documentoIntegracao(publicUrl))),
  );
}
