import { withActivity } from '#lib/audit/activity.ts';
import { readRecord } from '#lib/content/versioned.ts';
import { getDb } from '#lib/db/client.ts';
import { adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { recordId } from '#lib/collections/routes.ts';
import { landingPages, type LandingPageRow } from '#lib/landing-pages/collection.ts';
import { landingPageInput } from '#lib/landing-pages/input.ts';
import { createLandingPageShareLink } from '#lib/landing-pages/share-links.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';

export const prerender = false;

/**
 * POST /api/admin/landing-pages/{id}/share-link: a 7-day link to the saved page as the form holds
 * it now, saved or not, for a reviewer without an account; the page's previous link stops working.
 * The page is checked like a save (400 with a message per field); an unknown id is a 404.
 */
export const POST = adminWrite(
  landingPageInput,
  async ({ params, url }, user, page) => {
    const id = recordId(params.id);
    if (!id) return apiError(404, landingPages.notFound);
    const db = await getDb();
    const link = await withActivity(
      db,
      user,
      async (tx) => {
        const row = await readRecord<LandingPageRow>(tx, landingPages.record, id);
        const created = await createLandingPageShareLink(tx, row.id, page);
        return { ...created, title: row.title };
      },
      (created) => ({
        action: 'landing-page.share-link',
        subjectType: 'landing-page',
        subjectId: id,
        // Never the token: the log is read by every admin, the link is a key.
        summary: `Created a share-preview link for the page ${created.title}, valid until ${formatSiteTime(created.expiresAt)}`,
      }),
    );
    return json(
      {
        url: new URL(`/preview/pages/${link.token}`, url).href,
        expiresAt: link.expiresAt.toISOString(),
      },
      201,
      { 'Cache-Control': 'no-store' },
    );
  },
  { resource: landingPages.resource, action: 'share' },
);
