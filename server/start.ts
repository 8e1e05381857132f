/** The production Node server: `npm start` after `npm run build`. Serves the built site and its API on PORT. */
import { createServer } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createSiteHandler, loadRelease } from './site-handler.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? join(root, 'dist');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry.mjs')).href)) as {
  handler: Parameters<typeof createSiteHandler>[1];
};

const site = createSiteHandler(
  loadRelease(join(distDir, 'client'), join(distDir, '_headers.json')),
  entry.handler,
);

const server = createServer((req, res) => site.handle(req, res));
server.listen(port, host, () => {
  console.log(`Northbeam IT site listening on http://${host}:${port}`);
});

const shutdown = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
