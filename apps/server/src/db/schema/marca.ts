// The operator's brand (issue 38, "Brand"): colours, logo and favicon the member portal, its e-mails and its
// PDFs are drawn with, changed from the console without a rebuild. Staff edit one draft (marca_rascunho, a
// single row) and publish it; each publication is a new row of marca_publicacoes, never changed, whose id is
// the brand's version (the member page's logo and favicon URLs carry it, so a new brand is fetched at once
// and an unchanged one stays cached for a year). No publication: the portal's own colours and mark. The
// images are small (console/marca-arquivo.ts caps them) and kept in the database, so every instance behind the
// load balancer serves the same bytes without shared storage. The operator's name and short name are the
// parameters NOME_OPERADORA and NOME_ABREVIADO, which every document already reads: publishing writes them.
import { sql } from 'drizzle-orm';
import { check, customType, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TIPOS_IMAGEM_MARCA } from '@portal/domain/contract/shell/marca';
import type { PaletaMarca } from '@portal/domain/validation/paleta-marca';
import { equipe } from './equipe.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type TipoImagemMarca = (typeof TIPOS_IMAGEM_MARCA)[number];

/** A logo or favicon as it was accepted (an SVG after sanitising). Never changed; a new upload is a new row. */
export const marcaArquivos = pgTable('marca_arquivos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tipo: text('tipo').$type<TipoImagemMarca>().notNull(),
  conteudo: bytea('conteudo').notNull(),
  /** SHA-256 (hex) of the content: the URL's version when served. */
  sha256: text('sha256').notNull(),
  largura: integer('largura').notNull(),
  altura: integer('altura').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  /** The staff member who sent it. */
  equipeId: integer('equipe_id').references(() => equipe.id, { onDelete: 'restrict' }),
});

/** The draft staff edit; one row at most. `revisao` grows with each save (a save on an older one is refused). */
export const marcaRascunho = pgTable(
  'marca_rascunho',
  {
    id: integer('id').primaryKey().default(1),
    nome: text('nome').notNull(),
    nomeAbreviado: text('nome_abreviado').notNull(),
    paleta: jsonb('paleta').$type<PaletaMarca>().notNull(),
    logoId: integer('logo_id').references(() => marcaArquivos.id),
    faviconId: integer('favicon_id').references(() => marcaArquivos.id),
    revisao: integer('revisao').notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    atualizadoPor: integer('atualizado_por').references(() => equipe.id, { onDelete: 'restrict' }),
  },
  (t) => [check('marca_rascunho_unico', sql`${t.id} = 1`)],
);

/** Each brand published, in order; the last is the member portal's. Append-only. */
export const marcaPublicacoes = pgTable('marca_publicacoes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  nomeAbreviado: text('nome_abreviado').notNull(),
  paleta: jsonb('paleta').$type<PaletaMarca>().notNull(),
  logoId: integer('logo_id').references(() => marcaArquivos.id),
  faviconId: integer('favicon_id').references(() => marcaArquivos.id),
  publicadaEm: timestamp('publicada_em', { withTimezone: true }).notNull(),
  publicadaPor: integer('publicada_por').references(() => equipe.id, { onDelete: 'restrict' }),
});
