/**
 * A throwaway Postgres server for integration tests: Debian's Postgres 15 binaries, a temp data
 * directory, a free loopback port, trust auth. `initdb` refuses to run as root, so as root the server
 * runs as the `postgres` user. Stopped (and its directory removed) by `stop()`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  url: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(
      `Postgres server binaries not found in ${BIN}: install Debian's "postgresql" package (.ci/run does) or set PG_BIN.`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const run = (bin: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args]]
      : [join(BIN, bin), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${bin} failed: ${result.stderr || result.stdout || result.error?.message}`);
    }
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        try {
          execFileSync('rm', ['-rf', dir]);
        } catch {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    },
  };
}
