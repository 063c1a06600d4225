// The staff's second factors (issue 38, decision 0040): passkeys (WebAuthn, @simplewebauthn/server), an
// authenticator app (TOTP, otplib: RFC 6238, 6 digits, 30 s, SHA-1 — what every authenticator app reads
// from the QR code) and one-time recovery codes. Never a password.
// - Passkeys: discoverable credentials (the browser offers the console's passkeys without an e-mail first),
//   user verification required (the device's PIN or biometrics: the passkey alone is both factors), no
//   attestation (any authenticator the operator's staff own) — the ceremonies of platform/webauthn.ts, shared
//   with the members' passkeys. The relying party is the console's host: CONSOLE_PUBLIC_URL when set, else
//   PUBLIC_URL. A challenge is single-use and lives 5 minutes.
// - TOTP: the secret is encrypted at rest (AES-256-GCM, the webhook secrets' scheme of decision 0038, under
//   a key derived from the session secret for this use only, the staff id as additional data); a code is
//   accepted one step either side of now (clock drift), and never twice: the step of the last accepted code
//   is kept, and a code of that step or an earlier one is refused (one conditional UPDATE, so two requests
//   racing with the same code cannot both pass).
// - Recovery codes: ten of 10 characters (≈ 50 bits each), shown once; kept as HMACs under a key derived
//   from the session secret (a copy of the database alone does not let anyone test guesses offline).
import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verificarTotp } from 'otplib';
import type { Database } from '../../db/client.js';
import { equipeCodigosRecuperacao, equipeDesafios, equipeTotp } from '../../db/schema/equipe.js';
import type { AppConfig } from '../../config.js';
import type { RandomBytes } from '../clock.js';
import { cifrarSegredoWebhook, decifrarSegredoWebhook } from '../integracao/segredo-webhook.js';
import { parteConfianteDe, type ParteConfiante, type TabelaDesafios } from '../webauthn.js';

type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

/** The console's relying party: its origin and host (CONSOLE_PUBLIC_URL, else PUBLIC_URL). */
export const parteConfiante = (config: Pick<AppConfig, 'consolePublicUrl' | 'publicUrl'>): ParteConfiante =>
  parteConfianteDe(config.consolePublicUrl ?? config.publicUrl);

/** The staff's WebAuthn challenges, for the shared ceremonies (platform/webauthn.ts). */
export const DESAFIOS_EQUIPE: TabelaDesafios = {
  tabela: equipeDesafios,
  desafio: equipeDesafios.desafio,
  tipo: equipeDesafios.tipo,
  dono: equipeDesafios.equipeId,
  expiraEm: equipeDesafios.expiraEm,
};

/** The key of the TOTP secrets at rest: derived from the session secret, for this use only. */
export const chaveTotp = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', sessionSecret, '', 'portal:console:totp', 32));

const chaveCodigos = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', sessionSecret, '', 'portal:console:recuperacao', 32));

export const cifrarTotp = (sessionSecret: string, equipeId: number, segredo: string): string =>
  cifrarSegredoWebhook(chaveTotp(sessionSecret), equipeId, segredo);

export const decifrarTotp = (sessionSecret: string, equipeId: number, guardado: string): string =>
  decifrarSegredoWebhook(chaveTotp(sessionSecret), equipeId, guardado);

export const novoSegredoTotp = (): string => generateSecret();

/** otpauth:// URI for the QR code: the operator's console as issuer, the staff e-mail as label. */
export const uriTotp = (emissor: string, email: string, segredo: string): string =>
  generateURI({ issuer: emissor, label: email, secret: segredo });

/** A 30-second step either side of now is accepted (a phone's clock a little off). */
const TOLERANCIA_S = 30;

/**
 * Checks a code against the staff member's secret at `agora` and, when it fits, records its step so it is
 * never accepted again: true only for a code not used before. `exigeConfirmado`: sign-in (a secret not yet
 * confirmed does not sign anyone in); false for the confirmation of a new one.
 */
