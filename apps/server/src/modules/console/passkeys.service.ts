// Passkeys of the staff (issue 38): the registration and sign-in ceremonies over @simplewebauthn/server,
// with the console's relying party and challenges (platform/console/fatores.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '../../db/client.js';
import { equipePasskeys } from '../../db/schema/equipe.js';
import {
  consumirDesafio,
  desafioDaResposta,
  guardarDesafio,
  parteConfiante,
} from '../../platform/console/fatores.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

/** What a passkey registration needs to know of its owner. */
export interface Titular {
  id: number;
  nome: string;
  email: string;
}

/** The user handle of a staff member's passkeys: opaque, never the e-mail. */
const identificador = (equipeId: number) => Uint8Array.from(Buffer.from(`equipe:${equipeId}`));

/** Options to create a passkey for `titular`, excluding those already registered (challenge kept). */
export async function opcoesRegistro(
  app: FastifyInstance,
  db: Executor,
  titular: Titular,
  nomeConsole: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = parteConfiante(app.ctx.config);
  const existentes = await db
    .select({ id: equipePasskeys.credencialId, transportes: equipePasskeys.transportes })
    .from(equipePasskeys)
    .where(eq(equipePasskeys.equipeId, titular.id));
  const opcoes = await generateRegistrationOptions({
    rpName: nomeConsole,
    rpID,
    userName: titular.email,
    userDisplayName: titular.nome,
    userID: identificador(titular.id),
    attestationType: 'none',
    excludeCredentials: existentes.map((c) => ({ id: c.id, transports: c.transportes })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: 300_000,
  });
  await guardarDesafio(db, opcoes.challenge, 'registro', titular.id, app.ctx.clock());
  return opcoes;
}

/** The credential a verified registration answer created. */
export interface CredencialNova {
  id: string;
  chavePublica: string;
  contador: number;
  transportes: string[];
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
  const { clock, db } = app.ctx;
  const desafio = desafioDaResposta(resposta.response.clientDataJSON);
  if (!desafio || !(await consumirDesafio(db, desafio, 'registro', equipeId, clock()))) return null;
  const { origem, rpID } = parteConfiante(app.ctx.config);
  try {
    const verificado = await verifyRegistrationResponse({
      response: resposta,
      expectedChallenge: desafio,
      expectedOrigin: origem,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!verificado.verified) return null;
    const { credential } = verificado.registrationInfo;
    return {
      id: credential.id,
      chavePublica: Buffer.from(credential.publicKey).toString('base64url'),
      contador: credential.counter,
      transportes: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Keeps a verified passkey: its id, or null when that credential is already registered. */
export async function gravarPasskey(
  db: Executor,
  equipeId: number,
  credencial: CredencialNova,
  nomeDispositivo: string,
  agora: Date,
): Promise<number | null> {
  const [linha] = await db
    .insert(equipePasskeys)
    .values({
      equipeId,
      credencialId: credencial.id,
      chavePublica: credencial.chavePublica,
      contador: credencial.contador,
      transportes: credencial.transportes,
      nomeDispositivo,
      createdAt: agora,
    })
    .onConflictDoNothing()
    .returning({ id: equipePasskeys.id });
  return linha?.id ?? null;
}

/** Options to sign in with any of the console's passkeys (discoverable credentials; challenge kept). */
export async function opcoesAutenticacao(
  app: FastifyInstance,
  db: Executor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = parteConfiante(app.ctx.config);
  const opcoes = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: 300_000,
  });
  await guardarDesafio(db, opcoes.challenge, 'autenticacao', null, app.ctx.clock());
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
  const desafio = desafioDaResposta(resposta.response.clientDataJSON);
  if (!desafio || !(await consumirDesafio(db, desafio, 'autenticacao', null, clock()))) return null;
  const [passkey] = await db
    .select()
    .from(equipePasskeys)
    .where(eq(equipePasskeys.credencialId, resposta.id));
  if (!passkey) return null;
  const { origem, rpID } = parteConfiante(app.ctx.config);
  let verificado;
  try {
    verificado = await verifyAuthenticationResponse({
      response: resposta,
      expectedChallenge: desafio,
      expectedOrigin: origem,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credencialId,
        publicKey: new Uint8Array(Buffer.from(passkey.chavePublica, 'base64url')),
        counter: passkey.contador,
        transports: passkey.transportes,
      },
    });
  } catch {
    return null;
  }
  if (!verificado.verified) return null;
  await db
    .update(equipePasskeys)
    .set({ contador: verificado.authenticationInfo.newCounter, ultimoUsoEm: clock() })
    .where(eq(equipePasskeys.id, passkey.id));
  return { equipeId: passkey.equipeId, passkeyId: passkey.id };
}
