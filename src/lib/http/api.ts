/** Shared rules for the JSON API routes: same-origin and JSON-only requests, bounded bodies, uniform errors. */
import type { z } from 'zod';
import type { StaleConflict } from '#lib/content/conflict-words.ts';
import { readBodyChunks } from './body.ts';
import { isAllowedOrigin } from './site-url.ts';

export interface ApiErrorBody {
  error: string;
  /** Per-field messages for 400 answers, keyed by the field name the client sent. */
  fields?: Record<string, string>;
  /** For 409 answers to a write made against an old version: the record's version now. */
  currentVersion?: number;
  /** With `currentVersion`: who changed the record since, when, and which fields. */
  conflict?: StaleConflict;
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** A JSON answer whose body is JSON text already. */
export function jsonText(
  body: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function apiError(
  status: number,
  error: string,
  extra: Omit<ApiErrorBody, 'error'> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error, ...extra }, status, headers);
}

/**
 * Astro's origin check covers form posts only, so JSON endpoints check for themselves: the request
 * must carry an Origin (browsers always send it on POST) equal to the public origin (SITE_URL) or the
 * origin the request was addressed to.
 */
export function isSameOrigin(request: Request, url: URL): boolean {
  return isAllowedOrigin(request.headers.get('origin'), url);
}

export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Bodies of forms and short admin fields: a few kilobytes of text with room to spare. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * The body limit for a JSON write whose longest field may hold `maxChars` characters: each UTF-16
 * unit escaped as `\uXXXX` (6 bytes, the longest JSON spelling of one), plus MAX_JSON_BYTES for the
 * other fields. A post at its full length saves whatever its characters and however it is encoded.
 */
export const jsonBodyLimitFor = (maxChars: number) => maxChars * 6 + MAX_JSON_BYTES;

export class RequestBodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A body refused as too large is still read (and thrown away) up to this much, so its 413 arrives. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/** Reads at most `limit` bytes; refuses larger bodies (413) before buffering them whole. */
export async function readBodyBytes(
  request: Request,
  limit: number,
  tooLarge = 'Request body is too large.',
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new RequestBodyError(413, tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  await readBodyChunks(
    request.body,
    (chunk) => {
      size += chunk.byteLength;
      if (size > limit) throw new RequestBodyError(413, tooLarge);
      chunks.push(chunk);
    },
    { drainBytes: DRAIN_BYTES },
  );
  return Buffer.concat(chunks);
}

export async function readBodyText(request: Request, limit = MAX_JSON_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/**
 * A multipart or urlencoded form read within `limit` bytes (413 past it), whatever the adapter's
 * own body limit: that one is as large as the largest upload.
 */
export async function readFormData(
  request: Request,
  limit: number,
  tooLarge = 'Request body is too large.',
): Promise<FormData> {
  const body = await readBodyBytes(request, limit, tooLarge);
  const type = request.headers.get('content-type') ?? '';
  return new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
}

export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readBodyText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestBodyError(400, 'Request body is not valid JSON.');
  }
}

/** Zod issues as one message per field (the first issue of each), for 400 answers and forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Guards a JSON write endpoint: same origin (403), JSON content type (415), body within limits (413),
 * valid JSON (400). Returns the parsed body or the Response to send.
 */
export async function guardJsonWrite(
  request: Request,
  url: URL,
  maxBytes = MAX_JSON_BYTES,
): Promise<{ body: unknown } | { response: Response }> {
  if (!isSameOrigin(request, url))
    return { response: apiError(403, 'Cross-origin requests are not allowed.') };
  if (!isJsonRequest(request))
    return { response: apiError(415, 'Send the request as application/json.') };
  try {
    return { body: await readJson(request, maxBytes) };
  } catch (error) {
    if (error instanceof RequestBodyError)
      return { response: apiError(error.status, error.message) };
    throw error;
  }
}
