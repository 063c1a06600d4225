// The random tokens of public links (a shared card, an appointment's confirm/cancel link): 32 random bytes
// in base64url (256 bits), kept only as their SHA-256 so a copy of the tables opens nothing. A string
// that cannot be one of ours is never looked up. Tokens are never logged (platform/log-redaction.ts).
import { randomToken, sha256Hex, type RandomBytes } from './clock.js';

/** 32 random bytes, base64url: what randomToken gives, and nothing else is looked up. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** A new token and the hash to store. */
export function novoTokenServico(random: RandomBytes): { token: string; hash: string } {
  const token = randomToken(random, 32);
  return { token, hash: sha256Hex(token) };
}

/** The stored hash of `token`; null when the string cannot be a token we issued. */
export const hashTokenServico = (token: string): string | null =>
  TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
