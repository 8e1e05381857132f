/**
 * Retiring one of the site's own pages through the admin routes, over the seed, on PGlite and a real
 * Postgres 15: what links to it is listed; retiring keeps a redirect that the build serves over the
 * page it still writes (on the Node server and in Netlify's _redirects), logged once; the page's
 * own address, the home page and a second retire are refused; the Pages list says it is retired.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActivity } from '#lib/audit/activity.ts';
import { seedDir } from '#lib/db/paths.ts';
import { netlifyRedirectLines } from '#lib/redirects/netlify.ts';
import { servedRedirects } from '#lib/redirects/served.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import * as pageList from '#pages/api/admin/pages/index.ts';
import * as retire from '#pages/api/admin/pages/[key]/retire.ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());

describe.each(engines)('retiring one of the site’s own pages on $name', (engine) => {
  const database = adminDatabase(engine, admin, async (handle) => {
    await applySeed(handle.db, seed);
  });
  const retirePage = (key: string, redirectTo: string) =>
    callRoute(retire.POST, {
      method: 'POST',
      path: `/api/admin/pages/${key}/retire`,
      params: { key },
      body: { redirectTo },
    });

  it('lists what links to the page, with where', async () => {
    const answer = await callRoute(retire.GET, {
      method: 'GET',
      path: '/api/admin/pages/partnerships/retire',
      params: { key: 'partnerships' },
    });
    expect(answer.status).toBe(200);
    const { path, links } = answer.json as { path: string; links: { where: string }[] };
    expect(path).toBe('/partnerships');
    expect(links.map((link) => link.where)).toContain(
      'Menus: the header’s menus and the footer’s columns',
    );
  });

  it.each<[string, string, string, number, string]>([
    [
      'its own address',
      'partnerships',
      '/partnerships',
      400,
      'Send visitors somewhere else: that is the address being retired.',
    ],
    ['no address', 'partnerships', 'not an address', 400, ''],
  ])('refuses %s on the field', async (_case, key, target, status, message) => {
    const answer = await retirePage(key, target);
    expect(answer.status).toBe(status);
    const { fields } = answer.json as { fields: Record<string, string> };
    expect(fields.redirectTo).toMatch(message);
  });

  it('has no retire for the home page or a page whose copy is shared', async () => {
    expect((await retirePage('home', '/services')).status).toBe(404);
    expect((await retirePage('contact', '/services')).status).toBe(404);
  });

  it('keeps a redirect served over the page, logs it, and refuses a second retire', async () => {
    const answer = await retirePage('partnerships', '/referral-program');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toEqual({
      page: { key: 'partnerships', title: expect.any(String) },
      redirect: { from: '/partnerships', to: '/referral-program' },
    });

    // The build writes /partnerships, and serves the redirect anyway.
    const served = await servedRedirects(database.handle.db, {
      isBuilt: () => true,
      moved: new Map(),
    });
    const rule = served.rules.find((r) => r.path === '/partnerships');
    expect(rule).toMatchObject({ to: '/referral-program', status: 301, retiresPage: true });
    expect(netlifyRedirectLines([rule!]).lines).toEqual(['/partnerships /referral-program 301!']);

    const { entries } = await listActivity(database.handle.db, { page: 1 });
    expect(entries[0]!.summary).toMatch(
      /^Retired the page .+: \/partnerships now redirects to \/referral-program$/,
    );

    const listed = await callRoute(pageList.GET, { method: 'GET', path: '/api/admin/pages' });
    const pages = (listed.json as { pages: { key: string; retiredTo: string | null }[] }).pages;
    expect(pages.find((page) => page.key === 'partnerships')?.retiredTo).toBe('/referral-program');
    expect(pages.find((page) => page.key === 'compare')?.retiredTo).toBeNull();

    const again = await retirePage('partnerships', '/services');
    expect(again.status).toBe(409);
    expect((again.json as { error: string }).error).toBe(
      '/partnerships is already retired: it redirects to /referral-program. Change or delete that redirect in Redirects.',
    );
  });
});
