/**
 * The signed-in person's role, for the admin to hide what it cannot do (the server decides: every
 * route checks the role itself). Set where the admin learns who is signed in; until then, and after
 * a sign-out, the least role applies.
 */
import { useSyncExternalStore } from 'react';
import { can, type Ability } from '#lib/access/policy.ts';
import type { Role } from '#lib/people/fields.ts';

let signedInRole: Role = 'contributor';
const listeners = new Set<() => void>();

/** Called with the person who signed in (or null after a sign-out). */
export function setSignedInRole(user: { role: Role } | null): void {
  signedInRole = user?.role ?? 'contributor';
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRole = (): Role => useSyncExternalStore(subscribe, () => signedInRole);

/** Whether the signed-in person's role may do this. */
export const useCan = (ability: Ability): boolean => can(useRole(), ability);
