/**
 * Location pages through the admin routes, on PGlite and a real Postgres 15, over the seed: create
 * and edit with the whole page copy, a taken slug (409), a published near duplicate refused (409
 * naming the page it copies) but saved unpublished, unpublishing taking a page off the public list,
 * and each change in the activity log.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, fillMissingPageCopy, readSeed } from '#lib/seed/seed.ts';
import { listActivity } from '#lib/audit/activity.ts';
import { allPageRedirects } from '#lib/content/page-slug-redirects.ts';
import { listLocations } from '#lib/locations/queries.ts';
import type { LocationInput } from '#lib/locations/input.ts';
import * as collection from '#pages/api/admin/locations/index.ts';
import * as item from '#pages/api/admin/locations/[id].ts';
import { adminDatabase, callRoute, currentVersionHeader } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());
const hartford = seed.locations.find((location) => location.slug === 'hartford-ct')!;

/** Danbury's own page: nothing shared with Hartford's but the structure. */
const danbury: LocationInput = {
  slug: 'danbury-ct',
  city: 'Danbury',
  state: 'CT',
  metaTitle: 'Managed IT Services in Danbury, CT',
  metaDescription: 'IT support for Danbury manufacturers and clinics, on site from Route 7.',
  introText:
    'Danbury manufacturers along Route 7 run shop-floor PCs, CNC controllers and an ERP that cannot stop for a patch window, so we schedule every change around their shifts.',
  isPublished: true,
  details: {
    areas: ['Downtown Danbury', 'Bethel', 'Brookfield'],
    highlights: ['Shift-aware maintenance', 'Plant-floor networks', 'Clinic support'].map(
      (title) => ({ icon: 'clock' as const, title, description: `${title} for Danbury teams.` }),
    ),
    services: ['ERP uptime', 'OT segmentation', 'Backups', 'Help desk'].map((title) => ({
      icon: 'server' as const,
      title,
      description: `${title}, planned around production.`,
      href: '/managed-it-services',
      linkLabel: 'Managed IT',
    })),
    faqs: ['ERP downtime', 'shop-floor Wi-Fi', 'CMMC', 'CNC backups', 'night shifts'].map(
      (topic) => ({
        question: `How do you handle ${topic} at a plant?`,
        answer: `We inventory the ${topic} risks on your floor first, then agree a window with your plant manager.`,
      }),
    ),
  },
};

