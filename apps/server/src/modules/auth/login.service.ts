// Password login: header decoding, per-account throttling kept in the database, argon2id verification
// that costs the same for unknown CPFs (no account enumeration).
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, isValidCpfDigits } from '@portal/domain';
import { fromBase64 } from '@portal/domain/contract/auth/login';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loginAttempts, portalAccounts } from '../../db/schema/auth.js';
import { people } from '../../db/schema/people.js';
import { findAccount, type AccountWithHash } from '../../platform/accounts.js';
import { hmacHex } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import { getDummyHash, verifyPassword } from '../../platform/passwords.js';

/** Longer inputs are refused before hashing so nobody can make argon2 chew megabytes. */
const PASSWORD_MAX_LENGTH = 256;

export interface LoginCredentials {
  cpf: string;
  password: string;
}

const decode = (value: string): string | null => {
  try {
    return fromBase64(value);
  } catch {
    return null;
  }
};

/** Reads the 'Basic' credential of an Authorization header (spec §7); null when absent or malformed. */
export function basicCredential(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header?.trim() ?? '');
  return match?.[1] ? decode(match[1]) : null;
}

/** `Basic base64(base64(cpfDigits) + ":" + base64(password))` → credentials, or 400 (spec §5 'CPF inválido'). */
export function parseLoginAuthorization(header: string | undefined): LoginCredentials {
  const inner = basicCredential(header);
  const separator = inner?.indexOf(':') ?? -1;
  if (!inner || separator < 1) throw badRequest();
  const cpf = decode(inner.slice(0, separator));
  const password = decode(inner.slice(separator + 1));
  if (!cpf || !password || password.length > PASSWORD_MAX_LENGTH) throw badRequest();
  if (!isValidCpfDigits(cpf)) throw badRequest(MESSAGES.invalidCpf);
  return { cpf, password };
}

/** Attempts are keyed by an HMAC of the CPF: countable across instances, never stored in clear. */
export const cpfAttemptKey = (secret: string, cpf: string): string => hmacHex(secret, `login:${cpf}`);

/**
 * Failures for this CPF inside the window and after its last success. At the limit, even the right
 * password is refused until the window passes, so guessing gains nothing from the 401/429 difference.
 */
export async function isAccountThrottled(options: {
  db: Database;
  config: AppConfig;
  cpfKey: string;
  now: Date;
}): Promise<boolean> {
  const { db, config, cpfKey, now } = options;
  const windowStart = new Date(now.getTime() - config.login.windowMinutes * 60_000);
  const lastSuccess = sql`coalesce((select max(${loginAttempts.at}) from ${loginAttempts}
    where ${loginAttempts.cpfHash} = ${cpfKey} and ${loginAttempts.sucesso}), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.cpfHash, cpfKey),
        eq(loginAttempts.sucesso, false),
        gt(loginAttempts.at, windowStart),
        gt(loginAttempts.at, lastSuccess),
      ),
    );
  return (row?.failures ?? 0) >= config.login.maxFailuresPerAccount;
}

export async function recordAttempt(options: {
  db: Database;
  cpfKey: string;
  ip: string;
  at: Date;
  sucesso: boolean;
}): Promise<void> {
  await options.db
    .insert(loginAttempts)
    .values({ cpfHash: options.cpfKey, ip: options.ip, at: options.at, sucesso: options.sucesso });
}

export const findAccountByCpf = ({ db, cpf }: { db: Database; cpf: string }) =>
  findAccount(db, eq(people.cpf, cpf));
export const findAccountById = ({ db, accountId }: { db: Database; accountId: number }) =>
  findAccount(db, eq(portalAccounts.id, accountId));

export type LoginOutcome =
  | { kind: 'ok'; account: AccountWithHash }
  | { kind: 'invalid'; personId: number | null }
  | { kind: 'throttled' };

/** Checks the throttle, then the password (against a dummy hash when the CPF has no account). */
export async function authenticate(options: {
  db: Database;
  config: AppConfig;
  credentials: LoginCredentials;
  ip: string;
  now: Date;
}): Promise<LoginOutcome> {
  const { db, config, credentials, ip, now } = options;
  const cpfKey = cpfAttemptKey(config.sessionSecret, credentials.cpf);
  if (await isAccountThrottled({ db, config, cpfKey, now })) return { kind: 'throttled' };
  const account = await findAccountByCpf({ db, cpf: credentials.cpf });
  const valid = await verifyPassword(account?.senhaHash ?? (await getDummyHash()), credentials.password);
  const ok = valid && account !== undefined;
  await recordAttempt({ db, cpfKey, ip, at: now, sucesso: ok });
  if (ok) return { kind: 'ok', account };
  return { kind: 'invalid', personId: account?.personId ?? null };
}
