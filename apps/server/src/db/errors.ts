// Recognising a constraint the database refused, whichever driver (pg or PGlite) raised it and however
// Drizzle wrapped it (DrizzleQueryError keeps the driver's error as `cause`).

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function violates(error: unknown, sqlState: string, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint: name, cause } = current as DriverError;
    if (code === sqlState && name === constraint) return true;
    current = cause;
  }
  return false;
}

/** True when `error` (or an error it wraps) is a unique violation (23505) of `constraint`. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  violates(error, '23505', constraint);

/** True when `error` (or an error it wraps) is an exclusion violation (23P01) of `constraint`. */
export const isExclusionViolation = (error: unknown, constraint: string): boolean =>
  violates(error, '23P01', constraint);

/** True when `error` (or an error it wraps) is a foreign key violation (23503) of `constraint`. */
export const isForeignKeyViolation = (error: unknown, constraint: string): boolean =>
  violates(error, '23503', constraint);
