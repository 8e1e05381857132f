/**
 * The production Node server: `npm start` after `npm run build`. Serves the built site and its API on
 * PORT, owns the database, and rebuilds the static site in the background after admin changes.
 */
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { getDatabase } from '../src/lib/db/client.ts';
import { registerSitePublisher } from '../src/lib/publishing/index.ts';
import { startLeadNotifications } from '../src/lib/leads/submit.ts';
import { createRebuildPublisher } from './publisher.ts';
import { createSiteHandler, loadRelease } from './site-handler.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

const database = await getDatabase();

// PGlite serves one process per data directory, so a background build reaches the live database
// through this loopback socket instead of opening the directory itself.
let databaseUrlForBuilds = process.env.DATABASE_URL;
let socketServer: PGLiteSocketServer | undefined;
if (database.pglite) {
  socketServer = new PGLiteSocketServer({
    db: database.pglite,
    host: '127.0.0.1',
    port: Number(process.env.PGLITE_SOCKET_PORT ?? 0) || 0,
    maxConnections: 32,
  });
  await socketServer.start();
  const address = new URL(`postgres://${socketServer.getServerConn()}`);
  databaseUrlForBuilds = `postgres://postgres@127.0.0.1:${address.port}/postgres`;
}

const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as {
  handler: Parameters<typeof createSiteHandler>[1];
};

const site = createSiteHandler(
  loadRelease(join(distDir, 'client'), join(distDir, '_headers.json')),
  entry.handler,
);

if (!process.env.BUILD_HOOK_URL && process.env.REBUILD_ON_CHANGE !== 'false') {
  registerSitePublisher(
    createRebuildPublisher({
      projectRoot: root,
      releasesDir: resolve(process.env.RELEASES_DIR ?? join(root, '.releases')),
      buildEnv: async () => ({
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        DATABASE_URL: databaseUrlForBuilds,
      }),
      swap: (release) => site.swapRelease(release),
      currentClientDir: () => join(distDir, 'client'),
    }),
  );
}

startLeadNotifications();

const server = createServer((req, res) => site.handle(req, res));
server.listen(port, host, () => {
  console.log(`Northbeam IT site listening on http://${host}:${port}`);
});

const shutdown = () => {
  server.close(() => {
    void Promise.allSettled([socketServer?.stop(), database.close()]).then(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
