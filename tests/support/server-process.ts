/**
 * The production server (`server/start.ts`) as a child process for integration tests, over a
 * stand-in build: one static page and an Astro handler that answers nothing. What runs for real is
 * the server itself: its database, the contact endpoint, the lock and the backup endpoint. Also the
 * project's own commands (`scripts/*.ts`), run the way `npm run` runs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#scripts/lib/site-server.mjs';

export const root = join(import.meta.dirname, '..', '..');
/** The project's Node 22 (type stripping), whichever Node runs the tests. */
export const node = existsSync(join(root, 'node_modules', '.bin', 'node'))
  ? join(root, 'node_modules', '.bin', 'node')
  : process.execPath;

/** A build with one page and a server entry whose handler answers 404: enough for the server to start. */
function standInBuild(dir: string) {
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><title>Stand-in</title>');
  writeFileSync(
    join(dir, 'server', 'entry.mjs'),
    'export const handler = (req, res, next) => (next ? next() : res.writeHead(404).end());\n',
  );
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Environment for a server or command of this project: nothing from the developer's `.env` or shell. */
export function projectEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const work = mkdtempSync(join(tmpdir(), 'northbeam-server-process-'));
  standInBuild(join(work, 'dist'));
  const port = await freePort();
  const child = spawn(node, ['server/start.ts'], {
    cwd: root,
    env: projectEnv({
      DIST_DIR: join(work, 'dist'),
      RELEASES_DIR: join(work, 'releases'),
      REBUILD_ON_CHANGE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long test password for the owner',
      CONTACT_RATE_LIMIT: '1000000',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Runs `scripts/{script}` with `args`; resolves to its exit code and everything it printed. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [join('scripts', script), ...args], {
      cwd: root,
      env: projectEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
