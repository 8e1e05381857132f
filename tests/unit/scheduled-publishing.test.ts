import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_DUE_MS, MAX_TIMER_MS, timerDelay } from '#lib/publishing/schedule.ts';
import { startScheduledPublishing } from '#server/scheduled-publishing.ts';

describe('timerDelay', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('waits until just after the time', () => {
    expect(timerDelay(new Date('2026-11-24T15:00:10Z'), now)).toBe(10_000 + AFTER_DUE_MS);
  });

  it('fires after a moment for a time that has passed (never a spinning zero)', () => {
    expect(timerDelay(new Date('2026-11-24T14:00:00Z'), now)).toBe(AFTER_DUE_MS);
  });

  it('never waits past what setTimeout can hold', () => {
    expect(timerDelay(new Date('2027-06-01T00:00:00Z'), now)).toBe(MAX_TIMER_MS);
  });
});

describe('startScheduledPublishing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a rebuild when the next post’s time comes, then looks for the one after', async () => {
    const times = [new Date('2026-11-24T15:00:30Z'), new Date('2026-11-24T15:02:00Z'), null];
    const nextScheduledTime = vi.fn(async () => times[0] ?? null);
    const onDue = vi.fn();
    const alarm = startScheduledPublishing({ nextScheduledTime, onDue });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(onDue).not.toHaveBeenCalled();
    times.shift();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    times.shift();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(onDue).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(onDue).toHaveBeenCalledTimes(2);
    alarm.stop();
  });

  it('follows a schedule that changed (rearm) and stops ringing once stopped', async () => {
    let next: Date | null = new Date('2026-11-24T16:00:00Z');
    const onDue = vi.fn();
    const alarm = startScheduledPublishing({ nextScheduledTime: async () => next, onDue });
    await vi.advanceTimersByTimeAsync(1_000);
    next = new Date('2026-11-24T15:00:20Z');
    await alarm.rearm();
    await vi.advanceTimersByTimeAsync(20_000 + AFTER_DUE_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
    // A database clock behind this one still names that time: it rings once, and does not spin.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDue).toHaveBeenCalledTimes(1);
    next = new Date('2026-11-24T15:01:00Z');
    await alarm.rearm();
    alarm.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('does not ring early when the wait was capped', async () => {
    const far = new Date(Date.now() + MAX_TIMER_MS + 60_000);
    const onDue = vi.fn();
    const alarm = startScheduledPublishing({ nextScheduledTime: async () => far, onDue });
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(onDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000 + AFTER_DUE_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
    alarm.stop();
  });
});
