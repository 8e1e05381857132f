/**
 * The production Node server: `npm start` after `npm run build`. Serves the built site and its API on
 * PORT, owns the database, and rebuilds the static site in the background after admin changes.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { rm, writeFile } from 'node:fs/promises';
import { ensureFirstAdmin } from '#lib/auth/index.ts';
import { localAdminUrl } from '#lib/auth/first-run-banner.ts';
import { getDatabase } from '#lib/db/client.ts';
import { DataDirInUseError } from '#lib/db/data-dir-lock.ts';
import { isStorageFull } from '#lib/db/storage-failure.ts';
import { authConfigProblem } from '#lib/auth/config.ts';
import { mediaStorageProblem } from '#lib/media/storage.ts';
import { registerSitePublisher } from '#lib/publishing/index.ts';
import { startLeadNotifications } from '#lib/leads/submit.ts';
import { createRebuildPublisher, SNAPSHOT_FILE } from './publisher.ts';
import { answerConnect, createSiteHandler, loadReleaseDir } from './site-handler.ts';
import { createSiteServer } from './http-server.ts';
import { completeReleases, readBuiltRelease } from './releases.ts';
import { contentFingerprint } from '#lib/publishing/content-fingerprint.ts';
import { chooseRelease } from '#lib/publishing/release-choice.ts';
import { proxySettingsOrExit } from './proxy-settings.ts';
import { envOrExit } from './env-or-exit.ts';
import { startScheduledPublishing } from './scheduled-publishing.ts';
import { nextScheduledTime } from '#lib/publishing/schedule.ts';
import { startBackupEndpoint } from './backup-endpoint.ts';
import { addHits, createHitCounter } from '#lib/redirects/hits.ts';
import { snapshotDataFolder } from '#lib/backup/snapshot.ts';
import { useWorkerThreads } from '#lib/workers/pool.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = envOrExit();
const distDir = resolve(env.DIST_DIR ?? join(root, 'dist'));
const { PORT: port, HOST: host } = env;

const proxy = proxySettingsOrExit();
const authProblem = authConfigProblem() ?? mediaStorageProblem(env);
if (authProblem) {
  console.error(`Northbeam IT site not started: ${authProblem}`);
  process.exit(1);
}

// Heavy work (imports, exports, CSVs, snapshots) runs in worker threads from these sources.
useWorkerThreads();

const database = await getDatabase().catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError) && !isStorageFull(error)) throw error;
  console.error(`Northbeam IT site not started: ${(error as Error).message}`);
  process.exit(1);
});

// The first admin is made now, so a weak ADMIN_PASSWORD stops the server with the reason instead of
// failing the first sign-in.
await ensureFirstAdmin(localAdminUrl(host, port)).catch((error: unknown) => {
  console.error(`[auth] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as {
  handler: Parameters<typeof createSiteHandler>[1];
};

const releasesDir = resolve(env.RELEASES_DIR ?? join(root, '.releases'));
// A dump left by a rebuild this server was stopped in (it holds every lead) goes at once.
await rm(join(releasesDir, SNAPSHOT_FILE), { force: true });

// A restart serves what was last published: the newest complete build, rebuilt if the database has
// changed since (an edit saved just before a crash, or a database restored from a backup).
const choice = chooseRelease(
  readBuiltRelease(distDir),
  completeReleases(releasesDir),
  await contentFingerprint(database.sql).catch((error: unknown) => {
    console.warn(`[publish] could not fingerprint the content: ${(error as Error).message}`);
    return null;
  }),
);
console.log(
  `[publish] serving ${choice.release.dir}` +
    (choice.release.manifest ? ` (built ${choice.release.manifest.builtAt})` : ''),
);

// Redirect hits are counted here and added to the database every few seconds.
const redirectHits = createHitCounter((counts) => addHits(database.db, counts));
const site = createSiteHandler(loadReleaseDir(choice.release.dir), entry.handler, {
  trustProxy: proxy.trustProxy,
  onRedirectHit: (id) => redirectHits.hit(id),
});

/**
 * A consistent copy of the embedded database's folder, read by a worker while queries wait
 * (src/lib/backup/snapshot.ts); PGlite's own dump for a database with no folder.
 */
const snapshot = async (): Promise<Uint8Array> =>
  database.dataDir
    ? snapshotDataFolder(database.pglite!, database.dataDir)
    : new Uint8Array(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());

/**
 * PGlite serves one process per data directory, and its socket server interleaves a client's
 * extended-protocol messages with this process's own queries. A rebuild therefore reads a consistent
 * dump of the live database, loaded into memory in the build process.
 */
