/**
 * Audiences, journey stages and topics edited through the admin routes, on PGlite and a real
 * Postgres 15: create, a slug taken or still redirecting (409 naming it), a rename that leaves a
 * redirect (chains collapse, the record may take its own old slug back), delete refused while posts
 * use it (409 naming them) or done with detach, and each change in the activity log.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { allTaxonomies } from '#lib/taxonomies/queries.ts';
import { createPost } from '#lib/posts/admin.ts';
import { postInput } from '#lib/posts/input.ts';
import { allPageRedirects } from '#lib/content/page-slug-redirects.ts';
import { listActivity } from '#lib/audit/activity.ts';
import * as collection from '#pages/api/admin/taxonomies/[kind]/index.ts';
import * as item from '#pages/api/admin/taxonomies/[kind]/[id].ts';
import { adminDatabase, callRoute, currentVersionHeader } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
interface Item {
  id: string;
  slug: string;
  name: string;
  intro: string | null;
  postCount: number;
}

describe.each(engines)('editing audiences, stages and topics on $name', (engine) => {
  const database = adminDatabase(engine, admin);

  const create = (kind: string, body: unknown) =>
    callRoute(collection.POST, {
      method: 'POST',
      path: `/api/admin/taxonomies/${kind}`,
      params: { kind },
      body,
    });
  const tables = { audiences: 'personas', stages: 'journey_stages', topics: 'topics' } as const;
  const update = async (kind: keyof typeof tables, id: string, body: unknown) =>
    callRoute(item.PUT, {
      method: 'PUT',
      path: `/api/admin/taxonomies/${kind}/${id}`,
      params: { kind, id },
      body,
      headers: await currentVersionHeader(database.handle, tables[kind], id),
    });
  const remove = async (kind: keyof typeof tables, id: string, query = '') =>
    callRoute(item.DELETE, {
      method: 'DELETE',
      path: `/api/admin/taxonomies/${kind}/${id}${query}`,
      params: { kind, id },
      headers: await currentVersionHeader(database.handle, tables[kind], id),
    });
  const list = async (kind: string) =>
    (
      (
        await callRoute(collection.GET, {
          method: 'GET',
          path: `/api/admin/taxonomies/${kind}`,
          params: { kind },
        })
      ).json as { items: Item[] }
    ).items;

  it('creates a record, and refuses a slug another record has (409 naming it)', async () => {
    const made = await create('topics', { name: ' Cloud ', slug: 'cloud', intro: 'Moving up.' });
    expect(made.status).toBe(201);
    expect((made.json as { item: Item }).item).toMatchObject({
      name: 'Cloud',
      slug: 'cloud',
      intro: 'Moving up.',
      postCount: 0,
    });
    const again = await create('topics', { name: 'Cloud again', slug: 'cloud' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      error: 'Another topic already uses the slug "cloud" (/topic/cloud).',
      fields: { slug: 'Another topic already uses the slug "cloud" (/topic/cloud).' },
    });
    // The same slug in another kind is another address: allowed.
    expect((await create('audiences', { name: 'Cloud people', slug: 'cloud' })).status).toBe(201);
    const bad = await create('topics', { name: '', slug: 'Not A Slug' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json as { fields: object }).fields).sort()).toEqual(['name', 'slug']);
    expect((await create('categories', { name: 'X', slug: 'x' })).status).toBe(404);
  });

  it('leaves a redirect on each rename; chains collapse; its own old slug can come back', async () => {
    const { item: made } = (await create('stages', { name: 'Learn', slug: 'learn' })).json as {
      item: Item;
    };
    expect((await update('stages', made.id, { name: 'Learning', slug: 'learning' })).status).toBe(
      200,
    );
    expect((await update('stages', made.id, { name: 'Research', slug: 'research' })).status).toBe(
      200,
    );
    const stageRedirects = async () =>
      (await allPageRedirects(database.handle.db)).filter((r) => r.kind === 'journeyStage');
    expect(await stageRedirects()).toEqual([
      { kind: 'journeyStage', from: 'learn', to: 'research' },
      { kind: 'journeyStage', from: 'learning', to: 'research' },
    ]);

    // Another stage may not take an address that still leads readers to this one.
    const { item: other } = (await create('stages', { name: 'Decide', slug: 'decide' })).json as {
      item: Item;
    };
    const taken = await update('stages', other.id, { name: 'Decide', slug: 'learn' });
    expect(taken.status).toBe(409);
    expect((taken.json as { error: string }).error).toBe(
      '/journey/learn is the old address of “Research” and still redirects readers to /journey/research. Choose another slug.',
    );

    // Taking its own old slug back removes that redirect.
    expect((await update('stages', made.id, { name: 'Learn', slug: 'learn' })).status).toBe(200);
    expect(await stageRedirects()).toEqual([
      { kind: 'journeyStage', from: 'learning', to: 'learn' },
      { kind: 'journeyStage', from: 'research', to: 'learn' },
    ]);
    expect((await update('stages', randomUUID(), { name: 'Nobody', slug: 'nobody' })).status).toBe(
      404,
    );
  });

  it('refuses to delete a record posts use, naming them; deletes it from them when told', async () => {
    const { item: topic } = (await create('topics', { name: 'Backups', slug: 'backups' })).json as {
      item: Item;
    };
    const { item: audience } = (await create('audiences', { name: 'Owners', slug: 'owners' }))
      .json as { item: Item };
    const { item: stage } = (await create('stages', { name: 'Plan', slug: 'plan' })).json as {
      item: Item;
    };
    for (const title of ['Backup basics', 'Restore drills']) {
      await createPost(
        database.handle.db,
        admin,
        postInput.parse({
          title,
          slug: title.toLowerCase().replace(' ', '-'),
          excerpt: 'E.',
          content: 'Body.',
          coverImageUrl: '/images/insights/cloud.svg',
          category: 'Cloud Solutions',
          personaIds: [audience.id],
          journeyStageIds: [stage.id],
          topicIds: [topic.id],
        }),
      );
    }
    expect((await list('topics')).find((t) => t.id === topic.id)?.postCount).toBe(2);

    const refused = await remove('topics', topic.id);
    expect(refused.status).toBe(409);
    expect((refused.json as { error: string }).error).toBe(
      '“Backups” is used by 2 posts: “Backup basics”, “Restore drills”. Remove the topic from them first, or delete it from those posts too.',
    );
    expect((await list('topics')).some((t) => t.id === topic.id)).toBe(true);

    const detached = await remove('topics', topic.id, '?detach=true');
    expect(detached.status).toBe(200);
    expect(detached.json).toMatchObject({ detachedFrom: ['Backup basics', 'Restore drills'] });
    expect((await allTaxonomies(database.handle.db)).topics.some((t) => t.id === topic.id)).toBe(
      false,
    );
    expect((await remove('topics', topic.id)).status).toBe(404);

    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'taxonomy' });
    expect(entries[0]).toMatchObject({
      action: 'taxonomy.deleted',
      actorEmail: admin.email,
      summary: 'Deleted the topic “Backups” and took it off 2 posts',
    });
    expect(entries.map((entry) => entry.summary)).toContain(
      'Edited the journey stage “Research” and moved it from /journey/learning to /journey/research',
    );
  });
});
