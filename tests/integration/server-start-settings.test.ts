import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The production server refuses to start on a wrong SITE_URL or TRUST_PROXY, before it touches the
// data folder or a port, and says which variable is wrong and why.

const root = join(import.meta.dirname, '..', '..');
// The project's Node 22 (type stripping), whichever Node runs the tests.
const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;
const scratch = mkdtempSync(join(tmpdir(), 'northbeam-start-settings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, ['server/start.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: join(scratch, 'data'),
        DIST_DIR: join(scratch, 'no-dist'),
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself; stderr: ${stderr}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('server start-up settings', () => {
  it.each([
    [
      { SITE_URL: 'www.example.com' },
      /SITE_URL is not valid \("www\.example\.com"\): it is not an absolute URL/,
    ],
    [
      { SITE_URL: 'ftp://www.example.com' },
      /SITE_URL is not valid .*: it must start with https:\/\/ or http:\/\//,
    ],
    [
      { SITE_URL: 'https://www.example.com/shop' },
      /SITE_URL is not valid .*: it must be an origin only/,
    ],
    [{ TRUST_PROXY: 'caddy' }, /TRUST_PROXY is not valid: invalid IP address: caddy/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY is not valid: "true" would believe any client/],
    [
      { PORT: 'eighty', SMTP_SECURE: 'yes' },
      /^(?=[\s\S]*PORT="eighty": must be a port number)(?=[\s\S]*SMTP_SECURE="yes": must be true or false)/,
    ],
  ])('%j: refuses to start and says why', async (env, message) => {
    const { code, stderr } = await startServer(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Northbeam IT cannot start: /);
    expect(stderr).toMatch(message);
    // Nothing was created: the check runs before the data folder is opened.
    expect(
      existsSync(join(scratch, 'data')) && readdirSync(join(scratch, 'data')).length,
    ).toBeFalsy();
  });
});
