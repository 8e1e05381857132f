/**
 * The messages between the serving thread and a worker (pool.ts, thread.ts), and how an error
 * crosses: by its class name and own fields, so the serving thread throws the same ContentError,
 * ImportFileError or database error the work threw, and the route answers it as it would have.
 */
import { ContentError } from '#lib/content/errors.ts';
import { ImportFileError } from '#lib/import/errors.ts';
import { RedirectCsvError } from '#lib/redirects/csv-error.ts';
import { UploadRefused } from '#lib/import/upload-refused.ts';

/** From the serving thread to a worker. */
export type ToWorker =
  | { type: 'run'; id: number; task: string; input: unknown }
  | { type: 'pull'; id: number }
  | { type: 'cancel'; id: number }
  | { type: 'db-reply'; id: number; result?: unknown; error?: SentError };

/** From a worker to the serving thread. */
export type FromWorker =
  | { type: 'done'; id: number; result: unknown }
  | { type: 'fail'; id: number; error: SentError }
  | { type: 'progress'; id: number; data: unknown }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'content-changed'; change?: string | undefined }
  | DatabaseRequest;

/** A query from a worker, run by the serving thread on its embedded database (bridge.ts). */
export type DatabaseRequest = { type: 'db'; id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      drizzle: boolean;
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
);

export interface SentError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** Copies the fields a structured clone keeps (functions and symbols are left out). */
function plainFields(error: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'function' || typeof value === 'symbol') continue;
    fields[key] = key === 'cause' && value instanceof Error ? sendError(value) : value;
  }
  return fields;
}

export function sendError(error: unknown): SentError {
  if (error instanceof Error) {
    return { name: error.constructor.name, message: error.message, fields: plainFields(error) };
  }
  return { name: 'Error', message: String(error), fields: {} };
}

const KNOWN: Record<string, (sent: SentError) => Error> = {
  ContentError: ({ message, fields }) =>
    new ContentError(fields.kind as ConstructorParameters<typeof ContentError>[0], message, fields),
  ImportFileError: ({ message, fields }) =>
    // The message has its line already: the line is set apart, as the constructor sets it.
    Object.assign(new ImportFileError(fields.field as 'file' | 'uploads', message), {
      line: fields.line,
    }),
  RedirectCsvError: ({ fields }) =>
    new RedirectCsvError(fields.problems as RedirectCsvError['problems']),
  UploadRefused: ({ message, fields }) => new UploadRefused(fields.status as 400, message),
};

/** The error a worker sent, as an error of the same class (or an Error with the same fields). */
export function receiveError(sent: SentError): Error {
  const make = KNOWN[sent.name];
  const error = make ? make(sent) : new Error(sent.message);
  for (const [key, value] of Object.entries(sent.fields)) {
    if (key === 'cause' && value && typeof value === 'object' && 'name' in value) {
      (error as unknown as Record<string, unknown>).cause = receiveError(value as SentError);
    } else if (!(key in error)) {
      (error as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!make && sent.name !== 'Error') Object.defineProperty(error, 'name', { value: sent.name });
  return error;
}
