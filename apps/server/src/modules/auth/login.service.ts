// Password login: header decoding, per-account failure counting kept in the database (past the limit the
// visible bot-check and a pause, never a lockout), argon2id verification that costs the same for unknown
// CPFs (no account enumeration). Decided in docs/decisions/0003 and 0011.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { MESSAGES, isValidCpfDigits } from '@portal/domain';
import { fromBase64 } from '@portal/domain/contract/auth/basic-authorization';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { tentativasLogin, contas } from '../../db/schema/auth.js';
import { pessoas } from '../../db/schema/pessoas.js';
import {
  accountColumns,
  findAccount,
  joinPersonOnAccount,
  type AccountWithHash,
} from '../../platform/accounts.js';
import { hmacHex } from '../../platform/clock.js';
import { audit, type AuditAction } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { getDummyHash, verifyPassword } from '../../platform/passwords.js';
import { newSession } from '../../platform/session.js';
import { reconhecerDispositivo } from '../../platform/dispositivo.js';
import { avisarNovoDispositivo } from './novo-dispositivo.service.js';

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

const attemptParameters = (options: {
  config: AppConfig;
  cpfKey: string;
  ip: string;
  now: Date;
  passedChallenge: boolean;
}) => ({
  cpfKey: options.cpfKey,
  ip: options.ip,
  now: options.now.toISOString(),
  windowStart: new Date(options.now.getTime() - options.config.login.windowMinutes * 60_000).toISOString(),
  limit: options.config.login.maxFailuresPerAccount,
  passedChallenge: options.passedChallenge,
});

/**
 * Counts this attempt before its password is compared, in one step per CPF (an advisory lock around the
 * count and the insert), so simultaneous guesses each see the ones before them. The failures are those
 * inside the window and after the CPF's last success. Past the limit the attempt needs the visible
 * bot-check: without it nothing is recorded or compared (`null`). The password change counts the same way.
 * One round trip: the lock, the count and the insert are a database function (migration 0020).
 */
export async function countAttempt(options: {
  db: Database;
  config: AppConfig;
  cpfKey: string;
  ip: string;
  now: Date;
  passedChallenge: boolean;
}): Promise<{ id: number; failures: number } | null> {
  const [row] = await countAttemptStatement(options.db).execute(attemptParameters(options));
  if (!row) throw new Error('login: the attempt was not counted');
  return row.id === null ? null : { id: row.id, failures: row.falhas };
}

/** The database function of migration 0020: one row, `id` null when the attempt was not recorded. */
const countedAttempt = sql`portal_contar_tentativa_login(${sql.placeholder('cpfKey')}, ${sql.placeholder('ip')},
  ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('windowStart')}::timestamptz,
  ${sql.placeholder('limit')}::integer, ${sql.placeholder('passedChallenge')}::boolean) as tentativa`;
const attemptColumns = { id: sql<number | null>`tentativa.id`, falhas: sql<number>`tentativa.falhas` };

/** Prepared once per database (decision 0012): every password change runs it. */
const countAttemptStatement = preparedPerDatabase((db) =>
  db.select(attemptColumns).from(countedAttempt).prepare('portal_contar_tentativa_login'),
);

/**
 * The login's first round trip (issue 18): the attempt counted as above and the CPF's account read beside it.
 * The account read depends on nothing the count writes; reading it when the count refuses costs nothing
 * the caller shows (the refusal answers without looking at it).
 */
const countAttemptAndReadAccount = preparedPerDatabase((db) =>
  db
    .select({ ...attemptColumns, ...accountColumns, senhaHash: contas.senhaHash })
    .from(countedAttempt)
    .leftJoin(pessoas, eq(pessoas.cpf, sql.placeholder('cpf')))
    .leftJoin(contas, joinPersonOnAccount)
    .prepare('portal_login_tentativa_conta'),
);

/** Records a finished attempt, e.g. the success of a proven owner (new password) that resets the count. */
export async function recordAttempt(options: {
  db: Database;
  cpfKey: string;
  ip: string;
  at: Date;
  sucesso: boolean;
}): Promise<void> {
  await options.db
    .insert(tentativasLogin)
    .values({ cpfHash: options.cpfKey, ip: options.ip, at: options.at, sucesso: options.sucesso });
}

