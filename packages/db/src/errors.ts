/** Postgres error fields, whether the driver error is raised directly or wrapped by drizzle. */
function pgErrorOf(error: unknown): { code?: string; constraint?: string; constraint_name?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code?: string; constraint?: string };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * True when PostgreSQL ended the transaction because of another one running at the same time: a deadlock
 * (40P01) or a serialization failure (40001). Running the whole transaction again is then safe and expected.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}

/** True when the error is a unique violation (optionally of the named constraint or index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23505') return false;
  if (!constraint) return true;
  const name = pgError.constraint ?? pgError.constraint_name;
  return name === undefined ? String((error as Error).message ?? '').includes(constraint) : name === constraint;
}
