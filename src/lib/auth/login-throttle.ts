/**
 * Sign-in throttling that holds under concurrency and cannot be turned against the real admin.
 *
 * An attempt is counted the moment it is admitted, before its password is verified, and admission is
 * synchronous (no await between the check and the count), so concurrent requests cannot all slip
 * past one check. A success takes its own count back.
 *
 * Delays grow with each failure instead of locking: an account's failures from one channel (an
 * address, or a browser holding the account's signed device cookie) make that channel wait 2 s, 4 s,
 * 8 s… after its last failure, once its free attempts are used. Browsers the admin never signed in from also share an account-wide
 * delay, with a larger allowance, against guessing spread over many addresses; a trusted device is
 * exempt from that and from its address's limit, so the admin's usual browser always gets through.
 */

export interface ThrottlePolicy {
  /** Failures an account may have from one channel (address or trusted device) before that channel waits. */
  freeFailuresPerChannel: number;
  /** Failures an account may have from untrusted browsers on all addresses before those wait too. */
  freeFailuresPerAccount: number;
  /** The first wait; every further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures one address may make over all accounts within `windowMs` (untrusted browsers only). */
  addressLimit: number;
  windowMs: number;
  /** A channel's failures are forgotten after this long without a new one. */
  forgetAfterMs: number;
}

export const LOGIN_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailuresPerChannel: 5,
  freeFailuresPerAccount: 20,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  addressLimit: 20,
  windowMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** Who is trying: the client address, the account, and the device id from a verified device cookie. */
export interface SignInAttempt {
  client: string;
  email: string;
  trustedDevice?: string | null;
}

export interface AttemptTicket {
  /** The password was right: the attempt's count is taken back and its channel starts afresh. */
  succeeded(): void;
  /** The password was wrong: the count made at admission stands, and the wait runs from now. */
  failed(now?: number): void;
}

export type Admission =
  { allowed: true; ticket: AttemptTicket } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  admit(attempt: SignInAttempt, now?: number): Admission;
}

/** How long a channel with `failures` failures must wait after its last one. */
export function delayAfter(failures: number, free: number, policy: ThrottlePolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - free), policy.maxDelayMs);
}

/**
 * The most wrong guesses a key can have verified within `elapsedMs` from a clean start: one channel
 * by default, or with `free = policy.freeFailuresPerAccount` an account over all untrusted browsers.
 */
export function attemptsAllowedWithin(
  elapsedMs: number,
  policy: ThrottlePolicy = LOGIN_THROTTLE_POLICY,
  free: number = policy.freeFailuresPerChannel,
): number {
  let attempts = free;
  let clock = 0;
  for (;;) {
    clock += delayAfter(attempts, free, policy);
    if (clock > elapsedMs) return attempts;
    attempts += 1;
  }
}

interface Failures {
  count: number;
  lastAt: number;
}

const SWEEP_EVERY = 256;

export function createLoginThrottle(policy: ThrottlePolicy = LOGIN_THROTTLE_POLICY): LoginThrottle {
  const failures = new Map<string, Failures>();
  const addressWindows = new Map<string, number[]>();
  let admissions = 0;

  const current = (key: string, now: number): Failures => {
    const entry = failures.get(key);
    return entry && now - entry.lastAt <= policy.forgetAfterMs ? entry : { count: 0, lastAt: 0 };
  };
  const recentAt = (address: string, now: number) =>
    (addressWindows.get(address) ?? []).filter((t) => now - t < policy.windowMs);

  const sweep = (now: number) => {
    for (const [key, entry] of failures)
      if (now - entry.lastAt > policy.forgetAfterMs) failures.delete(key);
    for (const [address] of addressWindows) {
      const times = recentAt(address, now);
      if (times.length > 0) addressWindows.set(address, times);
      else addressWindows.delete(address);
    }
  };

  return {
    admit({ client, email, trustedDevice }, now = Date.now()) {
      if (++admissions % SWEEP_EVERY === 0) sweep(now);
      const account = `account:${email.trim().toLowerCase()}`;
      const channel = trustedDevice
        ? `${account}|device:${trustedDevice}`
        : `${account}|address:${client}`;
      const delayed: Array<[key: string, free: number]> = [
        [channel, policy.freeFailuresPerChannel],
      ];
      if (!trustedDevice) delayed.push([account, policy.freeFailuresPerAccount]);

      let waitMs = 0;
      for (const [key, free] of delayed) {
        const entry = current(key, now);
        waitMs = Math.max(waitMs, entry.lastAt + delayAfter(entry.count, free, policy) - now);
      }
      const addressTimes = trustedDevice ? [] : recentAt(client, now);
      if (addressTimes.length >= policy.addressLimit) {
        const oldestThatCounts = addressTimes[addressTimes.length - policy.addressLimit] ?? now;
        waitMs = Math.max(waitMs, oldestThatCounts + policy.windowMs - now);
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };

      // Counted now, as a failure until the password proves right.
      for (const [key] of delayed) {
        failures.set(key, { count: current(key, now).count + 1, lastAt: now });
      }
      if (!trustedDevice) addressWindows.set(client, [...addressTimes, now]);

      let settled = false;
      return {
        allowed: true,
        ticket: {
          succeeded() {
            if (settled) return;
            settled = true;
            failures.delete(channel);
            if (!trustedDevice) {
              const entry = failures.get(account);
              if (entry) entry.count = Math.max(0, entry.count - 1);
              const times = addressWindows.get(client) ?? [];
              const mine = times.lastIndexOf(now);
              if (mine >= 0) times.splice(mine, 1);
            }
          },
          failed(failedAt = Date.now()) {
            if (settled) return;
            settled = true;
            for (const [key] of delayed) {
              const entry = failures.get(key);
              if (entry) entry.lastAt = Math.max(entry.lastAt, failedAt);
            }
          },
        },
      };
    },
  };
}
