/**
 * The admin's Overview (docs/product-rules.md, "Overview"): this week's changes and who made them,
 * this week's leads by source, and the drafts and scheduled posts, each counted by an aggregate
 * query over an index (the activity log's and the leads' time, the posts table is small), so the
 * screen costs the same however long the site has run.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { may, type Resource } from '#lib/access/policy.ts';
import { ACTIVITY_SUBJECTS, type ActivitySubject } from '#lib/audit/activity.ts';
import type { Database } from '#lib/db/database.ts';
import { adminActivity, leads, posts } from '#lib/db/schema.ts';
import { SOURCE_SQL } from '#lib/leads/report.ts';
import { NOT_KNOWN_LABEL } from '#lib/leads/report-json.ts';
import type { OverviewJson, OverviewPosts } from './json.ts';
import type { Role } from '#lib/people/fields.ts';
import type { OverviewWeek } from './week.ts';

/** The latest changes, drafts and scheduled posts the screen lists (the counts cover them all). */
export const OVERVIEW_LIST_ROWS = 8;
/** The sources of leads listed by name; the rest are summed. */
export const OVERVIEW_SOURCES = 5;
/** The people listed by their changes (a team larger than this is summed by the total). */
const OVERVIEW_PEOPLE = 20;

/** The resource of each subject of the activity log: what a role must read to see its entries. */
const SUBJECT_RESOURCES: Record<ActivitySubject, Resource> = {
  post: 'posts',
  lead: 'leads',
  taxonomy: 'taxonomies',
  media: 'media',
  location: 'locations',
  industry: 'industries',
  // Added by its collection's definition (src/lib/landing-pages/collection.ts).
  'landing-page': 'landing-pages' as Resource,
  page: 'pages',
  settings: 'settings',
  account: 'people',
  person: 'people',
  redirect: 'redirects',
  import: 'site-import',
};

/**
 * The log's subjects a role sees on the Overview: all of them for a role that reads the activity
 * log; otherwise the changes to what it may read (a contributor: posts, taxonomies, media,
 * locations and industries, never leads, people, pages or Settings).
 */
export function visibleSubjects(role: Role): readonly ActivitySubject[] | 'all' {
  if (may(role, 'activity', 'read')) return 'all';
  return ACTIVITY_SUBJECTS.filter((subject) => may(role, SUBJECT_RESOURCES[subject], 'read'));
}

export interface OverviewOptions {
  week: OverviewWeek;
  now: Date;
  /** The role of the person asking: what of the log and the leads it may see. */
  role: Role;
}

async function weekChanges(db: Database, { week, role }: OverviewOptions) {
  const subjects = visibleSubjects(role);
  const where = and(
    gte(adminActivity.at, week.start),
    lt(adminActivity.at, week.end),
    subjects === 'all' ? undefined : inArray(adminActivity.subjectType, [...subjects]),
  );
  const changes = sql<number>`count(*)::int`;
  const [byPerson, latest, [totals]] = await Promise.all([
    db
      .select({ email: adminActivity.actorEmail, count: changes })
      .from(adminActivity)
      .where(where)
      .groupBy(adminActivity.actorEmail)
      .orderBy(desc(changes), asc(adminActivity.actorEmail))
      .limit(OVERVIEW_PEOPLE),
    db
      .select({
        id: adminActivity.id,
        at: adminActivity.at,
        actorEmail: adminActivity.actorEmail,
        summary: adminActivity.summary,
      })
      .from(adminActivity)
      .where(where)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(OVERVIEW_LIST_ROWS),
    db.select({ total: count() }).from(adminActivity).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    byPerson,
    latest: latest.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

async function weekLeads(db: Database, { week }: OverviewOptions) {
  const where = and(
    eq(leads.isSpam, false),
    gte(leads.createdAt, week.start),
    lt(leads.createdAt, week.end),
  );
  const source = sql<string>`${sql.raw(SOURCE_SQL)}`;
  const leadsCount = sql<number>`count(*)::int`;
  const [bySource, [totals]] = await Promise.all([
    db
      .select({ source, count: leadsCount })
      .from(leads)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(desc(leadsCount), asc(sql`1`))
      .limit(OVERVIEW_SOURCES),
    db
      .select({ total: leadsCount, sources: sql<number>`count(distinct ${source})::int` })
      .from(leads)
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  const listed = bySource.reduce((sum, row) => sum + row.count, 0);
  const more = (totals?.sources ?? 0) - bySource.length;
  return {
    total,
    bySource: bySource.map((row) => ({ source: row.source || NOT_KNOWN_LABEL, count: row.count })),
    other: more > 0 ? { sources: more, count: total - listed } : null,
  };
}

async function postsToFinish(db: Database, { now }: OverviewOptions) {
  const draft = eq(posts.isPublished, false);
  const scheduled = and(eq(posts.isPublished, true), gt(posts.publishedAt, now));
  const [[counts], drafts, upcoming] = await Promise.all([
    db
      .select({
        drafts: sql<number>`(count(*) filter (where ${draft}))::int`,
        scheduled: sql<number>`(count(*) filter (where ${scheduled}))::int`,
      })
      .from(posts),
    db
      .select({ id: posts.id, title: posts.title, at: posts.updatedAt })
      .from(posts)
      .where(draft)
      .orderBy(desc(posts.updatedAt), asc(posts.title))
      .limit(OVERVIEW_LIST_ROWS),
    db
      .select({ id: posts.id, title: posts.title, at: posts.publishedAt })
      .from(posts)
      .where(scheduled)
      .orderBy(asc(posts.publishedAt), asc(posts.title))
      .limit(OVERVIEW_LIST_ROWS),
  ]);
  const listed = (total: number, items: { id: string; title: string; at: Date | null }[]) =>
    ({
      total,
      items: items.map((item) => ({ ...item, at: (item.at ?? now).toISOString() })),
    }) satisfies OverviewPosts;
  return {
    drafts: listed(counts?.drafts ?? 0, drafts),
    scheduled: listed(counts?.scheduled ?? 0, upcoming),
  };
}

export async function adminOverview(db: Database, options: OverviewOptions): Promise<OverviewJson> {
  const [changes, leadsOfWeek, postsOf] = await Promise.all([
    weekChanges(db, options),
    may(options.role, 'leads', 'read') ? weekLeads(db, options) : null,
    postsToFinish(db, options),
  ]);
  const { from, to, label } = options.week;
  return { week: { from, to, label }, changes, leads: leadsOfWeek, posts: postsOf };
}
