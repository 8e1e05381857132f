/**
 * A WordPress site moving in through the admin's import routes, on PGlite and a real Postgres 15:
 * hostile files refused with 400 and nothing written; the dry run (created, skipped and why,
 * redirected); an import with a mapping, checked post by post (status, date, body, images, links,
 * redirects); the job resumed after an interruption; the same files a second time creating nothing.
 */
import { randomUUID } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { seedDir } from '#lib/db/paths.ts';
import { getPost } from '#lib/posts/admin.ts';
import { postStatus } from '#lib/posts/status.ts';
import { imageVariant } from '#lib/media/variants.ts';
import { getImageFile, listMedia } from '#lib/media/admin.ts';
import { listRedirects } from '#lib/redirects/admin.ts';
import { runStep } from '#lib/import/jobs.ts';
import { openImport } from '#lib/import/open.ts';
import { downloadImage } from '#lib/import/remote-images.ts';
import type { DryRun, ImportMapping } from '#lib/import/fields.ts';
import type { ImportJobJson } from '#lib/import/json.ts';
import * as uploads from '#pages/api/admin/import/uploads.ts';
import * as jobs from '#pages/api/admin/import/jobs/index.ts';
import * as job from '#pages/api/admin/import/jobs/[id].ts';
import * as run from '#pages/api/admin/import/jobs/[id]/run.ts';
import { adminDatabase, callRoute, ORIGIN } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { metadataLeft, noise } from '#test-support/images.ts';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from '#test-support/server-process.ts';
import {
  fixture,
  HOSTILE_XML,
  OLD_SITE,
  WP_ITEMS,
  wordpressUploads,
  wxr,
} from '#test-support/wordpress.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());
const XML = Buffer.from(wxr(WP_ITEMS));
const UPLOADS = await wordpressUploads();

