/**
 * The activity log and lead notes through the admin routes, on PGlite and a real Postgres 15: each
 * change is logged with who, what and when in the same transaction as the change (a refused change
 * logs nothing), the log cannot be edited or emptied, and a lead records who handled it and the
 * team's notes.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { insertLead } from '#lib/leads/store.ts';
import * as activity from '#pages/api/admin/activity.ts';
import * as posts from '#pages/api/admin/posts/index.ts';
import * as post from '#pages/api/admin/posts/[id].ts';
import * as publish from '#pages/api/admin/posts/[id]/publish.ts';
import * as lead from '#pages/api/admin/leads/[id].ts';
import * as notes from '#pages/api/admin/leads/[id]/notes.ts';
import { controlCharMessage } from '#lib/text/control-chars.ts';
import {
  ADMIN_WRITE_LIMITS,
  adminWriteLimiter,
  createAdminWriteLimiter,
} from '#lib/http/admin-write-limit.ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

interface Entry {
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
  at: string;
}
interface ActivityAnswer {
  entries: Entry[];
  total: number;
  pageCount: number;
}

const admin = { id: randomUUID(), email: 'marketer@example.com' };

describe.each(engines)('activity log and lead notes on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    // Taxonomies, so that a post can be made.
    await handle.sql.exec(`
      insert into personas (slug, name) values ('owners', 'Owners');
      insert into journey_stages (slug, name) values ('learn', 'Learn');
      insert into topics (slug, name) values ('cloud', 'Cloud');`);
  });

  const log = async (query = '') => {
    const answer = await callRoute(activity.GET, {
      method: 'GET',
      path: `/api/admin/activity${query}`,
    });
    expect(answer.status).toBe(200);
    return answer.json as ActivityAnswer;
  };

  async function newPost(slug: string) {
    const taxonomies = await allTaxonomies(database.handle.db);
    const answer = await callRoute(posts.POST, {
      method: 'POST',
      path: '/api/admin/posts',
      body: {
        title: `Post ${slug}`,
        slug,
        excerpt: 'For the activity log.',
        content: 'Body.',
        coverImageUrl: '/images/insights/cloud.svg',
        category: 'Cloud Solutions',
        personaIds: [taxonomies.personas[0]!.id],
        journeyStageIds: [taxonomies.journeyStages[0]!.id],
        topicIds: [taxonomies.topics[0]!.id],
      },
    });
    expect(answer.status).toBe(201);
    return (answer.json as { post: { id: string; version: number } }).post;
  }

  it('logs creating, publishing and deleting a post, newest first, with who did it', async () => {
    const created = await newPost('logged-post');
    const published = await callRoute(publish.POST, {
      method: 'POST',
      path: `/api/admin/posts/${created.id}/publish`,
      params: { id: created.id },
      headers: { 'if-match': `"${created.version}"` },
      body: { published: true },
    });
    expect(published.status).toBe(200);
    const { post: live } = published.json as { post: { version: number } };
    const deleted = await callRoute(post.DELETE, {
      method: 'DELETE',
      path: `/api/admin/posts/${created.id}`,
      params: { id: created.id },
      headers: { 'if-match': `"${live.version}"` },
    });
    expect(deleted.status).toBe(200);

    const { entries } = await log('?subject=post');
    expect(entries.slice(0, 3).map((entry) => [entry.action, entry.summary])).toEqual([
      ['post.deleted', 'Deleted “Post logged-post”'],
      ['post.published', 'Published “Post logged-post”'],
      ['post.created', 'Created the draft “Post logged-post”'],
    ]);
    for (const entry of entries.slice(0, 3)) {
      expect(entry.actorEmail).toBe(admin.email);
      expect(entry.subjectId).toBe(created.id);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
  });

  it('logs nothing for a change that was refused', async () => {
    const created = await newPost('refused-change');
    const before = (await log()).total;
    const stale = await callRoute(publish.POST, {
      method: 'POST',
      path: `/api/admin/posts/${created.id}/publish`,
      params: { id: created.id },
      headers: { 'if-match': `"${created.version + 5}"` },
      body: { published: true },
    });
    expect(stale.status).toBe(409);
    expect((await log()).total).toBe(before);
  });

  it('refuses to change, remove or empty the log', async () => {
    expect((await log()).total).toBeGreaterThan(0);
    for (const statement of [
      "update admin_activity set summary = 'rewritten'",
      'delete from admin_activity',
      'truncate admin_activity',
    ]) {
      await expect(database.handle.sql.exec(statement), statement).rejects.toThrow(/append-only/);
    }
  });

  it('answers 400 for a page that is not a positive whole number, or an unknown subject', async () => {
    for (const query of ['?page=0', '?page=two', '?subject=everything']) {
      const answer = await callRoute(activity.GET, {
        method: 'GET',
        path: `/api/admin/activity${query}`,
      });
      expect(answer.status, query).toBe(400);
      expect((answer.json as { error: string }).error).toMatch(/page/);
    }
  });

  it('records who handled a lead, clears it when the lead goes back to new, and logs both', async () => {
    const stored = await insertLead(database.handle.db, {
      fields: {
        name: 'Dana Reyes',
        email: 'dana@example.com',
        companySize: '11-50 employees',
        message: 'We need help.',
      },
      origin: { sourcePage: '/contact', utm: {}, context: {} },
      isSpam: false,
      notificationState: 'skipped',
    });
    const patch = (status: string) =>
      callRoute(lead.PATCH, {
        method: 'PATCH',
        path: `/api/admin/leads/${stored.id}`,
        params: { id: stored.id },
        body: { status },
      });
    const handled = (await patch('handled')).json as {
      lead: { handledBy: string | null; handledAt: string | null };
    };
    expect(handled.lead.handledBy).toBe(admin.email);
    expect(Date.now() - Date.parse(handled.lead.handledAt!)).toBeLessThan(60_000);
    const reopened = (await patch('new')).json as {
      lead: { handledBy: string | null; handledAt: string | null };
    };
    expect(reopened.lead).toMatchObject({ handledBy: null, handledAt: null });
    const { entries } = await log('?subject=lead');
    expect(entries.slice(0, 2).map((entry) => entry.summary)).toEqual([
      'Moved the lead from Dana Reyes <dana@example.com> back to new',
      'Marked the lead from Dana Reyes <dana@example.com> handled',
    ]);

    const add = (body: unknown, id = stored.id) =>
      callRoute(notes.POST, {
        method: 'POST',
        path: `/api/admin/leads/${id}/notes`,
        params: { id },
        body,
      });
    expect((await add({ body: '  Called back; wants a quote.  ' })).status).toBe(201);
    expect((await add({ body: 'Quote sent.' })).status).toBe(201);
    const empty = await add({ body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ fields: { body: 'Write the note first.' } });
    const long = await add({ body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      fields: { body: 'A note can be at most 2,000 characters.' },
    });
    expect((await add({ body: 'Lost?' }, randomUUID())).status).toBe(404);
    // Bytes the database cannot store (NUL) and controls that hide in exports: 400, never a 500.
    for (const body of ['Called\u0000 back', 'Bell\u0007', 'C1\u009b control']) {
      const refused = await add({ body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json).toMatchObject({ fields: { body: controlCharMessage('The note') } });
    }

    const listed = await callRoute(notes.GET, {
      method: 'GET',
      path: `/api/admin/leads/${stored.id}/notes`,
      params: { id: stored.id },
    });
    expect((listed.json as { notes: { body: string; authorEmail: string }[] }).notes).toMatchObject(
      [
        { body: 'Called back; wants a quote.', authorEmail: admin.email },
        { body: 'Quote sent.', authorEmail: admin.email },
      ],
    );
    expect((await log('?subject=lead')).entries[0]!.action).toBe('lead.note');
  });

  it('holds a script to the write allowance: of 150 notes sent at once, 30 are saved, then 429', async () => {
    const stored = await insertLead(database.handle.db, {
      fields: {
        name: 'Sam Script',
        email: 'sam@example.com',
        companySize: '1-10 employees',
        message: 'Hello.',
      },
      origin: { sourcePage: '/contact', utm: {}, context: {} },
      isSpam: false,
      notificationState: 'skipped',
    });
    // The allowance of a person, not the unlimited one these tests otherwise run with.
    adminWriteLimiter.set(createAdminWriteLimiter());
    try {
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          callRoute(notes.POST, {
            method: 'POST',
            path: `/api/admin/leads/${stored.id}/notes`,
            params: { id: stored.id },
            body: { body: `Note ${i}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      const [burst] = ADMIN_WRITE_LIMITS;
      expect(statuses.filter((status) => status === 201)).toHaveLength(burst.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(150 - burst.limit);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((refused.json as { error: string }).error).toMatch(
        /^You have made many changes in a short time\. Wait \d+ s, then try again; this change was not saved\.$/,
      );
      const listed = await callRoute(notes.GET, {
        method: 'GET',
        path: `/api/admin/leads/${stored.id}/notes`,
        params: { id: stored.id },
      });
      expect((listed.json as { notes: unknown[] }).notes).toHaveLength(burst.limit);
    } finally {
      adminWriteLimiter.set(createAdminWriteLimiter([]));
    }
  });
});
