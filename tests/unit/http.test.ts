import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRateLimiter } from '#lib/http/rate-limit.ts';
import { ADMIN_WRITE_LIMITS, createAdminWriteLimiter } from '#lib/http/admin-write-limit.ts';
import { fieldErrors, guardJsonWrite, isJsonRequest, isSameOrigin } from '#lib/http/api.ts';

const url = new URL('http://127.0.0.1:4321/api/contact');
const post = (headers: Record<string, string>, body = '{}') =>
  new Request(url, { method: 'POST', headers, body });

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses until the window passes', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const results = [0, 1, 2, 3].map(() => limiter.hit('a', 1_000).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.hit('a', 30_000)).toMatchObject({ allowed: false, retryAfterSeconds: 31 });
    expect(limiter.hit('b', 30_000).allowed).toBe(true);
    expect(limiter.hit('a', 61_000).allowed).toBe(true);
  });

  it('reset clears a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.hit('a', 0);
    expect(limiter.hit('a', 1).allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.hit('a', 2).allowed).toBe(true);
  });

  it('stays bounded under many keys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 0);
    expect(limiter.hit('a', 1).allowed).toBe(true);
  });
});

describe('JSON write guard', () => {
  it.each([
    [{ origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }, true, true],
    [
      { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json; charset=utf-8' },
      true,
      true,
    ],
    [{ origin: 'https://evil.example', 'content-type': 'application/json' }, false, true],
    [{ 'content-type': 'application/json' }, false, true],
    [{ origin: 'http://127.0.0.1:4321', 'content-type': 'text/plain' }, true, false],
  ])('%j → same origin %s, json %s', (headers, sameOrigin, isJson) => {
    const request = post(headers);
    expect(isSameOrigin(request, url)).toBe(sameOrigin);
    expect(isJsonRequest(request)).toBe(isJson);
  });

  it.each([
    [{ origin: 'https://evil.example', 'content-type': 'application/json' }, '{}', 403],
    [{ origin: 'http://127.0.0.1:4321', 'content-type': 'text/plain' }, '{}', 415],
    [{ origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }, '{nope', 400],
    [
      { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' },
      'x'.repeat(70_000),
      413,
    ],
  ])('refuses %j with %i', async (headers, body, status) => {
    const result = await guardJsonWrite(post(headers, body), url);
    expect('response' in result && result.response.status).toBe(status);
  });

  it('passes a good request through', async () => {
    const result = await guardJsonWrite(
      post({ origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }, '{"a":1}'),
      url,
    );
    expect(result).toEqual({ body: { a: 1 } });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      email: z.email('Enter a valid email'),
    });
    const parsed = schema.safeParse({ name: '', email: 'x' });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrors(parsed.error)).toEqual({
        name: 'Name is required',
        email: 'Enter a valid email',
      });
  });
});

describe('the admin write allowance', () => {
  const [burst, session] = ADMIN_WRITE_LIMITS;

  it('lets a person click 30 saves in 10 s, refuses the 31st until the burst window passes', () => {
    const limiter = createAdminWriteLimiter();
    const answers = Array.from({ length: burst.limit + 1 }, (_, i) => limiter.hit('ada', i * 100));
    expect(answers.slice(0, burst.limit).every((answer) => answer.allowed)).toBe(true);
    expect(answers[burst.limit]).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(limiter.hit('grace', 3_000).allowed).toBe(true);
    expect(limiter.hit('ada', burst.windowMs).allowed).toBe(true);
  });

  it('holds a steady script to 300 writes in 10 minutes', () => {
    const limiter = createAdminWriteLimiter();
    // One write every 0.4 s: never a burst, but 1,500 an hour.
    const allowed = Array.from({ length: 600 }, (_, i) => limiter.hit('script', i * 400))
      .map((answer) => answer.allowed)
      .filter(Boolean).length;
    expect(allowed).toBe(session.limit);
    expect(limiter.hit('script', session.windowMs).allowed).toBe(true);
  });

  it('has no limit with no windows (in-process tests replaying writes)', () => {
    const limiter = createAdminWriteLimiter([]);
    expect(Array.from({ length: 1000 }, () => limiter.hit('x', 0).allowed).every(Boolean)).toBe(
      true,
    );
  });
});
