/**
 * The built site on the real Node server, for the benchmarks: a free loopback port, a start that waits
 * for "listening on", and a stop by PID.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });

/**
 * Starts `server/start.ts` (or BENCH_SERVER_ENTRY) on 127.0.0.1:port over `distDir`, on its own embedded
 * database in `dataDir`, with publishing and notifications off unless `env` turns them on. Resolves to
 * the child process once it listens. With BENCH_SERVER_LOG set, the server's output is appended to
 * that file (its `[publish]` lines say where a publish's time went).
 *
 * @param {{ root: string; distDir: string; dataDir: string; port: number; env?: Record<string, string> }} options
 */
export async function startSiteServer({ root, distDir, dataDir, port, env = {} }) {
  const entry = resolve(process.env.BENCH_SERVER_ENTRY ?? join(root, 'server', 'start.ts'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      REBUILD_ON_CHANGE: 'false',
      BUILD_HOOK_URL: '',
      RELEASES_DIR: join(dataDir, 'releases'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (/** @type {Buffer} */ chunk) => {
    // Only until it listens: after that, the log file if any.
    if (!output.includes('listening on')) output += chunk;
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    if (Date.now() > deadline) {
      await stopSiteServer(child);
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return child;
}

/**
 * SIGTERM, then SIGKILL after 5 s if the server has not exited.
 *
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopSiteServer(child) {
  // Exited, or killed by a signal (a killed process keeps exitCode null).
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
