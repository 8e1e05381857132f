import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceRuns } from '#lib/publishing/debounce.ts';
import { createBuildHookPublisher } from '#lib/publishing/build-hook.ts';
import type { PublishStatus } from '#lib/publishing/status.ts';

/** A promise the test settles by hand: a run that lasts exactly as long as the test wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('debounceRuns', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collapses a burst into one run, once the wait has passed with no call', async () => {
    let runs = 0;
    const debounced = debounceRuns(async () => {
      runs += 1;
    }, 20);
    for (let i = 0; i < 10; i++) debounced.trigger();
    await vi.advanceTimersByTimeAsync(19);
    expect(runs).toBe(0);
    debounced.trigger();
    await vi.advanceTimersByTimeAsync(19);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await debounced.idle();
    expect(runs).toBe(1);
  });

  it('never overlaps runs and runs once more for calls made during a run', async () => {
    let active = 0;
    let maxActive = 0;
    const gates = [gate(), gate()];
    let runs = 0;
    const debounced = debounceRuns(async () => {
      const current = gates[runs];
      runs += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      await current?.opened;
      active -= 1;
    }, 5);
    debounced.trigger();
    await vi.advanceTimersByTimeAsync(5);
    expect(runs).toBe(1);
    debounced.trigger();
    debounced.trigger();
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toBe(1);
    gates[0]?.open();
    await vi.advanceTimersByTimeAsync(5);
    expect(runs).toBe(2);
    let idle = false;
    void debounced.idle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(idle).toBe(false);
    gates[1]?.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
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
    await vi.advanceTimersByTimeAsync(5);
    await debounced.idle();
    debounced.trigger();
    await vi.advanceTimersByTimeAsync(5);
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
