/**
 * The admin's Overview against known rows, on PGlite and Postgres 15 (docs/product-rules.md,
 * "Overview"): the week's changes by person and the latest of them, within New York's Monday to
 * Sunday (a week the clocks change in included); the week's leads by source as the leads report
 * names them, spam and other weeks left out, the smaller sources summed; the drafts and scheduled
 * posts with their counts; and the route, which gives a contributor neither leads nor the log's
 * entries about what it may not read (leads, people, page copy).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as getOverview } from '#pages/api/admin/overview.ts';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import type { DatabaseHandle } from '#lib/db/client.ts';
import type { OverviewJson } from '#lib/overview/json.ts';
import type { Role } from '#lib/people/fields.ts';
import { adminOverview, OVERVIEW_LIST_ROWS } from '#lib/overview/queries.ts';
import { overviewWeek } from '#lib/overview/week.ts';
import { adminDatabase, callRoute, signInAs } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const owner: SignedInAdmin = { id: randomUUID(), email: 'owner@example.com', role: 'owner' };

/** Thursday, March 5, 2020, in New York: its week, Mar 2–8, ends the day the clocks go forward. */
const NOW = new Date('2020-03-05T15:00:00Z');

const CHANGES: { at: string; email: string; subject: string; summary: string }[] = [
  {
    at: '2020-03-02T05:00:00Z',
    email: 'bob@example.com',
    subject: 'person',
    summary: 'Monday 0:00',
  },
  { at: '2020-03-03T15:00:00Z', email: 'ann@example.com', subject: 'post', summary: 'A post' },
  { at: '2020-03-04T15:00:00Z', email: 'ann@example.com', subject: 'page', summary: 'A page' },
  { at: '2020-03-05T14:00:00Z', email: 'ann@example.com', subject: 'lead', summary: 'A lead' },
  { at: '2020-03-06T15:00:00Z', email: 'bob@example.com', subject: 'media', summary: 'An image' },
  // Sunday 23:59 in New York, daylight time: still this week.
  { at: '2020-03-09T03:59:00Z', email: 'cy@example.com', subject: 'redirect', summary: 'Sunday' },
  // Sunday 23:59 of the week before, and Monday 0:00 of the week after: neither counts.
  { at: '2020-03-02T04:59:00Z', email: 'ann@example.com', subject: 'post', summary: 'Before' },
  { at: '2020-03-09T04:00:00Z', email: 'ann@example.com', subject: 'post', summary: 'After' },
];

