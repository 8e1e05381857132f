/**
 * The production Node server: `npm start` after `npm run build`. Serves the built site and its API on
 * PORT, owns the database, and rebuilds the static site in the background after admin changes.
 */
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { getDatabase } from '../src/lib/db/client.ts';
import { registerSitePublisher } from '../src/lib/publishing/index.ts';
import { startLeadNotifications } from '../src/lib/leads/submit.ts';
import { createRebuildPublisher, SNAPSHOT_FILE } from './publisher.ts';
import { answerConnect, createSiteHandler, loadRelease } from './site-handler.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

const database = await getDatabase();

const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as {
  handler: Parameters<typeof createSiteHandler>[1];
};

const site = createSiteHandler(
  loadRelease(join(distDir, 'client'), join(distDir, '_headers.json')),
  entry.handler,
);

/**
 * PGlite serves one process per data directory, and its socket server interleaves a client's
 * extended-protocol messages with this process's own queries. A rebuild therefore reads a consistent
 * dump of the live database, loaded into memory in the build process.
 */
async function snapshotFor(releasesDir: string): Promise<string> {
  const file = join(releasesDir, SNAPSHOT_FILE);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

if (!process.env.BUILD_HOOK_URL && process.env.REBUILD_ON_CHANGE !== 'false') {
  registerSitePublisher(
    createRebuildPublisher({
      projectRoot: root,
      releasesDir: resolve(process.env.RELEASES_DIR ?? join(root, '.releases')),
      buildEnv: async (releasesDir) => ({
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(database.pglite && { DATA_SNAPSHOT: await snapshotFor(releasesDir) }),
      }),
      swap: (release) => site.swapRelease(release),
      currentClientDir: () => join(distDir, 'client'),
    }),
  );
}

startLeadNotifications();

const server = createServer((req, res) => site.handle(req, res));
server.on('connect', answerConnect);
server.listen(port, host, () => {
  console.log(`Northbeam IT site listening on http://${host}:${port}`);
});

const shutdown = () => {
  server.close(() => {
    void Promise.allSettled([database.close()]).then(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
