// People (spec §3 "Person data") and their contacts. A person may be a beneficiary, hold an account, or both.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TipoContato } from '@portal/domain/contract/shell/contatos-operadora';

export const pessoas = pgTable(
  'pessoas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cpf: varchar('cpf', { length: 11 }).notNull().unique(),
    nomeCompleto: text('nome_completo').notNull(),
    nomeSocial: text('nome_social'),
    dataNascimento: date('data_nascimento').notNull(),
    sexo: varchar('sexo', { length: 1 }).$type<'M' | 'F'>().notNull(),
    estadoCivil: text('estado_civil'),
    cns: varchar('cns', { length: 15 }),
    nomeMae: text('nome_mae'),
    identidadeNumero: text('identidade_numero'),
    identidadeDataEmissao: date('identidade_data_emissao'),
    identidadeUfEmissao: varchar('identidade_uf_emissao', { length: 2 }),
    identidadeOrgaoEmissao: text('identidade_orgao_emissao'),
    identidadePaisEmissao: text('identidade_pais_emissao'),
    /** Profile photo as a data URL or a storage key; null shows the default avatar. */
    imagem: text('imagem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The names as the console's search compares them (issue 39, decision 0042): full and social name, lower
     * case, without accents — computed by the database (translate and lower are immutable), searched by
     * trigram similarity (pg_trgm) through the GIN index below. The query side: normalizarNomeBusca (domain).
     */
    nomeBusca: text('nome_busca').generatedAlwaysAs(
      sql`lower(translate(nome_completo || ' ' || coalesce(nome_social, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))`,
    ),
  },
  (t) => [index('pessoas_nome_busca_trgm_idx').using('gin', t.nomeBusca.op('gin_trgm_ops'))],
);

export const pessoaContatos = pgTable(
  'pessoa_contatos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TipoContato>().notNull(),
    valor: text('valor').notNull(),
    principal: boolean('principal').notNull().default(false),
    /**
     * The member proved they receive messages there (a code sent to it), or the operator's systems sent it
     * (issue 33). Codes for first access and recovery go only to verified contacts.
     */
    verificado: boolean('verificado').notNull().default(true),
  },
  (t) => [index('person_contacts_pessoa_idx').on(t.pessoaId)],
);
