// The operator's configuration from its systems (issue 19, decision 0024 §14): the operator parameters
// (spec §3 "Operator parameter") by name and the legal texts (terms of use, privacy policy) by key. Only
// names and keys the portal knows are accepted; each parameter's value is checked by its kind on the server
// (the catalogue of names and rules is contract/shell/parametros-catalogo.ts).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { CHAVES_TEXTO_LEGAL } from '../shell/textos-legais.js';
import { texto } from './cadastro.js';
import { integracaoAccess } from './escopos.js';
import { erroIntegracaoSchema, INTEGRACAO_LOTE_MAXIMO, resultadoLoteSchema } from './integracao.js';

/** One parameter: its name and its value as text (the rule of its kind is judged per record). */
export const parametroErpSchema = z
  .object({
    nome: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/),
    valor: z.string().max(2000),
  })
  .strict();
export type ParametroErp = z.infer<typeof parametroErpSchema>;

/** Largest legal text (simple HTML), in characters. */
export const TEXTO_LEGAL_MAXIMO = 200_000;

/** A lone UTF-16 surrogate or a control character other than tab and line breaks. */
const MALFORMADO_HTML =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/**
 * A legal text: its key, title and simple HTML (the server keeps only its allow-list — p, strong, em, ul,
 * ol, li, h2, h3, br and https or mailto links — before storing it); `atualizadoEm` is the server's.
 */
export const textoLegalErpSchema = z
  .object({
    chave: z.enum(CHAVES_TEXTO_LEGAL),
    titulo: texto(200),
    conteudo: z
      .string()
      .trim()
      .min(1)
      .max(TEXTO_LEGAL_MAXIMO)
      .refine((v) => !MALFORMADO_HTML.test(v)),
  })
  .strict();
export type TextoLegalErp = z.infer<typeof textoLegalErpSchema>;

const registros = z.array(z.unknown()).min(1).max(INTEGRACAO_LOTE_MAXIMO);
export const loteParametrosSchema = z.object({ parametros: registros }).strict();
export const loteTextosLegaisSchema = z.object({ textosLegais: registros }).strict();

const tags = ['operadora'];
const access = integracaoAccess('operadora:escrita');

export const integracaoOperadoraEndpoints = {
  parametros: defineEndpoint({
    operationId: 'alterarParametros',
    method: 'PUT',
    path: '/parametros',
    access,
    body: loteParametrosSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description:
      'Altera parâmetros da operadora pelo nome (só os nomes que o portal conhece; cada valor conferido pelo seu tipo); cada registro tem o seu resultado. Vale na próxima requisição de todas as instâncias.',
    summary: 'Altera parâmetros da operadora',
    tags,
  }),
  textosLegais: defineEndpoint({
    operationId: 'alterarTextosLegais',
    method: 'PUT',
    path: '/textos-legais',
    access,
    body: loteTextosLegaisSchema,
    response: resultadoLoteSchema,
    erro: erroIntegracaoSchema,
    description: `Altera os textos legais (TERMOS_DE_USO, POLITICA_DE_PRIVACIDADE): título e conteúdo em HTML simples, até ${TEXTO_LEGAL_MAXIMO} caracteres; a data de atualização é a do portal. O portal guarda só p, strong, em, ul, ol, li, h2, h3, br e links https ou mailto, sem outros atributos: scripts, estilos e seu conteúdo são removidos, outras marcas ficam só com o texto.`,
    summary: 'Altera os textos legais',
    tags,
  }),
};
