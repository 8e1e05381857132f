/**
 * The history routes' access check, made before the database is read: a revision is the whole
 * record, so reading one needs what reading the record needs (revisionReadRole), and the answer
 * never says whether a record the caller may not read exists.
 */
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { roleRefusal } from '#lib/http/admin-route.ts';
import { apiError } from '#lib/http/api.ts';
import { roleAtLeast } from '#lib/people/fields.ts';
import { deletedRecordMessage, revisionReadRole } from './fields.ts';

/** The 403 (or, for a kind that keeps no history, 404) to answer instead, or null to go on. */
export function revisionRefusal(user: SignedInAdmin, kind: string, id: string): Response | null {
  const needed = revisionReadRole(kind, id);
  if (needed === null) return apiError(404, deletedRecordMessage(kind));
  return roleAtLeast(user.role, needed) ? null : apiError(403, roleRefusal(user.role, needed));
}
