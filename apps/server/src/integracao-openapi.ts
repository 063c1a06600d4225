// `npm run integracao:openapi -w @portal/server`: writes docs/integracao-openapi.json, the OpenAPI 3.1 of
// /integracao/v1 that an ERP team reads without running the portal (decision 0024 §8). Needs no database.
// platform/integracao/openapi.int.test.ts fails while the checked-in copy differs from what this writes.
import { writeFile } from 'node:fs/promises';
import { ARQUIVO_OPENAPI_INTEGRACAO, textoDocumentoIntegracao } from './platform/integracao/openapi.js';

await writeFile(ARQUIVO_OPENAPI_INTEGRACAO, await textoDocumentoIntegracao());
console.log(`integracao:openapi: ${ARQUIVO_OPENAPI_INTEGRACAO}`);
