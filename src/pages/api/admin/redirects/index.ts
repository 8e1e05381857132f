import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { versionedJson } from '#lib/http/precondition.ts';
import { createRedirect, listRedirects } from '#lib/redirects/admin.ts';
import { redirectInput } from '#lib/redirects/input.ts';
import { redirectJson } from '#lib/redirects/json.ts';

export const prerender = false;

/**
 * GET /api/admin/redirects: every redirect, the kept ones (by hand, CSV, imports: editable, with
 * their hits) and the old addresses of renamed posts and pages (read-only).
 */
export const GET = adminRoute(
  async () => json({ redirects: (await listRedirects(await getDb())).map(redirectJson) }),
  { resource: 'redirects', action: 'read' },
);

/**
 * POST {from, to, status, note}: a new redirect at version 1. 400 for a malformed source or target;
 * 409 for a live page, a source already redirected, or a loop. A target that is redirected itself is
 * followed to its end (`via` names what was collapsed).
 */
export const POST = adminWrite(
  redirectInput,
  async (_context, user, input) => {
    const saved = await createRedirect(await getDb(), user, input);
    return versionedJson(
      { redirect: redirectJson(saved.redirect), via: saved.via, alsoChanged: saved.alsoChanged },
      saved.redirect.version ?? 1,
      201,
    );
  },
  { resource: 'redirects', action: 'create' },
);
