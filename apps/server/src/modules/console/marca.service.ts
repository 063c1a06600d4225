// The brand in the console (issue 38; contract/console/marca.ts): the draft, its images, its publication.
// Every write is one transaction with its staff audit row (before/after; images by type, size and version, never
// their bytes). Saves are ordered by the draft's revision: a save or a publication naming an older revision is
// refused (409), so two staff members never overwrite each other unseen. Publishing refuses a palette that fails
// contrast (422, every failing pair named), appends a publication (the member page's new version) and writes
// the names to the parameters every document reads (NOME_OPERADORA, NOME_ABREVIADO).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  MENSAGENS_MARCA,
  type MarcaConsole,
  type SalvarMarcaBody,
} from '@portal/domain/contract/console/marca';
import { falhasContraste, type PaletaMarca } from '@portal/domain/validation/paleta-marca';
import type { Database } from '../../db/client.js';
import { marcaArquivos, marcaPublicacoes, marcaRascunho } from '../../db/schema/marca.js';
import { parametrosOperadora } from '../../db/schema/operator.js';
import { declararAutor } from '../../shared-domain/parametros-operadora.js';
import { autorDe, registrarAcaoEquipe } from '../../platform/console/auditoria-equipe.js';
import { HttpError } from '../../platform/errors.js';
import type { ImagemAceita } from '../../platform/imagem-marca.js';
import {
  lerMarcaPublicada,
  lerRascunhoMarca,
  nomesDaOperadora,
  versaoImagem,
  type ImagemMarcaInfo,
  type RascunhoMarca,
} from '../../shared-domain/marca.js';

const PAPEL = 'parametros' as const;
/**
 * One writer of the brand at a time: a transaction-scoped advisory lock (the draft's first save has no row to
 * lock yet). Its key is the migrations' lock key (client.ts) plus this issue's number.
 */
