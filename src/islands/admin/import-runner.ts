/**
 * Runs an import job to its end, one step per request. A step the server refuses for now (429, the
 * admin's write allowance; 503 with a Retry-After, busy) is asked again after the time the server's
 * `Retry-After` names, in seconds or as a date; any other failure ends the run.
 */
import type { ImportJobJson } from '#lib/import/json.ts';
import { ApiError } from './api.ts';

/** How long to wait on a 429 that names no time (the server always names one today). */
export const DEFAULT_RETRY_MS = 10_000;

/** The wait a `Retry-After` value asks for, in ms from `now`; null when it names no time. */
export function retryAfterMs(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How long to wait before asking again after `error`, or null when the run should stop. */
export function retryDelay(error: unknown, now: number): number | null {
  if (!(error instanceof ApiError)) return null;
  const asked = retryAfterMs(error.retryAfter, now);
  if (error.status === 429) return asked ?? DEFAULT_RETRY_MS;
  if (error.status === 503) return asked;
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runImport(
  job: ImportJobJson,
  options: {
    step: (id: string) => Promise<ImportJobJson>;
    onStep: (job: ImportJobJson) => void;
    /** The clock, for tests. */
    wait?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<ImportJobJson> {
  const { step, onStep, wait = sleep, now = Date.now } = options;
  let current = job;
  while (current.state !== 'done') {
    try {
      current = await step(current.id);
      onStep(current);
    } catch (caught) {
      const delay = retryDelay(caught, now());
      if (delay === null) throw caught;
      await wait(delay);
    }
  }
  return current;
}
