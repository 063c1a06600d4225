// Topics and home banners in the console (issue 38, "Topics and home banners"): staff with the conteúdo role
// list, create and edit the operator's topics (title, summary, rich-text body) and the home's banners
// (title, rich-text text, level information/attention, a period), each with an audience — every member, the
// members of one product (the plan's ANS registration) or the titulars — and a schedule: a topic is
// published from a day and may leave the home on a later one; a banner shows from its first to its last day.
// "Retirar" takes either off the home at once (ativo false); it can be put back by editing. A preview answers
// the body as members will get it (the server's sanitiser), writing nothing. Every write is in the staff
// audit with before → after.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { consoleAccess } from './acesso.js';

const tags = ['console-conteudo'];
const access = consoleAccess('conteudo');

export const TAG_CONSOLE_CONTEUDO = {
  'console-conteudo':
    'Tópicos e banners da página inicial dos beneficiários (papel conteúdo): criar, editar, agendar, retirar, público e prévia.',
};

export const PUBLICOS = ['TODOS', 'PRODUTO', 'TITULARES'] as const;
export type Publico = (typeof PUBLICOS)[number];
export const NOME_PUBLICO: Record<Publico, string> = {
  TODOS: 'Todos os beneficiários',
  PRODUTO: 'Beneficiários de um produto',
  TITULARES: 'Somente titulares',
};
export const NIVEIS = ['INFORMACAO', 'ATENCAO'] as const;
export type Nivel = (typeof NIVEIS)[number];
export const NOME_NIVEL: Record<Nivel, string> = { INFORMACAO: 'Informação', ATENCAO: 'Atenção' };

export const TITULO_MAXIMO = 120;
export const RESUMO_MAXIMO = 300;
export const CORPO_MAXIMO = 50_000;

export const MENSAGENS_CONTEUDO = {
  titulo: `Informe o título (até ${TITULO_MAXIMO} caracteres).`,
  resumo: `Informe o resumo (até ${RESUMO_MAXIMO} caracteres).`,
  vazio: 'O texto está vazio depois de limpo: escreva o conteúdo.',
  produto: 'Escolha o produto do público (ou outro público).',
  produtoDesconhecido: 'Nenhum plano tem esse produto: escolha um da lista.',
  retirada: 'A data de retirada deve ser depois da data de publicação.',
  periodo: 'O último dia deve ser igual ou depois do primeiro.',
  naoEncontrado: 'Não encontrado: talvez tenha sido apagado. Recarregue a lista.',
} as const;

const publico = z.object({
  publico: z.enum(PUBLICOS),
  /** The product's ANS registration when publico is PRODUTO; null otherwise. */
  produto: z.string().max(40).nullable(),
});

export const topicoConsoleEdicaoSchema = publico.extend({
  titulo: z.string().max(1000),
  resumo: z.string().max(2000),
  /** Rich text as the editor writes it; the server keeps only its allow-list (platform/html-seguro.ts). */
  corpoHtml: z.string().max(CORPO_MAXIMO),
  publicadoEm: isoDate,
  retiradoEm: isoDate.nullable(),
  ativo: z.boolean(),
});
export type TopicoConsoleEdicao = z.infer<typeof topicoConsoleEdicaoSchema>;

export const topicoConsoleSchema = topicoConsoleEdicaoSchema.extend({
  id: z.number().int(),
  /** Whether members see it today (active, published, not yet withdrawn). */
  noAr: z.boolean(),
});
export type TopicoConsole = z.infer<typeof topicoConsoleSchema>;

export const bannerConsoleEdicaoSchema = publico.extend({
  titulo: z.string().max(1000),
  textoHtml: z.string().max(CORPO_MAXIMO),
  nivel: z.enum(NIVEIS),
  inicio: isoDate,
  fim: isoDate,
  ativo: z.boolean(),
});
export type BannerConsoleEdicao = z.infer<typeof bannerConsoleEdicaoSchema>;

