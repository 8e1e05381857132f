/**
 * "Export everything" read back into an empty instance, on PGlite and a real Postgres 15: the ZIP
 * the admin downloads holds every post (Markdown with front matter), image, audience, stage, topic,
 * location and industry page, lead with its notes, and redirect; imported into a database with
 * nothing in it, the site it serves is the same, old addresses included; a second import of the same
 * ZIP creates nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import type { DatabaseHandle } from '#lib/db/client.ts';
import { allInsights } from '#lib/posts/queries.ts';
import { listRedirects } from '#lib/redirects/admin.ts';
import { createRedirect } from '#lib/redirects/admin.ts';
import { redirectInput } from '#lib/redirects/input.ts';
import { insertLead } from '#lib/leads/store.ts';
import { addLeadNote } from '#lib/leads/notes.ts';
import { listMedia } from '#lib/media/admin.ts';
import { runStep, startJob } from '#lib/import/jobs.ts';
import { openSafeZip } from '#lib/import/zip.ts';
import * as exportRoute from '#pages/api/admin/export.ts';
import { actAs, ORIGIN } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { WP_ITEMS, wordpressUploads, wxr } from '#test-support/wordpress.ts';

const admin = { id: randomUUID(), email: 'owner@example.com' };
const seed = await readSeed(seedDir());
const work = mkdtempSync(join(tmpdir(), 'northbeam-export-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function importToEnd(handle: DatabaseHandle, main: string, uploads?: string) {
  const planned = await startJob(handle.db, admin, { main, uploads }, 'test');
  // A WordPress import gives no default audience, stage or topic unless one is chosen: these.
  const first = async (table: string) =>
    (await handle.sql.query<{ id: string }>(`select id from ${table} order by name limit 1`))[0]!
      .id;
  const mapping = planned.dryRun.mapping && {
    ...planned.dryRun.mapping,
    defaults: {
      ...planned.dryRun.mapping.defaults,
      persona: await first('personas'),
      journeyStage: await first('journey_stages'),
      topic: await first('topics'),
    },
  };
  const { job, dryRun } = mapping
    ? await startJob(handle.db, admin, { main, uploads }, 'test', undefined, mapping)
    : planned;
  const done = await runStep(handle.db, admin, job.id, { budgetMs: Infinity });
  return { job: done, dryRun };
}

/** What the public site shows, as comparable data. */
async function publicSite(handle: DatabaseHandle) {
  return (await allInsights(handle.db)).map((post) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    cover: post.coverImageUrl,
    publishedAt: post.publishedAt.toISOString(),
    topics: post.topics.map((topic) => topic.slug).sort(),
    personas: post.personas.map((persona) => persona.slug).sort(),
  }));
}

const rows = async (handle: DatabaseHandle, query: string) =>
  handle.sql.query<Record<string, unknown>>(query);

