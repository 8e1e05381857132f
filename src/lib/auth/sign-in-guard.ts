/** Every password check passes here first: a hashing slot (or 429 at once), then the throttle (or 429 with a wait). */
import { createHashingGate, type HashingGate } from './hashing-gate.ts';
import { createLoginThrottle, type LoginThrottle, type SignInAttempt } from './login-throttle.ts';

export const BUSY_MESSAGE =
  'Too many sign-in attempts are being checked right now. Try again in a moment.';

export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}

/** An admitted attempt: exactly one of these ends it and frees its hashing slot. */
export interface AdmittedAttempt {
  succeeded(): void;
  failed(): void;
}

export type GuardVerdict =
  | { ok: true; attempt: AdmittedAttempt }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export interface SignInGuard {
  admit(attempt: SignInAttempt): GuardVerdict;
}

export function createSignInGuard({
  throttle = createLoginThrottle(),
  gate = createHashingGate(),
}: { throttle?: LoginThrottle; gate?: HashingGate } = {}): SignInGuard {
  return {
    admit(attempt) {
      const trusted = Boolean(attempt.trustedDevice);
      const release = gate.tryEnter(
        trusted ? `device:${attempt.trustedDevice}` : `address:${attempt.client}`,
        trusted,
      );
      if (!release) return { ok: false, status: 429, message: BUSY_MESSAGE, retryAfterSeconds: 1 };
      const admission = throttle.admit(attempt);
      if (!admission.allowed) {
        release();
        return {
          ok: false,
          status: 429,
          message: tooManyFailuresMessage(admission.retryAfterSeconds),
          retryAfterSeconds: admission.retryAfterSeconds,
        };
      }
      return {
        ok: true,
        attempt: {
          succeeded() {
            admission.ticket.succeeded();
            release();
          },
          failed() {
            admission.ticket.failed();
            release();
          },
        },
      };
    },
  };
}

export type GuardRefusal = Extract<GuardVerdict, { ok: false }>;

/** What a password check found: `passed` ends the attempt as a success, anything else as a failure. */
export interface CheckOutcome<T> {
  passed: boolean;
  value: T;
}

/**
 * The one throttle check around every password check (local or Supabase, sign-in or password change):
 * admits the attempt or returns the 429 refusal, runs `check`, and ends the attempt with its outcome.
 * A check that throws counts as failed, so an error never gives a guesser a free try.
 */
export async function guardedCheck<T>(
  guard: SignInGuard,
  attempt: SignInAttempt,
  check: () => Promise<CheckOutcome<T>>,
): Promise<{ ok: true; value: T } | GuardRefusal> {
  const verdict = guard.admit(attempt);
  if (!verdict.ok) return verdict;
  let outcome: CheckOutcome<T>;
  try {
    outcome = await check();
  } catch (error) {
    verdict.attempt.failed();
    throw error;
  }
  if (outcome.passed) verdict.attempt.succeeded();
  else verdict.attempt.failed();
  return { ok: true, value: outcome.value };
}