const TRAVA_MARCA = 7_317_038;
const travar = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_MARCA})`);

const rascunho = (db: Database) => lerRascunhoMarca(db, () => nomesDaOperadora(db));

const mesmaImagem = (a: ImagemMarcaInfo | null, b: ImagemMarcaInfo | null) =>
  (a?.id ?? null) === (b?.id ?? null);

/** What the audit keeps of a draft: everything but the images' bytes. */
const retrato = (r: RascunhoMarca) => ({
  nome: r.nome,
  nomeAbreviado: r.nomeAbreviado,
  paleta: r.paleta,
  logo: r.logo && { tipo: r.logo.tipo, versao: r.logo.versao },
  favicon: r.favicon && { tipo: r.favicon.tipo, versao: r.favicon.versao },
  revisao: r.revisao,
});

export async function lerMarcaConsole(db: Database): Promise<MarcaConsole> {
  const [atual, publicada] = await Promise.all([rascunho(db), lerMarcaPublicada(db)]);
  const alterada =
    publicada.versao === 0
      ? atual.revisao > 0
      : atual.nome !== publicada.nome ||
        atual.nomeAbreviado !== publicada.nomeAbreviado ||
        JSON.stringify(atual.paleta) !== JSON.stringify(publicada.paleta) ||
        !mesmaImagem(atual.logo, publicada.logo) ||
        !mesmaImagem(atual.favicon, publicada.favicon);
  return {
    rascunho: { ...atual, atualizadoEm: atual.atualizadoEm?.toISOString() ?? null },
    falhas: falhasContraste(atual.paleta),
    publicada: publicada.publicadaEm
      ? {
          versao: publicada.versao,
          publicadaEm: publicada.publicadaEm.toISOString(),
          nome: publicada.nome ?? '',
        }
      : null,
    alterada,
  };
}

const conflito = () => new HttpError(409, { mensagem: MENSAGENS_MARCA.revisao });

interface Alteracao {
  nome?: string;
  nomeAbreviado?: string;
  paleta?: PaletaMarca;
  logoId?: number | null;
  faviconId?: number | null;
}

/**
 * Writes the draft at the next revision if it is still at `revisao` (the first save creates it from what is
 * shown), inside `tx`; 409 otherwise. Returns the draft before the change.
 */
async function gravarRascunho(
  tx: Database,
  revisao: number,
  alteracao: Alteracao,
  equipeId: number | null,
  agora: Date,
): Promise<RascunhoMarca> {
  await travar(tx);
  const antes = await rascunho(tx);
  if (antes.revisao !== revisao) throw conflito();
  const valores = {
    nome: alteracao.nome ?? antes.nome,
    nomeAbreviado: alteracao.nomeAbreviado ?? antes.nomeAbreviado,
    paleta: alteracao.paleta ?? antes.paleta,
    logoId: alteracao.logoId === undefined ? (antes.logo?.id ?? null) : alteracao.logoId,
    faviconId: alteracao.faviconId === undefined ? (antes.favicon?.id ?? null) : alteracao.faviconId,
    revisao: revisao + 1,
    atualizadoEm: agora,
    atualizadoPor: equipeId,
  };
  await tx
    .insert(marcaRascunho)
    .values({ id: 1, ...valores })
    .onConflictDoUpdate({ target: marcaRascunho.id, set: valores });
  return antes;
}

export async function salvarMarca(
  db: Database,
  request: FastifyRequest,
  body: SalvarMarcaBody,
  agora: Date,
): Promise<MarcaConsole> {
  const autor = autorDe(request, PAPEL);
  await db.transaction(async (tx) => {
    const antes = await gravarRascunho(
      tx,
      body.revisao,
      {
        nome: body.nome,
        nomeAbreviado: body.nomeAbreviado,
        paleta: body.paleta,
        ...(body.semLogo ? { logoId: null } : {}),
        ...(body.semFavicon ? { faviconId: null } : {}),
      },
      autor.equipeId,
      agora,
    );
    await registrarAcaoEquipe(tx, {
      ...autor,
      acao: 'marca.salvar',
      alvo: 'marca:rascunho',
      antes: retrato(antes),
      depois: retrato(await rascunho(tx)),
      at: agora,
    });
  });
  return lerMarcaConsole(db);
}

/** An accepted image into the draft (its revision is read, not sent: an upload changes only its image). */
export async function enviarImagemMarca(
  db: Database,
  request: FastifyRequest,
  uso: 'logo' | 'favicon',
  imagem: ImagemAceita,
  agora: Date,
): Promise<MarcaConsole> {
  const autor = autorDe(request, PAPEL);
  await db.transaction(async (tx) => {
    await travar(tx);
    const [arquivo] = await tx
      .insert(marcaArquivos)
      .values({
        tipo: imagem.tipo,
        conteudo: imagem.conteudo,
        sha256: createHash('sha256').update(imagem.conteudo).digest('hex'),
        largura: Math.round(imagem.largura),
        altura: Math.round(imagem.altura),
        criadoEm: agora,
        equipeId: autor.equipeId,
      })
      .returning({ id: marcaArquivos.id });
    const { revisao } = await rascunho(tx);
    const antes = await gravarRascunho(
      tx,
      revisao,
      uso === 'logo' ? { logoId: arquivo!.id } : { faviconId: arquivo!.id },
      autor.equipeId,
      agora,
    );
    await registrarAcaoEquipe(tx, {
      ...autor,
      acao: `marca.enviar-${uso}`,
      alvo: 'marca:rascunho',
      antes: retrato(antes)[uso],
      depois: { tipo: imagem.tipo, versao: versaoImagem(imagem.conteudo), bytes: imagem.conteudo.length },
      at: agora,
    });
  });
  return lerMarcaConsole(db);
}

export class PaletaRecusada extends Error {
  constructor(readonly falhas: string[]) {
    super(MENSAGENS_MARCA.contraste);
  }
}

export async function publicarMarca(
  db: Database,
  request: FastifyRequest,
  revisao: number,
  agora: Date,
): Promise<MarcaConsole> {
  const autor = autorDe(request, PAPEL);
  await db.transaction(async (tx) => {
    await travar(tx);
    const atual = await rascunho(tx);
    if (atual.revisao !== revisao) throw conflito();
    const falhas = falhasContraste(atual.paleta);
    if (falhas.length > 0) throw new PaletaRecusada(falhas);
    const antes = await lerMarcaPublicada(tx);
    const [publicada] = await tx
      .insert(marcaPublicacoes)
      .values({
        nome: atual.nome,
        nomeAbreviado: atual.nomeAbreviado,
        paleta: atual.paleta,
        logoId: atual.logo?.id ?? null,
        faviconId: atual.favicon?.id ?? null,
        publicadaEm: agora,
        publicadaPor: autor.equipeId,
      })
      .returning({ id: marcaPublicacoes.id });
    // The names' history says who published them (the trigger reads the author from the transaction).
    await declararAutor(tx, { origem: 'console', equipeId: autor.equipeId, at: agora });
    for (const [nome, valor] of [
      ['NOME_OPERADORA', atual.nome],
      ['NOME_ABREVIADO', atual.nomeAbreviado],
    ] as const) {
      await tx
        .insert(parametrosOperadora)
        .values({ nome, valor, publico: true })
        .onConflictDoUpdate({ target: parametrosOperadora.nome, set: { valor } });
    }
    await registrarAcaoEquipe(tx, {
      ...autor,
      acao: 'marca.publicar',
      alvo: `marca:${publicada!.id}`,
      antes:
        antes.versao === 0
          ? null
          : {
              versao: antes.versao,
              nome: antes.nome,
              nomeAbreviado: antes.nomeAbreviado,
              paleta: antes.paleta,
              logo: antes.logo?.versao ?? null,
              favicon: antes.favicon?.versao ?? null,
            },
      depois: {
        versao: publicada!.id,
        ...retrato(atual),
        logo: atual.logo?.versao ?? null,
        favicon: atual.favicon?.versao ?? null,
      },
      at: agora,
    });
  });
  return lerMarcaConsole(db);
}
