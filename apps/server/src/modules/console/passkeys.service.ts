// Passkeys of the staff (issue 38): the registration and sign-in ceremonies of platform/webauthn.ts (shared
// with the members' passkeys) with the console's relying party, challenges and table.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '../../db/client.js';
import { equipePasskeys } from '../../db/schema/equipe.js';
import { DESAFIOS_EQUIPE, parteConfiante } from '../../platform/console/fatores.js';
import {
  guardarDesafio,
  opcoesDeAutenticacao,
  opcoesDeRegistro,
  verificarAutenticacao,
  registroDaResposta,
  tomarDesafioDaResposta,
  type CredencialNova,
} from '../../platform/webauthn.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select' | 'execute'>;

/** What a passkey registration needs to know of its owner. */
export interface Titular {
  id: number;
  nome: string;
  email: string;
}

/** Options to create a passkey for `titular`, excluding those already registered (challenge kept). */
export async function opcoesRegistro(
  app: FastifyInstance,
  db: Executor,
  titular: Titular,
  nomeConsole: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existentes = await db
    .select({ credencialId: equipePasskeys.credencialId, transportes: equipePasskeys.transportes })
    .from(equipePasskeys)
    .where(eq(equipePasskeys.equipeId, titular.id));
  const opcoes = await opcoesDeRegistro({
    rp: parteConfiante(app.ctx.config),
    rpName: nomeConsole,
    // The user handle: opaque, never the e-mail.
    userID: `equipe:${titular.id}`,
    userName: titular.email,
    userDisplayName: titular.nome,
    existentes,
  });
  await guardarDesafio(db, DESAFIOS_EQUIPE, opcoes.challenge, 'registro', titular.id, app.ctx.clock());
  return opcoes;
}

/**
 * Verifies a registration answer against its challenge (taken once, whatever the outcome): the new
 * credential, or null when refused (unknown or expired challenge, another origin, no user verification, a
 * bad attestation). Keeping it is gravarPasskey's, in the caller's transaction with its audit row.
 */
export async function verificarRegistro(
  app: FastifyInstance,
  equipeId: number,
  resposta: RegistrationResponseJSON,
): Promise<CredencialNova | null> {
  const { clock, db, config } = app.ctx;
  return registroDaResposta(db, DESAFIOS_EQUIPE, parteConfiante(config), equipeId, resposta, clock());
}

/** Keeps a verified passkey: its id, or null when that credential is already registered. */
export async function gravarPasskey(
  db: Pick<Database, 'insert'>,
  equipeId: number,
  credencial: CredencialNova,
  nomeDispositivo: string,
  agora: Date,
): Promise<number | null> {
  const [linha] = await db
    .insert(equipePasskeys)
    .values({ equipeId, ...credencial, nomeDispositivo, createdAt: agora })
    .onConflictDoNothing()
    .returning({ id: equipePasskeys.id });
  return linha?.id ?? null;
}

/** Options to sign in with any of the console's passkeys (discoverable credentials; challenge kept). */
export async function opcoesAutenticacao(
  app: FastifyInstance,
  db: Executor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const opcoes = await opcoesDeAutenticacao(parteConfiante(app.ctx.config));
  await guardarDesafio(db, DESAFIOS_EQUIPE, opcoes.challenge, 'autenticacao', null, app.ctx.clock());
  return opcoes;
}

/**
 * Verifies a sign-in answer: the staff id of the passkey, or null (unknown passkey or challenge, bad
 * signature, no user verification, a counter that went backwards — a cloned authenticator). Records the
 * new counter and the time of use.
 */
export async function autenticarPasskey(
  app: FastifyInstance,
  db: Executor,
  resposta: AuthenticationResponseJSON,
): Promise<{ equipeId: number; passkeyId: number } | null> {
  const { clock } = app.ctx;
  const desafio = await tomarDesafioDaResposta(db, DESAFIOS_EQUIPE, resposta, 'autenticacao', null, clock());
  if (!desafio) return null;
  const [passkey] = await db
    .select()
    .from(equipePasskeys)
    .where(eq(equipePasskeys.credencialId, resposta.id));
  if (!passkey) return null;
  const contador = await verificarAutenticacao(parteConfiante(app.ctx.config), desafio, resposta, passkey);
  if (contador === null) return null;
  await db
    .update(equipePasskeys)
    .set({ contador, ultimoUsoEm: clock() })
    .where(eq(equipePasskeys.id, passkey.id));
  return { equipeId: passkey.equipeId, passkeyId: passkey.id };
}
