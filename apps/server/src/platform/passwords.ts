// argon2id with the OWASP Password Storage Cheat Sheet parameters (m=19 MiB, t=2, p=1; ASVS 11.4.2).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: the enum is const, so its value is spelled out.

export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** A malformed stored hash counts as a mismatch rather than an error the caller must handle. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A real argon2id hash of nothing anyone knows: unknown CPFs are verified against it so that a login
 * for a CPF without an account costs the same time as a wrong password.
 */
export const getDummyHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));