async function send(route: APIRoute | undefined, path: string, body: Buffer, params = {}) {
  const request = new Request(new URL(path, ORIGIN), {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
  const response = await route!({
    request,
    url: new URL(request.url),
    params,
    cookies: {},
    locals: {},
  } as unknown as APIContext);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface Planned {
  job: ImportJobJson;
  dryRun: DryRun;
}

describe.each(engines)('importing a WordPress site on $name', (engine) => {
  const database = adminDatabase(engine, admin, (handle) => applySeed(handle.db, seed));
  const count = async (table: string) =>
    Number(
      (
        await database.handle.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`)
      )[0]!.n,
    );
  const upload = async (bytes: Buffer) => {
    const answer = await send(uploads.POST, '/api/admin/import/uploads', bytes);
    expect(answer.status).toBe(201);
    return (answer.json.upload as { id: string }).id;
  };
  const start = async (xml: Buffer, zip?: Buffer) => {
    const file = await upload(xml);
    const extra = zip ? await upload(zip) : undefined;
    return callRoute(jobs.POST, {
      method: 'POST',
      path: '/api/admin/import/jobs',
      body: { file, ...(extra && { uploads: extra }) },
    });
  };
  const remap = (planned: Planned, mapping: ImportMapping) =>
    callRoute(job.PUT, {
      method: 'PUT',
      path: `/api/admin/import/jobs/${planned.job.id}`,
      params: { id: planned.job.id },
      body: { mapping },
      headers: { 'If-Match': `"${planned.job.version}"` },
    });
  const runToEnd = async (id: string) => {
    for (let steps = 0; steps < 50; steps++) {
      const answer = await callRoute(run.POST, {
        method: 'POST',
        path: `/api/admin/import/jobs/${id}/run`,
        params: { id },
        body: {},
      });
      expect(answer.status).toBe(200);
      const current = (answer.json as { job: ImportJobJson }).job;
      if (current.state === 'done') return current;
    }
    throw new Error('the import did not finish in 50 steps');
  };
  const idOf = async (table: string, slug: string) =>
    (
      await database.handle.sql.query<{ id: string }>(`select id from ${table} where slug = $1`, [
        slug,
      ])
    )[0]?.id ?? null;

  it.each(HOSTILE_XML)(
    'refuses $name with 400, the line and the reason, and writes nothing',
    async ({ xml, refusal }) => {
      const before = await count('import_jobs');
      const answer = await start(Buffer.from(xml));
      expect(answer.status).toBe(400);
      expect((answer.json as { error: string }).error).toMatch(refusal);
      expect((answer.json as { fields: { file: string } }).fields.file).toMatch(refusal);
      expect(await count('import_jobs')).toBe(before);
    },
  );

  it('takes an export WordPress wrote with a bare & in a title and an attribute', async () => {
    const answer = await start(fixture('edge-cases.xml'));
    expect(answer.status).toBe(201);
    expect((answer.json as Planned).dryRun.source).toBe('https://edge.example.com');
  });

  it('refuses a file that is neither XML nor a ZIP (415)', async () => {
    const answer = await send(
      uploads.POST,
      '/api/admin/import/uploads',
      Buffer.from('%PDF-1.7 not an export'),
    );
    expect(answer.status).toBe(415);
  });

  let first: Planned;
  let mapping: ImportMapping;

  it('shows a dry run first: what is created, skipped and why, and redirected', async () => {
    const postsBefore = await count('posts');
    const answer = await start(XML, UPLOADS);
    expect(answer.status).toBe(201);
    first = answer.json as Planned;
    const { dryRun } = first;
    const byTitle = Object.fromEntries(dryRun.items.map((item) => [item.title, item]));
    // The default mapping gives no post an audience or stage its terms do not name: drafts, and
    // the dry run says why (the mapping below publishes them).
    expect(byTitle['Ransomware: a field guide']).toMatchObject({
      action: 'create',
      detail: 'Draft at /insights/ransomware-field-guide, 4 images.',
    });
    expect(dryRun.notes.find((note) => note.key === 'post:101')?.notes).toContain(
      'Imported as a draft: it would have no audience and no journey stage and no topic (choose one for its categories and tags, or a default, on the mapping screen to publish it).',
    );
    expect(byTitle['Backups, the classic way & why']).toMatchObject({
      action: 'create',
      detail: expect.stringMatching(/^Draft at \/insights\/backups-the-classic-way/),
    });
    expect(byTitle['Draft thoughts']).toMatchObject({
      action: 'create',
      detail: 'Draft at /insights/draft-thoughts.',
    });
    expect(byTitle['Coming soon']).toMatchObject({
      action: 'create',
      detail: 'Draft at /insights/coming-soon.',
    });
    expect(byTitle['Internal notes']).toMatchObject({
      action: 'create',
      detail: 'Draft at /insights/internal-notes.',
    });
    expect(byTitle['Old junk']).toMatchObject({
      action: 'skip',
      detail: 'It is in WordPress’s trash.',
    });
    expect(byTitle['Auto Draft']).toMatchObject({
      action: 'skip',
      detail: 'It is an empty draft WordPress saved by itself.',
    });
    expect(byTitle['About us']).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(
        /^No page here matches \/about: WordPress pages are not imported/,
      ),
    });
    expect(dryRun.pages).toEqual([
      expect.objectContaining({ title: 'About us', from: '/about', to: null }),
    ]);
    expect(dryRun.keptPrivate).toEqual([
      {
        key: 'post:105',
        title: 'Internal notes',
        reason: 'It was private on WordPress (never public): imported as a draft.',
      },
    ]);
    expect(dryRun.notes.find((note) => note.title === 'Internal notes')?.notes).toEqual([
      'It was private on WordPress (never public): imported as a draft.',
    ]);
    // Nothing is given an audience, stage or topic it was not mapped to.
    expect(dryRun.mapping?.defaults).toMatchObject({
      persona: null,
      journeyStage: null,
      topic: null,
    });
    expect(dryRun.notes.find((note) => note.key === 'other')?.notes[0]).toBe(
      'Not imported: 1 revision, 1 nav_menu_item (revisions, menus and the like have no place here).',
    );
    // Drafts have no public address to redirect; the archives of mapped terms do.
    expect(dryRun.redirects).toEqual([
      { from: '/category/cloud', to: '/topic/cloud' },
      { from: '/category/cybersecurity', to: '/topic/cybersecurity' },
    ]);
    expect(dryRun.terms.map((term) => term.key)).toEqual(
      expect.arrayContaining(['category:security', 'category:cloud', 'post_tag:ransomware']),
    );
    // The default mapping: terms whose slug is a topic's go to it; the rest are not used.
    expect(dryRun.mapping?.terms['category:cloud']).toMatchObject({
      action: 'link',
      kind: 'topic',
    });
    expect(dryRun.mapping?.terms['category:security']).toEqual({ action: 'ignore' });
    expect(await count('posts')).toBe(postsBefore);
  });

  it('imports with a mapping: posts, their images and links, and a 301 for every old address', async () => {
    const cybersecurity = (await idOf('topics', 'cybersecurity'))!;
    const cloud = (await idOf('topics', 'cloud'))!;
    const smallBusinesses = (await idOf('personas', 'small-businesses'))!;
    const awareness = (await idOf('journey_stages', 'awareness'))!;
    mapping = {
      terms: {
        'category:security': { action: 'link', kind: 'topic', id: cybersecurity },
        'category:cloud': { action: 'link', kind: 'topic', id: cloud },
        'category:cybersecurity': { action: 'ignore' },
        'post_tag:ransomware': { action: 'create', kind: 'topic' },
        'post_tag:backup': { action: 'link', kind: 'persona', id: smallBusinesses },
      },
      defaults: {
        persona: smallBusinesses,
        journeyStage: awareness,
        topic: null,
        category: 'Managed Services',
      },
    };
    const remapped = await remap(first, mapping);
    expect(remapped.status).toBe(200);
    first = remapped.json as Planned;
    expect(first.dryRun.redirects).toEqual(
      expect.arrayContaining([
        { from: '/2019/05/ransomware-field-guide', to: '/insights/ransomware-field-guide' },
        { from: '/?p=101', to: '/insights/ransomware-field-guide' },
        { from: '/?attachment_id=201', to: 'the image in the media library' },
        { from: '/category/cloud', to: '/topic/cloud' },
      ]),
    );
    expect(
      first.dryRun.items.find((item) => item.key === 'term:post_tag:ransomware'),
    ).toMatchObject({
      action: 'create',
      detail: 'A new topic at /topic/ransomware.',
    });
    const done = await runToEnd(first.job.id);
    expect(done).toMatchObject({ state: 'done', done: first.job.total });
    expect(done.counts).toMatchObject({ posts: 5, images: 2 });

    const fieldGuide = (await getPost(
      database.handle.db,
      (await idOf('posts', 'ransomware-field-guide'))!,
    ))!;
    expect(postStatus(fieldGuide)).toBe('published');
    expect(fieldGuide.publishedAt).toEqual(new Date('2019-05-01T14:00:00Z'));
    expect(fieldGuide.excerpt).toBe('What to do in the first hour.');
    expect(fieldGuide.category).toBe('Managed Services');
    expect(fieldGuide.topicIds).toEqual(
      expect.arrayContaining([cybersecurity, (await idOf('topics', 'ransomware'))!]),
    );
    expect(fieldGuide.personaIds).toEqual([smallBusinesses]);
    expect(fieldGuide.journeyStageIds).toEqual([awareness]);
    const images = await listMedia(database.handle.db);
    const photo = images.find((image) => image.filename === 'server-room.jpg')!;
    const chart = images.find((image) => image.filename === 'chart.png')!;
    expect(photo).toMatchObject({ width: 1800, height: 1200, alt: 'Racks in our server room' });
    expect(images.filter((image) => image.filename === 'server-room.jpg')).toHaveLength(1);
    expect(fieldGuide.coverImageUrl).toBe(`/media/${photo.id}`);
    expect(fieldGuide.content).toContain(
      `![Racks in our server room](/media/${photo.id})\n\n*Our server room*`,
    );
    expect(fieldGuide.content).toContain(
      '[https://www.youtube.com/watch?v=ransom1](https://www.youtube.com/watch?v=ransom1)\n\n*Our webinar*',
    );
    expect(fieldGuide.content).toContain(`![Restore times](/media/${chart.id})`);
    expect(fieldGuide.content).toContain('| Plan | RTO |');
    expect(fieldGuide.content).not.toMatch(/script|javascript:|alert/);

    const classic = (await getPost(
      database.handle.db,
      (await idOf('posts', 'backups-the-classic-way'))!,
    ))!;
    expect(classic.title).toBe('Backups, the classic way & why');
    expect(classic.category).toBe('Cybersecurity');
    expect(classic.excerpt).toBe(
      'Backups fail quietly. We check our ransomware guide every quarter. A line break stays.',
    );
    expect(classic.content).toContain('[our ransomware guide](/insights/ransomware-field-guide)');
    // The alt text the library took from the image's first use (the gallery of the first post).
    // A linked image keeps its link: to its own file here, the image at its largest.
    expect(classic.content).toContain(
      `[![Restore times](/media/${chart.id})](/media/${chart.id}/900.webp)\n\n*Restore times by plan*`,
    );
    expect(classic.content).toContain(`![Chart](/media/${chart.id})`);
    expect(classic.content).toContain('[https://vimeo.com/12345](https://vimeo.com/12345)');
    expect(classic.content).toContain('## Checklist');
    expect(classic.content).toContain('Keep ~~two~~ three copies: 3^2^ is nine[^1].');
    expect(classic.content).toMatch(/\n\n\[\^1\]: Arithmetic, not policy\.$/);
    expect(classic.content).not.toContain('contact-form-7');
    expect(classic.personaIds).toEqual([smallBusinesses]);
    expect(classic.coverImageUrl).toBe('/images/insights/cybersecurity.svg');

    const statusOf = async (slug: string) => {
      const id = await idOf('posts', slug);
      return id ? postStatus((await getPost(database.handle.db, id))!) : null;
    };
    expect(await statusOf('draft-thoughts')).toBe('draft');
    expect(await statusOf('coming-soon')).toBe('scheduled');
    expect(await statusOf('internal-notes')).toBe('draft');
    expect(await statusOf('old-junk')).toBeNull();
    expect(await statusOf('about')).toBeNull();

    // Stored as uploaded, like any library image; no variant a visitor gets carries the GPS position.
    const original = (await getImageFile(database.handle.db, photo.id))!;
    expect((await metadataLeft(original.data)).gps).toBe(true);
    const variant = await imageVariant(
      { sha256: photo.sha256, load: async () => original.data },
      1200,
      'webp',
    );
    expect(await metadataLeft(variant)).toMatchObject({
      exif: false,
      gps: false,
      xmp: false,
      names: [],
    });

    const redirects = Object.fromEntries(
      (await listRedirects(database.handle.db))
        .filter((r) => r.origin === 'import')
        .map((r) => [r.from, r.to]),
    );
    expect(redirects).toMatchObject({
      '/2019/05/ransomware-field-guide': '/insights/ransomware-field-guide',
      '/?p=101': '/insights/ransomware-field-guide',
      '/2019/06/backups-the-classic-way': '/insights/backups-the-classic-way',
      '/?p=102': '/insights/backups-the-classic-way',
      '/2019/05/ransomware-field-guide/server-room': `/media/${photo.id}/1600.webp`,
      '/?attachment_id=201': `/media/${photo.id}/1600.webp`,
      '/wp-content/uploads/2019/05/server-room.jpg': `/media/${photo.id}/1600.webp`,
      '/?attachment_id=202': `/media/${chart.id}/900.webp`,
      '/category/security': '/topic/cybersecurity',
      '/tag/ransomware': '/topic/ransomware',
      '/tag/backup': '/persona/small-businesses',
    });
    expect(redirects['/?p=103']).toBeUndefined();
    expect(redirects['/?p=104']).toBeUndefined();
  });

  it('imports the same files again and creates nothing twice', async () => {
    const tables = ['posts', 'media', 'redirects', 'topics', 'import_records'];
    const before = await Promise.all(tables.map(count));
    const started = (await start(XML, UPLOADS)).json as Planned;
    const again = (await remap(started, mapping)).json as Planned;
    expect(again.dryRun.counts.create).toBe(0);
    expect(
      again.dryRun.items.find((item) => item.title === 'Ransomware: a field guide'),
    ).toMatchObject({
      action: 'skip',
      detail: 'Imported before: this import creates nothing twice.',
    });
    const done = await runToEnd(again.job.id);
    expect(done.counts.created ?? 0).toBe(0);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('resumes an import that stopped half-way, and finishes it exactly once', async () => {
    const site = 'https://other.example.org';
    const items = [1, 2, 3, 4, 5, 6].map((n) => ({
      id: n,
      title: `Note ${n}`,
      status: 'publish',
      slug: `resumed-note-${n}`,
      link: `${site}/notes/${n}/`,
      content: `<p>Note number ${n}.</p>`,
    }));
    const planned = (await start(Buffer.from(wxr(items, site)))).json as Planned;
    // One short step, then the process "restarts": its open files and plan are forgotten.
    const stopped = await runStep(database.handle.db, admin, planned.job.id, { budgetMs: 1 });
    expect(stopped.state).toBe('running');
    expect(stopped.done).toBeGreaterThan(0);
    expect(stopped.done).toBeLessThan(6);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('northbeam.importsOpened')];
    const reopened = await callRoute(job.GET, {
      method: 'GET',
      path: `/api/admin/import/jobs/${planned.job.id}`,
      params: { id: planned.job.id },
    });
    expect((reopened.json as Planned).job.done).toBe(stopped.done);
    const done = await runToEnd(planned.job.id);
    expect(done).toMatchObject({ state: 'done', done: planned.job.total, counts: { posts: 6 } });
    const posts = done.log.filter((entry) => entry.key.startsWith('post:'));
    expect(posts.map((entry) => entry.outcome)).toEqual(Array(6).fill('created'));
    const rows = await database.handle.sql.query<{ n: number }>(
      `select count(*)::int as n from posts where slug like 'resumed-note-%'`,
    );
    expect(rows[0]!.n).toBe(6);
  });

  it('downloads the images the ZIP lacks when asked, from the old site only', async () => {
    const photo = await noise(640, 480).jpeg().toBuffer();
    const server = createServer((request, response) => {
      if (request.url === '/wp-content/uploads/2020/02/desk.jpg') response.end(photo);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const site = `http://127.0.0.1:${port}`;
    const work = mkdtempSync(join(tmpdir(), 'northbeam-fetch-'));
    try {
      const address = `${site}/wp-content/uploads/2020/02/desk.jpg`;
      // The server's own neighbours are out of reach…
      expect(await downloadImage(address)).toEqual({
        reason: '127.0.0.1 is on a private address (127.0.0.1).',
      });
      // …so this test's local copy of "the old site" is let through explicitly.
      const fetchImage = (url: string) => downloadImage(url, { allowPrivate: true });
      const file = join(work, 'site.xml');
      writeFileSync(
        file,
        wxr(
          [
            {
              id: 7,
              title: 'A desk',
              status: 'publish',
              slug: 'fetched-desk',
              link: `${site}/2020/02/desk/`,
              content: `<p>Our desk.</p><p><img src="${address}" alt="A tidy desk" class="wp-image-8"></p><p><img src="https://elsewhere.example.net/x.jpg" alt="Elsewhere"></p>`,
            },
            {
              id: 8,
              title: 'Desk',
              type: 'attachment',
              status: 'inherit',
              slug: 'desk',
              attachmentUrl: address,
            },
          ],
          site,
        ),
      );
      const plain = await openImport(database.handle.db, { main: file }, null, { fetchImage });
      const mapping = { ...plain.dryRun.mapping!, fetchMissingImages: true };
      plain.close();
      const asked = await openImport(database.handle.db, { main: file }, mapping, { fetchImage });
      expect(asked.dryRun.notes[0]?.notes).toContain(
        `Images the uploads ZIP lacks will be downloaded from ${site}.`,
      );
      expect(asked.dryRun.counts.downloads).toBe(1);
      for (let index = 0; index < asked.items.length; index++) {
        await asked.apply(database.handle.db, admin, index);
      }
      const post = (await getPost(database.handle.db, (await idOf('posts', 'fetched-desk'))!))!;
      expect(post.content).toMatch(/!\[A tidy desk\]\(\/media\/[0-9a-f-]{36}\)/);
      expect(post.content).toContain('[Elsewhere](https://elsewhere.example.net/x.jpg)');
    } finally {
      server.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('keeps the site address of each import: another site with the same ids is its own', async () => {
    const planned = (
      await start(
        Buffer.from(
          wxr(
            WP_ITEMS.filter((item) => item.id === 101),
            OLD_SITE.replace('old', 'older'),
          ),
        ),
      )
    ).json as Planned;
    expect(planned.dryRun.items.find((item) => item.key === 'post:101')).toMatchObject({
      action: 'skip',
      detail: 'A post already has the address /insights/ransomware-field-guide.',
    });
  });
});

describe('the command line', () => {
  it('prints its usage for --help, and stops', async () => {
    const { code, output } = await runScript('import.ts', ['--help'], {});
    expect(code).toBe(0);
    expect(output).toMatch(/^usage: npm run import:wordpress -- FILE \[options\]/);
    expect(output).toContain('--uploads ZIP');
    expect(output).not.toMatch(/Unknown option/);
  });
});
