/**
 * Page documents and Settings through the admin routes, on PGlite and a real Postgres 15: the seed
 * gives every page its document once (a fresh database and an older one alike, never replacing an
 * edit), saves are versioned (428 without If-Match, 409 when stale, nothing written), refused field
 * by field (400) and logged with the fields they changed in the same transaction, Settings changes
 * every page's facts, a share link keeps its draft, and the content fingerprint follows the copy.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, fillMissingPageCopy, readSeed } from '#lib/seed/seed.ts';
import { factValues } from '#lib/facts/catalog.ts';
import { currentSettings } from '#lib/pages/admin.ts';
import { documentForBuild } from '#lib/pages/input.ts';
import { readPageDocuments } from '#lib/pages/queries.ts';
import { DOCUMENT_KEYS } from '#lib/pages/registry.ts';
import { pageForShareToken } from '#lib/preview/page-preview-links.ts';
import { contentFingerprint } from '#lib/publishing/content-fingerprint.ts';
import * as collection from '#pages/api/admin/pages/index.ts';
import * as item from '#pages/api/admin/pages/[key].ts';
import * as shareLink from '#pages/api/admin/pages/[key]/share-link.ts';
import * as revisions from '#pages/api/admin/revisions/[kind]/[id].ts';
import * as revision from '#pages/api/admin/revisions/[kind]/[id]/[version].ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com', role: 'owner' as const };
const seed = await readSeed(seedDir());
const seeded = (key: string) =>
  structuredClone(seed.pages.find((page) => page.key === key)!.document);

interface Home {
  hero: { title: string; intro: string; actions: { label: string; href: string }[] };
  testimonials: { items: { name: string; role: string; company: string; content: string }[] };
  closing: { title: string };
}

describe.each(engines)('page documents on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await applySeed(handle.db, seed);
  });

  const open = (key: string) =>
    callRoute(item.GET, { method: 'GET', path: `/api/admin/pages/${key}`, params: { key } });
  const save = (key: string, document: unknown, version?: number) =>
    callRoute(item.PUT, {
      method: 'PUT',
      path: `/api/admin/pages/${key}`,
      params: { key },
      body: { document },
      ...(version !== undefined && { headers: { 'If-Match': `"${version}"` } }),
    });
  const versionOf = async (key: string) => {
    const [row] = await database.handle.sql.query<{ version: number }>(
      'select version from page_documents where id = $1',
      [key],
    );
    return row!.version;
  };

  it('seeds every page’s document, as the seed wrote it, at version 1', async () => {
    const rows = await readPageDocuments(database.handle.db);
    expect([...rows.keys()].sort()).toEqual([...DOCUMENT_KEYS].sort());
    for (const key of DOCUMENT_KEYS) expect(rows.get(key), key).toEqual(seeded(key));
    const versions = await database.handle.sql.query<{ version: number }>(
      'select distinct version from page_documents',
    );
    expect(versions).toEqual([{ version: 1 }]);
    const { pages } = (await callRoute(collection.GET, { method: 'GET', path: '/api/admin/pages' }))
      .json as { pages: { key: string; title: string; paths: string[] }[] };
    expect(pages.map((page) => page.key)).toEqual(DOCUMENT_KEYS);
    expect(pages.find((page) => page.key === 'home')).toMatchObject({
      title: 'Home',
      paths: ['/'],
    });
  });

  it('gives an older database each missing document once, and never replaces one', async () => {
    const edited = { ...(seeded('compare') as object), ours: 'Us' };
    await database.handle.sql.query(
      `update page_documents set document = $1::jsonb where id = 'compare'`,
      [JSON.stringify(edited)],
    );
    await database.handle.sql.exec(
      `delete from page_documents where id in ('home', 'settings', 'plans')`,
    );
    expect(await fillMissingPageCopy(database.handle.db, seedDir())).toBe(3);
    expect(await fillMissingPageCopy(database.handle.db, seedDir())).toBe(0);
    const rows = await readPageDocuments(database.handle.db);
    expect(rows.get('home')).toEqual(seeded('home'));
    expect(rows.get('compare')).toEqual(edited);
    // Seeding again adds what is missing and leaves the edit alone too.
    await applySeed(database.handle.db, seed);
    expect((await readPageDocuments(database.handle.db)).get('compare')).toEqual(edited);
    await database.handle.sql.query(
      `update page_documents set document = $1::jsonb where id = 'compare'`,
      [JSON.stringify(seeded('compare'))],
    );
  });

  it('opens a document with its form, the facts of the day and the site’s pages', async () => {
    const answer = await open('home');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"1"');
    const editor = answer.json as {
      page: { document: Home; version: number };
      form: { kind: string; fields: { key: string; label: string }[] };
      facts: { name: string; value: string }[];
      paths: string[];
    };
    expect(editor.page.document).toEqual(seeded('home'));
    expect(editor.form.kind).toBe('group');
    expect(editor.form.fields.map((field) => field.key)).toContain('testimonials');
    expect(editor.facts).toContainEqual(
      expect.objectContaining({ name: 'responseMinutes', value: '15' }),
    );
    expect(editor.paths).toEqual(expect.arrayContaining(['/pricing', '/locations/hartford-ct']));
    expect((await open('nope')).status).toBe(404);
  });

  it('saves against the version read, logs the fields it changed, and refuses a stale save', async () => {
    const home = seeded('home') as unknown as Home;
    home.hero.title = 'IT support that answers before you finish typing';
    const saved = await save('home', home, 1);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect((saved.json as { page: { document: Home; updatedBy: string } }).page).toMatchObject({
      document: { hero: { title: home.hero.title } },
      updatedBy: 'marketer@example.com',
    });
    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'page' });
    expect(entries[0]).toMatchObject({
      action: 'page.updated',
      subjectId: 'home',
      actorEmail: 'marketer@example.com',
      summary: 'Saved Home: hero.title',
    });

    // Someone else saved in between: refused with the current version, nothing written.
    const stale = await save('home', { ...home, closing: { ...home.closing, title: 'Mine' } }, 1);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ currentVersion: 2 });
    expect(await versionOf('home')).toBe(2);
    expect((await save('home', home)).status).toBe(428);

    // Saving what is already there changes no version and logs nothing.
    expect((await save('home', home, 2)).headers.get('etag')).toBe('"2"');
    const after = await listActivity(database.handle.db, { page: 1, subject: 'page' });
    expect(after.total).toBe(entries.length);

    // History: the seeded version and the saved one, each whole, the saved one with its author.
    const history = await callRoute(revisions.GET, {
      method: 'GET',
      path: '/api/admin/revisions/page-documents/home',
      params: { kind: 'page-documents', id: 'home' },
    });
    expect(history.status).toBe(200);
    expect((history.json as { revisions: unknown[] }).revisions).toEqual([
      expect.objectContaining({ version: 2, actorEmail: 'marketer@example.com' }),
      expect.objectContaining({ version: 1, actorEmail: null }),
    ]);
    const first = await callRoute(revision.GET, {
      method: 'GET',
      path: '/api/admin/revisions/page-documents/home/1',
      params: { kind: 'page-documents', id: 'home', version: '1' },
    });
    expect(
      (first.json as { revision: { document: { document: unknown } } }).revision.document.document,
    ).toEqual(seeded('home'));
  });

  it.each([
    [
      'an empty heading',
      (home: Home) => {
        home.hero.title = '  ';
      },
      { 'hero.title': 'Heading (h1) is required.' },
    ],
    [
      'a fact that does not exist',
      (home: Home) => {
        home.hero.intro = 'Answers in {responseMinute} minutes.';
      },
      { 'hero.intro': 'Intro refers to {responseMinute}, which is not a fact in Settings.' },
    ],
    [
      'a link off the site that is not https',
      (home: Home) => {
        home.hero.actions[0]!.href = 'javascript:alert(1)';
      },
      {
        'hero.actions.0.href':
          'Link must be a page on this site, such as /compliance, an https:// address, or a contact fact such as {priorityPhone.href}.',
      },
    ],
    [
      'a control character',
      (home: Home) => {
        home.testimonials.items[0]!.content = 'Great\u0000 service';
      },
      {
        'testimonials.items.0.content':
          'Quote contains a control character (such as NUL); remove it and try again.',
      },
    ],
    [
      'more testimonials than the section takes',
      (home: Home) => {
        home.testimonials.items = Array.from({ length: 7 }, () => home.testimonials.items[0]!);
      },
      { 'testimonials.items': 'Testimonials: at most 6 testimonials.' },
    ],
    [
      'no testimonial at all',
      (home: Home) => {
        home.testimonials.items = [];
      },
      { 'testimonials.items': 'Testimonials: at least 1 testimonial.' },
    ],
  ])('refuses %s on its field, writing nothing', async (_what, spoil, fields) => {
    const { page } = (await open('home')).json as { page: { document: Home; version: number } };
    const document = structuredClone(page.document);
    spoil(document);
    const refused = await save('home', document, page.version);
    expect(refused.status).toBe(400);
    expect((refused.json as { fields: Record<string, string> }).fields).toEqual(fields);
    expect(await versionOf('home')).toBe(page.version);
  });

  it('edits a blog article and the outlines: an outline removed down to one, never to none', async () => {
    const key = 'blog-cybersecurity-threats-2025';
    const article = seeded(key) as { body: string; category: string };
    const edited = {
      ...article,
      body: `${article.body}\n\nOne more paragraph.`,
      category: 'Cloud Solutions',
    };
    const saved = await save(key, edited, 1);
    expect(saved.status).toBe(200);
    expect((await readPageDocuments(database.handle.db)).get(key)).toEqual(edited);
    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'page' });
    expect(entries[0]).toMatchObject({
      subjectId: key,
      summary: expect.stringMatching(/body.*category|category.*body/),
    });
    expect((await save(key, { ...edited, category: 'Gardening' }, 2)).status).toBe(400);
    expect((await save(key, article, 1)).status).toBe(409);

    const outlines = seeded('blog-outlines') as { outlines: unknown[] };
    const none = await save('blog-outlines', { outlines: [] }, 1);
    expect(none.status).toBe(400);
    expect((none.json as { fields: Record<string, string> }).fields).toEqual({
      outlines: 'Outlines: at least 1 outline.',
    });
    expect(await versionOf('blog-outlines')).toBe(1);
    const one = { outlines: outlines.outlines.slice(1) };
    expect((await save('blog-outlines', one, 1)).status).toBe(200);
    expect((await readPageDocuments(database.handle.db)).get('blog-outlines')).toEqual(one);
    // Back as the seed wrote them, for the tests after this one.
    expect((await save(key, article, 2)).status).toBe(200);
    expect((await save('blog-outlines', outlines, 2)).status).toBe(200);
  });

  it('changes a price once in Settings for every page, and refuses what no page may state', async () => {
    const settings = seeded('settings') as { plans: Record<string, number> };
    settings.plans.professionalPricePerUser = 95;
    expect((await save('settings', settings, 1)).status).toBe(200);
    expect(factValues(await currentSettings(database.handle.db))['price.professional']).toBe('$95');
    const { entries } = await listActivity(database.handle.db, { page: 1, subject: 'settings' });
    expect(entries[0]).toMatchObject({
      action: 'settings.updated',
      summary: 'Saved Settings: facts, claims and prices: plans.professionalPricePerUser',
      details: {
        changes: [{ path: 'plans.professionalPricePerUser', before: 90, after: 95 }],
      },
    });

    // Enterprise must start above Essential's last user + 1.
    const overlapping = structuredClone(settings);
    overlapping.plans.enterpriseMinUsers = 26;
    const refused = await save('settings', overlapping, 2);
    expect(refused.status).toBe(400);
    expect((refused.json as { fields: Record<string, string> }).fields).toEqual({
      'plans.enterpriseMinUsers':
        'Enterprise must start above 26 users, so the Professional plan covers at least one team size.',
    });

    // A price so long that a page's search description would no longer fit is refused.
    const longer = structuredClone(settings);
    longer.plans.essentialPrice = 99_999;
    longer.plans.professionalPricePerUser = 9_999;
    longer.plans.enterprisePricePerUser = 9_999;
    const tooLong = await save('settings', longer, 2);
    expect(tooLong.status).toBe(400);
    expect((tooLong.json as { error: string }).error).toContain(
      'Managed IT Services (head.description): Description in search results is',
    );
    expect(await versionOf('settings')).toBe(2);
  });

  it('keeps a share link’s draft for the reviewer, and a new link revokes the old one', async () => {
    const draft = seeded('compare') as { ours: string };
    draft.ours = 'Northbeam (draft)';
    const share = () =>
      callRoute(shareLink.POST, {
        method: 'POST',
        path: '/api/admin/pages/compare/share-link',
        params: { key: 'compare' },
        body: { document: draft },
      });
    const first = await share();
    expect(first.status).toBe(201);
    const token = (first.json as { url: string }).url.split('/preview/pages/')[1]!;
    expect(await pageForShareToken(database.handle.db, token)).toEqual({
      key: 'compare',
      document: draft,
    });
    // The saved page is untouched; the link's draft is not part of the published content.
    expect((await readPageDocuments(database.handle.db)).get('compare')).toEqual(seeded('compare'));
    const second = await share();
    const newToken = (second.json as { url: string }).url.split('/preview/pages/')[1]!;
    expect(await pageForShareToken(database.handle.db, token)).toBeNull();
    expect(await pageForShareToken(database.handle.db, newToken)).not.toBeNull();
    expect(await pageForShareToken(database.handle.db, `${newToken}x`)).toBeNull();
  });

  it('changes the content fingerprint with the copy, not with a share link', async () => {
    const before = await contentFingerprint(database.handle.sql);
    await callRoute(shareLink.POST, {
      method: 'POST',
      path: '/api/admin/pages/compare/share-link',
      params: { key: 'compare' },
      body: { document: seeded('compare') },
    });
    expect(await contentFingerprint(database.handle.sql)).toBe(before);
    const compare = seeded('compare') as { ours: string };
    compare.ours = 'Northbeam IT, today';
    expect((await save('compare', compare, 1)).status).toBe(200);
    expect(await contentFingerprint(database.handle.sql)).not.toBe(before);
  });

  it('stops the build on a stored document that fails its schema, naming the page and field', async () => {
    const broken = seeded('pricing') as { page: { title: string } };
    broken.page.title = '';
    await database.handle.sql.query(
      `update page_documents set document = $1::jsonb where id = 'pricing'`,
      [JSON.stringify(broken)],
    );
    const rows = await readPageDocuments(database.handle.db);
    expect(() => documentForBuild('pricing', rows.get('pricing'))).toThrow(
      /"pricing" \(Pricing Calculator, shown on \/pricing\)[\s\S]*page\.title: Title in search results is required\./,
    );
    expect(() => documentForBuild('pricing', undefined)).toThrow(/npm run db:migrate/);
  });
});