export const bannerConsoleSchema = bannerConsoleEdicaoSchema.extend({
  id: z.number().int(),
  noAr: z.boolean(),
});
export type BannerConsole = z.infer<typeof bannerConsoleSchema>;

export const produtoConsoleSchema = z.object({
  /** The ANS registration of the product. */
  registro: z.string(),
  /** The plan names sold under it. */
  nome: z.string(),
});
export type ProdutoConsole = z.infer<typeof produtoConsoleSchema>;

export const previaConteudoBodySchema = z.object({ html: z.string().max(CORPO_MAXIMO) });
export const previaConteudoSchema = z.object({
  /** The HTML exactly as members will get it. */
  html: z.string(),
});

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consoleConteudoEndpoints = {
  listarTopicosConsole: defineEndpoint({
    operationId: 'consoleListarTopicos',
    method: 'GET',
    path: '/topicos',
    access,
    response: z.array(topicoConsoleSchema),
    summary: 'Tópicos',
    description: 'Todos os tópicos (no ar, agendados, retirados), os mais recentes primeiro.',
    tags,
  }),
  criarTopico: defineEndpoint({
    operationId: 'consoleCriarTopico',
    method: 'POST',
    path: '/topicos',
    access,
    body: topicoConsoleEdicaoSchema,
    response: topicoConsoleSchema,
    summary: 'Criar um tópico',
    description:
      'Cria o tópico com o corpo já limpo pelo sanitizador do portal; ele aparece na data de publicação. Registrado na auditoria da equipe.',
    tags,
  }),
  editarTopico: defineEndpoint({
    operationId: 'consoleEditarTopico',
    method: 'PUT',
    path: '/topicos/:id',
    access,
    params: idParams,
    body: topicoConsoleEdicaoSchema,
    response: topicoConsoleSchema,
    summary: 'Editar um tópico',
    description:
      'Regrava o tópico (ativo falso o retira da página inicial). Registrado na auditoria da equipe com o antes e o depois.',
    tags,
  }),
  listarBannersConsole: defineEndpoint({
    operationId: 'consoleListarBanners',
    method: 'GET',
    path: '/banners',
    access,
    response: z.array(bannerConsoleSchema),
    summary: 'Banners',
    description: 'Todos os banners da página inicial, os de início mais recente primeiro.',
    tags,
  }),
  criarBanner: defineEndpoint({
    operationId: 'consoleCriarBanner',
    method: 'POST',
    path: '/banners',
    access,
    body: bannerConsoleEdicaoSchema,
    response: bannerConsoleSchema,
    summary: 'Criar um banner',
    description:
      'Cria o banner (nível, período, público) com o texto já limpo pelo sanitizador. Registrado na auditoria da equipe.',
    tags,
  }),
  editarBanner: defineEndpoint({
    operationId: 'consoleEditarBanner',
    method: 'PUT',
    path: '/banners/:id',
    access,
    params: idParams,
    body: bannerConsoleEdicaoSchema,
    response: bannerConsoleSchema,
    summary: 'Editar um banner',
    description:
      'Regrava o banner (ativo falso o retira). Registrado na auditoria da equipe com o antes e o depois.',
    tags,
  }),
  previaConteudo: defineEndpoint({
    operationId: 'consolePreviaConteudo',
    method: 'POST',
    path: '/conteudo/previa',
    access,
    body: previaConteudoBodySchema,
    response: previaConteudoSchema,
    summary: 'Prévia do texto',
    description:
      'O HTML como os beneficiários o receberiam, depois do sanitizador do portal. Não grava nada.',
    tags,
  }),
  listarProdutos: defineEndpoint({
    operationId: 'consoleListarProdutos',
    method: 'GET',
    path: '/conteudo/produtos',
    access,
    response: z.array(produtoConsoleSchema),
    summary: 'Produtos',
    description: 'Os produtos dos planos (registro na ANS e nomes), para escolher o público.',
    tags,
  }),
};
