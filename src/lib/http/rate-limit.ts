/** Fixed-window rate limiter kept in memory: enough for one Node process; each key counts its own attempts. */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets; sent as Retry-After when refused. */
  retryAfterSeconds: number;
  remaining: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision;
  reset(key: string): void;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000 } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();

  return {
    hit(key, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || now - entry.startedAt >= windowMs) {
        if (windows.size >= maxKeys) {
          // Forget the oldest window rather than grow without bound under a flood of keys.
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        entry = { startedAt: now, count: 0 };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.startedAt + windowMs - now) / 1000));
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds,
        remaining: Math.max(0, limit - entry.count),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
