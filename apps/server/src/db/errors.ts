// Recognising a constraint the database refused, whichever driver (pg or PGlite) raised it and however
// Drizzle wrapped it (DrizzleQueryError keeps the driver's error as `cause`).

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** True when `error` (or an error it wraps) is a unique violation (23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint: name, cause } = current as DriverError;
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
