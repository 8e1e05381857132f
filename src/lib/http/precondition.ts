/**
 * Optimistic concurrency over HTTP, for every versioned record (posts, audiences, stages, topics,
 * locations, industries): a record's version travels as its ETag (`"7"`), and a write that changes
 * an existing record names the version it read in `If-Match`. Without one the write is refused (428),
 * so a client can never overwrite a change it has not seen by leaving the header out. The database
 * side of the check is src/lib/content/versioned.ts.
 */
import { apiError, json } from './api.ts';

export const VERSION_HEADER = 'If-Match';

export const MISSING_VERSION_MESSAGE =
  'Say which version this change was made against: send the version you read as an If-Match header, e.g. If-Match: "3".';
export const MALFORMED_VERSION_MESSAGE =
  'If-Match must hold one version as a quoted number, e.g. If-Match: "3".';

/** The ETag of a record's version. */
export const versionTag = (version: number) => `"${version}"`;

/** A JSON answer about one versioned record, with its version as the ETag. */
export const versionedJson = (data: unknown, version: number, status = 200) =>
  json(data, status, { ETag: versionTag(version) });

const TAG = /^(?:W\/)?"?([1-9][0-9]{0,9})"?$/;

/** The version named by the request's If-Match, or the Response (428 missing, 400 malformed) to send. */
export function expectedVersion(request: Request): { version: number } | { response: Response } {
  const header = request.headers.get(VERSION_HEADER)?.trim();
  if (!header) return { response: apiError(428, MISSING_VERSION_MESSAGE) };
  const match = TAG.exec(header);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(version) || version > 2 ** 31 - 1) {
    return { response: apiError(400, MALFORMED_VERSION_MESSAGE) };
  }
  return { version };
}
