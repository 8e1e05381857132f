// The roles (docs/sign-in-security.md, "Colleagues and roles"): their order, their words and the
// refusal a route's 403 carries. What each may do is tests/unit/access-policy.test.ts.
import { describe, expect, it } from 'vitest';
import { roleRefusal } from '#lib/access/refusal.ts';
import { roleAtLeast } from '#lib/people/fields.ts';
import { INVITE_LIFETIME_DAYS, INVITE_LIFETIME_MS, roleWithArticle } from '#lib/people/terms.ts';

describe('the order of roles', () => {
  it.each([
    ['owner', 'owner', true],
    ['owner', 'contributor', true],
    ['editor', 'owner', false],
    ['editor', 'editor', true],
    ['contributor', 'editor', false],
    ['contributor', 'contributor', true],
  ] as const)('%s holds the rights of %s: %s', (role, needed, holds) => {
    expect(roleAtLeast(role, needed)).toBe(holds);
  });
});

describe('routes', () => {
  it.each([
    [
      'contributor',
      'editor',
      'This needs the Editor role or higher, and you are a Contributor. Ask an owner if you need it.',
    ],
    [
      'editor',
      'owner',
      'Only an owner can do this, and you are an Editor. Ask an owner if you need it.',
    ],
  ] as const)('a %s calling a route for %s is told why', (role, needed, message) => {
    expect(roleRefusal(role, needed)).toBe(message);
  });
});

describe('the words for roles', () => {
  it.each([
    ['owner', 'an Owner'],
    ['editor', 'an Editor'],
    ['contributor', 'a Contributor'],
  ] as const)('%s: %s', (role, words) => expect(roleWithArticle(role)).toBe(words));
});

describe('invitations', () => {
  it('expire within 7 days', () => {
    expect(INVITE_LIFETIME_DAYS).toBe(7);
    expect(INVITE_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
