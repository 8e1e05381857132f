import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debounceRuns } from '../../src/lib/publishing/debounce';
import { createBuildHookPublisher } from '../../src/lib/publishing/build-hook';
import type { PublishStatus } from '../../src/lib/publishing/status';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('debounceRuns', () => {
  it('collapses a burst into one run', async () => {
    let runs = 0;
    const debounced = debounceRuns(async () => {
      runs += 1;
    }, 20);
    for (let i = 0; i < 10; i++) debounced.trigger();
    await sleep(5);
    expect(runs).toBe(0);
    await debounced.idle();
    expect(runs).toBe(1);
  });

  it('never overlaps runs and runs once more for calls made during a run', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const debounced = debounceRuns(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      runs += 1;
      await sleep(30);
      active -= 1;
    }, 5);
    debounced.trigger();
    await sleep(15);
    debounced.trigger();
    debounced.trigger();
    await debounced.idle();
    expect(maxActive).toBe(1);
    expect(runs).toBe(2);
  });

  it('keeps going after a failed run', async () => {
    let runs = 0;
    const debounced = debounceRuns(async () => {
      runs += 1;
      throw new Error('boom');
    }, 5);
    debounced.trigger();
    await debounced.idle();
    debounced.trigger();
    await debounced.idle();
    expect(runs).toBe(2);
  });
});

describe('Netlify build hook', () => {
  const received: { method: string; at: number }[] = [];
  let status = 200;
  let server: Server;
  let hookUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push({ method: req.method ?? '', at: Date.now() });
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('ten quick edits make one POST, and the status says a build is running', async () => {
    received.length = 0;
    const statuses: PublishStatus[] = [];
    const hook = createBuildHookPublisher(hookUrl, (s) => statuses.push(s), 50);
    for (let i = 0; i < 10; i++) void hook.trigger();
    await hook.idle();
    expect(received).toEqual([{ method: 'POST', at: expect.any(Number) }]);
    expect(statuses.at(-1)?.state).toBe('rebuilding');
  });

  it('reports a failing hook with its status code', async () => {
    received.length = 0;
    status = 500;
    const statuses: PublishStatus[] = [];
    const hook = createBuildHookPublisher(hookUrl, (s) => statuses.push(s), 10);
    void hook.trigger();
    await hook.idle();
    expect(received).toHaveLength(1);
    expect(statuses.at(-1)).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('HTTP 500'),
    });
    status = 200;
  });
});
