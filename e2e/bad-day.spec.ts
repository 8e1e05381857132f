/**
 * A bad day loses nothing (docs/content-integrity.md): the built server run by the spec itself, on a
 * copy of the build's database, through a disk that fills, a pause past the lock's stale time, and a
 * damaged image already in the database. Each test says what it measured in its output.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { copyOfBuildData } from './support/build-data.ts';
import { photoFile } from './support/images.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';
import { ownServerApi } from './support/own-server-api.ts';
import { MB, mountSmallDisk, type SmallDisk } from '#test-support/small-disk.ts';
import { truncatedJpeg } from '#test-support/images.ts';
import { DISK_RESERVE_BYTES } from '#lib/db/disk-guard.ts';
import { STORAGE_FULL_MESSAGE } from '#lib/db/storage-failure.ts';
import { SNAPSHOT_FILE } from '#server/publisher.ts';
import { openDatabase } from '#lib/db/client.ts';
import { insertImage } from '#lib/media/admin.ts';
import { allInsights } from '#lib/posts/queries.ts';

/** How long a server may take to answer, or to exit after SIGTERM, before it counts as hung. */
const HANG_LIMIT_MS = 15_000;

const temporary = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

async function stopTimed(server: OwnServer, signal: NodeJS.Signals = 'SIGTERM') {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) =>
    server.child.once('exit', (code) => resolve(code)),
  );
  server.child.kill(signal);
  const code = await Promise.race([exited, sleep(HANG_LIMIT_MS).then(() => 'hung' as const)]);
  if (code === 'hung') server.child.kill('SIGKILL');
  return { code, ms: Date.now() - started };
}

