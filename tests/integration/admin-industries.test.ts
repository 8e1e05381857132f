/**
 * Industry pages through the admin routes, on PGlite and a real Postgres 15, over the seed: every
 * seeded page (the startups page included) carries its whole copy; create and edit with lists of the
 * sizes a page allows; a taken slug (409); a library image that does not exist (400 on the field);
 * an image in use refused deletion naming the industry; unpublishing; each change in the activity log.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { listActivity } from '#lib/audit/activity.ts';
import { allPageRedirects } from '#lib/content/page-slug-redirects.ts';
import { listIndustries } from '#lib/industries/queries.ts';
import type { IndustryInput } from '#lib/industries/input.ts';
import { deleteImage, insertImage } from '#lib/media/admin.ts';
import * as collection from '#pages/api/admin/industries/index.ts';
import * as item from '#pages/api/admin/industries/[id].ts';
import { adminDatabase, callRoute, currentVersionHeader } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { noise } from '#test-support/images.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());

const dental: IndustryInput = {
  slug: 'dental-practices',
  name: 'Dental Practices',
  description: 'IT for dental practices: imaging, practice software and HIPAA-aware security.',
  introText:
    'Dental offices run on intraoral cameras, panoramic X-ray and a practice system that must be up at 7 a.m.',
  metaTitle: 'Managed IT for Dental Practices',
  metaDescription: 'Managed IT for dental practices: imaging uptime, Dentrix support and backups.',
  imageUrl: '/images/industries/healthcare.svg',
  isPublished: true,
  details: {
    services: ['Imaging uptime', 'Dentrix support', 'Encrypted backups'].map((title) => ({
      icon: 'heart-pulse' as const,
      title,
      description: `${title} for the front desk and the operatories.`,
    })),
    faqs: ['Do you support Dentrix?', 'Will you sign a BAA?'].map((question) => ({
      question,
      answer: 'Yes, for every dental client.',
    })),
    resources: [
      {
        icon: 'shield' as const,
        title: 'Cybersecurity services',
        description: 'EDR, email security and training.',
        href: '/cybersecurity-services',
        linkLabel: 'See cybersecurity',
      },
    ],
  },
};

describe.each(engines)('industry pages in the admin on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await applySeed(handle.db, seed);
  });

  const create = (body: unknown) =>
    callRoute(collection.POST, { method: 'POST', path: '/api/admin/industries', body });
  const update = async (id: string, body: unknown) =>
    callRoute(item.PUT, {
      method: 'PUT',
      path: `/api/admin/industries/${id}`,
      params: { id },
      body,
      headers: await currentVersionHeader(database.handle, 'industries', id),
    });
  const rowsBySlug = async () => {
    const { industries } = (
      await callRoute(collection.GET, { method: 'GET', path: '/api/admin/industries' })
    ).json as { industries: { id: string; slug: string; details: { faqs: unknown[] } }[] };
    return new Map(industries.map((row) => [row.slug, row]));
  };

  it('lists every seeded page with its whole copy, the startups page included', async () => {
    const rows = await rowsBySlug();
    expect([...rows.keys()].sort()).toEqual(seed.industries.map((i) => i.slug).sort());
    expect(rows.get('vc-backed-startups')?.details.faqs.length).toBeGreaterThanOrEqual(2);
    expect([...rows.values()].every((row) => row.details.faqs.length >= 2)).toBe(true);
  });

  it('creates a page, and refuses its slug a second time naming the page', async () => {
    expect((await create(dental)).status).toBe(201);
    const again = await create({ ...dental, name: 'Dentists' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      error:
        'Another industry already uses the slug "dental-practices" (/industries/dental-practices).',
      fields: { slug: expect.stringContaining('dental-practices') },
    });
  });

  it('takes a library image only if it exists, and then refuses to delete it naming the industry', async () => {
    const id = (await rowsBySlug()).get('dental-practices')!.id;
    const missing = await update(id, { ...dental, imageUrl: `/media/${randomUUID()}` });
    expect(missing.status).toBe(400);
    expect((missing.json as { fields: Record<string, string> }).fields).toEqual({
      imageUrl:
        'That image is not in the media library (it may have been deleted). Choose another image.',
    });
    const outside = await update(id, { ...dental, imageUrl: 'https://example.com/x.png' });
    expect(outside.status).toBe(400);

    // A real image: one that does not decode is left out of the pages (media/decodable.ts).
    const image = await insertImage(database.handle.db, {
      bytes: await noise(1600, 900).png().toBuffer(),
      type: 'image/png',
      width: 1600,
      height: 900,
      filename: 'chair.png',
      alt: 'A dental chair by a window',
      uploadedBy: admin.id,
    });
    expect((await update(id, { ...dental, imageUrl: `/media/${image.id}` })).status).toBe(200);
    const shown = (await listIndustries(database.handle.db)).find(
      (row) => row.slug === 'dental-practices',
    );
    expect(shown?.libraryImage).toEqual({
      id: image.id,
      width: 1600,
      height: 900,
      alt: 'A dental chair by a window',
    });
    await expect(deleteImage(database.handle.db, image.id)).rejects.toThrow(
      '“chair.png” is used by “Dental Practices”. Choose another image there first.',
    );
  });

  it('checks list sizes, unpublishes without losing copy, and logs each change', async () => {
    const id = (await rowsBySlug()).get('dental-practices')!.id;
    const bad = await update(id, {
      ...dental,
      details: { ...dental.details, services: dental.details.services.slice(0, 2), faqs: [] },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as { fields: Record<string, string> }).fields).toMatchObject({
      'details.services': 'An industry page has at least 3 service cards.',
      'details.faqs': 'An industry page has at least 2 questions.',
    });
    const hidden = await update(id, { ...dental, isPublished: false });
    expect(hidden.status).toBe(200);
    expect(
      (await listIndustries(database.handle.db)).some((row) => row.slug === 'dental-practices'),
    ).toBe(false);
    expect((await update(randomUUID(), dental)).status).toBe(404);

    // A new slug: the old address leads to the page, and no other page may take it.
    expect((await update(id, { ...dental, slug: 'dentists', isPublished: false })).status).toBe(
      200,
    );
    expect(await allPageRedirects(database.handle.db)).toContainEqual({
      kind: 'industry',
      from: 'dental-practices',
      to: 'dentists',
    });
    const squatter = await create({ ...dental, name: 'Orthodontists' });
    expect(squatter.status).toBe(409);
    expect((squatter.json as { error: string }).error).toBe(
      '/industries/dental-practices is the old address of “Dental Practices” and still redirects readers to /industries/dentists. Choose another slug.',
    );

    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'industry' });
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Saved the industry page for Dental Practices (not published)',
      'Saved the industry page for Dental Practices (not published)',
      'Saved the industry page for Dental Practices (published)',
      'Created the industry page for Dental Practices',
    ]);
  });
});
