/**
 * The server's side of `npm run db:backup` on the embedded database (src/lib/backup/live-server.ts):
 * a loopback-only listener, apart from the public port, that answers POST /snapshot with a
 * consistent dump of the data folder to whoever shows the token of the control file in DATA_DIR.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTROL_FILE,
  SNAPSHOT_HEADER,
  SNAPSHOT_KIND,
  SNAPSHOT_PATH,
  type ControlFile,
} from '#lib/backup/live-server.ts';

export interface BackupEndpoint {
  /** The address it listens on, as the socket reports it: loopback only. */
  address: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::ffff:127.0.0.1', '::1']);

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function answer(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    [SNAPSHOT_HEADER]: SNAPSHOT_KIND,
    'cache-control': 'no-store',
  });
  res.end(message);
}

export async function startBackupEndpoint(options: {
  dataDir: string;
  /** A consistent dump of the data folder (src/lib/backup/snapshot.ts, or PGlite's dumpDataDir). */
  snapshot: () => Promise<Blob | Uint8Array>;
  log?: (message: string) => void;
}): Promise<BackupEndpoint | null> {
  const log = options.log ?? ((message: string) => console.log(`[backup] ${message}`));
  const token = randomBytes(32).toString('hex');
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return answer(res, 403, 'Loopback only.');
    if (req.url !== SNAPSHOT_PATH) return answer(res, 404, 'Not found.');
    if (req.method !== 'POST') return answer(res, 405, 'Use POST.');
    if (!tokenMatches(req.headers.authorization, token)) {
      return answer(res, 401, 'The token does not match this server’s control file.');
    }
    const started = Date.now();
    const taken = await options.snapshot();
    const dump =
      taken instanceof Uint8Array
        ? Buffer.from(taken.buffer, taken.byteOffset, taken.byteLength)
        : Buffer.from(await taken.arrayBuffer());
    log(`snapshot of ${dump.byteLength} bytes taken for a backup in ${Date.now() - started} ms`);
    res.writeHead(200, {
      'content-type': 'application/x-tar',
      'content-length': dump.byteLength,
      [SNAPSHOT_HEADER]: SNAPSHOT_KIND,
      'cache-control': 'no-store',
    });
    res.end(dump);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`snapshot failed: ${(error as Error).message}`);
      if (!res.headersSent) answer(res, 500, 'The snapshot failed; see the server log.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const file = join(options.dataDir, CONTROL_FILE);
  // Written whole under another name, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}`;
  try {
    const control: ControlFile = {
      pid: process.pid,
      port,
      token,
      dataDir: realpathSync(options.dataDir),
    };
    writeFileSync(partial, JSON.stringify(control), { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    // A full disk must not keep the site from starting: backups then open the folder once it stops.
    rmSync(partial, { force: true });
    await new Promise((resolve) => server.close(resolve));
    log(`backups through this server are off: ${(error as Error).message}`);
    return null;
  }
  return {
    address,
    port,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as ControlFile).token === token) rmSync(file);
      } catch {
        // Gone already, or replaced by a later server's.
      }
    },
  };
}
