import { z } from 'zod';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_SUBJECTS,
  listActivity,
  type ActivitySubject,
} from '#lib/audit/activity.ts';
import { everyCollection } from '#lib/collections/site.ts';
import { getDb } from '#lib/db/client.ts';
import { adminRoute } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';

export const prerender = false;

/** What the log may be filtered on: the built-in subjects and every collection's. */
const subjects = () => [
  ...new Set<string>([...ACTIVITY_SUBJECTS, ...everyCollection().map((c) => c.subject)]),
];

const query = () =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    subject: z.enum(subjects() as [ActivitySubject, ...ActivitySubject[]]).optional(),
  });

/** GET /api/admin/activity?page&subject: the activity log, newest first, 50 entries a page. */
export const GET = adminRoute(
  async ({ url }) => {
    const parsed = query().safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      return apiError(
        400,
        `Use a whole-number page from 1, and subject=${subjects().join(', ')} or none.`,
      );
    }
    const { entries, total } = await listActivity(await getDb(), parsed.data);
    return json({
      entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      total,
      page: parsed.data.page,
      pageSize: ACTIVITY_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
    });
  },
  { resource: 'activity', action: 'read' },
);
