// Web Push subscriptions (issue 42, decision 0053): one row per browser that said yes to push, as the browser's
// push service gave it (RFC 8030 endpoint, RFC 8291 keys). The endpoint is UNIQUE: a browser that subscribes
// again (another member signed in on it) moves the row to the new account rather than pushing to both.
// The person is the account's (contas.pessoa_id is unique), read through the join, so the rule of whose device
// it is lives in one column. The device (dispositivos, decision 0055) ends the row with it: a device the member
// ended, or whose sign-out removed it, gets no more notices.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contas, dispositivos } from './auth.js';

export const assinaturasPush = pgTable(
  'assinaturas_push',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    /** The signed-in device that subscribed; null for a session older than issue 42. */
    dispositivoId: integer('dispositivo_id').references(() => dispositivos.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (https, an allowed host: push-destino.ts). Never logged. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), to encrypt each message (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's user agent when it subscribed, cut to 300 characters: which device, for the member. */
    userAgent: text('user_agent'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull(),
    /** The last subscribe or delivery the push service accepted. */
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('assinaturas_push_conta_idx').on(t.contaId),
    index('assinaturas_push_dispositivo_idx').on(t.dispositivoId),
  ],
);
