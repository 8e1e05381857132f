/**
 * Revisions on every content type, through the admin routes on PGlite and a real Postgres 15 over
 * the seed: every save keeps the whole document with who wrote it, when and its version (a post
 * with its audience, stage and topic ids); the version a seeded record had is kept before its first
 * change; restoring a revision and saving writes a new version and leaves the past as it was;
 * revisions cannot be changed or removed except by pruning, which keeps the newest 50 of a record
 * and every published one; a deleted record's revisions answer 404 with a message.
 */
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { createPost, setPublished, updatePost } from '#lib/posts/admin.ts';
import type { ValidPostInput } from '#lib/posts/input.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { deletedRecordMessage, REVISIONS_KEPT } from '#lib/revisions/fields.ts';
import type { RevisionJson, RevisionListJson } from '#lib/revisions/json.ts';
import * as industries from '#pages/api/admin/industries/index.ts';
import * as industry from '#pages/api/admin/industries/[id].ts';
import * as locations from '#pages/api/admin/locations/index.ts';
import * as location from '#pages/api/admin/locations/[id].ts';
import * as posts from '#pages/api/admin/posts/index.ts';
import * as post from '#pages/api/admin/posts/[id].ts';
import * as publish from '#pages/api/admin/posts/[id]/publish.ts';
import * as taxonomies from '#pages/api/admin/taxonomies/[kind]/index.ts';
import * as taxonomy from '#pages/api/admin/taxonomies/[kind]/[id].ts';
import * as revisionList from '#pages/api/admin/revisions/[kind]/[id].ts';
import * as revisionOne from '#pages/api/admin/revisions/[kind]/[id]/[version].ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());
const seededLocation = seed.locations.find((row) => row.slug === 'hartford-ct')!;
const seededIndustry = seed.industries[0]!;

type Doc = Record<string, unknown> & { id: string; version: number };

const history = async (kind: string, id: string) => {
  const answer = await callRoute(revisionList.GET, {
    method: 'GET',
    path: `/api/admin/revisions/${kind}/${id}`,
    params: { kind, id },
  });
  return { status: answer.status, json: answer.json as RevisionListJson & { error?: string } };
};
const revision = async (kind: string, id: string, version: number) => {
  const answer = await callRoute(revisionOne.GET, {
    method: 'GET',
    path: `/api/admin/revisions/${kind}/${id}/${version}`,
    params: { kind, id, version: String(version) },
  });
  return { status: answer.status, json: answer.json as RevisionJson & { error?: string } };
};

/** How each content type is created and changed through its routes. */
interface ContentType {
  kind: string;
  create: () => Promise<Doc>;
  /** Saves `doc` with `field` set to `value`, against its version. */
  save: (doc: Doc, value: string) => Promise<Doc>;
  field: string;
}

const write = async (
  route: APIRoute,
  method: string,
  path: string,
  params: Record<string, string>,
  body: unknown,
  version?: number,
) => {
  const answer = await callRoute(route, {
    method,
    path,
    params,
    body,
    headers: version ? { 'If-Match': `"${version}"` } : {},
  });
  expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
  return Object.values(answer.json as Record<string, Doc>)[0]!;
};

const taxonomyType = (kind: string, segment: string): ContentType => ({
  kind,
  field: 'intro',
  create: () =>
    write(
      taxonomies.POST,
      'POST',
      `/api/admin/taxonomies/${segment}`,
      { kind: segment },
      {
        name: `History ${segment}`,
        slug: `history-${segment}`,
        intro: 'First words.',
      },
    ),
  save: (doc, value) =>
    write(
      taxonomy.PUT,
      'PUT',
      `/api/admin/taxonomies/${segment}/${doc.id}`,
      { kind: segment, id: doc.id },
      { name: doc.name, slug: doc.slug, intro: value },
      doc.version,
    ),
});

