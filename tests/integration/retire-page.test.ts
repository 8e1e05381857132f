/**
 * Retiring a page through the admin routes, over the seed, on PGlite and a real Postgres 15: what
 * links to it is listed with where; retiring unpublishes it and redirects its address in one change
 * (one version, one activity entry); a bad or circular target is refused on its field and leaves
 * the page as it was; stale and missing versions are refused as for any save.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { seedDir } from '#lib/db/paths.ts';
import { posts } from '#lib/db/schema.ts';
import { listRedirects } from '#lib/redirects/admin.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import * as industryRetire from '#pages/api/admin/industries/[id]/retire.ts';
import * as locationRetire from '#pages/api/admin/locations/[id]/retire.ts';
import { adminDatabase, callRoute, currentVersionHeader } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());

describe.each(engines)('retiring a page on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await applySeed(handle.db, seed);
  });

  const idOf = async (table: 'locations' | 'industries', slug: string) => {
    const [row] = await database.handle.sql.query<{ id: string; version: number }>(
      `select id, version from ${table} where slug = $1`,
      [slug],
    );
    return row!;
  };
  const retire = async (
    table: 'locations' | 'industries',
    slug: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => {
    const { id } = await idOf(table, slug);
    const route = table === 'locations' ? locationRetire : industryRetire;
    return callRoute(route.POST, {
      method: 'POST',
      path: `/api/admin/${table}/${id}/retire`,
      params: { id },
      body,
      headers: headers ?? (await currentVersionHeader(database.handle, table, id)),
    });
  };
  const isPublished = async (table: 'locations' | 'industries', slug: string) => {
    const [row] = await database.handle.sql.query<{ is_published: boolean }>(
      `select is_published from ${table} where slug = $1`,
      [slug],
    );
    return row!.is_published;
  };

  it('lists what links to the page: page copy, posts and other records, each with its field', async () => {
    const [post] = await database.handle.db.select({ title: posts.title }).from(posts).limit(1);
    await database.handle.sql.query(
      `update posts set content = content || E'\\n\\nOur [law firm clients](/industries/law-firms#faq) say so.' where title = $1`,
      [post!.title],
    );
    const { id } = await idOf('industries', 'law-firms');
    const answer = await callRoute(industryRetire.GET, {
      method: 'GET',
      path: `/api/admin/industries/${id}/retire`,
      params: { id },
    });
    expect(answer.status).toBe(200);
    const { path, links } = answer.json as {
      path: string;
      links: { where: string; field: string; text: string }[];
    };
    expect(path).toBe('/industries/law-firms');
    expect(links).toEqual(
      expect.arrayContaining([
        {
          where: 'Managed IT Services',
          field: 'industries › items › 1 › href',
          text: '/industries/law-firms',
        },
        {
          where: `The post “${post!.title}”`,
          field: 'content',
          text: expect.stringContaining('(/industries/law-firms#faq)'),
        },
      ]),
    );
  });

  it('unpublishes the page and redirects its address, as one change', async () => {
    const before = await idOf('locations', 'greenwich-ct');
    const answer = await retire('locations', 'greenwich-ct', {
      redirectTo: '/locations/stamford-ct',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe(`"${before.version + 1}"`);
    expect(answer.json).toMatchObject({
      location: { slug: 'greenwich-ct', isPublished: false, version: before.version + 1 },
      redirect: { from: '/locations/greenwich-ct', to: '/locations/stamford-ct' },
    });
    const redirects = await listRedirects(database.handle.db);
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: '/locations/greenwich-ct',
          to: '/locations/stamford-ct',
          status: 301,
        }),
      ]),
    );
    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]).toMatchObject({
      action: 'location.updated',
      subjectId: before.id,
      summary:
        'Retired the location page for Greenwich, CT: /locations/greenwich-ct now redirects to /locations/stamford-ct',
    });
  });

  it('refuses a target that is no address, or the page itself, on its field', async () => {
    for (const [redirectTo, message] of [
      ['', 'Choose where visitors of the old address go: a page of this site or an https address.'],
      [
        '/industries/healthcare',
        'Send visitors somewhere else: that is the address being retired.',
      ],
    ] as const) {
      const answer = await retire('industries', 'healthcare', { redirectTo });
      expect(answer.status).toBe(400);
      expect((answer.json as { fields: Record<string, string> }).fields).toEqual({
        redirectTo: message,
      });
    }
    const script = await retire('industries', 'healthcare', { redirectTo: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(Object.keys((script.json as { fields: object }).fields)).toEqual(['redirectTo']);
    expect(await isPublished('industries', 'healthcare')).toBe(true);
  });

  it('refuses a loop and leaves the page published', async () => {
    expect(
      (await retire('locations', 'norwalk-ct', { redirectTo: '/locations/bridgeport-ct' })).status,
    ).toBe(200);
    const loop = await retire('locations', 'bridgeport-ct', {
      redirectTo: '/locations/norwalk-ct',
    });
    expect(loop.status).toBe(409);
    expect((loop.json as { fields: Record<string, string> }).fields.redirectTo).toMatch(/loop/);
    expect(await isPublished('locations', 'bridgeport-ct')).toBe(true);
    const redirects = await listRedirects(database.handle.db);
    expect(redirects.some((redirect) => redirect.from === '/locations/bridgeport-ct')).toBe(false);
  });

  it('refuses a stale version (409) and a missing one (428), as for any save', async () => {
    const stale = await retire(
      'industries',
      'manufacturing',
      { redirectTo: '/contact' },
      {
        'If-Match': '"999"',
      },
    );
    expect(stale.status).toBe(409);
    const missing = await retire('industries', 'manufacturing', { redirectTo: '/contact' }, {});
    expect(missing.status).toBe(428);
    expect(await isPublished('industries', 'manufacturing')).toBe(true);
  });
});
