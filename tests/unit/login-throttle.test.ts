import { describe, expect, it } from 'vitest';
import {
  LOGIN_THROTTLE_POLICY,
  attemptsAllowedWithin,
  createLoginThrottle,
  delayAfter,
  type ThrottlePolicy,
} from '#lib/auth/login-throttle.ts';
import { createHashingGate } from '#lib/auth/hashing-gate.ts';
import { BUSY_MESSAGE, createSignInGuard } from '#lib/auth/sign-in-guard.ts';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceKeyFromPasswordHash,
  signDeviceToken,
  verifyDeviceToken,
} from '#lib/auth/device-cookie.ts';

const policy: ThrottlePolicy = {
  freeFailuresPerChannel: 3,
  freeFailuresPerAccount: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  addressLimit: 6,
  windowMs: 60_000,
  forgetAfterMs: 600_000,
};
const ADMIN = 'admin@example.com';

/** Admits and immediately fails `count` attempts; returns how many were admitted. */
function failMany(
  throttle: ReturnType<typeof createLoginThrottle>,
  count: number,
  attempt: { client: string; email: string; trustedDevice?: string },
  now: number,
) {
  let admitted = 0;
  for (let i = 0; i < count; i++) {
    const verdict = throttle.admit(attempt, now);
    if (verdict.allowed) {
      admitted += 1;
      verdict.ticket.failed(now);
    }
  }
  return admitted;
}

describe('delay schedule', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1_000],
    [4, 2_000],
    [5, 4_000],
    [6, 8_000],
    [20, 8_000],
  ])('%i failures → wait %i ms', (failures, wait) => {
    expect(delayAfter(failures, policy.freeFailuresPerChannel, policy)).toBe(wait);
  });

  it.each([
    [0, 3],
    [999, 3],
    [1_000, 4],
    [3_000, 5],
    [7_000, 6],
    [15_000, 7],
    [23_000, 8],
  ])('within %i ms one channel gets at most %i attempts verified', (elapsed, attempts) => {
    expect(attemptsAllowedWithin(elapsed, policy)).toBe(attempts);
  });

  it('has the production numbers the docs state', () => {
    expect(LOGIN_THROTTLE_POLICY).toMatchObject({
      freeFailuresPerChannel: 5,
      freeFailuresPerAccount: 20,
      addressLimit: 20,
      maxDelayMs: 15 * 60_000,
    });
  });
});

