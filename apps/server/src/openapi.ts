// `npm run openapi -w @portal/server` (and the server's `npm run build`): writes docs/api-openapi.json and
// docs/integracao-openapi.json, the OpenAPI 3.1 documents an integrator reads without running the portal
// (issue 35, decision 0024 §8). Needs no database. openapi-documentos.int.test.ts fails while a checked-in
// copy differs from what this writes; `npm run lint:openapi` lints them with Spectral.
import { writeFile } from 'node:fs/promises';
import { DOCUMENTOS_OPENAPI } from './openapi-documentos.js';

for (const { arquivo, texto } of DOCUMENTOS_OPENAPI) {
  await writeFile(arquivo, await texto());
  console.log(`openapi: ${arquivo}`);
}
