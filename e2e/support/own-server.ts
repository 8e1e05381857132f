/**
 * A production server of its own for specs that restart or kill it: `server/start.ts` over the built
 * dist/, on a free loopback port, with the DATA_DIR and RELEASES_DIR the spec gives it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { E2E_ADMIN } from './admin-account.ts';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A fresh database is migrated and seeded before the server listens: slow on a busy machine. */
const START_LIMIT_MS = 120_000;

export interface OwnServer {
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  releasesDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<OwnServer> {
  const child = spawn(process.execPath, ['server/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      RELEASES_DIR: options.releasesDir,
      DATABASE_URL: '',
      BUILD_HOOK_URL: '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening!: () => void;
  /** Resolves once the server says it listens: output arrives in chunks, so the whole text is checked. */
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('listening on')) listening();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: OwnServer = {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    ready.then(() => 'listening' as const),
    exited.then(() => 'exited' as const),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), START_LIMIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'exited') throw new Error(`the server stopped:\n${output}`);
  if (outcome === 'timed out') {
    await server.stop('SIGKILL');
    throw new Error(`the server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`);
  }
  return server;
}
