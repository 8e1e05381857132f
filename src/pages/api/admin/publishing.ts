import { getDb } from '#lib/db/client.ts';
import { allInsights } from '#lib/content/index.ts';
import { splitRenderable } from '#lib/content/renderable.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

export const prerender = false;

/** Where the latest change is on its way to the live site, and which published posts the build leaves out. */
export const GET = adminRoute(async () => {
  const publisher = sitePublisher();
  const { leftOut } = splitRenderable(await allInsights(await getDb()));
  return json({ status: (await publisher.loadStatus?.()) ?? publisher.status(), leftOut });
});
