import { z } from 'zod';
import { getAuth } from '#lib/auth/index.ts';
import { getDb } from '#lib/db/client.ts';
import { adminDelete, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { changeRole, PEOPLE_MESSAGES, removePerson } from '#lib/people/admin.ts';
import { roleInput } from '#lib/people/input.ts';
import { personJson } from '#lib/people/json.ts';

export const prerender = false;

const personId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id : undefined);

/**
 * PATCH {role}: gives the person another role and ends their sessions (owners only); 409 when it
 * would leave no owner.
 */
export const PATCH = adminWrite(
  roleInput,
  async ({ params }, owner, { role }) => {
    const id = personId(params.id);
    if (!id) return apiError(404, PEOPLE_MESSAGES.notFound);
    const person = await changeRole(await getDb(), owner, id, role, (await getAuth()).kind);
    return json({ person: personJson(person) });
  },
  { resource: 'people', action: 'update' },
);

/** DELETE: removes the person's access and ends their sessions (owners only); 409 for the last owner. */
export const DELETE = adminDelete(
  async ({ params }, owner) => {
    const id = personId(params.id);
    if (!id) return apiError(404, PEOPLE_MESSAGES.notFound);
    const person = await removePerson(await getDb(), owner, id);
    return json({ person: personJson(person) });
  },
  { resource: 'people', action: 'delete' },
);
