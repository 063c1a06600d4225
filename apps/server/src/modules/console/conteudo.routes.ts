// Topics and home banners in the console (issue 38; contract in contract/console/conteudo.ts). Rules:
// - The body is kept as the server's allow-list leaves it (platform/html-seguro.ts), so what the editor
//   shows after a save is what members get; a body empty once cleaned is refused (400). The preview runs
//   the same sanitiser and writes nothing.
// - Audience PRODUTO names a product some plan has (contratos.registro_ans_produto), else 400; any other
//   audience keeps no product. A topic's withdrawal day is after its publication day, a banner's last day
//   not before its first (400 here, and check constraints of migration 0035 behind them).
// - Each write runs in one transaction with its staff audit row: topico.criar / topico.editar /
//   banner.criar / banner.editar, alvo 'topico:<id>' / 'banner:<id>', before → after as the row's fields
//   (the body as its length: the row keeps the text).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { formatIsoDate, operatorDate } from '@portal/domain';
import {
  MENSAGENS_CONTEUDO as MSG,
  RESUMO_MAXIMO,
  TITULO_MAXIMO,
  consoleConteudoEndpoints as endpoints,
  type BannerConsoleEdicao,
  type TopicoConsoleEdicao,
} from '@portal/domain/contract/console/conteudo';
import type { Database } from '../../db/client.js';
import { contratos } from '../../db/schema/contratos.js';
import { banners, topicos } from '../../db/schema/topicos.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { route } from '../../platform/route.js';
import { agruparPor } from '../../platform/agrupar-por.js';

const semTexto = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

function textoObrigatorio(valor: string, maximo: number, mensagem: string, campo: string): string {
  const limpo = valor.trim();
  if (limpo.length < 1 || limpo.length > maximo) throw badRequest(mensagem, { [campo]: mensagem });
  return limpo;
}

function corpoLimpo(html: string, campo: string): string {
  const limpo = sanitizarHtml(html);
  if (semTexto(limpo)) throw badRequest(MSG.vazio, { [campo]: MSG.vazio });
  return limpo;
}

async function publicoValido(db: Database, body: { publico: string; produto: string | null }) {
  if (body.publico !== 'PRODUTO') return { publico: body.publico as 'TODOS' | 'TITULARES', produto: null };
  const produto = body.produto?.trim() ?? '';
  if (!produto) throw badRequest(MSG.produto, { produto: MSG.produto });
  const [existe] = await db
    .select({ registro: contratos.registroAnsProduto })
    .from(contratos)
    .where(eq(contratos.registroAnsProduto, produto))
    .limit(1);
  if (!existe) throw badRequest(MSG.produtoDesconhecido, { produto: MSG.produtoDesconhecido });
  return { publico: 'PRODUTO' as const, produto };
}

async function topicoLimpo(db: Database, body: TopicoConsoleEdicao) {
  if (body.retiradoEm !== null && body.retiradoEm <= body.publicadoEm) {
    throw badRequest(MSG.retirada, { retiradoEm: MSG.retirada });
  }
  return {
    titulo: textoObrigatorio(body.titulo, TITULO_MAXIMO, MSG.titulo, 'titulo'),
    resumo: textoObrigatorio(body.resumo, RESUMO_MAXIMO, MSG.resumo, 'resumo'),
    corpoHtml: corpoLimpo(body.corpoHtml, 'corpoHtml'),
    publicadoEm: body.publicadoEm,
    retiradoEm: body.retiradoEm,
    ativo: body.ativo,
    ...(await publicoValido(db, body)),
  };
}

async function bannerLimpo(db: Database, body: BannerConsoleEdicao) {
  if (body.fim < body.inicio) throw badRequest(MSG.periodo, { fim: MSG.periodo });
  return {
    titulo: textoObrigatorio(body.titulo, TITULO_MAXIMO, MSG.titulo, 'titulo'),
    textoHtml: corpoLimpo(body.textoHtml, 'textoHtml'),
    nivel: body.nivel,
    inicio: body.inicio,
    fim: body.fim,
    ativo: body.ativo,
    ...(await publicoValido(db, body)),
  };
}

const colunasTopico = {
  id: topicos.id,
  titulo: topicos.titulo,
  resumo: topicos.resumo,
  corpoHtml: topicos.corpoHtml,
  publicadoEm: topicos.publicadoEm,
  retiradoEm: topicos.retiradoEm,
  ativo: topicos.ativo,
  publico: topicos.publico,
  produto: topicos.produto,
};
interface Publicado {
  ativo: boolean;
  publico: 'TODOS' | 'PRODUTO' | 'TITULARES';
  produto: string | null;
}
interface LinhaTopico extends Publicado {
  id: number;
  titulo: string;
  resumo: string;
  corpoHtml: string;
  publicadoEm: string;
  retiradoEm: string | null;
}
interface LinhaBanner extends Publicado {
  id: number;
  titulo: string;
  textoHtml: string;
  nivel: 'INFORMACAO' | 'ATENCAO';
  inicio: string;
  fim: string;
}

