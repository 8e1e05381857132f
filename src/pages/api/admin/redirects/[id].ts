import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminDelete, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import { deleteRedirect, updateRedirect } from '#lib/redirects/admin.ts';
import { redirectInput } from '#lib/redirects/input.ts';
import { redirectJson } from '#lib/redirects/json.ts';

export const prerender = false;

const NOT_FOUND =
  'That redirect does not exist. The old addresses of renamed posts and pages change only with their page.';
const idOf = (id: string | undefined) => (z.uuid().safeParse(id).success ? id! : null);

/** PUT: changes a kept redirect against the version in If-Match (428 without, 409 when stale). */
export const PUT = adminWrite(
  redirectInput,
  async ({ params, request }, user, input) => {
    const id = idOf(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    const saved = await updateRedirect(await getDb(), user, id, input, expected.version);
    return versionedJson(
      { redirect: redirectJson(saved.redirect), via: saved.via, alsoChanged: saved.alsoChanged },
      saved.redirect.version ?? 1,
    );
  },
  { resource: 'redirects', action: 'update' },
);

/** DELETE: removes a kept redirect at the version in If-Match. */
export const DELETE = adminDelete(
  async ({ params, request }, user) => {
    const id = idOf(params.id);
    if (!id) return apiError(404, NOT_FOUND);
    const expected = expectedVersion(request);
    if ('response' in expected) return expected.response;
    await deleteRedirect(await getDb(), user, id, expected.version);
    return json({ ok: true });
  },
  { resource: 'redirects', action: 'delete' },
);