describe('login throttle', () => {
  it('counts attempts at admission, so a concurrent burst gets only the free attempts', () => {
    const throttle = createLoginThrottle(policy);
    // 40 attempts admitted before any of them is verified (all in flight at once).
    const verdicts = Array.from({ length: 40 }, () =>
      throttle.admit({ client: '10.0.0.1', email: ADMIN }, 1_000),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    expect(verdicts.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('makes one channel wait longer after each failure, and no longer than the cap', () => {
    const throttle = createLoginThrottle({ ...policy, addressLimit: 100 });
    const attempt = { client: '10.0.0.1', email: ADMIN };
    expect(failMany(throttle, 3, attempt, 0)).toBe(3);
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 5; i++) {
      const refused = throttle.admit(attempt, now);
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
      const admitted = throttle.admit(attempt, now);
      if (!admitted.allowed) throw new Error('expected admission after the wait');
      admitted.ticket.failed(now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it('keys delays on account + address: other addresses are not held back by one attacker', () => {
    const throttle = createLoginThrottle(policy);
    failMany(throttle, 10, { client: '10.0.0.1', email: ADMIN }, 1_000);
    expect(throttle.admit({ client: '10.0.0.1', email: ADMIN }, 1_000).allowed).toBe(false);
    expect(throttle.admit({ client: '10.0.0.2', email: ADMIN }, 1_000).allowed).toBe(true);
    expect(throttle.admit({ client: '10.0.0.1', email: 'other@example.com' }, 1_000).allowed).toBe(
      true,
    );
  });

  it('holds an account back for untrusted browsers when guesses come from many addresses', () => {
    const throttle = createLoginThrottle(policy);
    for (let i = 0; i < 5; i++)
      failMany(throttle, 1, { client: `10.0.1.${i}`, email: ADMIN }, 1_000);
    expect(throttle.admit({ client: '10.0.2.1', email: ADMIN }, 1_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // The admin's usual browser is not.
    expect(
      throttle.admit({ client: '10.0.2.1', email: ADMIN, trustedDevice: 'device-a' }, 1_000)
        .allowed,
    ).toBe(true);
  });

  it('lets a trusted device through however hard its own address hammers the account', () => {
    const throttle = createLoginThrottle(policy);
    failMany(throttle, 50, { client: '10.0.0.1', email: ADMIN }, 1_000);
    failMany(throttle, 50, { client: '10.0.0.1', email: 'x@example.com' }, 1_000);
    const trusted = { client: '10.0.0.1', email: ADMIN, trustedDevice: 'device-a' };
    expect(throttle.admit(trusted, 1_000).allowed).toBe(true);
    // …and is throttled on its own channel if it is the one guessing.
    expect(failMany(throttle, 10, trusted, 1_000)).toBe(2);
  });

  it('limits the failures one address makes over all accounts in a window', () => {
    const throttle = createLoginThrottle(policy);
    for (let i = 0; i < 6; i++)
      expect(failMany(throttle, 1, { client: '10.0.0.1', email: `u${i}@example.com` }, 1_000)).toBe(
        1,
      );
    expect(throttle.admit({ client: '10.0.0.1', email: 'fresh@example.com' }, 2_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect(throttle.admit({ client: '10.0.0.1', email: 'fresh@example.com' }, 61_000).allowed).toBe(
      true,
    );
  });

  it('takes a success back: the channel starts afresh', () => {
    const throttle = createLoginThrottle(policy);
    const attempt = { client: '10.0.0.1', email: ADMIN };
    failMany(throttle, 2, attempt, 1_000);
    const right = throttle.admit(attempt, 1_000);
    if (!right.allowed) throw new Error('expected admission');
    right.ticket.succeeded();
    expect(failMany(throttle, 3, attempt, 1_000)).toBe(3);
  });

  it('runs the wait from the failure, not from the admission (verifying can be slow)', () => {
    const throttle = createLoginThrottle(policy);
    const attempt = { client: '10.0.0.1', email: ADMIN };
    failMany(throttle, 2, attempt, 0);
    const slow = throttle.admit(attempt, 0);
    if (!slow.allowed) throw new Error('expected admission');
    slow.ticket.failed(5_000);
    expect(throttle.admit(attempt, 5_500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttle.admit(attempt, 6_000).allowed).toBe(true);
  });

  it('forgets a quiet channel', () => {
    const throttle = createLoginThrottle(policy);
    failMany(throttle, 6, { client: '10.0.0.1', email: ADMIN }, 0);
    expect(throttle.admit({ client: '10.0.0.1', email: ADMIN }, 500).allowed).toBe(false);
    expect(throttle.admit({ client: '10.0.0.1', email: ADMIN }, 700_000).allowed).toBe(true);
  });
});

describe('hashing gate', () => {
  it('refuses beyond the total, the untrusted share and the per-caller cap, and frees on release', () => {
    const gate = createHashingGate({ total: 3, untrusted: 2, perCaller: 1 });
    const a = gate.tryEnter('address:a', false);
    expect(a).not.toBeNull();
    expect(gate.tryEnter('address:a', false)).toBeNull(); // per caller
    expect(gate.tryEnter('address:b', false)).not.toBeNull();
    expect(gate.tryEnter('address:c', false)).toBeNull(); // untrusted share used up
    expect(gate.tryEnter('device:d', true)).not.toBeNull(); // the slot kept for trusted devices
    expect(gate.tryEnter('device:e', true)).toBeNull(); // total
    a!();
    a!(); // a second release changes nothing
    expect(gate.inUse()).toBe(2);
    expect(gate.tryEnter('address:c', false)).not.toBeNull();
    expect(gate.tryEnter('address:f', false)).toBeNull();
  });
});

describe('sign-in guard', () => {
  it('answers 429 at once when every hashing slot is busy, without counting the attempt', () => {
    const guard = createSignInGuard({
      throttle: createLoginThrottle(policy),
      gate: createHashingGate({ total: 1, untrusted: 1, perCaller: 1 }),
    });
    const first = guard.admit({ client: '10.0.0.1', email: ADMIN });
    expect(first.ok).toBe(true);
    expect(guard.admit({ client: '10.0.0.2', email: ADMIN })).toEqual({
      ok: false,
      status: 429,
      message: BUSY_MESSAGE,
      retryAfterSeconds: 1,
    });
    if (first.ok) first.attempt.failed();
    // Refused-while-busy attempts were not counted: two free attempts remain for 10.0.0.2.
    for (let i = 0; i < 3; i++) {
      const verdict = guard.admit({ client: '10.0.0.2', email: ADMIN });
      expect(verdict.ok).toBe(true);
      if (verdict.ok) verdict.attempt.failed();
    }
    expect(guard.admit({ client: '10.0.0.2', email: ADMIN })).toMatchObject({
      ok: false,
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 1 second.',
    });
  });
});

describe('device cookie', () => {
  const key = deviceKeyFromPasswordHash('scrypt$131072$8$1$salt$hash');
  const now = 1_800_000_000;
  const token = signDeviceToken(key, 'Admin@Example.com', 'device-1', now);

  it.each([
    ['the account it was issued for', 'device-1', key, ADMIN, token, now],
    ['up to its maximum age', 'device-1', key, ADMIN, token, now + DEVICE_COOKIE_MAX_AGE_SECONDS],
    ['past its maximum age', null, key, ADMIN, token, now + DEVICE_COOKIE_MAX_AGE_SECONDS + 1],
    ['another account', null, key, 'other@example.com', token, now],
    [
      'a key from another password hash',
      null,
      deviceKeyFromPasswordHash('scrypt$131072$8$1$salt$other'),
      ADMIN,
      token,
      now,
    ],
    ['a changed device id', null, key, ADMIN, token.replace('device-1', 'device-2'), now],
    ['no cookie', null, key, ADMIN, undefined, now],
    ['garbage', null, key, ADMIN, 'd1.x.y.z', now],
  ])('for %s → %j', (_case, expected, k, email, value, at) => {
    expect(verifyDeviceToken(k, email, value, at)).toBe(expected);
  });
});
