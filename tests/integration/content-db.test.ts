/**
 * The content database contract, run unchanged against PGlite and a real Postgres 15 server: every
 * public query's semantics on the seed data and on edge cases, the admin writes, and the RLS rules.
 * Expected values are computed here from the seed files, independently of the queries under test.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed, type PostSeed, type SeedData } from '#lib/seed/seed.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { listIndustries } from '#lib/industries/queries.ts';
import { listLocations } from '#lib/locations/queries.ts';
import { ContentError } from '#lib/content/errors.ts';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  setPublished,
  updatePost,
} from '#lib/posts/admin.ts';
import { postInput, type PostInput } from '#lib/posts/input.ts';
import { contentFingerprint } from '#lib/publishing/content-fingerprint.ts';
import { allSlugRedirects } from '#lib/posts/slug-redirects.ts';
import { engines } from '#test-support/engines.ts';
import { leadOrigin } from '#lib/leads/origin.ts';
import { getLead, insertLeads } from '#lib/leads/store.ts';

const seed: SeedData = await readSeed(seedDir());

/** Public = published and tagged with at least one audience, stage and topic. */
const isPublic = (p: PostSeed) =>
  p.published && p.personas.length > 0 && p.journeyStages.length > 0 && p.topics.length > 0;
const newestFirst = (a: PostSeed, b: PostSeed) =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);
const publicPosts = seed.posts.filter(isPublic).sort(newestFirst);
const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);

