// `npm run gerar -w @portal/integracao-cliente`: rewrites src/schema.d.ts from docs/integracao-openapi.json.
import { writeFile } from 'node:fs/promises';
import { ARQUIVO_SCHEMA, gerarSchema } from './geracao.js';

await writeFile(ARQUIVO_SCHEMA, await gerarSchema());
console.log(`gerar: ${ARQUIVO_SCHEMA}`);
