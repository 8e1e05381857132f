/** A background rebuild does not outlive the server that started it, even one killed with SIGKILL. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const preload = join(import.meta.dirname, '..', '..', 'server', 'exit-with-parent.ts');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('a build started with the exit-with-parent preload stops once its parent is killed', async () => {
  // The "server": starts a never-ending "build" with the preload and reports its PID.
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const { spawn } = require('node:child_process');
       const build = spawn(process.execPath, ['--import', ${JSON.stringify(preload)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', env: { ...process.env, BUILD_PARENT_PID: String(process.pid) } });
       console.log(build.pid);
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const buildPid = await new Promise<number>((resolve) =>
    server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  expect(isRunning(buildPid)).toBe(true);
  server.kill('SIGKILL');
  await expect.poll(() => isRunning(buildPid), { timeout: 10_000 }).toBe(false);
}, 20_000);
