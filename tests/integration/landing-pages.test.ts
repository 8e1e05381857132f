/**
 * Landing pages through the admin routes, on PGlite and a real Postgres 15: a page made from a
 * template is saved as a draft and listed with its sections form; an address the site uses, a
 * composition that would break the layout and an image not in the library are each refused on their
 * field, and nothing is written; a taken address is a 409; clearing an optional field clears it;
 * retiring a published page redirects its address in one change; a share link carries the page as
 * the form held it, and a new one revokes the old; a renamed page keeps its old address.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { LANDING_PAGE_TEMPLATES } from '#lib/landing-pages/templates.ts';
import { listRedirects } from '#lib/redirects/admin.ts';
import { livePageRedirect } from '#lib/content/page-slug-redirects.ts';
import * as pages from '#pages/api/admin/landing-pages/index.ts';
import * as page from '#pages/api/admin/landing-pages/[id].ts';
import * as retire from '#pages/api/admin/landing-pages/[id]/retire.ts';
import * as shareLink from '#pages/api/admin/landing-pages/[id]/share-link.ts';
import { landingPageInput } from '#lib/landing-pages/input.ts';
import { landingPageForShareToken } from '#lib/landing-pages/share-links.ts';
import { pageForShareToken } from '#lib/preview/page-preview-links.ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const campaign = LANDING_PAGE_TEMPLATES.find((template) => template.id === 'campaign')!.page;
const PATH = '/api/admin/landing-pages';

interface Saved {
  id: string;
  slug: string;
  version: number;
  socialImage: string | null;
  isPublished: boolean;
}

describe.each(engines)('landing pages on $name', (engine) => {
  const database = adminDatabase(engine, admin);
  const create = (body: object) => callRoute(pages.POST, { method: 'POST', path: PATH, body });
  const count = async () => {
    const [row] = await database.handle.sql.query<{ n: number }>(
      'select count(*)::int as n from landing_pages',
    );
    return row!.n;
  };

  it('saves a page started from a template as a draft, and lists it with its form', async () => {
    const answer = await create({ ...campaign, slug: 'law-firm-assessment' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const saved = (answer.json as { 'landing-page': Saved })['landing-page'];
    expect(saved).toMatchObject({ slug: 'law-firm-assessment', isPublished: false, version: 1 });

    const listed = await callRoute(pages.GET, { method: 'GET', path: PATH });
    const { form, ...rest } = listed.json as { form: { fields: { key: string; kind: string }[] } };
    expect((rest as Record<string, Saved[]>)['landing-pages']!.map((row) => row.slug)).toContain(
      'law-firm-assessment',
    );
    expect(form.fields.find((field) => field.key === 'sections')?.kind).toBe('sections');

    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries.map((entry) => entry.action)).toContain('landing-page.created');
  });

  it.each<[string, object, string, string]>([
    [
      'a time to go live that is no time',
      { publishAt: 'next tuesday' },
      'publishAt',
      'Enter a valid date and time to go live.',
    ],
    ['an address the site uses', { slug: 'admin' }, 'slug', 'The site already uses /admin.'],
    [
      'unsafe characters in the address',
      { slug: 'law firms/<script>' },
      'slug',
      'Slug may contain only lower-case letters, digits and single hyphens.',
    ],
    [
      'two heroes',
      { sections: [...campaign.sections, campaign.sections[0]!] },
      `sections.${campaign.sections.length}`,
      'a page has one hero',
    ],
    [
      'a section missing its required text',
      {
        sections: [
          campaign.sections[0]!,
          { type: 'callToAction', title: '', text: 'x', actions: [] },
        ],
      },
      'sections.1.title',
      'Section 2 (Call to action)',
    ],
  ])('refuses %s on its field and writes nothing', async (_case, change, field, message) => {
    const before = await count();
    const answer = await create({ ...campaign, slug: 'refused-page', ...change });
    expect(answer.status).toBe(400);
    expect((answer.json as { fields: Record<string, string> }).fields[field]).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses an image that is not in the media library, on its field', async () => {
    const missing = `/media/${randomUUID()}`;
    const answer = await create({
      ...campaign,
      slug: 'with-missing-image',
      sections: [
        campaign.sections[0]!,
        { type: 'imageText', image: missing, title: 'Our team', text: 'Engineers near you.' },
      ],
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { fields: Record<string, string> }).fields['sections.1.image']).toBe(
      'That image is not in the media library (it may have been deleted). Choose another image.',
    );
  });

  it('answers 409 for an address another page has', async () => {
    await create({ ...campaign, slug: 'taken-address' });
    const answer = await create({ ...campaign, slug: 'taken-address' });
    expect(answer.status).toBe(409);
    expect((answer.json as { error: string }).error).toBe(
      'Another page already uses the address /taken-address.',
    );
  });

  it('clears the service type when it is emptied, and retires a published page with a redirect', async () => {
    const created = await create({
      ...campaign,
      slug: 'retired-offer',
      serviceType: 'Security assessment',
      isPublished: true,
    });
    const saved = (created.json as { 'landing-page': Saved & { serviceType: string } })[
      'landing-page'
    ];
    expect(saved.serviceType).toBe('Security assessment');
    const updated = await callRoute(page.PUT, {
      method: 'PUT',
      path: `${PATH}/${saved.id}`,
      params: { id: saved.id },
      body: { ...campaign, slug: 'retired-offer', serviceType: '', isPublished: true },
      headers: { 'If-Match': `"${saved.version}"` },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    const after = (updated.json as { 'landing-page': Saved & { serviceType: string | null } })[
      'landing-page'
    ];
    expect(after.serviceType).toBeNull();

    const retired = await callRoute(retire.POST, {
      method: 'POST',
      path: `${PATH}/${saved.id}/retire`,
      params: { id: saved.id },
      body: { redirectTo: '/contact' },
      headers: { 'If-Match': `"${after.version}"` },
    });
    expect(retired.status, JSON.stringify(retired.json)).toBe(200);
    const redirects = await listRedirects(database.handle.db);
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/retired-offer', to: '/contact', status: 301 }),
      ]),
    );
  });

  it('shares the page as the form holds it, unsaved changes too, until a new link replaces it', async () => {
    const created = await create({ ...campaign, slug: 'shared-offer' });
    const saved = (created.json as { 'landing-page': Saved })['landing-page'];
    const hero = { ...campaign.sections[0]!, title: 'A headline not saved yet' };
    const share = (title: string) =>
      callRoute(shareLink.POST, {
        method: 'POST',
        path: `${PATH}/${saved.id}/share-link`,
        params: { id: saved.id },
        body: {
          ...campaign,
          slug: 'shared-offer',
          sections: [{ ...hero, title }, ...campaign.sections.slice(1)],
        },
      });
    const first = await share('A headline not saved yet');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const { url } = first.json as { url: string; expiresAt: string };
    const token = new URL(url).pathname.replace('/preview/pages/', '');
    expect(token.startsWith(`landing-page-${saved.id}.`)).toBe(true);
    // Not a page document's link.
    expect(await pageForShareToken(database.handle.db, token)).toBeNull();
    const opened = await landingPageForShareToken(database.handle.db, token);
    const sharedPage = landingPageInput.parse(opened);
    expect(sharedPage.slug).toBe('shared-offer');
    expect(sharedPage.sections[0]).toMatchObject({
      type: 'hero',
      title: 'A headline not saved yet',
    });
    // Nothing was saved: the page keeps its saved headline.
    const [row] = await database.handle.sql.query<{ sections: { title: string }[] }>(
      `select sections from landing_pages where id = $1`,
      [saved.id],
    );
    expect(row!.sections[0]!.title).toBe(campaign.sections[0]!.title);

    const second = await share('A second headline');
    expect(second.status).toBe(201);
    expect(await landingPageForShareToken(database.handle.db, token)).toBeNull();
    // Deleting the page deletes its link.
    const secondToken = new URL((second.json as { url: string }).url).pathname.slice(15);
    expect(await landingPageForShareToken(database.handle.db, secondToken)).not.toBeNull();
    await database.handle.sql.query('delete from landing_pages where id = $1', [saved.id]);
    expect(await landingPageForShareToken(database.handle.db, secondToken)).toBeNull();

    const { entries } = await listActivity(database.handle.db, { page: 1 });
    const entry = entries.find((each) => each.action === 'landing-page.share-link');
    expect(entry?.summary).toContain(`the page ${campaign.title}`);
    expect(entry?.summary).not.toContain(token);
  });

  it('refuses to share a page that does not exist, or one that would not save', async () => {
    const missing = randomUUID();
    const unknown = await callRoute(shareLink.POST, {
      method: 'POST',
      path: `${PATH}/${missing}/share-link`,
      params: { id: missing },
      body: { ...campaign, slug: 'nowhere' },
    });
    expect(unknown.status).toBe(404);
    expect((unknown.json as { error: string }).error).toBe('That page does not exist.');
    const created = await create({ ...campaign, slug: 'unshareable' });
    const saved = (created.json as { 'landing-page': Saved })['landing-page'];
    const invalid = await callRoute(shareLink.POST, {
      method: 'POST',
      path: `${PATH}/${saved.id}/share-link`,
      params: { id: saved.id },
      body: { ...campaign, slug: 'admin' },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.json as { fields: Record<string, string> }).fields.slug).toContain(
      'The site already uses /admin.',
    );
  });

  it('keeps a renamed page’s old address, which no other page may then take', async () => {
    const created = await create({ ...campaign, slug: 'spring-offer', isPublished: true });
    const saved = (created.json as { 'landing-page': Saved })['landing-page'];
    const renamed = await callRoute(page.PUT, {
      method: 'PUT',
      path: `${PATH}/${saved.id}`,
      params: { id: saved.id },
      body: { ...campaign, slug: 'summer-offer', isPublished: true },
      headers: { 'If-Match': `"${saved.version}"` },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(await livePageRedirect(database.handle.db, '/spring-offer')).toBe('/summer-offer');
    expect(await listRedirects(database.handle.db)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: '/spring-offer',
          to: '/summer-offer',
          renamed: 'landingPage',
        }),
      ]),
    );

    const before = await count();
    const taken = await create({ ...campaign, slug: 'spring-offer' });
    expect(taken.status).toBe(409);
    expect((taken.json as { error: string }).error).toBe(
      `/spring-offer is the old address of “${campaign.title}” and still redirects readers to /summer-offer. Choose another slug.`,
    );
    expect(await count()).toBe(before);
  });
});
