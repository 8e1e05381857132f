/**
 * What a log line may say about a failure while handling a lead. Database errors quote the failed
 * query's parameters (the visitor's name, email and message), so a log names the lead by id and the
 * failure by its SQLSTATE code or error class, never by a message that may repeat the lead's fields.
 */

/** The SQLSTATE code anywhere in the error's cause chain. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function describeFailure(error: unknown): string {
  const code = sqlState(error);
  if (code) return `database error ${code}`;
  if (error instanceof Error) return `${error.name} (details withheld: they may quote the lead)`;
  return typeof error;
}
