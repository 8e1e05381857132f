/**
 * The composed pages the build renders, over the seed on PGlite: only published pages, each with
 * every fact reference in its copy replaced by the fact's value and its text rendered; a row whose
 * sections no longer pass their schema is left out instead of failing the build; the sitemap's list
 * of noindex pages; a page scheduled for later left out until its time, which the alarm names.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { landingPagePreviewView, publishedLandingPageViews } from '#data/landing-pages/index.ts';
import { seedDir } from '#lib/db/paths.ts';
import { landingPages } from '#lib/db/schema.ts';
import { landingPageInput, type LandingPageInput } from '#lib/landing-pages/input.ts';
import { noindexLandingPaths } from '#lib/landing-pages/queries.ts';
import { contentFingerprint } from '#lib/publishing/content-fingerprint.ts';
import { nextScheduledTime } from '#lib/publishing/schedule.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { adminDatabase } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());
const pglite = engines.find((engine) => engine.name === 'PGlite')!;

const page = (slug: string, isPublished: boolean): LandingPageInput => ({
  slug,
  title: `Managed IT from {price.professional} a user`,
  description:
    'Managed IT for growing teams, with a {responseMinutes}-minute response around the clock.',
  isPublished,
  sections: [
    {
      type: 'hero',
      title: 'Answered in {responseMinutes} minutes',
      intro: 'A US-based engineer answers within {responseMinutes} minutes, 24/7.',
    },
    {
      type: 'text',
      title: 'How it works',
      body: '## Your first week\n\nWe call within {responseMinutes} minutes and **start** the same day.',
    },
  ],
});

describe('published composed pages', () => {
  const database = adminDatabase(pglite, admin, async (handle) => {
    await applySeed(handle.db, seed);
    await handle.db
      .insert(landingPages)
      .values([
        landingPageInput.parse(page('managed-it-offer', true)),
        landingPageInput.parse(page('draft-offer', false)),
      ]);
    // Written around the admin: a page without its hero, which the schema refuses.
    await handle.db.insert(landingPages).values({
      slug: 'broken-offer',
      title: 'Broken',
      description: 'A page whose sections no longer pass their schema.',
      sections: [{ type: 'cards', title: 'Cards', items: [] }],
      isPublished: true,
    });
  });

  it('returns only the published pages that render, in address order', async () => {
    void database.handle;
    const views = await publishedLandingPageViews();
    expect(views.map((view) => view.path)).toEqual([
      '/law-firm-security-assessment',
      '/managed-it-offer',
    ]);
  });

  it('replaces every fact reference with the fact’s value, in the head and in every section', async () => {
    const views = await publishedLandingPageViews();
    const offer = views.find((view) => view.slug === 'managed-it-offer')!;
    expect(offer.title).toBe('Managed IT from $90 a user');
    expect(offer.description).toContain('with a 15-minute response');
    expect(offer.sections[0]).toMatchObject({ type: 'hero', title: 'Answered in 15 minutes' });
    const text = offer.sections[1]!;
    expect(text.type).toBe('text');
    if (text.type !== 'text') return;
    expect(text.html).toContain('<h2');
    expect(text.html).toContain('within 15 minutes');
    expect(text.html).toContain('<strong>start</strong>');
    for (const view of views) expect(JSON.stringify(view)).not.toMatch(/\{[a-z][\w.]*\}/);
  });

  it('carries the seed’s page as written: listed for search engines, its service type, its FAQ', async () => {
    const [seeded] = await publishedLandingPageViews();
    expect(seeded).toMatchObject({
      slug: 'law-firm-security-assessment',
      noindex: false,
      serviceType: 'Cybersecurity assessment',
      socialImage: null,
    });
    expect(seeded!.sections.map((section) => section.type)).toEqual([
      'hero',
      'cards',
      'testimonials',
      'faq',
      'leadForm',
    ]);
    expect(await noindexLandingPaths(database.handle.db)).toEqual([]);
    await database.handle.sql.query(
      `update landing_pages set noindex = true where slug = 'law-firm-security-assessment'`,
    );
    expect(await noindexLandingPaths(database.handle.db)).toEqual([
      '/law-firm-security-assessment',
    ]);
  });

  it('renders a page the form holds, never saved, as the build would: its facts, its text', async () => {
    const view = await landingPagePreviewView(landingPageInput.parse(page('not-saved-yet', false)));
    expect(view).toMatchObject({
      path: '/not-saved-yet',
      title: 'Managed IT from $90 a user',
      sections: [{ type: 'hero', title: 'Answered in 15 minutes' }, { type: 'text' }],
    });
    expect(JSON.stringify(view)).toContain('<strong>start</strong>');
    expect(
      await landingPagePreviewView({ ...landingPageInput.parse(page('x', false)), sections: [] }),
    ).toMatchObject({ reason: expect.any(String) });
  });

  it('leaves a page scheduled for later out until its time, and names that time as the next', async () => {
    const db = database.handle.db;
    const soon = new Date(Date.now() + 60 * 60_000);
    await db
      .insert(landingPages)
      .values({ ...landingPageInput.parse(page('scheduled-offer', true)), publishAt: soon });
    const slugs = async () => (await publishedLandingPageViews()).map((view) => view.slug);
    expect(await slugs()).not.toContain('scheduled-offer');
    expect((await nextScheduledTime(db))?.getTime()).toBe(soon.getTime());
    const before = await contentFingerprint(database.handle.sql);

    // Its time comes.
    await database.handle.sql.query(
      `update landing_pages set publish_at = now() - interval '1 minute' where slug = 'scheduled-offer'`,
    );
    expect(await slugs()).toContain('scheduled-offer');
    expect(await contentFingerprint(database.handle.sql)).not.toBe(before);
    expect(await nextScheduledTime(db)).toBeNull();
  });
});
