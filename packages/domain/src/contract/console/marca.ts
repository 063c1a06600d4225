// The operator's brand in the console (issue 38, "Brand"): staff with the parâmetros role edit one draft —
// operator name and short name, the palette of both themes, logo and favicon — see it on the member page in a
// preview, and publish it. Publishing is refused (422) while a pair of the palette fails its contrast
// (validation/paleta-marca.ts), with every failing pair named. A save names the draft's revision it started
// from; another person's save in between is a 409 (reload and redo), never a silent overwrite.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { COR_HEX } from '../../validation/paleta-marca.js';
import { TIPOS_IMAGEM_MARCA } from '../shell/marca.js';
import { consoleAccess } from './acesso.js';

/** Under CONSOLE_PREFIX (/console/api), where app.ts registers the console area. */
const BASE = '/marca';
const tags = ['console-marca'];
const access = consoleAccess('parametros');

export const MENSAGENS_MARCA = {
  cor: 'Cor inválida: use o formato #rrggbb.',
  obrigatorio: 'Campo obrigatório',
  revisao:
    'A marca foi alterada por outra pessoa desde que você a abriu. Recarregue a página e refaça a alteração.',
  contraste: 'A paleta não tem contraste suficiente para ser publicada:',
  semArquivo: 'Escolha um arquivo.',
} as const;

const corSchema = z.string().trim().regex(COR_HEX, MENSAGENS_MARCA.cor).toLowerCase();
const coresTemaSchema = z.object({
  primaria: corSchema,
  textoSobrePrimaria: corSchema,
  cabecalho: corSchema,
  textoSobreCabecalho: corSchema,
});
export const paletaMarcaSchema = z.object({ normal: coresTemaSchema, altoContraste: coresTemaSchema });

export const imagemMarcaSchema = z.object({
  tipo: z.enum(TIPOS_IMAGEM_MARCA),
  /** The content's version (hash prefix); with a preview token, the image is at /marca/logo?v=…&previa-marca=…. */
  versao: z.string(),
  largura: z.number(),
  altura: z.number(),
});

export const marcaRascunhoSchema = z.object({
  nome: z.string(),
  nomeAbreviado: z.string(),
  paleta: paletaMarcaSchema,
  logo: imagemMarcaSchema.nullable(),
  favicon: imagemMarcaSchema.nullable(),
  revisao: z.number().int(),
  atualizadoEm: z.iso.datetime().nullable(),
});

export const marcaConsoleSchema = z.object({
  rascunho: marcaRascunhoSchema,
  /** The draft's failing contrast pairs (pt-BR); empty when it may be published. */
  falhas: z.array(z.string()),
  /** The brand the member portal shows now; null when it is still the portal's own. */
  publicada: z
    .object({ versao: z.number().int(), publicadaEm: z.iso.datetime(), nome: z.string() })
    .nullable(),
  /** Whether the draft differs from what is published. */
  alterada: z.boolean(),
});
export type MarcaConsole = z.infer<typeof marcaConsoleSchema>;

export const salvarMarcaBodySchema = z.object({
  nome: z.string().trim().min(1, MENSAGENS_MARCA.obrigatorio).max(200),
  nomeAbreviado: z.string().trim().min(1, MENSAGENS_MARCA.obrigatorio).max(60),
  paleta: paletaMarcaSchema,
  /** The revision the form was opened at. */
  revisao: z.number().int().min(0),
  /** Take the logo or favicon off (the portal's own mark or icon). */
  semLogo: z.boolean().optional(),
  semFavicon: z.boolean().optional(),
});
export type SalvarMarcaBody = z.infer<typeof salvarMarcaBodySchema>;

export const publicarMarcaBodySchema = z.object({ revisao: z.number().int().min(0) });
/** A refused publication: the message and, for a palette, every failing pair (409 has none). */
export const publicarMarcaErroSchema = z.object({
  mensagem: z.string(),
  falhas: z.array(z.string()).optional(),
});

export const USOS_IMAGEM_MARCA = ['logo', 'favicon'] as const;
/** The multipart field of an upload. */
export const CAMPO_ARQUIVO_MARCA = 'arquivo';

export const previaMarcaSchema = z.object({
  /** Add as ?previa-marca=<token> to a member page (or image) URL; valid until expiraEm. */
  token: z.string(),
  parametro: z.string(),
  expiraEm: z.iso.datetime(),
});

export const consoleMarcaEndpoints = {
  ler: defineEndpoint({
    operationId: 'lerMarcaConsole',
    method: 'GET',
    path: BASE,
    access,
    response: marcaConsoleSchema,
    summary: 'Rascunho e marca publicada da operadora',
    description:
      'O rascunho da marca (nomes, paleta dos dois temas, logotipo e ícone), os pares de cores que não atingem o contraste mínimo e a marca publicada no portal.',
    tags,
  }),
  salvar: defineEndpoint({
    operationId: 'salvarMarcaConsole',
    method: 'PUT',
    path: BASE,
    access,
    body: salvarMarcaBodySchema,
    response: marcaConsoleSchema,
    erros: [409],
    summary: 'Salva o rascunho da marca',
    description:
      'Salva nomes e paleta no rascunho (não muda o portal). 409 quando outra pessoa salvou desde a revisão informada. Registrado na auditoria da equipe com o antes e o depois.',
    tags,
  }),
  enviarLogo: defineEndpoint({
    operationId: 'enviarLogoMarca',
    method: 'POST',
    path: `${BASE}/logo`,
    access,
    multipart: true,
    response: marcaConsoleSchema,
    summary: `Envia o logotipo do rascunho (multipart: '${CAMPO_ARQUIVO_MARCA}')`,
    description:
      'SVG (sanitizado: sem scripts, objetos externos nem referências a outros endereços), PNG ou WebP, até 200 KB, no máximo 8 vezes mais largo que alto. O tipo vem dos bytes do arquivo.',
    tags,
  }),
  enviarFavicon: defineEndpoint({
    operationId: 'enviarFaviconMarca',
    method: 'POST',
    path: `${BASE}/favicon`,
    access,
    multipart: true,
    response: marcaConsoleSchema,
    summary: `Envia o ícone (favicon) do rascunho (multipart: '${CAMPO_ARQUIVO_MARCA}')`,
    description:
      'SVG (sanitizado), PNG ou WebP quadrado, até 100 KB, com pelo menos 32 pixels de lado se PNG ou WebP.',
    tags,
  }),
  publicar: defineEndpoint({
    operationId: 'publicarMarca',
    method: 'POST',
    path: `${BASE}/publicar`,
    access,
    body: publicarMarcaBodySchema,
    response: marcaConsoleSchema,
    erro: publicarMarcaErroSchema,
    erros: [409, 422],
    summary: 'Publica o rascunho da marca no portal',
    description:
      'O portal, os e-mails e os PDFs passam a usar a marca na próxima página aberta, sem nova versão do sistema. 422 com a lista dos pares de cores sem contraste (tema normal 4,5:1; alto contraste 7:1; contorno de foco 3:1).',
    tags,
  }),
  previa: defineEndpoint({
    operationId: 'criarPreviaMarca',
    method: 'POST',
    path: `${BASE}/previa`,
    access,
    response: previaMarcaSchema,
    summary: 'Token de pré-visualização do rascunho no portal (10 minutos)',
    description:
      'Um token que, na URL de uma página do portal (?previa-marca=…), mostra o rascunho da marca em vez da publicada. Vale 10 minutos e não dá acesso a dados de ninguém.',
    tags,
  }),
};
