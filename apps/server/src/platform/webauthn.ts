// The WebAuthn ceremonies both doors share (issue 38 for the staff, issue 42 for members; decisions 0040 and
// 0054), over @simplewebauthn/server. One policy for both: discoverable credentials (residentKey required:
// the browser offers the site's passkeys without a name typed first), user verification required (the
// device's PIN or biometrics: the passkey alone is two factors), no attestation (any authenticator people
// own), a single-use challenge of 5 minutes. What differs stays with each side: the relying party (the
// console's host or the portal's), the tables (staff are not members) and what a sign-in opens.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import type { Database } from '../db/client.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select' | 'execute'>;

/** A relying party: the page's origin the browser reports and its host (the RP ID). */
export interface ParteConfiante {
  origem: string;
  rpID: string;
}

/** The relying party of a public URL (its origin and host name). */
export function parteConfianteDe(url: string): ParteConfiante {
  const u = new URL(url);
  return { origem: u.origin, rpID: u.hostname };
}

export const DESAFIO_MS = 5 * 60_000;

export type TipoDesafio = 'registro' | 'autenticacao';

/** A table of challenges (the staff's or the members'): the columns these functions read and write. */
export interface TabelaDesafios {
  tabela: PgTable;
  desafio: PgColumn;
  tipo: PgColumn;
  /** The owner of a registration's challenge (staff member or account); null for a sign-in's. */
  dono: PgColumn;
  expiraEm: PgColumn;
}

/** Keeps a challenge for its answer (single use, DESAFIO_MS); expired ones go with it. */
export async function guardarDesafio(
  db: Executor,
  t: TabelaDesafios,
  desafio: string,
  tipo: TipoDesafio,
  donoId: number | null,
  agora: Date,
): Promise<void> {
  // Nothing else cleans these tables.
  await db.delete(t.tabela).where(lt(t.expiraEm, agora));
  const expiraEm = new Date(agora.getTime() + DESAFIO_MS).toISOString();
  const coluna = (c: PgColumn) => sql.identifier(c.name);
  await db.execute(
    sql`insert into ${t.tabela} (${coluna(t.desafio)}, ${coluna(t.tipo)}, ${coluna(t.dono)}, ${coluna(t.expiraEm)})
      values (${desafio}, ${tipo}, ${donoId}, ${expiraEm}::timestamptz)`,
  );
}

/**
 * Takes the challenge (deletes it): true when it existed, was of this kind and owner, and had not expired.
 * A second answer to the same challenge finds nothing — also when both arrive at once (one DELETE wins).
 */
export async function consumirDesafio(
  db: Executor,
  t: TabelaDesafios,
  desafio: string,
  tipo: TipoDesafio,
  donoId: number | null,
  agora: Date,
): Promise<boolean> {
  const apagados = await db
    .delete(t.tabela)
    .where(
      and(eq(t.desafio, desafio), eq(t.tipo, tipo), donoId === null ? isNull(t.dono) : eq(t.dono, donoId)),
    )
    .returning({ expiraEm: t.expiraEm });
  const expiraEm = apagados[0]?.expiraEm;
  return apagados.length === 1 && expiraEm instanceof Date && expiraEm.getTime() > agora.getTime();
}

/** The challenge a browser answered (from its clientDataJSON), or null when unreadable. */
function desafioDaResposta(clientDataJSON: string): string | null {
  try {
    const dados = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof dados.challenge === 'string' ? dados.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the challenge a browser's answer carries (consumirDesafio: single use, of this kind and owner, not
 * expired): the challenge, to verify the answer against, or null — an answer to nothing we issued.
 */
export async function tomarDesafioDaResposta(
  db: Executor,
  t: TabelaDesafios,
  resposta: { response: { clientDataJSON: string } },
  tipo: TipoDesafio,
  donoId: number | null,
  agora: Date,
): Promise<string | null> {
  const desafio = desafioDaResposta(resposta.response.clientDataJSON);
  return desafio && (await consumirDesafio(db, t, desafio, tipo, donoId, agora)) ? desafio : null;
}

/** A stored credential, as the ceremonies read it. */
export interface CredencialGuardada {
  credencialId: string;
  /** COSE public key, base64url. */
  chavePublica: string;
  contador: number;
  transportes: string[];
}

/** Options to create a passkey, excluding the owner's credentials already registered. */
export function opcoesDeRegistro(options: {
  rp: ParteConfiante;
  rpName: string;
  /** An opaque user handle (never a CPF or e-mail: the authenticator keeps it). */
  userID: string;
  userName: string;
  userDisplayName: string;
  existentes: Pick<CredencialGuardada, 'credencialId' | 'transportes'>[];
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rp, rpName, userID, userName, userDisplayName, existentes } = options;
  return generateRegistrationOptions({
    rpName,
    rpID: rp.rpID,
    userName,
    userDisplayName,
    userID: Uint8Array.from(Buffer.from(userID)),
    attestationType: 'none',
    excludeCredentials: existentes.map((c) => ({ id: c.credencialId, transports: c.transportes })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: DESAFIO_MS,
  });
}

/** Options to sign in with any of the site's passkeys (discoverable: no list of credentials). */
export function opcoesDeAutenticacao(rp: ParteConfiante): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', timeout: DESAFIO_MS });
}

/** What a verified registration answer created. */
export type CredencialNova = CredencialGuardada;

/** What every answer is checked against: its challenge, the page's origin, the RP ID, a verified person. */
const esperado = (rp: ParteConfiante, desafio: string) => ({
  expectedChallenge: desafio,
  expectedOrigin: rp.origem,
  expectedRPID: rp.rpID,
  requireUserVerification: true,
});

/**
 * Takes the challenge of a registration answer (of this owner) and verifies the answer against it: the new
 * credential, or null when refused (a challenge not this owner's, used or expired; another origin or RP; no
 * user verification; a malformed or bad attestation). The challenge is taken whatever the outcome; keeping
 * the credential is the caller's, in its transaction with its audit row.
 */
export async function registroDaResposta(
  db: Executor,
  t: TabelaDesafios,
  rp: ParteConfiante,
  donoId: number,
  resposta: RegistrationResponseJSON,
  agora: Date,
): Promise<CredencialNova | null> {
  const desafio = await tomarDesafioDaResposta(db, t, resposta, 'registro', donoId, agora);
  if (desafio === null) return null;
  try {
    const verificado = await verifyRegistrationResponse({ response: resposta, ...esperado(rp, desafio) });
    if (!verificado.verified) return null;
    const { credential } = verificado.registrationInfo;
    return {
      credencialId: credential.id,
      chavePublica: Buffer.from(credential.publicKey).toString('base64url'),
      contador: credential.counter,
      transportes: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/**
 * Verifies a sign-in answer for a stored credential against its (already taken) challenge: the new
 * counter, or null (bad signature, another origin, no user verification, a counter that did not move
 * forward — a cloned authenticator).
 */
export async function verificarAutenticacao(
  rp: ParteConfiante,
  desafio: string,
  resposta: AuthenticationResponseJSON,
  credencial: CredencialGuardada,
): Promise<number | null> {
  try {
    const verificado = await verifyAuthenticationResponse({
      response: resposta,
      ...esperado(rp, desafio),
      credential: {
        id: credencial.credencialId,
        publicKey: new Uint8Array(Buffer.from(credencial.chavePublica, 'base64url')),
        counter: credencial.contador,
        transports: credencial.transportes,
      },
    });
    return verificado.verified ? verificado.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