describe.each(engines)('moving one instance to another on $name', (engine) => {
  let from: { handle: DatabaseHandle; stop: () => void };
  let to: { handle: DatabaseHandle; stop: () => void };
  let zipFile = '';
  afterAll(async () => {
    await from?.handle.close();
    from?.stop();
    await to?.handle.close();
    to?.stop();
  });

  it('exports everything a site holds as a ZIP the admin downloads', async () => {
    from = await engine.open();
    await applyMigrations(from.handle.sql, migrationsDir());
    await applySeed(from.handle.db, seed);
    const undo = actAs(from.handle, admin);
    try {
      const xml = join(work, `${engine.name}-site.xml`);
      const zip = join(work, `${engine.name}-uploads.zip`);
      writeFileSync(xml, wxr(WP_ITEMS));
      writeFileSync(zip, await wordpressUploads());
      await importToEnd(from.handle, xml, zip);
      await createRedirect(
        from.handle.db,
        admin,
        redirectInput.parse({
          from: '/old-services/',
          to: '/services',
          status: 302,
          note: 'By hand',
        }),
      );
      await from.handle.sql.query(
        `insert into post_slug_redirects (from_slug, post_id) select 'field-guide-2019', id from posts where slug = 'ransomware-field-guide'`,
      );
      const lead = await insertLead(from.handle.db, {
        fields: {
          name: 'Pat Client',
          email: 'pat@example.com',
          companySize: '11-50 employees',
          phone: '',
          message: 'Call me about backups.',
        },
        origin: {
          sourcePage: '/insights/ransomware-field-guide',
          landingPage: '/pricing?utm_source=newsletter',
          referrerHost: 'news.example.com',
          utm: { utm_source: 'newsletter' },
          context: { from: 'security-check', score: 35 },
        },
        isSpam: false,
        notificationState: 'pending',
      });
      await addLeadNote(from.handle.db, lead.id, admin.email, 'Called back on Monday.');

      const response = await exportRoute.GET({
        request: new Request(new URL('/api/admin/export', ORIGIN)),
        url: new URL('/api/admin/export', ORIGIN),
        params: {},
        cookies: {},
        locals: {},
      } as unknown as APIContext);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="northbeam-export-/,
      );
      zipFile = join(work, `${engine.name}-export.zip`);
      writeFileSync(zipFile, Buffer.from(await response.arrayBuffer()));
      const zip2 = await openSafeZip(zipFile, 'file');
      try {
        expect(zip2.names).toEqual(
          expect.arrayContaining([
            'manifest.json',
            'posts/ransomware-field-guide.md',
            'taxonomies.json',
            'locations.json',
            'industries.json',
            'media.json',
            'leads.json',
            'leads.csv',
            'redirects.json',
            'redirects.csv',
          ]),
        );
        const post = (await zip2.read('posts/ransomware-field-guide.md', 1e6)) as Buffer;
        expect(post.toString()).toMatch(
          /^---\nid: [0-9a-f-]{36}\ntitle: "Ransomware: a field guide"\n/,
        );
        expect(post.toString()).toContain('status: published\n');
        expect(post.toString()).toContain('oldSlugs:\n  - field-guide-2019\n');
        const csv = (await zip2.read('leads.csv', 1e6)) as Buffer;
        expect(csv.toString()).toContain('Pat Client,pat@example.com');
        expect(zip2.names.filter((name) => name.startsWith('media/'))).toHaveLength(2);
      } finally {
        zip2.close();
      }
      expect(
        (
          await rows(
            from.handle,
            `select action from admin_activity where action = 'site.exported'`,
          )
        ).length,
      ).toBe(1);
    } finally {
      undo();
    }
  }, 120_000);

  it('reads the export back into an empty instance: the same site, the same old addresses', async () => {
    to = await engine.open();
    await applyMigrations(to.handle.sql, migrationsDir());
    const undo = actAs(to.handle, admin);
    try {
      const { job, dryRun } = await importToEnd(to.handle, zipFile);
      expect(dryRun.kind).toBe('export');
      expect(dryRun.counts.skip).toBe(0);
      expect(job.state).toBe('done');
      expect(await publicSite(to.handle)).toEqual(await publicSite(from.handle));
      const mediaOf = async (handle: DatabaseHandle) =>
        (await listMedia(handle.db))
          .map(({ id, sha256, alt, width }) => ({ id, sha256, alt, width }))
          .sort((a, b) => a.id.localeCompare(b.id));
      expect(await mediaOf(to.handle)).toEqual(await mediaOf(from.handle));
      const redirectsOf = async (handle: DatabaseHandle) =>
        (await listRedirects(handle.db))
          .map(({ from: source, to: target, status, origin }) => ({
            source,
            target,
            status,
            origin,
          }))
          .sort((a, b) => a.source.localeCompare(b.source));
      expect(await redirectsOf(to.handle)).toEqual(await redirectsOf(from.handle));
      const table = (name: string, columns: string) =>
        `select ${columns} from ${name} order by 1, 2`;
      for (const [name, columns] of [
        // Times travel as ISO strings: to the millisecond.
        [
          'posts',
          "id, slug, title, excerpt, content, cover_image_url, category, is_published, date_trunc('milliseconds', published_at) as published_at, date_trunc('milliseconds', created_at) as created_at",
        ],
        ['locations', 'id, slug, city, meta_title, details, is_published'],
        ['industries', 'id, slug, name, image_url, details'],
        ['topics', 'slug, name, intro'],
        [
          'leads',
          "id, email, message, source_page, landing_page, referrer_host, utm, context, status, date_trunc('milliseconds', created_at) as created_at",
        ],
        ['lead_notes', 'lead_id, body, author_email'],
        ['post_slug_redirects', 'from_slug, post_id'],
      ] as const) {
        expect(await rows(to.handle, table(name, columns))).toEqual(
          await rows(from.handle, table(name, columns)),
        );
      }
      // An imported lead is never announced again.
      expect(await rows(to.handle, 'select distinct notification_state from leads')).toEqual([
        { notification_state: 'skipped' },
      ]);
    } finally {
      undo();
    }
  }, 120_000);

  it('reads the same export a second time and creates nothing', async () => {
    const undo = actAs(to.handle, admin);
    try {
      const counts = async () =>
        rows(
          to.handle,
          `select (select count(*) from posts)::int as posts, (select count(*) from media)::int as media, (select count(*) from leads)::int as leads, (select count(*) from lead_notes)::int as notes, (select count(*) from redirects)::int as redirects, (select count(*) from topics)::int as topics`,
        );
      const before = await counts();
      const { job, dryRun } = await importToEnd(to.handle, zipFile);
      expect(dryRun.counts.create).toBe(0);
      expect(job.counts.created ?? 0).toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      undo();
    }
  }, 120_000);

  it('refuses a ZIP that is not an export, and one of the old site with its images', async () => {
    const undo = actAs(to.handle, admin);
    try {
      const uploads = join(work, `${engine.name}-uploads.zip`);
      await expect(startJob(to.handle.db, admin, { main: uploads }, '')).rejects.toThrow(
        /not an export of this site/,
      );
      await expect(startJob(to.handle.db, admin, { main: zipFile, uploads }, '')).rejects.toThrow(
        /holds its images already/,
      );
    } finally {
      undo();
    }
  });
});
