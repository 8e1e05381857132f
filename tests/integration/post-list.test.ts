/**
 * The admin's paged post list on PGlite and a real Postgres 15: search, each filter, the scheduled
 * versus published split, both sorts, and pages of 25. Expected values come from the seed files.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed, type SeedData } from '#lib/seed/seed.ts';
import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { createPost, setPublished } from '#lib/posts/admin.ts';
import { postInput } from '#lib/posts/input.ts';
import { listPostsPage } from '#lib/posts/list.ts';
import { postListQuery } from '#lib/posts/list-query.ts';
import { postStatus } from '#lib/posts/status.ts';
import { engines } from '#test-support/engines.ts';

const editor = { id: randomUUID(), email: 'editor@example.com' };

const seed: SeedData = await readSeed(seedDir());

describe.each(engines)('admin post list on $name', (engine) => {
  let handle: DatabaseHandle;
  let stop = () => {};
  let extra = 0;
  const list = (params: Record<string, string> = {}) =>
    listPostsPage(handle.db, postListQuery.parse(params));

  beforeAll(async () => {
    const opened = await engine.open();
    handle = opened.handle;
    stop = opened.stop;
    await applyMigrations(handle.sql, migrationsDir());
    await applySeed(handle.db, seed);
    // A scheduled post and a few drafts beyond the seed, so the list fills two pages.
    const taxonomies = await allTaxonomies(handle.db);
    const fields = (slug: string, title: string) =>
      postInput.parse({
        title,
        slug,
        excerpt: 'A post made for the list tests.',
        content: 'Body.',
        coverImageUrl: '/images/insights/cloud.svg',
        category: 'Cybersecurity',
        personaIds: [taxonomies.personas[0]!.id],
        journeyStageIds: [taxonomies.journeyStages[0]!.id],
        topicIds: [taxonomies.topics[0]!.id],
      });
    const scheduled = await createPost(
      handle.db,
      editor,
      fields('list-scheduled', 'List test: 100% scheduled_later'),
    );
    await setPublished(
      handle.db,
      editor,
      scheduled.id,
      true,
      scheduled.version,
      new Date(Date.now() + 864e5),
    );
    extra = 1;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    stop();
  });

  it('pages 25 at a time with the total, and an empty page past the end', async () => {
    const total = seed.posts.length + extra;
    const first = await list();
    expect(first.total).toBe(total);
    expect(first.posts).toHaveLength(Math.min(25, total));
    const second = await list({ page: '2' });
    expect(second.posts).toHaveLength(total - 25);
    const ids = new Set([...first.posts, ...second.posts].map((post) => post.id));
    expect(ids.size).toBe(total);
    expect(await list({ page: '9' })).toEqual({ posts: [], total });
  });

  it('searches titles without case, and LIKE wildcards match only themselves', async () => {
    const hit = seed.posts[0]!;
    const word = hit.title
      .split(' ')
      .find((w) => w.length > 5)!
      .toUpperCase();
    const found = await list({ q: word });
    expect(found.posts.map((post) => post.slug)).toContain(hit.slug);
    for (const post of found.posts) expect(post.title.toUpperCase()).toContain(word);
    expect((await list({ q: '100%' })).posts.map((post) => post.slug)).toEqual(['list-scheduled']);
    // Unescaped, "h_d" would match the "hed" of "scheduled".
    expect((await list({ q: 'h_d' })).total).toBe(0);
    expect((await list({ q: '_' })).posts.map((post) => post.slug)).toEqual(['list-scheduled']);
  });

  it('finds one post by its exact slug (the link dialog checks /insights/{slug})', async () => {
    const hit = seed.posts[1]!;
    expect((await list({ slug: hit.slug })).posts.map((post) => post.slug)).toEqual([hit.slug]);
    expect((await list({ slug: hit.slug.slice(0, -1) })).total).toBe(0);
  });

  it('filters by status: drafts, scheduled, published', async () => {
    const drafts = await list({ status: 'draft' });
    expect(drafts.total).toBe(seed.posts.filter((post) => !post.published).length);
    const scheduled = await list({ status: 'scheduled' });
    expect(scheduled.posts.map((post) => post.slug)).toEqual(['list-scheduled']);
    const published = await list({ status: 'published' });
    expect(published.total).toBe(seed.posts.filter((post) => post.published).length);
    for (const post of published.posts) expect(postStatus(post)).toBe('published');
  });

  it('filters by audience, journey stage and topic, together', async () => {
    const taxonomies = await allTaxonomies(handle.db);
    const topic = taxonomies.topics.find((t) => t.slug === seed.posts[0]!.topics[0])!;
    const byTopic = await list({ topic: topic.id });
    expect(byTopic.total).toBe(seed.posts.filter((p) => p.topics.includes(topic.slug)).length);
    for (const post of byTopic.posts) expect(post.topicIds).toContain(topic.id);
    const persona = taxonomies.personas.find((t) => t.slug === seed.posts[0]!.personas[0])!;
    const stage = taxonomies.journeyStages.find((t) => t.slug === seed.posts[0]!.journeyStages[0])!;
    const all = await list({ topic: topic.id, persona: persona.id, stage: stage.id });
    const expected = seed.posts.filter(
      (p) =>
        p.topics.includes(topic.slug) &&
        p.personas.includes(persona.slug) &&
        p.journeyStages.includes(stage.slug),
    );
    expect(all.posts.map((post) => post.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect((await list({ topic: randomUUID() })).total).toBe(0);
  });

  it('sorts by last update or by publish date (newest first, drafts last)', async () => {
    const updated = (await list()).posts;
    for (let i = 1; i < updated.length; i++) {
      expect(updated[i - 1]!.updatedAt.getTime()).toBeGreaterThanOrEqual(
        updated[i]!.updatedAt.getTime(),
      );
    }
    const byDate = [
      ...(await list({ sort: 'published' })).posts,
      ...(await list({ sort: 'published', page: '2' })).posts,
    ];
    const dates = byDate.map((post) => post.publishedAt?.getTime() ?? -Infinity);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(byDate[0]!.slug).toBe('list-scheduled');
    expect(byDate.at(-1)!.publishedAt).toBeNull();
  });
});
