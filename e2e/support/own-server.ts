/**
 * A production server of its own for specs that restart or kill it: `server/start.ts` over the built
 * dist/, on a free loopback port, with the DATA_DIR and RELEASES_DIR the spec gives it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { E2E_ADMIN } from './admin-account';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

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
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  const deadline = Date.now() + 120_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