describe('the seed content', () => {
  it('has the demo content the site needs', () => {
    expect(seed.personas.length).toBeGreaterThanOrEqual(5);
    expect(seed.journeyStages.length).toBeGreaterThanOrEqual(3);
    expect(seed.topics.length).toBeGreaterThanOrEqual(6);
    expect(publicPosts.length).toBeGreaterThanOrEqual(25);
    expect(seed.posts.filter((p) => !p.published).length).toBeGreaterThanOrEqual(2);
    expect(seed.locations.length).toBeGreaterThanOrEqual(6);
    expect(slugs(seed.industries)).toEqual(
      expect.arrayContaining(['law-firms', 'healthcare', 'financial-services']),
    );
  });

  it.each(seed.posts.map((p) => [p.slug, p] as const))('%s has 300+ words', (_slug, post) => {
    expect(post.content.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });
});

describe.each(engines)('content database on $name', (engine) => {
  let handle: DatabaseHandle;
  let stop = () => {};
  const db = () => handle.db;

  beforeAll(async () => {
    ({ handle, stop } = await engine.open());
    await applyMigrations(handle.sql, migrationsDir());
    await applySeed(handle.db, seed);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    stop();
  });

  describe('migrations', () => {
    it('apply once: a second run has nothing to do', async () => {
      expect(await applyMigrations(handle.sql, migrationsDir())).toEqual([]);
    });

    it('seeding again refreshes rows without duplicating them', async () => {
      await applySeed(handle.db, seed);
      const [row] = await handle.sql.query<{ n: number }>('select count(*)::int as n from posts');
      expect(Number(row?.n)).toBe(seed.posts.length);
    });
  });

  /** The public post with this slug, read the way every page reads them. */
  const publicInsight = async (slug: string) =>
    (await allInsights(db())).find((insight) => insight.slug === slug) ?? null;

  describe('allInsights', () => {
    it('lists exactly the public posts, newest first', async () => {
      expect(slugs(await allInsights(db()))).toEqual(slugs(publicPosts));
    });

    it('reads each post with its taxonomies, content and reading time', async () => {
      const expected = publicPosts[0]!;
      const insight = await publicInsight(expected.slug);
      expect(insight).toMatchObject({
        slug: expected.slug,
        title: expected.title,
        excerpt: expected.excerpt,
        content: expected.content,
        coverImageUrl: expected.cover,
        readingMinutes: Math.ceil(expected.content.split(/\s+/).filter(Boolean).length / 200),
      });
      expect(insight?.personas.map((t) => t.slug).sort()).toEqual([...expected.personas].sort());
      expect(insight?.journeyStages.map((t) => t.slug).sort()).toEqual(
        [...expected.journeyStages].sort(),
      );
      expect(insight?.topics.map((t) => t.slug).sort()).toEqual([...expected.topics].sort());
    });

    it.each(seed.posts.filter((p) => !p.published).map((p) => [p.slug]))(
      'leaves out the draft %s',
      async (slug) => {
        expect(await publicInsight(slug)).toBeNull();
      },
    );
  });

  describe('a published post missing a topic', () => {
    const slug = `untagged-${engine.name.toLowerCase().replace(/\W+/g, '-')}`;
    beforeAll(async () => {
      await applySeed(handle.db, {
        ...seed,
        posts: [
          {
            ...publicPosts[0]!,
            slug,
            topics: [],
            publishedAt: new Date('2026-01-01T00:00:00Z'),
          },
        ],
      });
    });

    it('is left out of the public posts', async () => {
      expect(slugs(await allInsights(db()))).not.toContain(slug);
    });
  });

  describe('taxonomies', () => {
    it('lists all three kinds ordered by name', async () => {
      const all = await allTaxonomies(db());
      const byName = (list: { name: string }[]) =>
        list.map((t) => t.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(all.personas.map((t) => t.name)).toEqual(byName(seed.personas));
      expect(all.journeyStages.map((t) => t.name)).toEqual(byName(seed.journeyStages));
      expect(all.topics.map((t) => t.name)).toEqual(byName(seed.topics));
    });
  });

  describe('locations and industries', () => {
    it('lists them all, locations grouped by state', async () => {
      const locationList = await listLocations(db());
      expect(slugs(locationList).sort()).toEqual(slugs(seed.locations).sort());
      expect(locationList.map((l) => l.state)).toEqual(locationList.map((l) => l.state).sort());
      const location = seed.locations[0]!;
      expect(locationList.find((l) => l.slug === location.slug)).toMatchObject({
        city: location.city,
        state: location.state,
      });
      const industryList = await listIndustries(db());
      expect(slugs(industryList).sort()).toEqual(slugs(seed.industries).sort());
      const industry = seed.industries[0]!;
      expect(industryList.find((i) => i.slug === industry.slug)).toMatchObject({
        name: industry.name,
      });
    });
  });

  describe('admin writes', () => {
    const author = { id: randomUUID(), email: 'editor@example.com' };
    const fields = (slug: string, overrides: Partial<PostInput> = {}) =>
      postInput.parse({
        title: 'Quarterly patching, explained',
        slug,
        excerpt: 'Why patching on a schedule beats patching in a panic.',
        content: 'Patch Tuesday is a rhythm, not an emergency.\n\nPlan it.',
        coverImageUrl: '/images/insights/cybersecurity.svg',
        category: 'Cybersecurity',
        ...overrides,
      });
    const ids = async () => {
      const all = await allTaxonomies(db());
      return {
        personaIds: [all.personas[0]!.id],
        journeyStageIds: [all.journeyStages[0]!.id],
        topicIds: [all.topics[0]!.id],
      };
    };

    it('runs the whole lifecycle: draft, publish, edit, unpublish, delete', async () => {
      const draft = await createPost(db(), author, fields('lifecycle-post', await ids()));
      expect(draft).toMatchObject({ isPublished: false, publishedAt: null, authorId: author.id });
      expect(await publicInsight('lifecycle-post')).toBeNull();
      expect(slugs(await listPosts(db()))[0]).toBe('lifecycle-post');

      const before = Date.now();
      expect(draft.version).toBe(1);
      const published = await setPublished(db(), author, draft.id, true, draft.version);
      expect(published.isPublished).toBe(true);
      expect(published.version).toBe(2);
      expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect((await publicInsight('lifecycle-post'))?.title).toBe(draft.title);

      const edited = await updatePost(
        db(),
        author,
        draft.id,
        fields('lifecycle-post', { ...(await ids()), title: 'Patching, explained' }),
        published.version,
      );
      expect(edited.updatedAt.getTime()).toBeGreaterThan(draft.updatedAt.getTime());
      expect(edited.version).toBe(3);

      const unpublished = await setPublished(db(), author, draft.id, false, edited.version);
      expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null, version: 4 });
      expect(await publicInsight('lifecycle-post')).toBeNull();

      await deletePost(db(), author, draft.id, unpublished.version);
      expect(await getPost(db(), draft.id)).toBeNull();
      const [links] = await handle.sql.query<{ n: number }>(
        'select count(*)::int as n from post_topics where post_id = $1',
        [draft.id],
      );
      expect(Number(links?.n)).toBe(0);
    });

    it('refuses a duplicate slug and writes nothing', async () => {
      const taken = publicPosts[1]!.slug;
      const [before] = await handle.sql.query<{ n: number }>(
        'select count(*)::int as n from posts',
      );
      await expect(createPost(db(), author, fields(taken))).rejects.toMatchObject({
        kind: 'slug-taken',
      });
      const [after] = await handle.sql.query<{ n: number }>('select count(*)::int as n from posts');
      expect(after?.n).toBe(before?.n);
    });

    it('rolls the whole create back when a link fails', async () => {
      await expect(
        createPost(db(), author, fields('half-written', { topicIds: [randomUUID()] })),
      ).rejects.toBeInstanceOf(ContentError);
      const rows = await handle.sql.query('select id from posts where slug = $1', ['half-written']);
      expect(rows).toEqual([]);
    });

    it('refuses to publish a post without an audience, stage and topic', async () => {
      const draft = await createPost(db(), author, fields('untagged-draft'));
      await expect(setPublished(db(), author, draft.id, true, draft.version)).rejects.toMatchObject(
        {
          kind: 'incomplete',
        },
      );
      expect((await getPost(db(), draft.id))?.isPublished).toBe(false);
      await deletePost(db(), author, draft.id, draft.version);
    });

    it.each([
      ['update', (id: string) => updatePost(db(), author, id, fields('ghost'), 1)],
      ['publish', (id: string) => setPublished(db(), author, id, true, 1)],
      ['delete', (id: string) => deletePost(db(), author, id, 1)],
    ])('answers not-found to %s of an unknown id', async (_name, write) => {
      await expect(write(randomUUID())).rejects.toMatchObject({ kind: 'not-found' });
    });

    it.each([
      [
        'update',
        async (id: string, version: number) =>
          updatePost(db(), author, id, fields('stale-post', { title: 'Second editor' }), version),
      ],
      ['publish', (id: string, version: number) => setPublished(db(), author, id, true, version)],
      [
        'unpublish',
        (id: string, version: number) => setPublished(db(), author, id, false, version),
      ],
      ['delete', (id: string, version: number) => deletePost(db(), author, id, version)],
    ])('refuses a %s made against an old version and changes nothing', async (_name, write) => {
      const draft = await createPost(db(), author, fields('stale-post', await ids()));
      const first = await updatePost(
        db(),
        author,
        draft.id,
        fields('stale-post', { ...(await ids()), title: 'First editor' }),
        draft.version,
      );
      await expect(write(draft.id, draft.version)).rejects.toMatchObject({
        kind: 'stale',
        currentVersion: first.version,
      });
      expect(await getPost(db(), draft.id)).toEqual(first);
      await deletePost(db(), author, draft.id, first.version);
    });

    it('lets exactly one of two concurrent saves of the same version through', async () => {
      const draft = await createPost(db(), author, fields('raced-post', await ids()));
      const save = (title: string) =>
        updatePost(db(), author, draft.id, fields('raced-post', { title }), draft.version);
      const results = await Promise.allSettled([save('Editor A'), save('Editor B')]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ kind: 'stale' });
      const saved = await getPost(db(), draft.id);
      expect(saved?.version).toBe(2);
      await deletePost(db(), author, draft.id, 2);
    });

    it('keeps a scheduled post off the public site and out of the fingerprint until its time', async () => {
      const draft = await createPost(db(), author, fields('scheduled-post', await ids()));
      const before = await contentFingerprint(handle.sql);
      const soon = new Date(Date.now() + 60 * 60_000);
      const scheduled = await setPublished(db(), author, draft.id, true, draft.version, soon);
      expect(scheduled).toMatchObject({ isPublished: true, publishedAt: soon });
      expect(await publicInsight('scheduled-post')).toBeNull();
      expect(await contentFingerprint(handle.sql)).toBe(before);
      const anon = await handle.sql.queryAs<{ slug: string }>(
        'anon',
        "select slug from posts where slug = 'scheduled-post'",
      );
      expect(anon).toEqual([]);

      // Its time comes (moved into the past here): public, and the fingerprint says so.
      const due = await setPublished(
        db(),
        author,
        draft.id,
        true,
        scheduled.version,
        new Date(Date.now() - 1_000),
      );
      expect((await publicInsight('scheduled-post'))?.title).toBe(draft.title);
      expect(await contentFingerprint(handle.sql)).not.toBe(before);
      await deletePost(db(), author, draft.id, due.version);
    });

    it('backdates: a past publish date is live at once and keeps that date', async () => {
      const draft = await createPost(db(), author, fields('backdated-post', await ids()));
      const past = new Date('2024-03-01T14:00:00Z');
      const published = await setPublished(db(), author, draft.id, true, draft.version, past);
      expect((await publicInsight('backdated-post'))?.publishedAt).toEqual(past);
      // Publishing again without a date keeps it.
      const again = await setPublished(db(), author, draft.id, true, published.version);
      expect(again.publishedAt).toEqual(past);
      expect(again.version).toBe(published.version);
      await deletePost(db(), author, draft.id, again.version);
    });

    it('redirects the old slugs of a live post, chains collapsed, and takes its own old slug back', async () => {
      const draft = await createPost(db(), author, fields('slug-a', await ids()));
      const live = await setPublished(db(), author, draft.id, true, draft.version);
      const tags = await ids();
      const toB = await updatePost(db(), author, draft.id, fields('slug-b', tags), live.version);
      const toC = await updatePost(db(), author, draft.id, fields('slug-c', tags), toB.version);
      expect(await allSlugRedirects(db())).toEqual(
        expect.arrayContaining([
          { from: 'slug-a', to: 'slug-c' },
          { from: 'slug-b', to: 'slug-c' },
        ]),
      );

      // Another post may not take an old address that still leads readers to this one.
      await expect(createPost(db(), author, fields('slug-a'))).rejects.toMatchObject({
        kind: 'slug-taken',
        message: expect.stringContaining('old address of “Quarterly patching, explained”'),
      });

      // The post itself may: that redirect goes, the others now lead to it again.
      const backToA = await updatePost(db(), author, draft.id, fields('slug-a', tags), toC.version);
      const redirects = (await allSlugRedirects(db())).filter((r) => r.to === 'slug-a');
      expect(redirects).toEqual([
        { from: 'slug-b', to: 'slug-a' },
        { from: 'slug-c', to: 'slug-a' },
      ]);
      await deletePost(db(), author, draft.id, backToA.version);
      expect((await allSlugRedirects(db())).filter((r) => r.to === 'slug-a')).toEqual([]);
    });

    it('records no redirect when a draft or a scheduled post is renamed (its URL was never public)', async () => {
      const tags = await ids();
      const draft = await createPost(db(), author, fields('draft-before', tags));
      const renamed = await updatePost(
        db(),
        author,
        draft.id,
        fields('draft-after', tags),
        draft.version,
      );
      const scheduled = await setPublished(
        db(),
        author,
        draft.id,
        true,
        renamed.version,
        new Date(Date.now() + 3_600_000),
      );
      const again = await updatePost(
        db(),
        author,
        draft.id,
        fields('draft-later', tags),
        scheduled.version,
      );
      const redirects = await allSlugRedirects(db());
      expect(redirects.map((r) => r.from)).not.toContain('draft-before');
      expect(redirects.map((r) => r.from)).not.toContain('draft-after');
      await deletePost(db(), author, draft.id, again.version);
    });

    it('stores the SEO overrides', async () => {
      const draft = await createPost(
        db(),
        author,
        fields('seo-post', { metaTitle: 'Patching in 60 characters', metaDescription: 'Short.' }),
      );
      expect(draft).toMatchObject({
        metaTitle: 'Patching in 60 characters',
        metaDescription: 'Short.',
      });
      await deletePost(db(), author, draft.id, draft.version);
    });

    it('stores, changes and clears the focus keyword', async () => {
      const draft = await createPost(
        db(),
        author,
        fields('focus-post', { focusKeyword: 'managed IT services' }),
      );
      expect(draft.focusKeyword).toBe('managed IT services');
      const changed = await updatePost(
        db(),
        author,
        draft.id,
        fields('focus-post', { focusKeyword: '  cloud backup  ' }),
        draft.version,
      );
      expect(changed.focusKeyword).toBe('cloud backup');
      const cleared = await updatePost(
        db(),
        author,
        draft.id,
        fields('focus-post', { focusKeyword: '' }),
        changed.version,
      );
      expect(cleared.focusKeyword).toBeNull();
      await deletePost(db(), author, draft.id, cleared.version);
    });
  });

  describe('focus keyword', () => {
    it('is refused past 100 characters by the database too', async () => {
      await expect(
        handle.sql.query(`update posts set focus_keyword = repeat('x', 101)`),
      ).rejects.toThrow(/posts_focus_keyword_length/);
    });

    it('is not readable by the anonymous role, which still reads the columns pages show', async () => {
      await expect(handle.sql.queryAs('anon', 'select focus_keyword from posts')).rejects.toThrow(
        /permission denied/,
      );
      const [row] = await handle.sql.queryAs<{ title: string }>(
        'anon',
        'select id, slug, title, excerpt, content, cover_image_url, category, meta_title, meta_description, is_published, published_at, created_at, updated_at, version from posts limit 1',
      );
      expect(row?.title).toEqual(expect.any(String));
    });
  });

  describe('a lead’s first touch', () => {
    it('keeps the landing page and the referrer’s host a lead carries, and none when not known', async () => {
      const origin = leadOrigin('/contact?from=pricing&users=30', 'https://northbeam.example', {
        landing: '/pricing?utm_source=google&utm_campaign=spring&gclid=x',
        referrer: 'www.google.com',
      });
      const fields = {
        name: 'First Touch',
        email: 'first-touch@example.com',
        companySize: '11-50 employees' as const,
        message: 'From an ad.',
      };
      const base = { fields, isSpam: false, notificationState: 'skipped' as const };
      const [known, unknown] = await insertLeads(handle.db, [
        { ...base, origin },
        { ...base, origin: { sourcePage: '/contact', context: {}, utm: {} } },
      ]);
      expect(known).toMatchObject({
        sourcePage: '/contact',
        landingPage: '/pricing',
        referrerHost: 'www.google.com',
        utm: { utm_source: 'google', utm_campaign: 'spring' },
        context: { from: 'pricing', users: 30 },
      });
      expect(unknown).toMatchObject({ landingPage: null, referrerHost: null });
      expect(await getLead(handle.db, known!.id)).toMatchObject({ landingPage: '/pricing' });
    });

    it('refuses a landing page or a host longer than any the server keeps', async () => {
      await expect(
        handle.sql.query(
          `insert into leads (name, email, company_size, message, landing_page) values ('x', 'x@example.com', '1-10 employees', 'x', '/' || repeat('x', 300))`,
        ),
      ).rejects.toThrow(/leads_landing_page_length/);
      await expect(
        handle.sql.query(
          `insert into leads (name, email, company_size, message, referrer_host) values ('x', 'x@example.com', '1-10 employees', 'x', repeat('x', 261))`,
        ),
      ).rejects.toThrow(/leads_referrer_host_length/);
    });
  });

  describe('row-level security for the anonymous role', () => {
    const published = seed.posts.filter((p) => p.published).length;

    it('sees published posts only', async () => {
      const rows = await handle.sql.queryAs<{ slug: string }>('anon', 'select slug from posts');
      expect(rows.length).toBeGreaterThanOrEqual(published);
      const drafts = seed.posts.filter((p) => !p.published).map((p) => p.slug);
      for (const draft of drafts) expect(rows.map((r) => r.slug)).not.toContain(draft);
      const visibleDrafts = await handle.sql.queryAs(
        'anon',
        'select id from posts where not is_published',
      );
      expect(visibleDrafts).toEqual([]);
    });

    it('sees only the taxonomy links of published posts', async () => {
      const rows = await handle.sql.queryAs(
        'anon',
        'select pt.post_id from post_topics pt join posts p on p.id = pt.post_id where not p.is_published',
      );
      expect(rows).toEqual([]);
      const [all] = await handle.sql.queryAs<{ n: number }>(
        'anon',
        'select count(*)::int as n from post_topics',
      );
      expect(Number(all?.n)).toBeGreaterThan(0);
    });

    it.each(['personas', 'journey_stages', 'topics', 'locations', 'industries', 'page_documents'])(
      'reads %s',
      async (table) => {
        const rows = await handle.sql.queryAs('anon', `select * from ${table}`);
        expect(rows.length).toBeGreaterThan(0);
      },
    );

    it.each([
      'leads',
      'admin_users',
      'sessions',
      'app_migrations',
      'content_revisions',
      'admin_invites',
      'password_resets',
      'redirects',
      'import_jobs',
      'import_records',
      'page_preview_links',
      'landing_page_preview_links',
    ])('cannot read %s', async (table) => {
      await expect(handle.sql.queryAs('anon', `select * from ${table}`)).rejects.toThrow(
        /permission denied/,
      );
    });

    it.each([
      [
        'insert a post',
        `insert into posts (slug, title, excerpt, content, cover_image_url) values ('x', 'x', 'x', 'x', '/x')`,
      ],
      ['update posts', `update posts set title = 'defaced'`],
      ['delete posts', 'delete from posts'],
      ['insert a persona', `insert into personas (slug, name) values ('x', 'x')`],
      ['delete a topic link', 'delete from post_topics'],
      ['update locations', `update locations set city = 'x'`],
      ['update page documents', `update page_documents set document = '{}'`],
      ['insert a page document', `insert into page_documents (id, document) values ('x', '{}')`],
      ['insert a redirect', `insert into redirects (from_path, to_target) values ('/x', '/y')`],
      [
        'insert a revision',
        `insert into content_revisions (kind, record_id, version, document, published) values ('posts', 'x', 1, '{}', true)`,
      ],
      [
        'insert a lead',
        `insert into leads (name, email, company_size, message) values ('x', 'x@example.com', '1-10 employees', 'x')`,
      ],
    ])('cannot %s', async (_what, statement) => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expect(handle.sql.queryAs(role, statement)).rejects.toThrow(/permission denied/);
      }
    });
  });

  // Last: it edits rows. A rebuild is skipped when this digest equals the live release's.
  describe('the content fingerprint', () => {
    const fingerprint = () => contentFingerprint(handle.sql);
    const draftSlug = seed.posts.find((p) => !p.published)!.slug;
    const publishedSlug = publicPosts[0]!.slug;

    it('ignores drafts: editing one, or its links, changes nothing public', async () => {
      const before = await fingerprint();
      await handle.sql.query(`update posts set title = title || ' (edited)' where slug = $1`, [
        draftSlug,
      ]);
      await handle.sql.query(
        `delete from post_topics where post_id = (select id from posts where slug = $1)`,
        [draftSlug],
      );
      expect(await fingerprint()).toBe(before);
    });

    it('changes when a published post is edited, and when one is unpublished', async () => {
      const before = await fingerprint();
      await handle.sql.query(`update posts set title = title || ' (edited)' where slug = $1`, [
        publishedSlug,
      ]);
      const edited = await fingerprint();
      expect(edited).not.toBe(before);
      await handle.sql.query(
        `update posts set is_published = false, published_at = null where slug = $1`,
        [publishedSlug],
      );
      expect(await fingerprint()).not.toBe(edited);
    });

    it('changes when a taxonomy or a location changes, whoever uses it', async () => {
      const before = await fingerprint();
      await handle.sql.query(`update locations set city = city || ' ' where slug = $1`, [
        seed.locations[0]!.slug,
      ]);
      expect(await fingerprint()).not.toBe(before);
    });
  });
});
