// The portal's two OpenAPI 3.1 documents as files in docs/ (issue 35), for integrators who read them without
// a running server: docs/api-openapi.json (the member API, /api/docs/json) and docs/integracao-openapi.json
// (the operator integration API, /integracao/docs/json). One list, read by the command that writes them
// (openapi.ts: `npm run openapi -w @portal/server`, also run by the server's build), by the test that fails
// while a checked-in copy differs from what the code generates (openapi-documentos.int.test.ts) and by
// `npm run lint:openapi` (Spectral, .spectral.yaml at the root), which lints these files.
//
// Neither needs a database. The member document is the app's own (buildApp, the same routes and the same
// @fastify/swagger options as the server that answers /api/docs/json) over a database stand-in that fails
// if anything touches it: registering routes reads the configuration, never the database. Its configuration
// is the defaults (not this machine's environment), so every machine writes the same file; `servers` in both
// files is the `{urlPublica}` placeholder (platform/openapi.ts), as the files serve every installation.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { comServidores } from './platform/openapi.js';
import { ARQUIVO_OPENAPI_INTEGRACAO, documentoIntegracao } from './platform/integracao/openapi.js';
import { ARQUIVO_OPENAPI_CONSOLE, documentoConsole } from './platform/console/openapi-console.js';

/** The member API's checked-in copy (docs/ at the repository's root, from src/ or dist/ alike). */
export const ARQUIVO_OPENAPI_API = fileURLToPath(new URL('../../../docs/api-openapi.json', import.meta.url));

/** Fails on any use: the document is built from route registrations only. */
const semBanco = new Proxy({} as Database, {
  get(_alvo, nome) {
    throw new Error(`O documento OpenAPI é gerado sem banco de dados (acesso a db.${String(nome)}).`);
  },
});

/** The member API's OpenAPI 3.1 as the server answers it, with the placeholder `servers` of the copies. */
export async function documentoApi(): Promise<Record<string, unknown>> {
  const config = loadConfig(
    {
      // Only so the configuration loads: no session is ever signed.
      SESSION_SECRET: 'documento-openapi-sem-sessao-nem-banco-de-dados',
      DATA_DIR: join(tmpdir(), 'portal-openapi'),
      WEB_DIST: join(tmpdir(), 'portal-openapi', 'sem-web'),
      LOG_LEVEL: 'silent',
      INTEGRACAO_WEBHOOK_INTERVALO_MS: '0',
    },
    tmpdir(),
  );
  const app = await buildApp({ config, db: semBanco });
  await app.ready();
  const documento = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  // A plain JSON value (no prototypes or undefined), as served and as written to docs/.
  return comServidores(JSON.parse(JSON.stringify(documento)) as Record<string, unknown>);
}

export interface DocumentoOpenApi {
  /** Where the checked-in copy lives. */
  arquivo: string;
  /** Its text, as the code generates it now. */
  texto: () => Promise<string>;
}

const comoTexto = (documento: Record<string, unknown>): string => `${JSON.stringify(documento, null, 2)}\n`;

/** The documents (member, integration, console — issue 38), in the order the command writes them. */
export const DOCUMENTOS_OPENAPI: readonly DocumentoOpenApi[] = [
  { arquivo: ARQUIVO_OPENAPI_API, texto: async () => comoTexto(await documentoApi()) },
  { arquivo: ARQUIVO_OPENAPI_INTEGRACAO, texto: async () => comoTexto(await documentoIntegracao()) },
  { arquivo: ARQUIVO_OPENAPI_CONSOLE, texto: async () => comoTexto(await documentoConsole()) },
];
