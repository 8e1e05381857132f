/**
 * WordPress exports shaped like real ones (tests/fixtures/wordpress/, written for these tests after
 * the WordPress theme unit test data and Ghost's migrator fixtures) imported as the admin imports
 * them, on PGlite and a real Postgres 15 (docs/moving-in-and-out.md): the dry run's figures are the
 * import's on every fixture; private stays private; items without a post id, and two blogs of one
 * network, are never "imported before" by mistake; a WordPress.com export and a self-hosted export
 * of one site bring in the same posts, redirects and images.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import type { DryRun, ImportMapping } from '#lib/import/fields.ts';
import { runStep, startJob, type ImportJob } from '#lib/import/jobs.ts';
import { listMedia } from '#lib/media/admin.ts';
import { getPost } from '#lib/posts/admin.ts';
import { postStatus } from '#lib/posts/status.ts';
import { listRedirects } from '#lib/redirects/admin.ts';
import { adminDatabase } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { fixture, fixtureUploads } from '#test-support/wordpress.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());
const UPLOADS = await fixtureUploads();
const work = mkdtempSync(join(tmpdir(), 'northbeam-wp-fixtures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fixture (and its uploads ZIP, if it has one) on disk, as an upload leaves it. */
function files(name: string) {
  const main = join(work, `${randomUUID()}-${name}`);
  writeFileSync(main, fixture(name));
  const zip = UPLOADS[name];
  if (!zip) return { main };
  const uploads = join(work, `${randomUUID()}-${name}.zip`);
  writeFileSync(uploads, zip);
  return { main, uploads };
}

/** Plans a fixture, then imports it to the end: the dry run and the job as it finished. */
async function importFixture(
  handle: DatabaseHandle,
  name: string,
  mapping: (dryRun: DryRun) => ImportMapping | null = () => null,
): Promise<{ dryRun: DryRun; done: ImportJob }> {
  const paths = files(name);
  const planned = await startJob(handle.db, admin, paths, name);
  const wanted = mapping(planned.dryRun);
  const { job, dryRun } = wanted
    ? await startJob(handle.db, admin, files(name), name, undefined, wanted)
    : planned;
  const done = await runStep(handle.db, admin, job.id, { budgetMs: Infinity });
  return { dryRun, done };
}

/** The dry run's figures, and the finished job's in the same words. */
function figures({ dryRun, done }: { dryRun: DryRun; done: ImportJob }) {
  const { counts } = done;
  return {
    expected: {
      create: dryRun.counts.create,
      skip: dryRun.counts.skip,
      posts: dryRun.counts.posts,
      pages: dryRun.counts.pages,
      images: dryRun.counts.images,
      documents: dryRun.counts.documents,
      redirects: dryRun.counts.redirects,
      skipped: dryRun.items.filter((item) => item.action === 'skip').map((item) => item.key),
    },
    actual: {
      create: counts.created ?? 0,
      skip: (counts.skipped ?? 0) + (counts.unchanged ?? 0),
      posts: counts.posts ?? 0,
      pages: counts.pages ?? 0,
      images: counts.images ?? 0,
      documents: counts.documents ?? 0,
      redirects: counts.redirects ?? 0,
      skipped: done.log.filter((entry) => entry.outcome !== 'created').map((entry) => entry.key),
    },
  };
}

const postBySlug = async (handle: DatabaseHandle, slug: string) => {
  const [row] = await handle.sql.query<{ id: string }>('select id from posts where slug = $1', [
    slug,
  ]);
  return row ? getPost(handle.db, row.id) : null;
};

/** A fresh database with the seed, for a test that needs one of its own. */
async function freshDatabase(engine: (typeof engines)[number]) {
  const opened = await engine.open();
  await applyMigrations(opened.handle.sql, migrationsDir());
  await applySeed(opened.handle.db, seed);
  return opened;
}