const colunasBanner = {
  id: banners.id,
  titulo: banners.titulo,
  textoHtml: banners.textoHtml,
  nivel: banners.nivel,
  inicio: banners.inicio,
  fim: banners.fim,
  ativo: banners.ativo,
  publico: banners.publico,
  produto: banners.produto,
};

const topicoNoAr = (t: LinhaTopico, hoje: string) =>
  t.ativo && t.publicadoEm <= hoje && (t.retiradoEm === null || t.retiradoEm > hoje);
const bannerNoAr = (b: LinhaBanner, hoje: string) => b.ativo && b.inicio <= hoje && b.fim >= hoje;

/** A row for the audit: the body as its length. */
function paraAuditoria(linha: LinhaTopico | LinhaBanner) {
  if ('corpoHtml' in linha) {
    const { corpoHtml, ...resto } = linha;
    return { ...resto, caracteres: corpoHtml.length };
  }
  const { textoHtml, ...resto } = linha;
  return { ...resto, caracteres: textoHtml.length };
}

export function conteudoConsoleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const hoje = () => formatIsoDate(operatorDate(ctx.clock()));
  const autor = (request: FastifyRequest) => autorDe(request, 'conteudo');
  const comTopico = (t: LinhaTopico) => ({ ...t, noAr: topicoNoAr(t, hoje()) });
  const comBanner = (b: LinhaBanner) => ({ ...b, noAr: bannerNoAr(b, hoje()) });

  route(app, endpoints.listarTopicosConsole, async () =>
    (
      await ctx.db.select(colunasTopico).from(topicos).orderBy(desc(topicos.publicadoEm), desc(topicos.id))
    ).map(comTopico),
  );

  route(app, endpoints.criarTopico, (request) =>
    ctx.db.transaction(async (tx) => {
      const linha = await topicoLimpo(tx, request.body);
      const [nova] = await tx
        .insert(topicos)
        .values({ ...linha, atualizadoEm: ctx.clock() })
        .returning(colunasTopico);
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'topico.criar',
        alvo: `topico:${nova!.id}`,
        antes: null,
        depois: paraAuditoria(nova!),
      });
      return comTopico(nova!);
    }),
  );

  route(app, endpoints.editarTopico, (request) =>
    ctx.db.transaction(async (tx) => {
      const { id } = request.params;
      const [antes] = await tx.select(colunasTopico).from(topicos).where(eq(topicos.id, id)).for('update');
      if (!antes) throw notFound(MSG.naoEncontrado);
      const linha = await topicoLimpo(tx, request.body);
      const [depois] = await tx
        .update(topicos)
        .set({ ...linha, atualizadoEm: ctx.clock() })
        .where(eq(topicos.id, id))
        .returning(colunasTopico);
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'topico.editar',
        alvo: `topico:${id}`,
        antes: paraAuditoria(antes),
        depois: paraAuditoria(depois!),
      });
      return comTopico(depois!);
    }),
  );

  route(app, endpoints.listarBannersConsole, async () =>
    (await ctx.db.select(colunasBanner).from(banners).orderBy(desc(banners.inicio), desc(banners.id))).map(
      comBanner,
    ),
  );

  route(app, endpoints.criarBanner, (request) =>
    ctx.db.transaction(async (tx) => {
      const linha = await bannerLimpo(tx, request.body);
      const [novo] = await tx
        .insert(banners)
        .values({ ...linha, atualizadoEm: ctx.clock() })
        .returning(colunasBanner);
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'banner.criar',
        alvo: `banner:${novo!.id}`,
        antes: null,
        depois: paraAuditoria(novo!),
      });
      return comBanner(novo!);
    }),
  );

  route(app, endpoints.editarBanner, (request) =>
    ctx.db.transaction(async (tx) => {
      const { id } = request.params;
      const [antes] = await tx.select(colunasBanner).from(banners).where(eq(banners.id, id)).for('update');
      if (!antes) throw notFound(MSG.naoEncontrado);
      const linha = await bannerLimpo(tx, request.body);
      const [depois] = await tx
        .update(banners)
        .set({ ...linha, atualizadoEm: ctx.clock() })
        .where(eq(banners.id, id))
        .returning(colunasBanner);
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'banner.editar',
        alvo: `banner:${id}`,
        antes: paraAuditoria(antes),
        depois: paraAuditoria(depois!),
      });
      return comBanner(depois!);
    }),
  );

  route(app, endpoints.previaConteudo, (request) => ({ html: sanitizarHtml(request.body.html) }));

  route(app, endpoints.listarProdutos, async () => {
    const linhas = await ctx.db
      .selectDistinct({ registro: contratos.registroAnsProduto, plano: contratos.plano })
      .from(contratos)
      .orderBy(contratos.registroAnsProduto, contratos.plano);
    const porRegistro = agruparPor(
      linhas,
      (l) => l.registro,
      (l) => l.plano,
    );
    return [...porRegistro].map(([registro, planos]) => ({ registro, nome: planos.join(', ') }));
  });
}
