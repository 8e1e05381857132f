import { adminRoute } from '../../../lib/http/admin-route.ts';
import { json } from '../../../lib/http/api.ts';
import { sitePublisher } from '../../../lib/publishing/index.ts';

export const prerender = false;

export const GET = adminRoute(async () => {
  const publisher = sitePublisher();
  return json({ status: (await publisher.loadStatus?.()) ?? publisher.status() });
});
