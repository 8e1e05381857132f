/**
 * Incremental publishing is exact: the site built in full, then changed by every kind of content
 * change the admin makes, each published by the Node server rendering only the pages it changes,
 * must equal a full build of the same database, file by file, apart from the release's stamp. On
 * PGlite and on Postgres, through the real admin API, the real server and real `astro build`s; and
 * a publish cut off by kill -9 leaves the old release serving, the next start publishing the rest.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  watch,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { node, projectEnv, root } from '#test-support/server-process.ts';
import { startPostgres, type PostgresServer } from '#test-support/postgres.ts';
import { noise } from '#test-support/images.ts';
import { freePort } from '#scripts/lib/site-server.mjs';
import { RENDERER_DIR } from '#lib/publishing/render-state.ts';
import { LANDING_PAGE_TEMPLATES } from '#lib/landing-pages/templates.ts';

const ADMIN = { email: 'owner@example.com', password: 'a long test password for the owner' };
const work: string[] = [];
const postgresServers: PostgresServer[] = [];
afterAll(() => {
  for (const server of postgresServers) server.stop();
  for (const dir of work) rmSync(dir, { recursive: true, force: true });
});

const engines: { name: string; database: () => Promise<Record<string, string>> }[] = [
  {
    name: 'PGlite',
    database: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'northbeam-incremental-data-'));
      work.push(dir);
      return { DATA_DIR: dir };
    },
  },
  {
    name: 'Postgres 15',
    database: async () => {
      const server = await startPostgres();
      postgresServers.push(server);
      // A hosted database is migrated and seeded by the project's command, not by the build.
      await run(['scripts/db.ts', 'reset'], {
        DATABASE_URL: server.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      return { DATABASE_URL: server.url };
    },
  },
];

function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd: root, env: projectEnv(env), stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')}: ${output.slice(-3000)}`)),
    );
  });
}

const astroBuild = (outDir: string, env: Record<string, string>) =>
  run(['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    ASTRO_TELEMETRY_DISABLED: '1',
    ...env,
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(node, ['server/start.ts'], {
    cwd: root,
    env: projectEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REBUILD_ON_CHANGE: 'true',
      ...env,
    }),
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The admin API with a session, as the admin's screens call it. */
async function adminClient(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    version?: number,
  ): Promise<Record<string, unknown>> => {
    const headers: Record<string, string> = { Origin: base, Cookie: cookie };
    let payload: BodyInit | null = null;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (version !== undefined) headers['If-Match'] = `"${version}"`;
    const answer = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await answer.text();
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  /** Waits until the change is published; returns the publishing line. */
  const published = async (): Promise<{ state: string; message: string }> => {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const { status } = (await call('GET', '/api/admin/publishing')) as {
        status: { state: string; message: string };
      };
      if (!['saved', 'rebuilding'].includes(status.state)) return status;
      if (Date.now() > deadline) throw new Error(`still ${status.state}: ${status.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { call, published };
}

/** Every file of a release, by path: client files, headers, redirects, facts, the kept state. */
function releaseFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name));
    // Code, not content: the server bundle is the deploy's (never in a release's served files), and
    // the kept renderer names the folder and time it was built in. The manifest is the stamp.
    if (path.startsWith('server/') || path === 'release.json') continue;
    if (path.startsWith(`${RENDERER_DIR}/`) && path !== `${RENDERER_DIR}/page-reads.json`) continue;
    files.set(path, readFileSync(join(dir, path)));
  }
  return files;
}

/** Each file's digest, by path: whether any of them changed. */
function fileDigests(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[relative(dir, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
  }
  return digests;
}

function differences(full: Map<string, Buffer>, incremental: Map<string, Buffer>): string[] {
  const found: string[] = [];
  for (const [path, bytes] of full) {
    const other = incremental.get(path);
    if (!other) found.push(`only in the full build: ${path}`);
    else if (!other.equals(bytes)) found.push(`differs: ${path}`);
  }
  for (const path of incremental.keys()) {
    if (!full.has(path)) found.push(`only in the incremental release: ${path}`);
  }
  return found;
}

const newestRelease = (releasesDir: string) =>
  join(
    releasesDir,
    readdirSync(releasesDir)
      .filter((name) => /^\d+$/.test(name))
      .sort()
      .at(-1)!,
  );

/** Whether the newest release still waits for its search index (or is not complete yet). */
function searchIndexBehind(releasesDir: string): boolean {
  try {
    const manifest = JSON.parse(
      readFileSync(join(newestRelease(releasesDir), 'release.json'), 'utf8'),
    ) as { build?: { searchIndexBehind?: boolean } };
    return manifest.build?.searchIndexBehind === true;
  } catch {
    return true;
  }
}

/**
 * Runs `change`, and SIGKILLs the server the moment its publish starts writing a release folder;
 * returns that folder's name.
 */
async function killedWhenPublishing(
  server: { stop(signal?: NodeJS.Signals): Promise<void> },
  releasesDir: string,
  change: () => Promise<void>,
): Promise<string> {
  const started = new Promise<string>((resolve) => {
    const watcher = watch(releasesDir, (_event, name) => {
      if (name && /^\d+$/.test(name)) {
        watcher.close();
        void server.stop('SIGKILL').then(() => resolve(name));
      }
    });
  });
  await change();
  return started;
}

describe.each(engines)('incremental publishing on $name', ({ database }) => {
  it('equals a full build after every kind of content change', { timeout: 900_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'northbeam-incremental-'));
    work.push(dir);
    // Built outside the project: their bundles import packages by name.
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const env = await database();
    await astroBuild(join(dir, 'dist'), env);
    const releasesDir = join(dir, 'releases');
    mkdirSync(releasesDir);
    const serverEnv = { ...env, DIST_DIR: join(dir, 'dist'), RELEASES_DIR: releasesDir };
    const deployed = fileDigests(join(dir, 'dist', 'client'));
    let server = await startServer(serverEnv);
    const lines: string[] = [];
    try {
      // kill -9 the moment the first publish starts writing its release folder: the next start
      // serves the deploy, never the half-written folder, then publishes what is missing. The full
      // build at the end checks that release too.
      const cutOff = await killedWhenPublishing(server, releasesDir, async () => {
        const { call } = await adminClient(server.base);
        const { page: home } = (await call('GET', '/api/admin/pages/home')) as {
          page: { version: number; document: { hero: Record<string, unknown> } };
        };
        await call(
          'PUT',
          '/api/admin/pages/home',
          {
            document: {
              ...home.document,
              hero: { ...home.document.hero, title: 'Saved just before a crash' },
            },
          },
          home.version,
        );
      });
      expect(existsSync(join(releasesDir, cutOff, 'release.json'))).toBe(false);
      server = await startServer(serverEnv);
      expect(server.output()).toContain(`serving ${join(dir, 'dist')}`);
      expect(server.output()).toContain('the content changed since this build');
      let { call, published } = await adminClient(server.base);
      const recovered = await published();
      lines.push(`publish after a crash: ${recovered.state}: ${recovered.message}`);
      expect(recovered.message).toMatch(/pages and files updated/);
      expect(await (await fetch(`${server.base}/`)).text()).toContain('Saved just before a crash');
      // Pruned with the next release's (once its search index is live too).
      await expect
        .poll(() => readdirSync(releasesDir), { timeout: 120_000, interval: 250 })
        .not.toContain(cutOff);

      const publish = async (what: string) => {
        const line = await published();
        lines.push(`${what}: ${line.state}: ${line.message}`);
        expect(line.state, `${what}: ${line.message}`).toBe('live');
      };
      const taxonomies = (await call('GET', '/api/admin/taxonomies')) as Record<
        'personas' | 'journeyStages' | 'topics',
        { id: string; name: string; slug: string; version: number }[]
      >;
      const postFields = {
        excerpt: 'How a small firm kept its backups safe from ransomware, and what it changed.',
        content:
          '## What changed\n\nThe firm moved one backup copy off site and made it immutable.',
        coverImageUrl: '/images/insights/backup-recovery.svg',
        category: 'Managed Services',
        personaIds: [taxonomies.personas[0]!.id],
        journeyStageIds: [taxonomies.journeyStages[0]!.id],
        topicIds: [taxonomies.topics[0]!.id],
      };
      type Post = { id: string; version: number; slug: string };
      const post = async (answer: Promise<Record<string, unknown>>) => (await answer).post as Post;
      /** The post as saved now (a taxonomy's rename, say, gives its posts a new version). */
      const latest = (id: string) => post(call('GET', `/api/admin/posts/${id}`));

      // Create (a draft: nothing public changes), publish, edit.
      let fresh = await post(
        call('POST', '/api/admin/posts', {
          ...postFields,
          title: 'Incremental: backups first',
          slug: 'incremental-backups',
        }),
      );
      await publish('create a draft');
      fresh = await post(
        call('POST', `/api/admin/posts/${fresh.id}/publish`, { published: true }, fresh.version),
      );
      await publish('publish a post');
      fresh = await post(
        call(
          'PUT',
          `/api/admin/posts/${fresh.id}`,
          { ...postFields, title: 'Incremental: backups, first and always', slug: fresh.slug },
          fresh.version,
        ),
      );
      await publish('edit a post');
      // Rename: its old address redirects.
      fresh = await post(
        call(
          'PUT',
          `/api/admin/posts/${fresh.id}`,
          { ...postFields, title: 'Incremental: backups, first and always', slug: 'backups-first' },
          fresh.version,
        ),
      );
      await publish('rename a post');

      // A restart serves the newest release; publishing goes on from it after that release is gone.
      await server.stop();
      server = await startServer(serverEnv);
      expect(server.output()).toContain(`serving ${releasesDir}`);
      ({ call, published } = await adminClient(server.base));

      // Schedule: nothing changes until its time, then the server publishes it by itself.
      const scheduled = await post(
        call('POST', '/api/admin/posts', {
          ...postFields,
          title: 'Incremental: a scheduled post',
          slug: 'incremental-scheduled',
        }),
      );
      await call(
        'POST',
        `/api/admin/posts/${scheduled.id}/publish`,
        { published: true, publishAt: new Date(Date.now() + 4_000).toISOString() },
        scheduled.version,
      );
      await publish('schedule a post');
      const due = Date.now() + 60_000;
      while ((await fetch(`${server.base}/insights/incremental-scheduled`)).status !== 200) {
        if (Date.now() > due) throw new Error('the scheduled post never went live');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await publish('a scheduled post’s time comes');

      // Unpublish and delete two of the demo posts.
      const { posts } = (await call('GET', '/api/admin/posts?status=published')) as {
        posts: (Post & { status: string })[];
      };
      const [unpublished, deleted] = posts.filter((row) => !row.slug.startsWith('incremental'));
      await call(
        'POST',
        `/api/admin/posts/${unpublished!.id}/publish`,
        { published: false },
        unpublished!.version,
      );
      await publish('unpublish a post');
      await call('DELETE', `/api/admin/posts/${deleted!.id}`, undefined, deleted!.version);
      await publish('delete a post');

      // A taxonomy renamed (its listing moves, every card naming it changes).
      const { items: topics } = (await call('GET', '/api/admin/taxonomies/topics')) as {
        items: { id: string; name: string; slug: string; version: number }[];
      };
      const topic = topics.find((item) => item.id === taxonomies.topics[0]!.id)!;
      await call(
        'PUT',
        `/api/admin/taxonomies/topics/${topic.id}`,
        { name: `${topic.name} and more`, slug: `${topic.slug}-more` },
        topic.version,
      );
      await publish('edit a taxonomy');

      // A location, an industry and a page.
      const { locations } = (await call('GET', '/api/admin/locations')) as {
        locations: (Record<string, unknown> & {
          id: string;
          version: number;
          isPublished: boolean;
        })[];
      };
      const location = locations.find((row) => row.isPublished)!;
      await call(
        'PUT',
        `/api/admin/locations/${location.id}`,
        { ...location, introText: `${String(location.introText)} Now with same-day visits.` },
        location.version,
      );
      await publish('edit a location');
      const { industries } = (await call('GET', '/api/admin/industries')) as {
        industries: (Record<string, unknown> & {
          id: string;
          version: number;
          isPublished: boolean;
        })[];
      };
      const industry = industries.find((row) => row.isPublished)!;
      await call(
        'PUT',
        `/api/admin/industries/${industry.id}`,
        { ...industry, description: `${String(industry.description)} Audited yearly.` },
        industry.version,
      );
      await publish('edit an industry');
      const { page: home } = (await call('GET', '/api/admin/pages/home')) as {
        page: { version: number; document: { hero: Record<string, unknown> } };
      };
      await call(
        'PUT',
        '/api/admin/pages/home',
        {
          document: {
            ...home.document,
            hero: { ...home.document.hero, title: 'IT that stays out of the way' },
          },
        },
        home.version,
      );
      await publish('edit a page');

      // A fact in Settings.
      const { page: settings } = (await call('GET', '/api/admin/pages/settings')) as {
        page: { version: number; document: { contact: Record<string, unknown> } };
      };
      await call(
        'PUT',
        '/api/admin/pages/settings',
        {
          document: {
            ...settings.document,
            contact: { ...settings.document.contact, salesEmail: 'hello@northbeam.example' },
          },
        },
        settings.version,
      );
      await publish('change a fact in Settings');

      // Upload an image and use it as a cover, then replace it with another and change its alt.
      const upload = async (name: string, width: number) => {
        const form = new FormData();
        form.set(
          'file',
          new File([new Uint8Array(await noise(width, 600).jpeg().toBuffer())], name, {
            type: 'image/jpeg',
          }),
        );
        form.set('alt', `A server rack, ${width} pixels wide`);
        return (
          (await call('POST', '/api/admin/media', form)) as { image: { id: string; path: string } }
        ).image;
      };
      const first = await upload('rack-one.jpg', 1400);
      await publish('upload an image');
      fresh = await latest(fresh.id);
      fresh = await post(
        call(
          'PUT',
          `/api/admin/posts/${fresh.id}`,
          {
            ...postFields,
            title: 'Incremental: backups, first and always',
            slug: 'backups-first',
            coverImageUrl: first.path,
          },
          fresh.version,
        ),
      );
      await publish('use the image as a cover');
      const second = await upload('rack-two.jpg', 1000);
      await post(
        call(
          'PUT',
          `/api/admin/posts/${fresh.id}`,
          {
            ...postFields,
            title: 'Incremental: backups, first and always',
            slug: 'backups-first',
            coverImageUrl: second.path,
          },
          fresh.version,
        ),
      );
      await publish('replace the cover image');
      await call('PATCH', `/api/admin/media/${second.id}`, { alt: 'Cables labelled in a rack' });
      await publish('change an image’s alt text');

      // A redirect kept in the redirects manager.
      await call('POST', '/api/admin/redirects', {
        from: '/old-services-page',
        to: '/services',
        status: 301,
      });
      await publish('add a redirect');

      // A composed page: created published from a template, edited, renamed; another scheduled; then a
      // built-in page retired.
      const composed = (
        (await call('POST', '/api/admin/landing-pages', {
          ...LANDING_PAGE_TEMPLATES[1]!.page,
          slug: 'co-managed-it',
          isPublished: true,
        })) as { 'landing-page': { id: string; version: number } }
      )['landing-page'];
      await publish('create a landing page');
      const edited = (
        (await call(
          'PUT',
          `/api/admin/landing-pages/${composed.id}`,
          {
            ...LANDING_PAGE_TEMPLATES[1]!.page,
            title: 'Co-managed IT for in-house teams',
            slug: 'co-managed-it',
            isPublished: true,
          },
          composed.version,
        )) as { 'landing-page': { version: number } }
      )['landing-page'];
      await publish('edit a landing page');
      // Renamed: its old address redirects to the new one.
      await call(
        'PUT',
        `/api/admin/landing-pages/${composed.id}`,
        {
          ...LANDING_PAGE_TEMPLATES[1]!.page,
          title: 'Co-managed IT for in-house teams',
          slug: 'co-managed-it-services',
          isPublished: true,
        },
        edited.version,
      );
      await publish('rename a landing page');
      // Scheduled: nothing changes until its time, then the server publishes it by itself.
      await call('POST', '/api/admin/landing-pages', {
        ...LANDING_PAGE_TEMPLATES[2]!.page,
        slug: 'spring-open-house',
        isPublished: true,
        publishAt: new Date(Date.now() + 4_000).toISOString(),
      });
      await publish('schedule a landing page');
      const pageDue = Date.now() + 60_000;
      while ((await fetch(`${server.base}/spring-open-house`)).status !== 200) {
        if (Date.now() > pageDue) throw new Error('the scheduled page never went live');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await publish('a scheduled landing page’s time comes');
      await call('POST', '/api/admin/pages/partnerships/retire', {
        redirectTo: '/referral-program',
      });
      await publish('retire one of the site’s own pages');
      // The site search follows the pages in a release of its own, in the background.
      await expect
        .poll(() => searchIndexBehind(releasesDir), { timeout: 240_000, interval: 250 })
        .toBe(false);
    } finally {
      await server.stop();
    }

    // Each change was published by rendering what it changed, not by a full build.
    expect(
      lines.filter(
        (line) => !/pages and files updated|nothing on the public site changed/.test(line),
      ),
      lines.join('\n'),
    ).toEqual([]);
    const live = newestRelease(releasesDir);
    // No bundler ran: the live release renders with the deploy's own bundle (the same files).
    const entry = (release: string) => {
      const bundle = join(release, RENDERER_DIR, 'bundle');
      const name = readdirSync(bundle).find((file) => file.startsWith('prerender-entry'))!;
      return statSync(join(bundle, name)).ino;
    };
    expect(entry(live)).toBe(entry(join(dir, 'dist')));
    expect(JSON.parse(readFileSync(join(live, 'release.json'), 'utf8'))).not.toHaveProperty(
      'build.searchIndexBehind',
    );

    // The renamed composed page's old address is among the release's kept redirects.
    expect(JSON.parse(readFileSync(join(live, 'slug-redirects.json'), 'utf8'))).toEqual(
      expect.arrayContaining([{ from: '/co-managed-it', to: '/co-managed-it-services' }]),
    );

    await astroBuild(join(dir, 'full'), env);
    const found = differences(releaseFiles(join(dir, 'full')), releaseFiles(live));
    expect(found, found.slice(0, 40).join('\n')).toEqual([]);
    // Every release shared the deploy's files by links, and none was written through one.
    expect(fileDigests(join(dir, 'dist', 'client'))).toEqual(deployed);
  });
});