export async function conferirTotp(
  db: Executor,
  sessionSecret: string,
  equipeId: number,
  codigo: string,
  agora: Date,
  exigeConfirmado: boolean,
): Promise<boolean> {
  const [totp] = await db.select().from(equipeTotp).where(eq(equipeTotp.equipeId, equipeId));
  if (!totp || (exigeConfirmado && !totp.confirmado)) return false;
  let segredo: string;
  try {
    segredo = decifrarTotp(sessionSecret, equipeId, totp.segredoCifrado);
  } catch {
    return false;
  }
  const resultado = await verificarTotp({
    secret: segredo,
    token: codigo,
    epoch: Math.floor(agora.getTime() / 1000),
    epochTolerance: TOLERANCIA_S,
    ...(totp.ultimoPasso !== null ? { afterTimeStep: totp.ultimoPasso } : {}),
  });
  // A TOTP answer always carries its step (the union also covers HOTP's).
  if (!resultado.valid || !('timeStep' in resultado)) return false;
  const gravados = await db
    .update(equipeTotp)
    .set({ ultimoPasso: resultado.timeStep })
    .where(
      and(
        eq(equipeTotp.equipeId, equipeId),
        or(isNull(equipeTotp.ultimoPasso), lt(equipeTotp.ultimoPasso, resultado.timeStep)),
      ),
    )
    .returning({ equipeId: equipeTotp.equipeId });
  return gravados.length === 1;
}

/** Recovery codes: no 0/O, 1/I/L, so they can be typed from paper. */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';
export const CODIGOS_RECUPERACAO = 10;

/** What is compared: lower case, no spaces or dashes. */
const normalizar = (codigo: string): string => codigo.toLowerCase().replace(/[\s-]/g, '');

const hashCodigo = (sessionSecret: string, codigo: string): string =>
  createHmac('sha256', chaveCodigos(sessionSecret)).update(normalizar(codigo)).digest('hex');

/** Ten letters of ALFABETO, each uniform (bytes past the last whole multiple of its size are redrawn). */
function novoCodigo(random: RandomBytes): string {
  const limite = 256 - (256 % ALFABETO.length);
  let letras = '';
  while (letras.length < 10) {
    for (const b of random(16)) if (b < limite && letras.length < 10) letras += ALFABETO[b % ALFABETO.length];
  }
  return `${letras.slice(0, 5)}-${letras.slice(5)}`;
}

/** Replaces the staff member's recovery codes with ten new ones and answers them (to be shown once). */
export async function novosCodigosRecuperacao(
  db: Executor,
  sessionSecret: string,
  random: RandomBytes,
  equipeId: number,
  agora: Date,
): Promise<string[]> {
  const codigos = Array.from({ length: CODIGOS_RECUPERACAO }, () => novoCodigo(random));
  await db.delete(equipeCodigosRecuperacao).where(eq(equipeCodigosRecuperacao.equipeId, equipeId));
  await db.insert(equipeCodigosRecuperacao).values(
    codigos.map((codigo) => ({
      equipeId,
      codigoHash: hashCodigo(sessionSecret, codigo),
      createdAt: agora,
    })),
  );
  return codigos;
}

/** Uses one recovery code (true once per code: a conditional UPDATE, so two racing uses cannot both pass). */
export async function usarCodigoRecuperacao(
  db: Executor,
  sessionSecret: string,
  equipeId: number,
  codigo: string,
  agora: Date,
): Promise<boolean> {
  const usados = await db
    .update(equipeCodigosRecuperacao)
    .set({ usadoEm: agora })
    .where(
      and(
        eq(equipeCodigosRecuperacao.equipeId, equipeId),
        eq(equipeCodigosRecuperacao.codigoHash, hashCodigo(sessionSecret, codigo)),
        isNull(equipeCodigosRecuperacao.usadoEm),
      ),
    )
    .returning({ id: equipeCodigosRecuperacao.id });
  return usados.length === 1;
}
