// How src/schema.d.ts is made (issue 35): openapi-typescript over the integration API's checked-in OpenAPI 3.1
// document (docs/integracao-openapi.json, written by `npm run openapi -w @portal/server`), formatted as the
// repository formats code. `npm run gerar -w @portal/integracao-cliente` writes it (gerar.ts); schema.test.ts
// fails while the committed file differs from what this makes now — a document changed without regenerating.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** The document the client is generated from (the server writes it; see the header). */
export const ARQUIVO_DOCUMENTO = fileURLToPath(
  new URL('../../../docs/integracao-openapi.json', import.meta.url),
);
/** The generated types, committed. */
export const ARQUIVO_SCHEMA = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

const CABECALHO = `// GERADO por \`npm run gerar -w @portal/integracao-cliente\` (openapi-typescript) a partir de
// docs/integracao-openapi.json — não edite à mão. Depois de mudar um contrato da integração:
// \`npm run openapi -w @portal/server\` e então \`npm run gerar -w @portal/integracao-cliente\`.
`;

/** The text of src/schema.d.ts for the document as it is now. */
export async function gerarSchema(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${ARQUIVO_DOCUMENTO}`), { silent: true });
  const texto = `${CABECALHO}\n${astToString(ast)}`;
  const opcoes = await resolveConfig(ARQUIVO_SCHEMA);
  return format(texto, { ...opcoes, filepath: ARQUIVO_SCHEMA });
}
