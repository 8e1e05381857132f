import { linksPointingAt } from '#lib/collections/inbound-links.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { PAGE_NOT_FOUND } from '#lib/pages/admin.ts';
import { isDocumentKey, PAGE_DOCUMENTS } from '#lib/pages/registry.ts';
import { retirablePath } from '#lib/pages/retirable.ts';
import { retireInput } from '#lib/redirects/retire-target.ts';
import { retireBuiltInPage } from '#lib/pages/retire.ts';

export const prerender = false;

/** The page a route names, when it is one of the site's pages that may be retired. */
function retirable(key: string | undefined) {
  if (!key || !isDocumentKey(key)) return null;
  const path = retirablePath(key);
  return path ? { key, path } : null;
}

/** GET /api/admin/pages/{key}/retire: the page's address and every link to it on the site. */
export const GET = adminRoute(
  async ({ params }) => {
    const page = retirable(params.key);
    if (!page) return apiError(404, PAGE_NOT_FOUND);
    return json({ path: page.path, links: await linksPointingAt(await getDb(), page.path) });
  },
  { resource: 'redirects', action: 'read' },
);

/**
 * POST { redirectTo }: retires the page, its address redirecting there over the page the build
 * still writes (400 or 409 on `redirectTo`); deleting that redirect brings the page back.
 */
export const POST = adminWrite(
  retireInput,
  async ({ params }, user, { redirectTo }) => {
    const page = retirable(params.key);
    if (!page) return apiError(404, PAGE_NOT_FOUND);
    const saved = await retireBuiltInPage(await getDb(), user, page.key, redirectTo);
    return json({
      page: { key: page.key, title: PAGE_DOCUMENTS[page.key].title },
      redirect: { from: saved.redirect.from, to: saved.redirect.to },
    });
  },
  // A retired page is a redirect the build serves over it: whoever may add redirects.
  { resource: 'redirects', action: 'create' },
);