describe.each(engines)('location pages in the admin on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await applySeed(handle.db, seed);
  });

  const create = (body: unknown) =>
    callRoute(collection.POST, { method: 'POST', path: '/api/admin/locations', body });
  const update = async (id: string, body: unknown) =>
    callRoute(item.PUT, {
      method: 'PUT',
      path: `/api/admin/locations/${id}`,
      params: { id },
      body,
      headers: await currentVersionHeader(database.handle, 'locations', id),
    });

  it('fills the copy of seeded rows from before pages kept it, once, and leaves other rows alone', async () => {
    await database.handle.sql.exec(`
      insert into locations (slug, city, state, meta_title, meta_description, intro_text)
        values ('old-row-ct', 'Old Row', 'CT', 'T', 'D', 'I');
      update locations set details = null where slug in ('hartford-ct', 'stamford-ct', 'old-row-ct');
      update industries set details = null where slug = 'healthcare';
      delete from locations where slug = 'brooklyn-ny';
      delete from industries where slug = 'vc-backed-startups';`);
    // Two cities' and one industry's copy, and the two pages that were written in code back then.
    expect(await fillMissingPageCopy(database.handle.db, seedDir())).toBe(5);
    const pages = await database.handle.sql.query<{ slug: string; filled: boolean }>(
      `select slug, details is not null as filled from industries
         where slug in ('healthcare', 'vc-backed-startups')
       union all select slug, details is not null from locations where slug = 'brooklyn-ny'
       order by slug`,
    );
    expect(pages).toEqual([
      { slug: 'brooklyn-ny', filled: true },
      { slug: 'healthcare', filled: true },
      { slug: 'vc-backed-startups', filled: true },
    ]);
    const rows = await database.handle.sql.query<{ slug: string; details: unknown }>(
      `select slug, details from locations where slug in ('hartford-ct', 'old-row-ct') order by slug`,
    );
    expect(rows).toEqual([
      { slug: 'hartford-ct', details: hartford.details },
      { slug: 'old-row-ct', details: null },
    ]);
    expect(await fillMissingPageCopy(database.handle.db, seedDir())).toBe(0);
    await database.handle.sql.exec(`delete from locations where slug = 'old-row-ct'`);
  });

  it('lists every seeded page with its whole copy', async () => {
    const answer = await callRoute(collection.GET, { method: 'GET', path: '/api/admin/locations' });
    const { locations } = answer.json as {
      locations: { slug: string; details: { faqs: unknown[] } }[];
    };
    expect(locations).toHaveLength(seed.locations.length);
    expect(locations.every((row) => row.details.faqs.length === 5)).toBe(true);
    expect(locations.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['new-york-ny', 'brooklyn-ny']),
    );
  });

  it('creates a page of its own, and refuses its slug a second time', async () => {
    const made = await create(danbury);
    expect(made.status).toBe(201);
    expect((await listLocations(database.handle.db)).map((row) => row.slug)).toContain(
      'danbury-ct',
    );
    const again = await create({ ...danbury, city: 'Danbury again' });
    expect(again.status).toBe(409);
    expect((again.json as { error: string }).error).toBe(
      'Another location already uses the slug "danbury-ct" (/locations/danbury-ct).',
    );
  });

  it('refuses to publish a copy of another city’s page, and keeps it unpublished instead', async () => {
    const swap = (text: string) => text.replaceAll('Hartford', 'Waterbury');
    const copy: LocationInput = {
      ...hartford,
      slug: 'waterbury-ct',
      city: 'Waterbury',
      metaTitle: 'Managed IT Services in Waterbury, CT',
      introText: swap(hartford.introText),
      details: {
        ...hartford.details,
        faqs: hartford.details.faqs.map((faq) => ({
          question: swap(faq.question),
          answer: swap(faq.answer),
        })),
      },
    };
    const refused = await create(copy);
    expect(refused.status).toBe(409);
    expect((refused.json as { error: string }).error).toBe(
      'This page reads too much like /locations/hartford-ct (100% the same) once the city names are removed. Rewrite its intro and FAQs for its own city, or save it unpublished for now.',
    );
    expect(
      (await listLocations(database.handle.db)).some((row) => row.slug === 'waterbury-ct'),
    ).toBe(false);

    const draft = await create({ ...copy, isPublished: false });
    expect(draft.status).toBe(201);
    const { location } = draft.json as { location: { id: string } };
    expect(
      (await listLocations(database.handle.db)).some((row) => row.slug === 'waterbury-ct'),
    ).toBe(false);
    // Publishing it later is refused the same way.
    expect((await update(location.id, { ...copy, isPublished: true })).status).toBe(409);
  });

  it('unpublishes a page without losing its copy, and logs each change', async () => {
    const { locations } = (
      await callRoute(collection.GET, { method: 'GET', path: '/api/admin/locations' })
    ).json as { locations: { id: string; slug: string }[] };
    const row = locations.find((location) => location.slug === 'danbury-ct')!;
    const hidden = await update(row.id, { ...danbury, isPublished: false });
    expect(hidden.status).toBe(200);
    expect((await listLocations(database.handle.db)).some((r) => r.slug === 'danbury-ct')).toBe(
      false,
    );
    expect((hidden.json as { location: { introText: string } }).location.introText).toBe(
      danbury.introText,
    );
    const bad = await update(row.id, {
      ...danbury,
      state: 'Connecticut',
      details: { ...danbury.details, faqs: [] },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { fields: Record<string, string> }).fields).toMatchObject({
      state: 'State must be at most 2 characters.',
      'details.faqs': 'A location page has exactly 5 questions.',
    });
    expect((await update(randomUUID(), danbury)).status).toBe(404);

    // A new slug: the old address leads to the page, and no other page may take it.
    const moved = await update(row.id, {
      ...danbury,
      slug: 'danbury-bethel-ct',
      isPublished: false,
    });
    expect(moved.status).toBe(200);
    expect(await allPageRedirects(database.handle.db)).toContainEqual({
      kind: 'location',
      from: 'danbury-ct',
      to: 'danbury-bethel-ct',
    });
    const squatter = await create({ ...danbury, city: 'Danbury again' });
    expect(squatter.status).toBe(409);
    expect((squatter.json as { error: string }).error).toBe(
      '/locations/danbury-ct is the old address of “Danbury” and still redirects readers to /locations/danbury-bethel-ct. Choose another slug.',
    );
    // The page itself may take its old slug back.
    expect((await update(row.id, { ...danbury, isPublished: false })).status).toBe(200);
    expect(await allPageRedirects(database.handle.db)).toContainEqual({
      kind: 'location',
      from: 'danbury-bethel-ct',
      to: 'danbury-ct',
    });

    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'location' });
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Saved the location page for Danbury, CT (not published)',
      'Saved the location page for Danbury, CT (not published)',
      'Saved the location page for Danbury, CT (not published)',
      'Created the unpublished location page for Waterbury, CT',
      'Created the location page for Danbury, CT',
    ]);
  });
});
