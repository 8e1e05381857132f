/**
 * A restart keeps what was published. Runs its own server over dist/ (on a fresh database and releases
 * folder) and restarts it, gracefully and with SIGKILL, between admin changes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ownServerApi } from './support/own-server-api.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';
import { SNAPSHOT_FILE } from '#server/publisher.ts';

// Three rebuilds of the demo site, each 15 s on an idle machine and over 150 s on a heavily loaded one.
const REBUILD_LIMIT_MS = 300_000;
test.setTimeout(3 * REBUILD_LIMIT_MS);

test('publish and edit survive a crash and a restart; changes a crash cut off are rebuilt', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-restart-data-'));
  const releasesDir = mkdtempSync(join(tmpdir(), 'northbeam-restart-releases-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = () => startOwnServer({ port, dataDir, releasesDir });
  let server: OwnServer | undefined;
  const client = ownServerApi(base);
  const { ok: api, signIn } = client;
  const waitUntilLive = async () => {
    await expect
      .poll(async () => (await api('GET', '/api/admin/publishing')).status.state, {
        timeout: REBUILD_LIMIT_MS,
        intervals: [500],
      })
      .toBe('live');
  };
  const page = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, text: await response.text() };
  };

  try {
    // A fresh database is not the one dist/ was built from: the first start rebuilds.
    server = await start();
    expect(server.output()).toContain('the content changed since this build: rebuilding');
    // The first admin is created when the server starts, and said so once.
    expect(server.output()).toContain('First run: created the admin account');
    expect(server.output()).toContain(`Sign in at  ${base}/admin`);
    await signIn();
    await waitUntilLive();

    const { taxonomies, posts } = {
      taxonomies: await api('GET', '/api/admin/taxonomies'),
      posts: (await api('GET', '/api/admin/posts')).posts,
    };
    const edited = posts.find((p: { isPublished: boolean }) => p.isPublished);
    const { post: original } = await api('GET', `/api/admin/posts/${edited.id}`);
    const slug = `restart-check-${Date.now()}`;
    const { post: created } = await api('POST', '/api/admin/posts', {
      title: 'Restart check post',
      slug,
      excerpt: 'Published before a restart.',
      content: 'It must still be live afterwards.',
      coverImageUrl: '/images/insights/cloud.svg',
      category: 'Cloud Solutions',
      personaIds: [taxonomies.personas[0].id],
      journeyStageIds: [taxonomies.journeyStages[0].id],
      topicIds: [taxonomies.topics[0].id],
    });
    const { post: published } = await api(
      'POST',
      `/api/admin/posts/${created.id}/publish`,
      { published: true },
      created.version,
    );
    const { post: editedOnce } = await api(
      'PUT',
      `/api/admin/posts/${edited.id}`,
      { ...original, title: 'Edited before a restart' },
      original.version,
    );
    await waitUntilLive();
    // The rebuild's database dump (every lead) is gone once the build has loaded it.
    expect(readdirSync(releasesDir)).not.toContain(SNAPSHOT_FILE);

    // A crash: the live release is served at once, without a rebuild, and the dead server's lock
    // is recovered.
    await server.stop('SIGKILL');
    server = await start();
    expect(server.output()).toContain('recovered the lock');
    expect(server.output()).toContain(`serving ${releasesDir}`);
    expect(server.output()).not.toContain('rebuilding');
    expect((await page(`/insights/${slug}`)).status).toBe(200);
    expect((await page(`/insights/${original.slug}`)).text).toContain('Edited before a restart');

    // A graceful restart: the same, and the first admin is not created again.
    await server.stop();
    server = await start();
    expect(server.output()).toContain(`serving ${releasesDir}`);
    expect(server.output()).not.toContain('rebuilding');
    expect(server.output()).not.toContain('First run');
    expect((await page(`/insights/${slug}`)).status).toBe(200);

    // An unpublish and an edit saved just before a crash, before any release holds them: both
    // survive in the database, and the restart rebuilds them.
    await signIn();
    await api(
      'POST',
      `/api/admin/posts/${created.id}/publish`,
      { published: false },
      published.version,
    );
    await api(
      'PUT',
      `/api/admin/posts/${edited.id}`,
      { ...original, title: 'Edited just before a crash' },
      editedOnce.version,
    );
    await server.stop('SIGKILL');
    server = await start();
    expect(server.output()).toContain('the content changed since this build: rebuilding');
    await signIn();
    await waitUntilLive();
    expect((await page(`/insights/${slug}`)).status).toBe(404);
    expect((await page(`/insights/${original.slug}`)).text).toContain('Edited just before a crash');
  } finally {
    await server?.stop();
    if (server) await test.info().attach('server output', { body: server.output() });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});
