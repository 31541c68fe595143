/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const SQL_STATE = /^[0-9A-Z]{5}$/;

/**
 * What the log may say about an error: database errors (drizzle's wrapper and the drivers' errors carry
 * the SQL text and its parameters, a password hash among them) are reduced to their SQL state and the
 * server's message; any other error keeps its type, message and stack. Used as pino's `err` serializer.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQL_STATE.test(code)) {
      return { type: 'DatabaseError', sqlState: code, message: (e as { message?: unknown }).message };
    }
  }
  if ('params' in error || 'query' in error) return { type: error.name, message: 'database query failed' };
  return { type: error.name, message: error.message, stack: error.stack };
}
