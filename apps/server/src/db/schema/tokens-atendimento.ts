// Token de atendimento (issue 41, decision 0050): a 6-digit TOTP (RFC 6238, 30 s) per beneficiary that the
// member shows at a provider, which checks it through the integration API. The secret is kept encrypted
// (AES-256-GCM under a key derived from the session secret for this use only, the beneficiary id as
// additional data — the console's TOTP scheme); it belongs to the card's via it was made for, so a reissue
// (a higher via) voids it and the next read makes a new one. Each accepted code is a row of the validations
// table, unique per card, provider (integration client) and time step: a code is accepted once per provider,
// even when two validations of it arrive at once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { beneficiarios, carteiras } from './contratos.js';
import { integracaoClientes } from './integracao.js';

export const tokensAtendimentoSegredos = pgTable(
  'tokens_atendimento_segredos',
  {
    beneficiarioId: integer('beneficiario_id')
      .primaryKey()
      .references(() => beneficiarios.id),
    /** 'v1.<iv>.<ciphertext>.<tag>' (base64url): the base32 secret, never in clear. */
    segredoCifrado: text('segredo_cifrado').notNull(),
    /** The via of the beneficiary's current card when the secret was made: a higher via voids it. */
    via: integer('via').notNull(),
    /** 1, then +1 at each rotation (the device replaces its copy when the number changes). */
    versao: integer('versao').notNull().default(1),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [check('tokens_atendimento_segredos_ck', sql`${t.via} >= 1 and ${t.versao} >= 1`)],
);

/** A code accepted once per card, provider and time step (the race is settled by this constraint). */
export const TOKEN_ATENDIMENTO_VALIDACAO_UQ = 'tokens_atendimento_validacoes_uq';

export const tokensAtendimentoValidacoes = pgTable(
  'tokens_atendimento_validacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carteiraId: integer('carteira_id')
      .notNull()
      .references(() => carteiras.id),
    beneficiarioId: integer('beneficiario_id')
      .notNull()
      .references(() => beneficiarios.id),
    /** The provider's system: the integration client that validated. */
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => integracaoClientes.id),
    /** The code's time step (Unix seconds / 30). */
    passo: integer('passo').notNull(),
    validadoEm: timestamp('validado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique(TOKEN_ATENDIMENTO_VALIDACAO_UQ).on(t.carteiraId, t.clienteId, t.passo),
    index('tokens_atendimento_validacoes_beneficiario_idx').on(t.beneficiarioId, t.validadoEm),
  ],
);
