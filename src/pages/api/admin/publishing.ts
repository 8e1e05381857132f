import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { splitRenderable } from '#lib/posts/renderable.ts';
import { leftOutImages } from '#lib/media/left-out.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

const currentStatus = async () => {
  const publisher = sitePublisher();
  return (await publisher.loadStatus?.()) ?? publisher.status();
};

/**
 * Where the latest change is on its way to the live site, which published posts the build leaves
 * out, and which images pages use that it leaves out (each page shows its fallback instead).
 * `?fields=status` answers the status alone: the admin polls it every second while a change goes
 * live, and the lists read every post (about a second of the server's time at ten thousand posts,
 * taken from the publish being waited for).
 */
export const GET = adminRoute(
  async ({ url }) => {
    const status = await currentStatus();
    if (url.searchParams.get('fields') === 'status') return json({ status });
    const db = await getDb();
    const { leftOut } = splitRenderable(await allInsights(db));
    return json({ status, leftOut, leftOutImages: await leftOutImages(db) });
  },
  { resource: 'publishing', action: 'read' },
);

/** Retries the build after a failure: the changes it carried are built again. */
export const POST = adminWrite(
  z.object({ retry: z.literal(true, { error: 'Send { "retry": true } to rebuild.' }) }),
  async () => {
    const before = await currentStatus();
    if (before.state !== 'failed') {
      return apiError(409, 'The last build did not fail: there is nothing to retry.');
    }
    sitePublisher().contentChanged('Retry after a failed build');
    return json({ status: await currentStatus() }, 202);
  },
  { resource: 'publishing', action: 'publish' },
);
