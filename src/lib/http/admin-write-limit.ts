/**
 * How many changes one admin may make: generous for a person (a burst of quick clicks, a long
 * triage session), tight for a script (which otherwise writes as fast as the server answers). Two
 * fixed windows, both in memory per process like the contact form's and the sign-in throttle's: a
 * Netlify function instance counts its own requests only.
 */
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

export const ADMIN_WRITE_LIMITS = [
  /** A burst: three saves a second for ten seconds is past what a person clicks. */
  { limit: 30, windowMs: 10_000 },
  /** A session: one change every two seconds for ten minutes. */
  { limit: 300, windowMs: 600_000 },
] as const;

export const adminWriteLimitMessage = (retryAfterSeconds: number) =>
  `You have made many changes in a short time. Wait ${retryAfterSeconds} s, then try again; this change was not saved.`;

export interface AdminWriteLimiter {
  /** Counts one write by `adminId`; refused ones say when to retry. */
  hit(
    adminId: string,
    now?: number,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createAdminWriteLimiter(
  limits: readonly { limit: number; windowMs: number }[] = ADMIN_WRITE_LIMITS,
): AdminWriteLimiter {
  const windows: RateLimiter[] = limits.map((limit) =>
    createRateLimiter({ ...limit, maxKeys: 1_000 }),
  );
  return {
    hit(adminId, now = Date.now()) {
      const refused = windows
        .map((window) => window.hit(adminId, now))
        .filter((decision) => !decision.allowed);
      if (refused.length === 0) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)),
      };
    },
  };
}

/** This process's limiter (tests that replay hundreds of writes set their own). */
export const adminWriteLimiter = processSingleton('northbeam.adminWriteLimiter', () =>
  createAdminWriteLimiter(),
);
