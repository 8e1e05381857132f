/**
 * The import's job runner (src/islands/admin/import-runner.ts) on a fake clock: a step the server
 * refuses for now is asked again after the time its Retry-After names, not sooner and not a fixed
 * 10 s; any other refusal ends the run.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#islands/admin/api.ts';
import { retryAfterMs, runImport } from '#islands/admin/import-runner.ts';
import type { ImportJobJson } from '#lib/import/json.ts';

const job = (state: string) => ({ id: 'job-1', state }) as unknown as ImportJobJson;
const refusal = (status: number, retryAfter?: string) =>
  new ApiError(status, 'Not now.', {}, undefined, undefined, retryAfter);

/** A server answering each step in turn: an ApiError is thrown, a state is the job's. */
function server(answers: (ApiError | string)[]) {
  const asked: number[] = [];
  const step = vi.fn(async () => {
    asked.push(Date.now());
    const answer = answers.shift();
    if (answer instanceof ApiError) throw answer;
    return job(answer ?? 'done');
  });
  return { step, asked };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the import runner', () => {
  it.each([
    // status, Retry-After, how long the runner waits before asking again
    [429, '3', 3_000],
    [429, '0', 0],
    [429, undefined, 10_000],
    [503, '7', 7_000],
    [503, 'Sat, 28 Nov 2026 12:00:45 GMT', 45_000],
  ])('after %i with Retry-After %j, asks again %i ms later', async (status, after, waited) => {
    const { step, asked } = server([refusal(status, after), 'done']);
    const run = runImport(job('running'), { step, onStep: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(step).toHaveBeenCalledTimes(waited > 0 ? 1 : 2);
    if (waited > 0) {
      await vi.advanceTimersByTimeAsync(waited - 1);
      expect(step).toHaveBeenCalledTimes(1);
    }
    await vi.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toMatchObject({ state: 'done' });
    expect(asked[1]! - asked[0]!).toBe(waited);
  });

  it.each([
    [503, undefined],
    [500, '5'],
    [409, undefined],
  ])('stops at %i (Retry-After %j), with the server’s error', async (status, after) => {
    const { step } = server([refusal(status, after), 'done']);
    const run = runImport(job('running'), { step, onStep: () => {} });
    const outcome = expect(run).rejects.toMatchObject({ status });
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('reports every step until the job is done', async () => {
    const { step } = server(['running', refusal(429, '2'), 'running', 'done']);
    const seen: string[] = [];
    const run = runImport(job('ready'), { step, onStep: (current) => seen.push(current.state) });
    await vi.advanceTimersByTimeAsync(2_000);
    await run;
    expect(seen).toEqual(['running', 'running', 'done']);
    expect(step).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['120', 120_000],
    [' 5 ', 5_000],
    ['Sat, 28 Nov 2026 11:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
  ])('reads Retry-After %j as %j ms', (value, expected) => {
    expect(retryAfterMs(value, Date.parse('2026-11-28T12:00:00Z'))).toBe(expected);
  });
});
