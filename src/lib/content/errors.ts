/**
 * The refusals every content write can give, one class for all entities: the admin API turns each
 * kind into its status (src/lib/http/admin-route.ts), so an entity module only says what went wrong.
 */
import type { StaleConflict } from './conflict-words.ts';

export type ContentErrorKind =
  | 'not-found'
  | 'slug-taken'
  | 'incomplete'
  | 'unknown-taxonomy'
  | 'stale'
  | 'in-use'
  | 'unknown-image'
  | 'near-duplicate'
  /** The signed-in person's role may not make this change (a contributor and a published record). */
  | 'forbidden'
  /** A write that would clash with what is there (a redirect loop, a source already taken). */
  | 'conflict'
  /** Input that passes its schema but not a rule that needs the database (400). */
  | 'invalid';

export class ContentError extends Error {
  readonly kind: ContentErrorKind;
  /** For `stale`: the version the record has now. */
  readonly currentVersion: number | undefined;
  /** For `unknown-image` and `conflict`: the form field the refusal is about. */
  readonly field: string | undefined;
  /** For `stale`: who changed the record since it was read, when, and which fields. */
  readonly conflict: StaleConflict | undefined;
  constructor(
    kind: ContentErrorKind,
    message: string,
    detail: { currentVersion?: number; field?: string; conflict?: StaleConflict } = {},
  ) {
    super(message);
    this.kind = kind;
    this.currentVersion = detail.currentVersion;
    this.field = detail.field;
    this.conflict = detail.conflict;
  }
}

/** Postgres error code, wherever the driver or Drizzle put it. */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Postgres's unique_violation: two writes raced for the same slug, and the unique index decided. */
export const UNIQUE_VIOLATION = '23505';
/** Postgres's foreign_key_violation: a linked record was deleted in the meantime. */
export const FOREIGN_KEY_VIOLATION = '23503';
