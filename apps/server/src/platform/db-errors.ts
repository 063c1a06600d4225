// SQLSTATE codes of database errors, found whether the driver's error arrives bare (pg, PGlite) or
// wrapped by drizzle (DrizzleQueryError.cause).
export const UNIQUE_VIOLATION = '23505';

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Class 22, "data exception": a value out of range, badly encoded or malformed for its column. */
export const isDataException = (sqlState: string): boolean => sqlState.startsWith('22');

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === UNIQUE_VIOLATION;
