// The roles table (docs/sign-in-security.md, "Colleagues and roles"): what each role may do, as
// the admin shows it and the server enforces it, and the refusal a route's 403 carries.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUIRED_ROLE, roleRefusal } from '#lib/http/admin-route.ts';
import { can, roleAtLeast, ROLES, type Ability, type Role } from '#lib/people/fields.ts';
import { INVITE_LIFETIME_DAYS, INVITE_LIFETIME_MS, roleWithArticle } from '#lib/people/terms.ts';

// Owner: everything, including people and settings. Editor: all content, publishing and leads.
// Contributor: drafts only (cannot publish, unpublish or delete) and no leads.
const TABLE: Record<Ability, Record<Role, boolean>> = {
  publish: { owner: true, editor: true, contributor: false },
  delete: { owner: true, editor: true, contributor: false },
  leads: { owner: true, editor: true, contributor: false },
  people: { owner: true, editor: false, contributor: false },
  redirects: { owner: true, editor: true, contributor: false },
  moveSite: { owner: true, editor: false, contributor: false },
  pages: { owner: true, editor: true, contributor: false },
  settings: { owner: true, editor: false, contributor: false },
};

describe('what each role may do', () => {
  it.each(
    Object.entries(TABLE).flatMap(([ability, byRole]) =>
      ROLES.map((role) => [ability as Ability, role, byRole[role]] as const),
    ),
  )('%s by %s: %s', (ability, role, allowed) => {
    expect(can(role, ability)).toBe(allowed);
  });

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
  it('are for owners when they do not say (a route that forgets is safe)', () => {
    expect(DEFAULT_REQUIRED_ROLE).toBe('owner');
  });

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
