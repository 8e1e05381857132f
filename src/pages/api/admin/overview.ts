import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { json } from '#lib/http/api.ts';
import { adminOverview } from '#lib/overview/queries.ts';
import { overviewWeek } from '#lib/overview/week.ts';

export const prerender = false;

/**
 * GET /api/admin/overview: the admin's home screen. This week's changes and who made them (a role
 * that may not read the activity log sees the changes to what it may read), this week's leads by
 * source (null for a role that may not read leads), and the drafts and scheduled posts.
 */
export const GET = adminRoute(
  async (_context, user) => {
    const now = new Date();
    const overview = await adminOverview(await getDb(), {
      week: overviewWeek(now),
      now,
      role: user.role,
    });
    return json(overview);
  },
  { resource: 'overview', action: 'read' },
);
