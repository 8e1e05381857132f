/**
 * Collapses bursts of calls into one run after `waitMs` of quiet, and never runs two at once:
 * a call that arrives during a run schedules exactly one more run after it.
 */
export interface Debounced {
  trigger(): void;
  /** Resolves once nothing is scheduled or running. */
  idle(): Promise<void>;
}

export function debounceRuns(run: () => Promise<void>, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let waiters: (() => void)[] = [];

  const settleIfIdle = () => {
    if (!timer && !running) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };

  const start = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
        settleIfIdle();
      });
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, waitMs);
  };

  return {
    trigger: schedule,
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      }),
  };
}
