// The operator's legal texts in the console (issue 38, "Legal texts"): staff with the conteúdo role list the
// three texts (terms of use, privacy policy, LGPD notice) with their current version and draft, write a
// draft (one per text, rich text kept by the server's sanitiser), preview it as members will see it, and
// publish it as a new version — numbered one past the current, never changed afterwards. A publication names
// the version it was written against: another publication in between is a 409, never a silent replacement.
// A new version of the terms of use asks every member to accept it at their next sign-in. Every write is in
// the staff audit (before → after).
import { z } from 'zod';
import { CHAVES_TEXTO_LEGAL } from '../shell/textos-legais.js';
import { TEXTO_LEGAL_MAXIMO } from '../integracao/operadora.js';
import { defineEndpoint } from '../endpoint.js';
import { consoleAccess } from './acesso.js';

const tags = ['console-textos-legais'];
const access = consoleAccess('conteudo');

export const TAG_CONSOLE_TEXTOS_LEGAIS = {
  'console-textos-legais':
    'Textos legais (papel conteúdo): versões publicadas, rascunho, prévia e publicação de uma nova versão dos Termos de uso, da Política de privacidade e do Aviso LGPD.',
};

export const MENSAGENS_TEXTOS_LEGAIS = {
  versaoBase:
    'Outra versão deste texto foi publicada desde que você abriu o rascunho. Recarregue, confira a versão nova e publique de novo.',
  vazio: 'O texto está vazio depois de limpo: escreva o conteúdo.',
  semRascunho: 'Este texto não tem rascunho.',
  titulo: 'Informe o título (até 120 caracteres).',
} as const;

export const chaveTextoLegalParamsSchema = z.object({ chave: z.enum(CHAVES_TEXTO_LEGAL) });
export const versaoTextoLegalParamsSchema = z.object({
  chave: z.enum(CHAVES_TEXTO_LEGAL),
  versao: z.coerce.number().int().positive().max(1_000_000),
});

const autor = z.string().nullable().meta({
  description: 'Quem publicou ou escreveu (nome na equipe); null para a integração e a carga inicial.',
});

export const versaoConsoleSchema = z.object({
  versao: z.number().int().positive(),
  titulo: z.string(),
  publicadoEm: z.iso.datetime(),
  autor,
});

export const versaoConsoleCompletaSchema = versaoConsoleSchema.extend({ conteudo: z.string() });

export const rascunhoTextoLegalSchema = z.object({
  titulo: z.string(),
  /** Already as the server keeps it: the sanitised HTML. */
  conteudo: z.string(),
  atualizadoEm: z.iso.datetime(),
  autor,
});
export type RascunhoTextoLegal = z.infer<typeof rascunhoTextoLegalSchema>;

export const textoLegalConsoleSchema = z.object({
  chave: z.enum(CHAVES_TEXTO_LEGAL),
  nome: z.string(),
  atual: versaoConsoleSchema.nullable(),
  rascunho: rascunhoTextoLegalSchema.nullable(),
  /** A new version of this text asks every member to accept it at the next sign-in. */
  exigeAceite: z.boolean(),
});
export type TextoLegalConsole = z.infer<typeof textoLegalConsoleSchema>;

export const textoLegalEdicaoSchema = z.object({
  /** 1 to 120 characters once trimmed (checked by the handler, which names the field in Portuguese). */
  titulo: z.string().max(1000),
  /** Rich text as the editor writes it; the server keeps only its allow-list (platform/html-seguro.ts). */
  conteudo: z.string().max(TEXTO_LEGAL_MAXIMO),
});

export const publicarTextoLegalBodySchema = textoLegalEdicaoSchema.extend({
  /** The current version the screen showed when the text was opened (0 when the text has none). */
  versaoBase: z.number().int().min(0),
});

export const previaTextoLegalSchema = z.object({
  titulo: z.string(),
  /** The HTML exactly as members will get it. */
  conteudo: z.string(),
});

export const consoleTextosLegaisEndpoints = {
  listarTextosLegais: defineEndpoint({
    operationId: 'consoleListarTextosLegais',
    method: 'GET',
    path: '/textos-legais',
    access,
    response: z.array(textoLegalConsoleSchema),
    summary: 'Textos legais',
    description:
      'Os três textos legais, cada um com a versão em vigor (número, título, data, quem publicou), o rascunho (se houver) e se uma nova versão pede o aceite dos beneficiários.',
    tags,
  }),
  versoesTextoLegal: defineEndpoint({
    operationId: 'consoleListarVersoesTextoLegal',
    method: 'GET',
    path: '/textos-legais/:chave/versoes',
    access,
    params: chaveTextoLegalParamsSchema,
    response: z.array(versaoConsoleSchema),
    summary: 'Versões de um texto legal',
    description: 'Todas as versões publicadas do texto, da mais nova para a mais antiga.',
    tags,
  }),
  versaoTextoLegal: defineEndpoint({
    operationId: 'consoleObterVersaoTextoLegal',
    method: 'GET',
    path: '/textos-legais/:chave/versoes/:versao',
    access,
    params: versaoTextoLegalParamsSchema,
    response: versaoConsoleCompletaSchema,
    summary: 'Uma versão de um texto legal',
    description: 'O texto de uma versão publicada, como os beneficiários o leem.',
    tags,
  }),
  salvarRascunho: defineEndpoint({
    operationId: 'consoleSalvarRascunhoTextoLegal',
    method: 'PUT',
    path: '/textos-legais/:chave/rascunho',
    access,
    params: chaveTextoLegalParamsSchema,
    body: textoLegalEdicaoSchema,
    response: rascunhoTextoLegalSchema,
    summary: 'Salvar o rascunho',
    description:
      'Grava o rascunho do texto (um por texto), já limpo pelo sanitizador do portal, e o responde como ficou. Registrado na auditoria da equipe.',
    tags,
  }),
  descartarRascunho: defineEndpoint({
    operationId: 'consoleDescartarRascunhoTextoLegal',
    method: 'DELETE',
    path: '/textos-legais/:chave/rascunho',
    access,
    params: chaveTextoLegalParamsSchema,
    response: 'empty',
    summary: 'Descartar o rascunho',
    description: 'Apaga o rascunho do texto. Registrado na auditoria da equipe.',
    tags,
  }),
  previaTextoLegal: defineEndpoint({
    operationId: 'consolePreviaTextoLegal',
    method: 'POST',
    path: '/textos-legais/:chave/previa',
    access,
    params: chaveTextoLegalParamsSchema,
    body: textoLegalEdicaoSchema,
    response: previaTextoLegalSchema,
    summary: 'Prévia',
    description:
      'O título e o conteúdo como os beneficiários os veriam publicados: o HTML depois do sanitizador do portal. Não grava nada.',
    tags,
  }),
  publicarTextoLegal: defineEndpoint({
    operationId: 'consolePublicarTextoLegal',
    method: 'POST',
    path: '/textos-legais/:chave/publicar',
    access,
    params: chaveTextoLegalParamsSchema,
    body: publicarTextoLegalBodySchema,
    response: versaoConsoleSchema,
    erros: [409],
    summary: 'Publicar uma nova versão',
    description:
      'Publica o texto como a próxima versão (as anteriores continuam legíveis) e apaga o rascunho. Uma nova versão dos Termos de uso pede o aceite de cada beneficiário no próximo acesso. Se outra versão foi publicada depois de versaoBase, responde 409. Registrado na auditoria da equipe.',
    tags,
  }),
};