describe.each(engines)('revisions on $name', (engine) => {
  const database = adminDatabase(engine, admin, (handle) => applySeed(handle.db, seed));
  let links: Pick<ValidPostInput, 'personaIds' | 'journeyStageIds' | 'topicIds'>;
  const postBody = (slug: string, content: string) => ({
    title: `History of ${slug}`,
    slug,
    excerpt: 'A post with a history.',
    content,
    coverImageUrl: '/images/insights/cloud.svg',
    category: 'Cloud Solutions' as const,
    metaTitle: null,
    metaDescription: null,
    focusKeyword: null,
    ...links,
  });

  const TYPES: ContentType[] = [
    {
      kind: 'posts',
      field: 'content',
      create: async () => {
        const taxonomyIds = await allTaxonomies(database.handle.db);
        links = {
          personaIds: [taxonomyIds.personas[0]!.id],
          journeyStageIds: [taxonomyIds.journeyStages[0]!.id],
          topicIds: [taxonomyIds.topics[0]!.id],
        };
        return write(
          posts.POST,
          'POST',
          '/api/admin/posts',
          {},
          postBody('history-post', 'First words.'),
        );
      },
      save: (doc, value) =>
        write(
          post.PUT,
          'PUT',
          `/api/admin/posts/${doc.id}`,
          { id: doc.id },
          { ...postBody('history-post', value), topicIds: [] },
          doc.version,
        ),
    },
    {
      kind: 'locations',
      field: 'introText',
      create: () =>
        write(
          locations.POST,
          'POST',
          '/api/admin/locations',
          {},
          {
            ...seededLocation,
            slug: 'history-ct',
            city: 'History',
            isPublished: false,
            introText: 'First words.',
          },
        ),
      save: (doc, value) =>
        write(
          location.PUT,
          'PUT',
          `/api/admin/locations/${doc.id}`,
          { id: doc.id },
          {
            ...seededLocation,
            slug: 'history-ct',
            city: 'History',
            isPublished: false,
            introText: value,
          },
          doc.version,
        ),
    },
    {
      kind: 'industries',
      field: 'description',
      create: () =>
        write(
          industries.POST,
          'POST',
          '/api/admin/industries',
          {},
          {
            ...seededIndustry,
            slug: 'history-industry',
            isPublished: false,
            description: 'First words.',
          },
        ),
      save: (doc, value) =>
        write(
          industry.PUT,
          'PUT',
          `/api/admin/industries/${doc.id}`,
          { id: doc.id },
          { ...seededIndustry, slug: 'history-industry', isPublished: false, description: value },
          doc.version,
        ),
    },
    taxonomyType('personas', 'audiences'),
    taxonomyType('journey-stages', 'stages'),
    taxonomyType('topics', 'topics'),
  ];

  it.each(TYPES.map((type) => [type.kind, type] as const))(
    '%s: every save keeps the whole document with who, when and its version; restoring then saving writes a new version',
    async (kind, { create, save, field }) => {
      const started = Date.now();
      const first = await create();
      const second = await save(first, 'Second words.');

      const listed = await history(kind, first.id);
      expect(listed.status).toBe(200);
      expect(listed.json.currentVersion).toBe(2);
      expect(listed.json.revisions.map((entry) => [entry.version, entry.actorEmail])).toEqual([
        [2, admin.email],
        [1, admin.email],
      ]);
      for (const entry of listed.json.revisions) {
        expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      }

      const old = await revision(kind, first.id, 1);
      expect(old.status).toBe(200);
      expect(old.json.revision.document).toMatchObject({
        id: first.id,
        version: 1,
        [field]: 'First words.',
      });
      expect(old.json.current).toMatchObject({ version: 2, [field]: 'Second words.' });
      if (kind === 'posts') {
        // A post's document carries its links: version 1 had a topic, version 2 has none.
        expect(old.json.revision.document.topicIds).toEqual(links.topicIds);
        expect(old.json.current.topicIds).toEqual([]);
        expect(old.json.revision.document.personaIds).toEqual(links.personaIds);
      }

      // Restore: the old document back in the editor, saved against the current version.
      const restored = await save(second, String(old.json.revision.document[field]));
      expect(restored.version).toBe(3);
      const after = await history(kind, first.id);
      expect(after.json.revisions.map((entry) => entry.version)).toEqual([3, 2, 1]);
      expect((await revision(kind, first.id, 3)).json.revision.document[field]).toBe(
        'First words.',
      );
      expect((await revision(kind, first.id, 1)).json.revision.document).toEqual(
        old.json.revision.document,
      );
      expect((await revision(kind, first.id, 2)).json.revision.document[field]).toBe(
        'Second words.',
      );
    },
  );

  it('keeps the version a seeded record had before its first change, with no author', async () => {
    const [row] = await database.handle.sql.query<{ id: string; version: number }>(
      `select id, version from locations where slug = 'hartford-ct'`,
    );
    expect((await history('locations', row!.id)).json.revisions).toEqual([]);
    await write(
      location.PUT,
      'PUT',
      `/api/admin/locations/${row!.id}`,
      { id: row!.id },
      { ...seededLocation, introText: 'Rewritten.' },
      row!.version,
    );
    const { json } = await history('locations', row!.id);
    expect(
      json.revisions.map((entry) => [entry.version, entry.actorEmail, entry.published]),
    ).toEqual([
      [row!.version + 1, admin.email, true],
      [row!.version, null, true],
    ]);
    expect(
      (await revision('locations', row!.id, row!.version)).json.revision.document.introText,
    ).toBe(seededLocation.introText);
  });

  it('records publishing a post: a published version is marked published', async () => {
    const created = await createPost(
      database.handle.db,
      admin,
      postBody('history-published', 'Body.'),
    );
    const answer = await callRoute(publish.POST, {
      method: 'POST',
      path: `/api/admin/posts/${created.id}/publish`,
      params: { id: created.id },
      body: { published: true },
      headers: { 'If-Match': `"${created.version}"` },
    });
    expect(answer.status).toBe(200);
    const { json } = await history('posts', created.id);
    expect(json.revisions.map((entry) => [entry.version, entry.published])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('refuses to change or remove a revision in the database, except what pruning removes', async () => {
    const { sql } = database.handle;
    const [kept] = await sql.query<{ id: number }>(
      'select id from content_revisions order by id desc limit 1',
    );
    await expect(
      sql.exec(`update content_revisions set document = '{}' where id = ${kept!.id}`),
    ).rejects.toThrow(/immutable/);
    await expect(sql.exec(`delete from content_revisions where id = ${kept!.id}`)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql.exec('truncate content_revisions')).rejects.toThrow(/immutable/);
    const [count] = await sql.query<{ n: number }>(
      'select count(*)::int as n from content_revisions where id = $1',
      [kept!.id],
    );
    expect(count!.n).toBe(1);
  });

  it(`prunes a record to its newest ${REVISIONS_KEPT} revisions and every published one`, async () => {
    const { db, sql } = database.handle;
    let current = await createPost(db, admin, postBody('history-pruned', 'Save 1'));
    current = await setPublished(db, admin, current.id, true, current.version); // v2, published
    current = await setPublished(db, admin, current.id, false, current.version); // v3
    for (let save = 4; save <= 63; save += 1) {
      current = await updatePost(
        db,
        admin,
        current.id,
        postBody('history-pruned', `Save ${save}`),
        current.version,
      );
    }
    const rows = await sql.query<{ version: number }>(
      `select version from content_revisions where kind = 'posts' and record_id = $1 order by version`,
      [current.id],
    );
    const newest = Array.from(
      { length: REVISIONS_KEPT },
      (_, index) => 63 - REVISIONS_KEPT + 1 + index,
    );
    expect(rows.map((row) => row.version)).toEqual([2, ...newest]);
    // The database holds the same rule: a published revision, or one of the newest 50, stays.
    await expect(
      sql.exec(
        `delete from content_revisions where kind = 'posts' and record_id = '${current.id}' and version = 2`,
      ),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql.exec(
        `delete from content_revisions where kind = 'posts' and record_id = '${current.id}' and version = ${newest[0]}`,
      ),
    ).rejects.toThrow(/immutable/);
  });

  it('answers 404 with a message for the revisions of a deleted record, and keeps them', async () => {
    const created = await createPost(
      database.handle.db,
      admin,
      postBody('history-deleted', 'Gone soon.'),
    );
    const removed = await callRoute(post.DELETE, {
      method: 'DELETE',
      path: `/api/admin/posts/${created.id}`,
      params: { id: created.id },
      headers: { 'If-Match': `"${created.version}"` },
    });
    expect(removed.status).toBe(200);
    for (const answer of [
      await history('posts', created.id),
      await revision('posts', created.id, 1),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error).toBe(deletedRecordMessage('posts'));
    }
    expect(deletedRecordMessage('posts')).toBe(
      'This post no longer exists (it was deleted), so none of its revisions can be shown or restored.',
    );
    const [kept] = await database.handle.sql.query<{ n: number }>(
      `select count(*)::int as n from content_revisions where record_id = $1`,
      [created.id],
    );
    expect(kept!.n).toBe(1);
  });

  it.each([
    ['an unknown kind', 'leads', randomUUID(), '1'],
    ['a kind without versions', 'admin-users', randomUUID(), '1'],
    ['a table name rather than its kind', 'journey_stages', randomUUID(), '1'],
    ['an id that is no uuid', 'posts', 'not-an-id', '1'],
  ])('answers 404 for %s', async (_what, kind, id, version) => {
    expect((await history(kind, id)).status).toBe(404);
    const one = await callRoute(revisionOne.GET, {
      method: 'GET',
      path: `/api/admin/revisions/${kind}/${id}/${version}`,
      params: { kind, id, version },
    });
    expect(one.status).toBe(404);
  });

  it('answers 404 for a version never kept, and for one that is not a number', async () => {
    const created = await createPost(
      database.handle.db,
      admin,
      postBody('history-versions', 'One.'),
    );
    expect((await revision('posts', created.id, 7)).json.error).toBe(
      'There is no version 7 of this post in its history: it was never kept, or it was pruned.',
    );
    const odd = await callRoute(revisionOne.GET, {
      method: 'GET',
      path: `/api/admin/revisions/posts/${created.id}/x`,
      params: { kind: 'posts', id: created.id, version: 'x' },
    });
    expect(odd.status).toBe(404);
  });
});