async function snapshotFor(releasesDir: string): Promise<string> {
  const file = join(releasesDir, SNAPSHOT_FILE);
  // Uncompressed (about 40 MB for the demo content): dumped and loaded in 0.5 s of each publish
  // instead of gzip's 1.3 s. A full dump, leads included: private to the server's user, and
  // deleted by the build once loaded.
  await writeFile(file, await snapshot(), { mode: 0o600 });
  return file;
}

if (!env.BUILD_HOOK_URL && env.REBUILD_ON_CHANGE) {
  // Loaded with the first publish, not at start: the sitemap, search index and Astro's renderer.
  const { keptRenderers } = await import('#lib/publishing/kept-renderer.ts');
  const renderers = keptRenderers({ distDir, releasesDir });
  // The next release's links, made while nothing is published (staged-copy.ts).
  const { stagedCopies } = await import('#lib/publishing/staged-copy.ts');
  const staged = stagedCopies(releasesDir);
  const liveDir = () => dirname(site.currentRelease().clientDir);
  /** The fingerprint the up-to-date check just took: the release is made from that content. */
  let checkedFingerprint: string | null = null;
  const publisher = createRebuildPublisher({
    projectRoot: root,
    releasesDir,
    buildEnv: async (releasesDir) => ({
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(database.pglite && { DATA_SNAPSHOT: await snapshotFor(releasesDir) }),
    }),
    swap: (release) => site.swapRelease(release),
    currentClientDir: () => site.currentRelease().clientDir,
    incremental: async (outDir) => {
      let renderer;
      try {
        const started = performance.now();
        renderer = await renderers.forRelease(liveDir());
        const ms = Math.round(performance.now() - started);
        if (ms > 50) console.log(`[publish] the kept renderer loaded in ${ms} ms`);
      } catch (error) {
        return { kind: 'full', reason: (error as Error).message };
      }
      // Taken before any page reads: a change saved during the publish makes the next one differ.
      const fingerprint =
        checkedFingerprint ?? (await contentFingerprint(database.sql).catch(() => null));
      const { publishIncrementally } = await import('#lib/publishing/incremental-release.ts');
      return publishIncrementally({
        liveDir: liveDir(),
        outDir,
        renderer,
        fingerprint,
        staged,
        log: (message) => console.log(`[publish] ${message}`),
      });
    },
    searchIndex: async (releaseDir, outDir) => {
      const { catchUpSearchIndex } = await import('#lib/publishing/incremental-release.ts');
      // Links for itself: the copy linked ahead is for the next change's pages, which must not
      // wait for the index.
      await catchUpSearchIndex(releaseDir, outDir);
    },
    onLive: (releaseDir) => staged.prepare(releaseDir),
    keepEntries: () => [...renderers.inUse(), ...staged.inUse()],
    deployAssetsDir: join(distDir, 'client', '_astro'),
    upToDate: async () => {
      const live = readBuiltRelease(dirname(site.currentRelease().clientDir)).manifest;
      const recorded = live?.contentFingerprint ?? null;
      checkedFingerprint = null;
      checkedFingerprint = await contentFingerprint(database.sql);
      // A release whose search index has not caught up with its pages is not done.
      return !live?.searchIndexBehind && recorded !== null && recorded === checkedFingerprint;
    },
  });
  const scheduled = startScheduledPublishing({
    nextScheduledTime: () => nextScheduledTime(database.db),
    onDue: () => publisher.contentChanged('A scheduled post’s time came'),
    log: (message) => console.log(`[publish] ${message}`),
  });
  // Every change may schedule a post, move its time or cancel it.
  registerSitePublisher({
    ...publisher,
    contentChanged(change) {
      publisher.contentChanged(change);
      void scheduled.rearm();
    },
  });
  staged.prepare(liveDir());
  if (choice.stale) {
    console.log(
      choice.searchIndexOnly
        ? '[publish] the site search index is behind this build’s pages: finishing it'
        : '[publish] the content changed since this build: rebuilding',
    );
    publisher.contentChanged();
  }
} else if (choice.stale) {
  console.log('[publish] the content changed since this build; rebuilding on change is off here');
}

startLeadNotifications();

// `npm run db:backup` cannot open a data folder this process holds: it asks for a snapshot instead.
const backupEndpoint =
  database.pglite && database.dataDir
    ? await startBackupEndpoint({
        dataDir: database.dataDir,
        snapshot,
      })
    : null;

const server = createSiteServer((req, res) => site.handle(req, res));
server.on('connect', answerConnect);
server.listen(port, host, () => {
  console.log(`Northbeam IT site listening on http://${host}:${port}`);
});

const shutdown = () => {
  server.close(() => {
    void redirectHits
      .stop()
      .finally(() => Promise.allSettled([backupEndpoint?.close(), database.close()]))
      .then(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
