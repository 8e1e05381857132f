/**
 * The running server's side of `npm run db:backup` (docs/backups.md): a loopback-only listener that
 * hands a snapshot to whoever shows the token of the control file in DATA_DIR, and nobody else; the
 * file is private, names its folder, and goes when the server stops; a stale or foreign file is
 * ignored by the command, which then opens the folder itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTROL_FILE,
  readControlFile,
  requestLiveSnapshot,
  SNAPSHOT_PATH,
} from '#lib/backup/live-server.ts';
import { startBackupEndpoint } from '#server/backup-endpoint.ts';

const scratch = mkdtempSync(join(tmpdir(), 'northbeam-backup-endpoint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const snapshotBytes = Buffer.from('a consistent dump of the data folder');

async function endpointIn(name: string) {
  const dataDir = join(scratch, name);
  mkdirSync(dataDir, { mode: 0o700 });
  let snapshots = 0;
  const endpoint = await startBackupEndpoint({
    dataDir,
    snapshot: async () => {
      snapshots += 1;
      return new Blob([snapshotBytes]);
    },
    log: () => {},
  });
  if (!endpoint) throw new Error('the endpoint did not start');
  return { dataDir, endpoint, snapshots: () => snapshots };
}

describe('the backup endpoint', () => {
  it('hands a snapshot to the holder of the token, on loopback, and to nobody else', async () => {
    const { dataDir, endpoint, snapshots } = await endpointIn('answers');
    try {
      const file = join(dataDir, CONTROL_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const control = readControlFile(dataDir)!;
      expect(control).toMatchObject({ pid: process.pid, port: endpoint.port, dataDir });
      expect(endpoint.address).toBe('127.0.0.1');
      expect(control.token).toMatch(/^[0-9a-f]{64}$/);

      const url = `http://127.0.0.1:${endpoint.port}${SNAPSHOT_PATH}`;
      const refused = await Promise.all([
        fetch(url, { method: 'POST' }),
        fetch(url, { method: 'POST', headers: { authorization: 'Bearer wrong' } }),
        fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${control.token.replace(/.$/, 'x')}` },
        }),
        fetch(url, { headers: { authorization: `Bearer ${control.token}` } }),
        fetch(`http://127.0.0.1:${endpoint.port}/other`, {
          method: 'POST',
          headers: { authorization: `Bearer ${control.token}` },
        }),
      ]);
      expect(refused.map((response) => response.status)).toEqual([401, 401, 401, 405, 404]);
      expect(snapshots()).toBe(0);

      const live = await requestLiveSnapshot(dataDir);
      expect(live).toEqual({ pid: process.pid, dump: snapshotBytes });
      expect(snapshots()).toBe(1);
    } finally {
      await endpoint.close();
    }
    expect(readControlFile(dataDir)).toBeNull();
  });

  it('the command ignores a control file of a gone process or of another folder', async () => {
    const { dataDir, endpoint } = await endpointIn('stale');
    const control = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as object;
    try {
      // A copy of the folder, made while its server ran, carries the original's file.
      const copy = join(scratch, 'copy');
      mkdirSync(copy, { mode: 0o700 });
      writeFileSync(join(copy, CONTROL_FILE), JSON.stringify(control), { mode: 0o600 });
      expect(await requestLiveSnapshot(copy)).toBeNull();
      // A server killed with SIGKILL leaves its file; its process is gone.
      writeFileSync(join(dataDir, CONTROL_FILE), JSON.stringify({ ...control, pid: 2 ** 22 + 1 }), {
        mode: 0o600,
      });
      expect(await requestLiveSnapshot(dataDir)).toBeNull();
    } finally {
      await endpoint.close();
    }
  });

  it('does not keep the server from starting when the control file cannot be written', async () => {
    const endpoint = await startBackupEndpoint({
      dataDir: join(scratch, 'no-such-folder'),
      snapshot: async () => new Blob([]),
      log: () => {},
    });
    expect(endpoint).toBeNull();
  });
});