/** The counted attempt turned out right: it stops counting as a failure and resets the count. */
export const attemptSucceededWrite = ({ db, id }: { db: Database; id: number }) =>
  db.update(tentativasLogin).set({ sucesso: true }).where(eq(tentativasLogin.id, id));

export async function attemptSucceeded(options: { db: Database; id: number }): Promise<void> {
  await attemptSucceededWrite(options);
}

export const findAccountById = ({ db, contaId }: { db: Database; contaId: number }) =>
  findAccount(db, eq(contas.id, contaId));

export type LoginOutcome =
  /** Right password: `attemptId` is the counted attempt, to be marked a success with the sign-in's writes. */
  | { kind: 'ok'; account: AccountWithHash; attemptId: number }
  /** Wrong password (or unknown CPF); `challenge` when the next try needs the visible bot-check. */
  | { kind: 'invalid'; pessoaId: number | null; challenge: boolean }
  /** Past the failure limit without the visible bot-check: the password was not looked at. */
  | { kind: 'challenge' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the attempt, then checks the password (against a dummy hash when the CPF has no account). A CPF
 * past the failure limit is never locked out: with the visible bot-check passed its attempts are only
 * slowed down, so the right password still works (OWASP), while guessing needs a solved bot-check each time.
 */
export async function authenticate(options: {
  db: Database;
  config: AppConfig;
  credentials: LoginCredentials;
  ip: string;
  now: Date;
  passedChallenge: boolean;
}): Promise<LoginOutcome> {
  const { db, config, credentials } = options;
  const cpfKey = cpfAttemptKey(config.sessionSecret, credentials.cpf);
  const [row] = await countAttemptAndReadAccount(db).execute({
    ...attemptParameters({ ...options, cpfKey }),
    cpf: credentials.cpf,
  });
  if (!row) throw new Error('login: the attempt was not counted');
  if (row.id === null) return { kind: 'challenge' };
  const { id: attemptId, falhas: failures, ...joined } = row;
  if (failures >= config.login.maxFailuresPerAccount) await sleep(config.login.challengeDelayMs);
  // The left joins type every column nullable; an account found has its person, all columns as findAccount's.
  const account = joined.contaId === null ? undefined : (joined as AccountWithHash);
  const valid = await verifyPassword(account?.senhaHash ?? (await getDummyHash()), credentials.password);
  if (valid && account !== undefined) return { kind: 'ok', account, attemptId };
  return {
    kind: 'invalid',
    pessoaId: account?.pessoaId ?? null,
    challenge: failures + 1 >= config.login.maxFailuresPerAccount,
  };
}

/**
 * A fresh (rotated) session for the account, on the caller's device (platform/dispositivo.ts), the security
 * event in the audit trail and `junto` (the counted attempt marked a success) written in one statement
 * (issue 18): all or none. Every sign-in door goes through here, so every session has its device. A device the
 * account did not know gets the new-device notice (decision 0055) — except the account's first device (its
 * first access, or its first sign-in after issue 42: nothing to compare with) and `avisarNovoDispositivo:
 * false` (the app's hand-over token: minted minutes ago by a signed-in session of the same account).
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { contaId: number; pessoaId: number },
  action: AuditAction,
  junto: SQLWrapper[] = [],
  { avisarNovoDispositivo: avisar = true }: { avisarNovoDispositivo?: boolean } = {},
): Promise<void> {
  const dispositivo = await reconhecerDispositivo(request, account.contaId);
  const session = newSession(request, account.contaId, dispositivo.id);
  await audit({
    request,
    action,
    subjectPessoaId: account.pessoaId,
    actorContaId: account.contaId,
    junto: [...junto, ...session.writes],
  });
  session.issue(reply);
  dispositivo.issue(reply);
  if (avisar && dispositivo.novo && !dispositivo.primeiro) {
    await avisarNovoDispositivo({
      request,
      pessoaId: account.pessoaId,
      resumo: dispositivo.resumo,
      at: request.server.ctx.clock(),
    });
  }
}
