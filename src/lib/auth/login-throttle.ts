/**
 * Login throttling by client address and by account, counting failed attempts in a sliding window.
 * Short windows keep a guessing attacker slow without locking the real admin out for long;
 * a successful sign-in clears the account's count.
 */

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  check(client: string, email: string, now?: number): ThrottleVerdict;
  recordFailure(client: string, email: string, now?: number): void;
  recordSuccess(email: string): void;
}

export function createLoginThrottle(
  options = { clientLimit: 20, accountLimit: 5, windowMs: 5 * 60 * 1000 },
): LoginThrottle {
  const failures = new Map<string, number[]>();
  const keys = (client: string, email: string) =>
    [
      [`client:${client}`, options.clientLimit],
      [`account:${email.trim().toLowerCase()}`, options.accountLimit],
    ] as const;
  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((t) => now - t < options.windowMs);
    if (times.length > 0) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  return {
    check(client, email, now = Date.now()) {
      let retryAfterMs = 0;
      for (const [key, limit] of keys(client, email)) {
        const times = recent(key, now);
        if (times.length >= limit) {
          const oldestThatCounts = times[times.length - limit] ?? now;
          retryAfterMs = Math.max(retryAfterMs, oldestThatCounts + options.windowMs - now);
        }
      }
      return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    },
    recordFailure(client, email, now = Date.now()) {
      for (const [key] of keys(client, email)) failures.set(key, [...recent(key, now), now]);
    },
    recordSuccess(email) {
      failures.delete(`account:${email.trim().toLowerCase()}`);
    },
  };
}