interface KnownLead {
  at?: string;
  utm?: string;
  referrer?: string;
  landing?: string;
  spam?: boolean;
}
const inWeek = '2020-03-04T15:00:00Z';
const LEADS: KnownLead[] = [
  ...Array.from({ length: 3 }, () => ({ utm: 'google', landing: '/pricing' })),
  { utm: 'google', spam: true },
  { utm: 'google', at: '2020-03-09T04:00:00Z' },
  { referrer: 'www.bing.com', landing: '/blog' },
  { landing: '/contact' },
  { landing: '/' },
  {},
  ...['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((utm) => ({ utm })),
];

async function insertKnown(handle: DatabaseHandle) {
  for (const change of CHANGES) {
    await handle.sql.query(
      `insert into admin_activity (at, actor_id, actor_email, action, subject_type, summary)
       values ($1, $2, $3, 'test.change', $4, $5)`,
      [change.at, randomUUID(), change.email, change.subject, change.summary],
    );
  }
  for (const lead of LEADS) {
    await handle.sql.query(
      `insert into leads (created_at, name, email, company_size, message, landing_page, referrer_host, utm, is_spam)
       values ($1, 'Known', 'known@example.com', '11-50 employees', 'Hello', $2, $3, $4::jsonb, $5)`,
      [
        lead.at ?? inWeek,
        lead.landing ?? null,
        lead.referrer ?? null,
        JSON.stringify(lead.utm ? { utm_source: lead.utm } : {}),
        lead.spam ?? false,
      ],
    );
  }
  const post = (title: string, updated: string, publishedAt: string | null) =>
    handle.sql.query(
      `insert into posts (slug, title, excerpt, content, cover_image_url, is_published, published_at, updated_at)
       values ($1, $2, 'Excerpt.', 'Body.', '/images/insights/cloud.svg', $3, $4, $5)`,
      [title.toLowerCase().replaceAll(' ', '-'), title, publishedAt !== null, publishedAt, updated],
    );
  await post('Draft older', '2020-03-01T12:00:00Z', null);
  await post('Draft newer', '2020-03-04T12:00:00Z', null);
  await post('Scheduled later', '2020-03-01T12:00:00Z', '2020-03-20T13:00:00Z');
  await post('Scheduled sooner', '2020-03-01T12:00:00Z', '2020-03-06T13:00:00Z');
  await post('Published', '2020-03-01T12:00:00Z', '2020-03-01T13:00:00Z');
}

describe.each(engines)('the admin’s Overview on $name', (engine) => {
  const database = adminDatabase(engine, owner, insertKnown);
  const overview = (role: Role = 'editor') =>
    adminOverview(database.handle.db, { week: overviewWeek(NOW), now: NOW, role });

  it('counts the week’s changes by person, Monday 0:00 to Sunday 23:59 in New York', async () => {
    const { week, changes } = await overview();
    expect(week).toEqual({ from: '2020-03-02', to: '2020-03-08', label: 'Mar 2 – Mar 8, 2020' });
    expect(changes.total).toBe(6);
    expect(changes.byPerson).toEqual([
      { email: 'ann@example.com', count: 3 },
      { email: 'bob@example.com', count: 2 },
      { email: 'cy@example.com', count: 1 },
    ]);
    expect(changes.latest.map((entry) => entry.summary)).toEqual([
      'Sunday',
      'An image',
      'A lead',
      'A page',
      'A post',
      'Monday 0:00',
    ]);
    expect(changes.latest[0]).toMatchObject({
      actorEmail: 'cy@example.com',
      at: '2020-03-09T03:59:00.000Z',
    });
  });

  it('shows a role that may not read the log only the changes to what it may read', async () => {
    // A contributor reads posts and media, not leads, people, page copy or redirects.
    const { changes, leads } = await overview('contributor');
    expect(leads).toBeNull();
    expect(changes.total).toBe(2);
    expect(changes.byPerson).toEqual([
      { email: 'ann@example.com', count: 1 },
      { email: 'bob@example.com', count: 1 },
    ]);
    expect(changes.latest.map((entry) => entry.summary)).toEqual(['An image', 'A post']);
  });

  it('shows an owner the same as an editor: the whole log and the leads', async () => {
    const [asOwner, asEditor] = await Promise.all([overview('owner'), overview('editor')]);
    expect(asOwner).toEqual(asEditor);
  });

  it('counts the week’s leads by source as the leads report does, the smaller sources summed', async () => {
    const { leads } = await overview();
    expect(leads).toEqual({
      total: 12,
      bySource: [
        { source: 'google', count: 3 },
        { source: '(direct)', count: 2 },
        { source: '(not known)', count: 1 },
        { source: 'alpha', count: 1 },
        { source: 'bravo', count: 1 },
      ],
      other: { sources: 4, count: 4 },
    });
  });

  it('lists the drafts, last changed first, and the scheduled posts, soonest first', async () => {
    const { posts } = await overview();
    expect(posts.drafts).toEqual({
      total: 2,
      items: [
        { id: expect.any(String), title: 'Draft newer', at: '2020-03-04T12:00:00.000Z' },
        { id: expect.any(String), title: 'Draft older', at: '2020-03-01T12:00:00.000Z' },
      ],
    });
    expect(posts.scheduled.total).toBe(2);
    expect(posts.scheduled.items.map((item) => [item.title, item.at])).toEqual([
      ['Scheduled sooner', '2020-03-06T13:00:00.000Z'],
      ['Scheduled later', '2020-03-20T13:00:00.000Z'],
    ]);
    // Once its time has come a scheduled post is published: neither list holds it.
    const later = await adminOverview(database.handle.db, {
      week: overviewWeek(new Date('2020-03-10T15:00:00Z')),
      now: new Date('2020-03-10T15:00:00Z'),
      role: 'editor',
    });
    expect(later.posts.scheduled.items.map((item) => item.title)).toEqual(['Scheduled later']);
  });

  it('lists at most a few of each, and counts them all', async () => {
    for (let n = 0; n < OVERVIEW_LIST_ROWS + 2; n += 1) {
      await database.handle.sql.query(
        `insert into posts (slug, title, excerpt, content, cover_image_url) values ($1, $2, 'E.', 'B.', '/images/insights/cloud.svg')`,
        [`many-${n}`, `Many ${n}`],
      );
    }
    const { posts } = await overview();
    expect(posts.drafts.total).toBe(OVERVIEW_LIST_ROWS + 4);
    expect(posts.drafts.items).toHaveLength(OVERVIEW_LIST_ROWS);
  });

  it('answers each role through the route: leads and their log only for those who read leads', async () => {
    // This week's rows, whenever the test runs.
    await database.handle.sql.query(
      `insert into admin_activity (actor_id, actor_email, action, subject_type, summary)
       values ($1, 'ann@example.com', 'lead.status', 'lead', 'Marked a lead handled'),
              ($1, 'ann@example.com', 'post.saved', 'post', 'Saved a post')`,
      [randomUUID()],
    );
    await database.handle.sql.query(
      `insert into leads (name, email, company_size, message, utm) values ('Now', 'now@example.com', '11-50 employees', 'Hi', '{"utm_source":"newsletter"}')`,
    );
    const as = async (role: SignedInAdmin['role']) => {
      signInAs({ ...owner, role });
      const answer = await callRoute(getOverview, { method: 'GET', path: '/api/admin/overview' });
      signInAs(owner);
      expect(answer.status).toBe(200);
      return answer.json as OverviewJson;
    };
    const editor = await as('editor');
    expect(editor.changes.latest.map((entry) => entry.summary)).toEqual([
      'Saved a post',
      'Marked a lead handled',
    ]);
    expect(editor.leads).toEqual({
      total: 1,
      bySource: [{ source: 'newsletter', count: 1 }],
      other: null,
    });
    const contributor = await as('contributor');
    expect(contributor.leads).toBeNull();
    expect(contributor.changes.latest.map((entry) => entry.summary)).toEqual(['Saved a post']);
  });
});
