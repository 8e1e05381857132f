/**
 * What an API route answers and logs when its operation throws. The answer: 507 for a write refused
 * for lack of disk space, 503 when the database stopped, 500 otherwise. The log line names the error
 * by its class, SQLSTATE and the failed query's text, never by its parameters: Drizzle's own message
 * repeats them, and they are the request's body (a 5 MB image's bytes, a password's hash, a lead).
 */
import { sqlStateOf, storageFailure } from '#lib/db/storage-failure.ts';
import { apiError } from './api.ts';

export const SERVER_ERROR_MESSAGE =
  'Something went wrong on the server; nothing was changed. Try again.';

const MAX_QUERY_CHARS = 300;

/** The failed query's text, if the error (or what it wraps) carries one. */
function queryOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One log line for a failure. Database errors: class, SQLSTATE and query text. Anything else is a
 * bug in the code: its stack, which names code, not data.
 */
export function describeFailure(error: unknown): string {
  const code = sqlStateOf(error);
  if (code) {
    // The class (DrizzleQueryError), which its `name` ("Error") does not always give.
    const name = error instanceof Error ? error.constructor.name : 'Error';
    const query = queryOf(error);
    const shown =
      query && (query.length > MAX_QUERY_CHARS ? `${query.slice(0, MAX_QUERY_CHARS)}…` : query);
    return `${name}: database error ${code}${shown ? ` in: ${shown}` : ''} (parameters withheld)`;
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error;
}

/** Logs `error` safely under `tag` and answers it: 507, 503 or 500, with a message to act on. */
export function failureResponse(tag: string, error: unknown): Response {
  console.error(`${tag} ${describeFailure(error)}`);
  const known = storageFailure(error);
  return known ? apiError(known.status, known.message) : apiError(500, SERVER_ERROR_MESSAGE);
}
