// The console's legal texts (issue 38; contract in contract/console/textos-legais.ts). Rules:
// - One draft per text (textos_legais_rascunhos), kept as the sanitiser leaves it, so what the editor shows
//   after a save is what members would get; the preview runs the same sanitiser and writes nothing.
// - Publishing appends the next version (shared-domain/textos-legais.ts publicarVersao) in one transaction
//   with the draft's removal and the staff audit row. It names the current version the screen showed
//   (versaoBase): the text's current version must still be that one (checked under a row lock of the key's
//   newest version, and the unique (chave, versao) index stops two first versions), else 409.
// - A text that is empty once cleaned is refused (400), as the ERP's is.
// - Audit: rascunho.salvar / rascunho.descartar / texto-legal.publicar, alvo 'texto-legal:<CHAVE>', before →
//   after as version numbers, titles and content lengths (the versions themselves keep every text).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import {
  MENSAGENS_TEXTOS_LEGAIS as MSG,
  consoleTextosLegaisEndpoints as endpoints,
} from '@portal/domain/contract/console/textos-legais';
import {
  CHAVES_TEXTO_LEGAL,
  NOME_TEXTO_LEGAL,
  type ChaveTextoLegal,
} from '@portal/domain/contract/shell/textos-legais';
import type { Database } from '../../db/client.js';
import { equipe } from '../../db/schema/equipe.js';
import {
  textosLegaisRascunhos as rascunhos,
  textosLegaisVersoes as versoes,
} from '../../db/schema/lifecycle.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { sanitizarHtml } from '../../platform/html-seguro.js';
import { route } from '../../platform/route.js';
import { publicarVersao } from '../../shared-domain/textos-legais.js';

const colunasVersao = {
  versao: versoes.versao,
  titulo: versoes.titulo,
  publicadoEm: versoes.publicadoEm,
  autor: equipe.nome,
};

const comoVersao = (r: { versao: number; titulo: string; publicadoEm: Date; autor: string | null }) => ({
  ...r,
  publicadoEm: r.publicadoEm.toISOString(),
});

/** The title and the sanitised content of an edit, or a 400 naming the field. */
function edicaoLimpa(body: { titulo: string; conteudo: string }) {
  const titulo = body.titulo.trim();
  if (titulo.length < 1 || titulo.length > 120) throw badRequest(MSG.titulo, { titulo: MSG.titulo });
  const conteudo = sanitizarHtml(body.conteudo);
  if (conteudo.replace(/<[^>]*>/g, '').trim() === '') throw badRequest(MSG.vazio, { conteudo: MSG.vazio });
  return { titulo, conteudo };
}

async function versoesDe(db: Database, chave: ChaveTextoLegal) {
  const rows = await db
    .select(colunasVersao)
    .from(versoes)
    .leftJoin(equipe, eq(equipe.id, versoes.autorEquipeId))
    .where(eq(versoes.chave, chave))
    .orderBy(desc(versoes.versao));
  return rows.map(comoVersao);
}

async function rascunhoDe(db: Database, chave: ChaveTextoLegal) {
  const [r] = await db
    .select({
      titulo: rascunhos.titulo,
      conteudo: rascunhos.conteudo,
      atualizadoEm: rascunhos.atualizadoEm,
      autor: equipe.nome,
    })
    .from(rascunhos)
    .leftJoin(equipe, eq(equipe.id, rascunhos.autorEquipeId))
    .where(eq(rascunhos.chave, chave));
  return r ? { ...r, atualizadoEm: r.atualizadoEm.toISOString() } : null;
}

