/** The words of a refusal by role: what a 403 says, so the person knows whom to ask. */
import { ROLE_LABELS, type Role } from '#lib/people/fields.ts';
import { roleWithArticle } from '#lib/people/terms.ts';

/** The 403 a signed-in admin gets for what their role may not do; `needed`: the least role that may. */
export function roleRefusal(role: Role, needed: Role | null): string {
  if (needed === null) return `No role can do this, and you are ${roleWithArticle(role)}.`;
  const who =
    needed === 'owner'
      ? 'Only an owner can do this'
      : `This needs the ${ROLE_LABELS[needed]} role or higher`;
  return `${who}, and you are ${roleWithArticle(role)}. Ask an owner if you need it.`;
}
