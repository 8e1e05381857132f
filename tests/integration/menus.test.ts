/**
 * The menus page document through the admin's page route, on PGlite and a real Postgres 15
 * (docs/page-copy.md, "Menus"): the seed is the menus the site had in code; a link to a page that is
 * not there, not published, or kept for the site is refused on its field, naming it, with nothing
 * written; links to live pages and https addresses save as a new version with its history; a
 * contributor may not change the menus.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import type { DocumentOf } from '#lib/pages/registry.ts';
import * as item from '#pages/api/admin/pages/[key].ts';
import * as revisions from '#pages/api/admin/revisions/[kind]/[id].ts';
import { adminDatabase, callRoute, signInAs } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

type Menus = DocumentOf<'menus'>;

const editor = { id: randomUUID(), email: 'editor@example.com', role: 'editor' as const };
const seed = await readSeed(seedDir());
const seeded = () =>
  structuredClone(seed.pages.find((page) => page.key === 'menus')!.document) as Menus;
const location = seed.locations[0]!;
const industry = seed.industries[0]!;

/** The seeded menus with one link added to the first header menu. */
const withLink = (name: string, path: string): Menus => {
  const menus = seeded();
  menus.header[0]!.links.push({ name, path });
  return menus;
};

describe.each(engines)('the menus on $name', (engine) => {
  const database = adminDatabase(engine, editor, async (handle) => {
    await applySeed(handle.db, seed);
  });

  const save = (document: Menus, version: number) =>
    callRoute(item.PUT, {
      method: 'PUT',
      path: '/api/admin/pages/menus',
      params: { key: 'menus' },
      body: { document },
      headers: { 'If-Match': `"${version}"` },
    });
  const stored = async () => {
    const [row] = await database.handle.sql.query<{ version: number; document: Menus }>(
      'select version, document from page_documents where id = $1',
      ['menus'],
    );
    return row!;
  };
  const field = `header.0.links.${seeded().header[0]!.links.length}.path`;

  it('starts from the menus the site had: four header menus and three footer columns', async () => {
    const { document, version } = await stored();
    expect(version).toBe(1);
    expect(document.header.map((menu) => menu.name)).toEqual([
      'Services',
      'Pricing',
      'Resources',
      'Company',
    ]);
    expect(document.footer.map((column) => column.name)).toEqual(['Solutions', 'Tools', 'Company']);
    expect(document.header[1]!.links).toEqual([
      { name: 'Pricing Calculator', path: '/pricing' },
      { name: 'Referral Program', path: '/referral-program' },
    ]);
  });

  it.each([
    ['a page that is not there', '/no-such-page', 'No page on this site is at /no-such-page.'],
    [
      'a location that is not there',
      '/locations/atlantis',
      'No page on this site is at /locations/atlantis.',
    ],
    ['an insight that is not there', '/insights/never-written', '/insights/never-written'],
    ['the admin', '/admin', '/admin is not a page of the site'],
  ])(
    'refuses a link to %s, naming it on its field, and writes nothing',
    async (_name, path, says) => {
      const answer = await save(withLink('Somewhere', path), 1);
      expect(answer.status).toBe(400);
      const { fields } = answer.json as { fields: Record<string, string> };
      expect(Object.keys(fields)).toEqual([field]);
      expect(fields[field]).toContain(says);
      expect((await stored()).version).toBe(1);
    },
  );

  it('refuses a link to an unpublished location, naming the page', async () => {
    await database.handle.sql.query('update locations set is_published = false where slug = $1', [
      location.slug,
    ]);
    const path = `/locations/${location.slug}`;
    const answer = await save(withLink('Our office', path), 1);
    expect(answer.status).toBe(400);
    const { fields } = answer.json as { fields: Record<string, string> };
    expect(fields[field]).toBe(
      `“${location.city}, ${location.state}” is not published, so ${path} is not on the site yet. Publish it first, or link to another page.`,
    );
    expect((await stored()).version).toBe(1);
  });

  it.each([
    ['an address on another site', 'http://example.com/page'],
    ['a contact fact', '{phone}'],
    ['an email address', 'mailto:help@example.com'],
  ])('refuses %s that is not https', async (_name, path) => {
    const answer = await save(withLink('Elsewhere', path), 1);
    expect(answer.status).toBe(400);
    expect((answer.json as { fields: Record<string, string> }).fields[field]).toBe(
      'Link must be a page on this site, such as /compliance, or an https:// address on another site.',
    );
  });

  it('saves links to live pages and https addresses as a new version, with its history', async () => {
    const menus = seeded();
    menus.header[0]!.links.push(
      { name: industry.name.slice(0, 40), path: `/industries/${industry.slug}` },
      // A composed page, at an address of one segment.
      { name: 'Security assessment', path: `/${seed.landingPages[0]!.slug}` },
      { name: 'Status page', path: 'https://status.example.com' },
    );
    // Reordered and renamed: the footer's first column last, its first link renamed.
    menus.footer.push(menus.footer.shift()!);
    menus.footer[0]!.links[0]!.name = 'Price it';
    const answer = await save(menus, 1);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const after = await stored();
    expect(after.version).toBe(2);
    expect(after.document).toEqual(menus);
    const history = await callRoute(revisions.GET, {
      method: 'GET',
      path: '/api/admin/revisions/page-documents/menus',
      params: { kind: 'page-documents', id: 'menus' },
    });
    expect((history.json as { revisions: unknown[] }).revisions).toEqual([
      expect.objectContaining({ version: 2, actorEmail: 'editor@example.com' }),
      expect.objectContaining({ version: 1 }),
    ]);
  });

  it('is not a contributor’s to change', async () => {
    const before = await stored();
    signInAs({ ...editor, role: 'contributor' });
    try {
      const answer = await save(seeded(), before.version);
      expect(answer.status).toBe(403);
    } finally {
      signInAs(editor);
    }
    expect(await stored()).toEqual(before);
  });
  it('refuses a link to a composed page until it is published, then saves it', async () => {
    await database.handle.sql.query(
      `insert into landing_pages (slug, title, description, sections, is_published)
       values ('spring-offer', 'Spring offer', 'A spring offer.', '[]', false)`,
    );
    const { version } = await stored();
    const refused = await save(withLink('Spring offer', '/spring-offer'), version);
    expect(refused.status).toBe(400);
    expect((refused.json as { fields: Record<string, string> }).fields[field]).toBe(
      '“Spring offer” is not published, so /spring-offer is not on the site yet. Publish it first, or link to another page.',
    );
    const nowhere = await save(withLink('Nowhere', '/no-such-offer'), version);
    expect((nowhere.json as { fields: Record<string, string> }).fields[field]).toMatch(
      /\/no-such-offer/,
    );
    await database.handle.sql.query(
      `update landing_pages set is_published = true where slug = 'spring-offer'`,
    );
    const saved = await save(withLink('Spring offer', '/spring-offer'), version);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  });
});