export function textosLegaisConsoleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const autor = (request: FastifyRequest) => autorDe(request, 'conteudo');
  const equipeId = (request: FastifyRequest) => request.equipe!.equipeId;

  route(app, endpoints.listarTextosLegais, async () =>
    Promise.all(
      CHAVES_TEXTO_LEGAL.map(async (chave) => ({
        chave,
        nome: NOME_TEXTO_LEGAL[chave],
        atual: (await versoesDe(ctx.db, chave))[0] ?? null,
        rascunho: await rascunhoDe(ctx.db, chave),
        exigeAceite: chave === 'TERMOS_DE_USO',
      })),
    ),
  );

  route(app, endpoints.versoesTextoLegal, (request) => versoesDe(ctx.db, request.params.chave));

  route(app, endpoints.versaoTextoLegal, async (request) => {
    const { chave, versao } = request.params;
    const [r] = await ctx.db
      .select({ ...colunasVersao, conteudo: versoes.conteudo })
      .from(versoes)
      .leftJoin(equipe, eq(equipe.id, versoes.autorEquipeId))
      .where(and(eq(versoes.chave, chave), eq(versoes.versao, versao)));
    if (!r) throw notFound();
    return { ...comoVersao(r), conteudo: sanitizarHtml(r.conteudo) };
  });

  route(app, endpoints.salvarRascunho, (request) =>
    ctx.db.transaction(async (tx) => {
      const { chave } = request.params;
      const edicao = edicaoLimpa(request.body);
      const antes = await rascunhoDe(tx, chave);
      const linha = {
        ...edicao,
        autorEquipeId: equipeId(request),
        atualizadoEm: ctx.clock(),
      };
      await tx
        .insert(rascunhos)
        .values({ chave, ...linha })
        .onConflictDoUpdate({ target: rascunhos.chave, set: linha });
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'rascunho.salvar',
        alvo: `texto-legal:${chave}`,
        antes: antes && { titulo: antes.titulo, caracteres: antes.conteudo.length },
        depois: { titulo: edicao.titulo, caracteres: edicao.conteudo.length },
      });
      return (await rascunhoDe(tx, chave))!;
    }),
  );

  route(app, endpoints.descartarRascunho, async (request, reply) => {
    await ctx.db.transaction(async (tx) => {
      const { chave } = request.params;
      const antes = await rascunhoDe(tx, chave);
      if (!antes) throw notFound(MSG.semRascunho);
      await tx.delete(rascunhos).where(eq(rascunhos.chave, chave));
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'rascunho.descartar',
        alvo: `texto-legal:${chave}`,
        antes: { titulo: antes.titulo, caracteres: antes.conteudo.length },
        depois: null,
      });
    });
    return reply.code(204).send();
  });

  route(app, endpoints.previaTextoLegal, (request) => edicaoLimpa(request.body));

  route(app, endpoints.publicarTextoLegal, (request) =>
    ctx.db.transaction(async (tx) => {
      const { chave } = request.params;
      const edicao = edicaoLimpa(request.body);
      // The key's newest version, locked: a second publication waits here and then sees the new number.
      const [atual] = await tx
        .select({ versao: versoes.versao, titulo: versoes.titulo, conteudo: versoes.conteudo })
        .from(versoes)
        .where(eq(versoes.chave, chave))
        .orderBy(desc(versoes.versao))
        .limit(1)
        .for('update');
      if ((atual?.versao ?? 0) !== request.body.versaoBase) {
        throw new HttpError(409, { mensagem: MSG.versaoBase });
      }
      const nova = await publicarVersao(tx, {
        chave,
        ...edicao,
        agora: ctx.clock(),
        autorEquipeId: equipeId(request),
      });
      await tx.delete(rascunhos).where(eq(rascunhos.chave, chave));
      await registrarAcaoEquipe(tx, {
        ...autor(request),
        acao: 'texto-legal.publicar',
        alvo: `texto-legal:${chave}`,
        antes: atual
          ? { versao: atual.versao, titulo: atual.titulo, caracteres: atual.conteudo.length }
          : null,
        depois: { versao: nova.versao, titulo: nova.titulo, caracteres: nova.conteudo.length },
      });
      const [comAutor] = await tx
        .select({ nome: equipe.nome })
        .from(equipe)
        .where(eq(equipe.id, nova.autorEquipeId!));
      return comoVersao({ ...nova, autor: comAutor?.nome ?? null });
    }),
  );
}
