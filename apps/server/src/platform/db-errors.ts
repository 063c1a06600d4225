// SQLSTATE codes of database errors, found whether the driver's error arrives bare (pg, PGlite) or
// wrapped by drizzle (DrizzleQueryError.cause).
export const UNIQUE_VIOLATION = '23505';

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

interface ErrorLink {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (drizzle wraps the driver's error; a few levels at most). */
function* errorChain(error: unknown): Generator<ErrorLink> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    yield current;
    current = (current as ErrorLink).cause;
  }
}

export function sqlStateOf(error: unknown): string | undefined {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** Class 22, "data exception": a value out of range, badly encoded or malformed for its column. */
export const isDataException = (sqlState: string): boolean => sqlState.startsWith('22');

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === UNIQUE_VIOLATION;

/**
 * SQLSTATEs of a database that is gone or refusing work for a while (issue 18): class 08 (connection
 * exception), 57P01–57P03 (shut down by the administrator, crashed, starting up), 53300 (too many
 * connections) and 57014 (a statement cancelled by statement_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
/** Socket errors of the driver, and pg's own messages for a dropped connection or a full pool. */
const UNAVAILABLE_CODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * A failure of the database connection rather than of the request: the member gets a 503 and may retry,
 * and the pool replaces the connection by itself once the database answers again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlState = sqlStateOf(error);
  if (sqlState) return UNAVAILABLE_SQLSTATE.test(sqlState);
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && UNAVAILABLE_CODE.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** The constraint a violation names (pg and PGlite both report it), e.g. 'titulos_codigo_unique'. */
export function constraintOf(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const { constraint } = link as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
