/**
 * The Node server's alarm for scheduled posts: a timer set for the next post's time, which asks for a
 * rebuild when it rings. It is recomputed from the database at start and after every content change,
 * so a restart, a new schedule or a cancelled one is always taken into account.
 */
import { timerDelay } from '#lib/publishing/schedule.ts';

export interface ScheduledPublishing {
  /** Reads the next scheduled time again and resets the timer. */
  rearm(): Promise<void>;
  stop(): void;
}

export function startScheduledPublishing(options: {
  nextScheduledTime: () => Promise<Date | null>;
  /** A post's time has come: rebuild. */
  onDue: () => void;
  log?: (message: string) => void;
}): ScheduledPublishing {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** The time the last rebuild was asked for: a lagging database may name it again. */
  let rang = 0;

  const rearm = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = await options.nextScheduledTime().catch((error: unknown) => {
      options.log?.(`could not read the next scheduled post: ${(error as Error).message}`);
      return null;
    });
    if (stopped || !next) return;
    const delay = timerDelay(next, new Date());
    options.log?.(`next scheduled post at ${next.toISOString()}`);
    timer = setTimeout(() => {
      // The ceiling may have cut the wait short: only a time that has come is due, and only once.
      if (Date.now() >= next.getTime() && next.getTime() !== rang) {
        rang = next.getTime();
        options.onDue();
      }
      void rearm();
    }, delay);
    timer.unref();
  };

  void rearm();
  return {
    rearm,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
