/**
 * What a log line may say about a failure while handling a lead. Database errors quote the failed
 * query's parameters (the visitor's name, email and message), so a log names the lead by id and the
 * failure by its SQLSTATE code or error class, never by a message that may repeat the lead's fields.
 */
import { sqlStateOf } from '#lib/db/storage-failure.ts';

export function describeFailure(error: unknown): string {
  const code = sqlStateOf(error);
  if (code) return `database error ${code}`;
  if (error instanceof Error) return `${error.name} (details withheld: they may quote the lead)`;
  return typeof error;
}