describe.each(engines)('real WordPress exports on $name', (engine) => {
  const database = adminDatabase(engine, admin, (handle) => applySeed(handle.db, seed));

  it.each([
    'wordpress-com.xml',
    'self-hosted.xml',
    'no-post-ids.xml',
    'network-alpha.xml',
    'network-beta.xml',
    'edge-cases.xml',
  ])('%s: the dry run’s figures are what the import then does', async (name) => {
    const result = await importFixture(database.handle, name);
    const { expected, actual } = figures(result);
    expect(actual).toEqual(expected);
    // The same file again: every item found, nothing created, and the dry run says so.
    const again = await importFixture(database.handle, name);
    expect(again.dryRun.counts).toMatchObject({ create: 0, posts: 0, images: 0, redirects: 0 });
    expect(figures(again).actual).toEqual(figures(again).expected);
  });

  it('keeps private what was private: password-protected, private and pending posts come as drafts, named', async () => {
    const fresh = await freshDatabase(engine);
    try {
      const { dryRun: plan, done: job } = await importFixture(fresh.handle, 'edge-cases.xml');
      expect(plan.keptPrivate).toEqual([
        {
          key: 'post:302',
          title: 'Waiting for review',
          reason: 'It was waiting for review on WordPress (pending): imported as a draft.',
        },
        {
          key: 'post:303',
          title: 'Partners only',
          reason: 'It was private on WordPress (never public): imported as a draft.',
        },
        {
          key: 'post:304',
          title: 'Members area',
          reason:
            'It was password-protected on WordPress: imported as a draft, so its text does not become public.',
        },
      ]);
      for (const slug of ['waiting-for-review', 'partners-only', 'members-area']) {
        expect(postStatus((await postBySlug(fresh.handle, slug))!)).toBe('draft');
      }
      const entry = job.log.find((line) => line.key === 'post:304')!;
      expect(entry).toMatchObject({ outcome: 'created' });
      expect(entry.message).toMatch(/^Draft at \/insights\/members-area\. .*password-protected/);
      const redirects = (await listRedirects(fresh.handle.db)).map((r) => r.from);
      expect(redirects).not.toContain('/members-area');
      expect(redirects).not.toContain('/?p=304');
      expect(redirects).toContain('/cloud-costs');
      // A private page leads nowhere; a public one to this site's page of the same name.
      expect(plan.pages).toEqual([
        {
          key: 'page:311',
          title: 'Pricing plans',
          from: '/pricing-plans',
          to: '/pricing',
          detail: '/pricing-plans will redirect to /pricing.',
        },
        {
          key: 'page:312',
          title: 'Staff handbook',
          from: '/staff-handbook',
          to: null,
          detail:
            'It was private on WordPress (never public): its address was never public, so nothing leads from it.',
        },
      ]);
      expect(redirects).toContain('/pricing-plans');
      expect(redirects).not.toContain('/staff-handbook');
    } finally {
      await fresh.handle.close();
      fresh.stop();
    }
  }, 120_000);

  it('names each skipped item with its reason, keeps a post’s first 20 topics, and reads search fields', async () => {
    const fresh = await freshDatabase(engine);
    try {
      const { dryRun, done } = await importFixture(fresh.handle, 'edge-cases.xml', (first) => ({
        ...first.mapping!,
        terms: Object.fromEntries(
          Object.entries(first.mapping!.terms).map(([key, target]) => [
            key,
            key.startsWith('post_tag:tag-') ? { action: 'create', kind: 'topic' } : target,
          ]),
        ),
      }));
      const skipped = Object.fromEntries(
        dryRun.items
          .filter((item) => item.action === 'skip')
          .map((item) => [item.title, item.detail]),
      );
      expect(skipped).toMatchObject({
        'Old junk': 'It is in WordPress’s trash.',
        'Auto Draft': 'It is an empty draft WordPress saved by itself.',
        'Twice in the file':
          'The export holds this post twice (the same GUID): the first is imported.',
      });
      // 25 tags made topics, plus its category: published in the dry run, and so it is.
      const planned = dryRun.items.find((item) => item.key === 'post:309')!;
      expect(planned).toMatchObject({
        action: 'create',
        detail: expect.stringMatching(/^Published/),
      });
      const post = (await postBySlug(fresh.handle, 'twenty-five-tags'))!;
      expect(postStatus(post)).toBe('published');
      expect(post.topicIds).toHaveLength(20);
      expect(dryRun.notes.find((note) => note.key === 'post:309')?.notes).toContain(
        'Only its first 20 of each are kept (a post’s limit here): 6 topics left out.',
      );
      expect(done.log.find((entry) => entry.key === 'post:309')).toMatchObject({
        outcome: 'created',
      });
      const cloud = (await postBySlug(fresh.handle, 'cloud-costs'))!;
      // All in One SEO's title was only the post's own title and the old site's name.
      expect(cloud.metaTitle).toBeNull();
      expect(cloud.metaDescription).toBe(
        'Every line of a cloud bill, explained for the people who pay it.',
      );
      // "Law Firm" is the audience "Law Firms"; "Evaluation" the stage; "Cloud" the topic.
      expect(postStatus(cloud)).toBe('published');
      expect(postStatus((await postBySlug(fresh.handle, 'missed-its-slot'))!)).toBe('draft');
    } finally {
      await fresh.handle.close();
      fresh.stop();
    }
  }, 120_000);

  it('imports every item of an export that wrote no post ids, and each once', async () => {
    const fresh = await freshDatabase(engine);
    try {
      const idOf = async (table: string) =>
        (await fresh.handle.sql.query<{ id: string }>(`select id from ${table} order by slug`))[0]!
          .id;
      const defaults = {
        persona: await idOf('personas'),
        journeyStage: await idOf('journey_stages'),
      };
      // Its categories are topics; every post gets the first audience and stage by choice.
      const first = await importFixture(fresh.handle, 'no-post-ids.xml', (plan) => ({
        ...plan.mapping!,
        defaults: {
          ...plan.mapping!.defaults,
          persona: defaults.persona,
          journeyStage: defaults.journeyStage,
        },
      }));
      const posts = first.done.log.filter((entry) => entry.key.startsWith('post:'));
      expect(posts.map((entry) => [entry.key, entry.outcome])).toEqual([
        ['post:guid:http://harbor-it.example/?p=19', 'created'],
        ['post:guid:http://harbor-it.example/?p=36', 'created'],
        ['post:guid:http://harbor-it.example/?p=45', 'created'],
        ['post:title:Draft without anything', 'created'],
      ]);
      expect(first.done.counts.posts).toBe(4);
      const redirects = Object.fromEntries(
        (await listRedirects(fresh.handle.db)).map((r) => [r.from, r.to]),
      );
      expect(redirects).toMatchObject({
        '/?p=19': '/insights/printers-again',
        '/?p=36': '/insights/passwords-people-can-remember',
      });
      const again = await importFixture(fresh.handle, 'no-post-ids.xml', (plan) => ({
        ...plan.mapping!,
        defaults: { ...plan.mapping!.defaults, ...defaults },
      }));
      expect(
        again.done.log.filter((entry) => entry.key.startsWith('post:')).map((e) => e.outcome),
      ).toEqual(Array(4).fill('unchanged'));
    } finally {
      await fresh.handle.close();
      fresh.stop();
    }
  }, 120_000);

  it('keeps two blogs of one network apart: the second is never “imported before”', async () => {
    const fresh = await freshDatabase(engine);
    try {
      const alpha = await importFixture(fresh.handle, 'network-alpha.xml');
      const beta = await importFixture(fresh.handle, 'network-beta.xml');
      expect(alpha.dryRun.source).toBe('https://network.example.com/alpha');
      expect(beta.dryRun.items.find((item) => item.key === 'post:5')).toMatchObject({
        action: 'create',
        detail: 'Published on 2020-03-02 at /insights/beta-office-move, 1 image.',
      });
      expect(beta.done.log.find((entry) => entry.key === 'post:5')?.outcome).toBe('created');
      const redirects = Object.fromEntries(
        (await listRedirects(fresh.handle.db)).map((r) => [r.from, r.to]),
      );
      expect(redirects).toMatchObject({
        '/alpha/2020/03/office-move': '/insights/alpha-office-move',
        '/beta/2020/03/office-move': '/insights/beta-office-move',
      });
      expect((await listMedia(fresh.handle.db)).map((image) => image.filename)).toEqual([
        'desk.jpg',
        'desk.jpg',
      ]);
    } finally {
      await fresh.handle.close();
      fresh.stop();
    }
  }, 120_000);

  it('brings in the same posts, redirects and images from a WordPress.com export and a self-hosted one of the same site', async () => {
    const snapshot = async (handle: DatabaseHandle) => {
      const media = await listMedia(handle.db);
      const byId = new Map(media.map((image) => [image.id, image.sha256]));
      const byHash = (text: string) =>
        text.replace(/\/media\/([0-9a-f-]{36})/g, (_, id: string) => `/media/${byId.get(id)}`);
      const posts = await handle.sql.query<Record<string, unknown>>(
        `select slug, title, excerpt, content, cover_image_url, category, meta_title,
                meta_description, is_published, published_at from posts
          where slug in ('patch-tuesday-explained', 'backups-restores', 'incident-notes')
          order by slug`,
      );
      return {
        posts: posts.map((post) =>
          Object.fromEntries(
            Object.entries(post).map(([key, value]) => [
              key,
              typeof value === 'string' ? byHash(value) : value,
            ]),
          ),
        ),
        redirects: (await listRedirects(handle.db))
          .filter((redirect) => redirect.origin === 'import')
          .map((redirect) => `${redirect.from} → ${byHash(redirect.to)}`)
          .sort(),
        images: media.map((image) => `${image.filename} ${image.sha256}`).sort(),
      };
    };
    const dotCom = await freshDatabase(engine);
    const selfHosted = await freshDatabase(engine);
    try {
      const fromDotCom = await importFixture(dotCom.handle, 'wordpress-com.xml');
      const fromSelfHosted = await importFixture(selfHosted.handle, 'self-hosted.xml');
      expect(fromDotCom.dryRun.source).toBe('https://northbeamnotes.wordpress.com');
      const [a, b] = [await snapshot(dotCom.handle), await snapshot(selfHosted.handle)];
      expect(a).toEqual(b);
      expect(a.images).toHaveLength(2);
      expect(a.redirects).toEqual(
        expect.arrayContaining([
          '/2019/05/14/patch-tuesday-explained → /insights/patch-tuesday-explained',
          '/?p=101 → /insights/patch-tuesday-explained',
          '/2019/06/03/backups-restores → /insights/backups-restores',
          '/contact-us → /contact',
          '/category/cybersecurity → /topic/cybersecurity',
          '/tag/small-business → /persona/small-businesses',
        ]),
      );
      expect(a.redirects.filter((line) => line.startsWith('/wp-content/uploads/'))).toHaveLength(2);
      expect(a.redirects.join('\n')).not.toMatch(/incident-notes|\?p=103/);
      const patch = a.posts.find((post) => post.slug === 'patch-tuesday-explained')!;
      expect(patch).toMatchObject({
        title: 'Patch Tuesday, explained',
        is_published: true,
        meta_title: 'Patch Tuesday: what we do first',
        meta_description:
          'What Microsoft ships each month, and how we roll it out without surprises.',
      });
      const content = String(patch.content);
      expect(content).toMatch(
        /^Microsoft ships fixes on the second Tuesday\[\^1\]\. We test them \*first\*, then roll them out; see \[how we roll out\]\(#how-we-roll-out\) and \[our backup notes\]\(\/insights\/backups-restores\)\./,
      );
      expect(content).toMatch(
        /\[!\[A patch dashboard\]\(\/media\/\w+\)\]\(\/media\/\w+\/\d+\.webp\)/,
      );
      expect(content).toContain('Press [[Win]]+[[R]] to check the build.');
      expect(content).toMatch(/\n\n\[\^1\]: Out-of-band fixes come \*any\* day\.$/);
      expect(String(patch.cover_image_url)).toMatch(/^\/media\/\w+$/);
      const backups = a.posts.find((post) => post.slug === 'backups-restores')!;
      expect(backups.title).toBe('Backups & restores');
      expect(String(backups.content)).toContain(
        'its last ==tested== restore. We keep ~~two~~ three',
      );
      expect(String(backups.content)).toContain('Download our restore checklist.');
      expect(backups.meta_description).toBe(backups.excerpt);
      const incident = a.posts.find((post) => post.slug === 'incident-notes')!;
      expect(incident.is_published).toBe(false);
      // What is not imported is named in the result, post by post.
      const said = fromDotCom.done.log.find((entry) => entry.key === 'post:101')!.message;
      expect(said).toContain(
        'Not imported: The block “Latest posts”: WordPress drew it at each visit (a server-rendered block), so there is nothing to import. 2 comments: comments are not imported (this site has none). Its author, “dana”: authors are not imported',
      );
      expect(fromSelfHosted.done.log.find((entry) => entry.key === 'post:102')!.message).toContain(
        'The file “restore-checklist.pdf”: the media library takes images only',
      );
      expect(fromDotCom.dryRun.counts).toMatchObject({ documents: 1, images: 2, pages: 1 });
    } finally {
      for (const opened of [dotCom, selfHosted]) {
        await opened.handle.close();
        opened.stop();
      }
    }
  }, 120_000);
});
