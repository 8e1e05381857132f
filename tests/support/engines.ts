/**
 * The two database engines the database tests run on: embedded PGlite and a real Postgres 15
 * server (see postgres.ts). Each opens an empty, unmigrated database and says how to stop it.
 */
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { startPostgres } from './postgres.ts';

export interface Engine {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; stop: () => void }>;
}

export const engines: Engine[] = [
  {
    name: 'PGlite',
    async open() {
      const handle = await openDatabase({ dataDir: 'memory://', setup: false, log: () => {} });
      return { handle, stop: () => {} };
    },
  },
  {
    name: 'Postgres 15',
    async open() {
      const server = await startPostgres();
      const handle = await openDatabase({ databaseUrl: server.url });
      return { handle, stop: () => server.stop() };
    },
  },
];