test('a full disk: writes answer 507 at once, pages keep being served, SIGTERM stops the server, nothing acknowledged is lost', async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const releasesDir = temporary('northbeam-full-disk-releases-');
  const copy = copyOfBuildData('northbeam-full-disk-copy-');
  let disk: SmallDisk | undefined;
  let server: OwnServer | undefined;
  try {
    // The build's database on a disk of its own with 12 MB to spare above the reserve.
    disk = mountSmallDisk(512 * MB);
    const dataDir = join(disk.dir, 'data');
    cpSync(copy, dataDir, { recursive: true });
    disk.resize(512 * MB - disk.free() + DISK_RESERVE_BYTES + 12 * MB);
    server = await startOwnServer({
      port,
      dataDir,
      releasesDir,
      env: { REBUILD_ON_CHANGE: 'false' },
    });
    const api = ownServerApi(base, HANG_LIMIT_MS);
    await api.signIn();

    const acknowledged: string[] = [];
    let refused: Awaited<ReturnType<typeof api.upload>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const photo = await photoFile(`photo-${i}.jpg`, 1800, 1400);
      const answer = await api.upload(photo, `Photo ${i}`);
      if (answer.status === 201) acknowledged.push((answer.body.image as { id: string }).id);
      else refused = answer;
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused?.status).toBe(507);
    expect(refused?.body.error).toBe(STORAGE_FULL_MESSAGE);
    const again = await api.upload(await photoFile('again.jpg', 1800, 1400));
    expect(again.status).toBe(507);

    // Everything else keeps working: pages, reads, and the refusal of a lead says so.
    expect((await fetch(`${base}/pricing`)).status).toBe(200);
    const listed = await api.call('GET', '/api/admin/media');
    expect(listed.status).toBe(200);
    const lead = await api.contact('Dana on a full disk');
    expect(lead.status).toBe(507);
    expect(lead.body.error).toMatch(/^We couldn't save your message just now/);

    // Said once, with the free space; no request body (4.8 MB of image bytes before) in the log.
    const output = server.output();
    expect(output.match(/has [\d.]+ MB free, less than the 32\.0 MB/g)).toHaveLength(1);
    expect(output).not.toContain('\u00ff\u00d8\u00ff');
    expect(output).not.toMatch(/<Buffer|params:/);
    expect(output.length).toBeLessThan(20_000);

    const stopped = await stopTimed(server);
    server = undefined;
    expect(stopped.code).toBe(0);
    test.info().annotations.push({
      type: 'measured',
      description: `full disk → 507 in ${refused!.ms} ms (then ${again.ms} ms); SIGTERM → exit in ${stopped.ms} ms`,
    });
    console.log(
      `[measured] full disk → 507 in ${refused!.ms} ms (then ${again.ms} ms); SIGTERM → exit in ${stopped.ms} ms`,
    );

    // Space comes back: the next start has every acknowledged image, and takes new ones.
    disk.resize(512 * MB);
    server = await startOwnServer({
      port,
      dataDir,
      releasesDir,
      env: { REBUILD_ON_CHANGE: 'false' },
    });
    await api.signIn();
    const images = (
      (await api.call('GET', '/api/admin/media')).body.images as { id: string }[]
    ).map((image) => image.id);
    expect(images).toEqual(expect.arrayContaining(acknowledged));
    expect((await api.upload(await photoFile('after.jpg', 800, 600))).status).toBe(201);
  } finally {
    if (server) {
      await test.info().attach('server output', { body: server.output() });
      await server.stop('SIGKILL');
    }
    disk?.unmount();
    rmSync(copy, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});

test('a paused server keeps its data folder: a second one refuses it, and no acknowledged write is lost', async () => {
  test.setTimeout(300_000);
  const dataDir = copyOfBuildData('northbeam-paused-data-');
  const releasesDir = temporary('northbeam-paused-releases-');
  // A dump an earlier server left when it was stopped mid-rebuild: it holds every lead.
  writeFileSync(join(releasesDir, SNAPSHOT_FILE), 'a stale dump', { mode: 0o600 });
  const [portA, portB] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${portA}`;
  // A short stale time, so that the pause outlasts it in seconds rather than the default half-minute.
  const staleSeconds = 3;
  const env = { REBUILD_ON_CHANGE: 'false', DATA_DIR_LOCK_STALE_SECONDS: String(staleSeconds) };
  let first: OwnServer | undefined;
  let last: OwnServer | undefined;
  try {
    first = await startOwnServer({ port: portA, dataDir, releasesDir, env });
    expect(readdirSync(releasesDir)).not.toContain(SNAPSHOT_FILE);
    const api = ownServerApi(base);
    await api.signIn();
    const taxonomies = (await api.call('GET', '/api/admin/taxonomies')).body as Record<
      string,
      { id: string }[]
    >;
    const posts: string[] = [];
    const leads: string[] = [];
    const write = async (round: string) => {
      for (let i = 0; i < 4; i++) {
        const slug = `paused-${round}-${i}`;
        const post = await api.call('POST', '/api/admin/posts', {
          json: {
            title: `Written ${round} the pause, ${i}`,
            slug,
            excerpt: 'Acknowledged with 201.',
            content: 'It must survive a second server.',
            coverImageUrl: '/images/insights/cloud.svg',
            category: 'Cloud Solutions',
            personaIds: [taxonomies.personas![0]!.id],
            journeyStageIds: [taxonomies.journeyStages![0]!.id],
            topicIds: [taxonomies.topics![0]!.id],
          },
        });
        expect(post.status).toBe(201);
        posts.push(slug);
        const name = `Lead ${round} the pause ${i}`;
        expect((await api.contact(name)).status).toBe(201);
        leads.push(name);
      }
    };
    await write('before');

    first.child.kill('SIGSTOP');
    await sleep(staleSeconds * 1000 * 2);
    const second = await startOwnServer({ port: portB, dataDir, releasesDir, env }).then(
      () => 'started' as const,
      (error: Error) => error.message,
    );
    first.child.kill('SIGCONT');
    expect(second).toContain(`is in use by another process (PID ${first.child.pid})`);

    await write('after');
    expect(first.output()).not.toMatch(/lock .* was lost/);
    const stopped = await stopTimed(first);
    first = undefined;
    expect(stopped.code).toBe(0);

    last = await startOwnServer({ port: portA, dataDir, releasesDir, env });
    await api.signIn();
    const stored = (await api.call('GET', '/api/admin/posts?q=the%20pause')).body.posts as {
      slug: string;
    }[];
    expect(stored.map((post) => post.slug).sort()).toEqual([...posts].sort());
    const inbox = (await api.call('GET', '/api/admin/leads?status=all&limit=500')).body.leads as {
      name: string;
    }[];
    expect(
      inbox
        .map((lead) => lead.name)
        .filter((name) => name.includes('the pause'))
        .sort(),
    ).toEqual([...leads].sort());
  } finally {
    for (const server of [first, last]) {
      if (!server) continue;
      await test.info().attach('server output', { body: server.output() });
      server.child.kill('SIGCONT');
      await server.stop('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});

test('a damaged image already in the database is left out of the build, which still publishes', async () => {
  // A rebuild of the demo site: 15 s on an idle machine, far more on a loaded one.
  test.setTimeout(360_000);
  const dataDir = copyOfBuildData('northbeam-damaged-image-data-');
  const releasesDir = temporary('northbeam-damaged-image-releases-');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: OwnServer | undefined;
  try {
    // Written around the upload's check, as an import or an older version of the site could.
    const handle = await openDatabase({ dataDir, log: () => {} });
    let slug: string;
    let imageId: string;
    try {
      const image = await insertImage(handle.db, {
        bytes: await truncatedJpeg(),
        type: 'image/jpeg',
        width: 1200,
        height: 800,
        filename: 'cut-short.jpg',
        alt: 'A photo cut short',
        uploadedBy: 'importer@example.com',
      });
      imageId = image.id;
      slug = (await allInsights(handle.db))[0]!.slug;
      await handle.sql.query('update posts set cover_image_url = $1 where slug = $2', [
        `/media/${image.id}`,
        slug,
      ]);
    } finally {
      await handle.close();
    }

    server = await startOwnServer({ port, dataDir, releasesDir });
    expect(server.output()).toContain('the content changed since this build: rebuilding');
    const api = ownServerApi(base);
    await api.signIn();
    await expect
      .poll(
        async () =>
          ((await api.call('GET', '/api/admin/publishing')).body.status as { state: string }).state,
        { timeout: 300_000, intervals: [1_000] },
      )
      .toBe('live');

    const status = (await api.call('GET', '/api/admin/publishing')).body;
    expect(status.leftOutImages).toEqual([
      expect.objectContaining({
        id: imageId,
        filename: 'cut-short.jpg',
        reason: expect.stringMatching(/premature end of JPEG/),
      }),
    ]);
    const page = await fetch(`${base}/insights/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`/covers/insights/1200/${slug}.webp`);
    expect(html).not.toContain(`/media/${imageId}`);
    expect((await fetch(`${base}/covers/insights/800/${slug}.webp`)).status).toBe(200);
    expect((await fetch(`${base}/media/${imageId}/800.webp`)).status).toBe(404);
  } finally {
    if (server) {
      await test.info().attach('server output', { body: server.output() });
      await server.stop('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});
