// Who may do what (docs/sign-in-security.md, "Who may do what: one table"): the access table in the
// code is the table in the doc, cell for cell, and nothing the doc does not list is granted.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ABILITIES } from '#lib/access/policy.ts';
import {
  ACTIONS,
  addResource,
  can,
  draftsOnly,
  leastRoleFor,
  mayChange,
  RESOURCES,
  ruleFor,
  rowRule,
  type Action,
  type Resource,
} from '#lib/access/policy.ts';
import { ROLES, type Role } from '#lib/people/fields.ts';

const DOC = readFileSync('docs/sign-in-security.md', 'utf8');
const section = DOC.slice(DOC.indexOf('### Who may do what: one table'));

/** The doc's rows: resource, action, and the cell of each role. */
const rows = section
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .filter((cells) => cells.length === 7 && (RESOURCES as readonly string[]).includes(cells[1]!))
  .map(([, resource, action, owner, editor, contributor]) => ({
    resource: resource as Resource,
    action: action as Action,
    cells: { owner, editor, contributor } as Record<Role, string>,
  }));

describe('the access table is the doc’s', () => {
  it('reads the doc’s table (47 rows)', () => {
    expect(rows).toHaveLength(47);
  });

  it.each(
    rows.flatMap((row) =>
      ROLES.map((role) => [row.resource, row.action, role, row.cells[role]] as const),
    ),
  )('%s: %s by %s is %s', (resource, action, role, cell) => {
    const expected = { yes: true, no: false, drafts: draftsOnly }[cell];
    expect(expected, `unknown cell "${cell}"`).toBeDefined();
    expect(ruleFor(role, resource, action)).toBe(expected);
  });

  it('grants nothing the doc does not list', () => {
    const listed = new Set(rows.map((row) => `${row.resource}:${row.action}`));
    for (const role of ROLES)
      for (const resource of RESOURCES)
        for (const action of ACTIONS)
          if (ruleFor(role, resource, action) !== false)
            expect(listed, `${role} ${resource}:${action}`).toContain(`${resource}:${action}`);
  });
});

describe('record rules', () => {
  it.each([
    ['a draft kept a draft', { isPublished: false }, { isPublished: false }, true],
    ['a new draft', null, { isPublished: false }, true],
    ['a draft published by the save', { isPublished: false }, { isPublished: true }, 'publish'],
    ['a live record', { isPublished: true }, { isPublished: true }, 'live'],
    ['a type without drafts (always live)', { name: 'Topic' }, null, 'live'],
  ] as const)('contributor, posts: update %s: %s', (_case, before, after, verdict) => {
    expect(mayChange('contributor', 'posts', 'update', { before, after })).toBe(verdict);
    expect(mayChange('editor', 'posts', 'update', { before, after })).toBe(true);
  });

  it('a contributor may not delete even a draft', () => {
    const draft = { isPublished: false };
    expect(mayChange('contributor', 'posts', 'delete', { before: draft, after: null })).toBe(false);
  });
});

describe('refusals name the least role that may', () => {
  it.each([
    ['posts', 'read', 'contributor'],
    ['posts', 'publish', 'editor'],
    ['settings', 'update', 'owner'],
    ['site-export', 'read', 'owner'],
  ] as const)('%s: %s needs %s', (resource, action, role) => {
    expect(leastRoleFor(resource, action)).toBe(role);
  });
});

describe('the admin’s named abilities are cells of the table', () => {
  // What each shows or hides: Owner everything; Editor all but people, moving the site, Settings.
  const expected: Record<keyof typeof ABILITIES, Role> = {
    publish: 'editor',
    delete: 'editor',
    leads: 'editor',
    people: 'owner',
    redirects: 'editor',
    retirePages: 'editor',
    moveSite: 'owner',
    pages: 'editor',
    settings: 'owner',
  };
  it.each(Object.entries(expected))('%s: from %s up', (ability, least) => {
    const allowed = ROLES.filter((role) => can(role, ability as keyof typeof ABILITIES));
    expect(allowed).toEqual(ROLES.slice(0, ROLES.indexOf(least) + 1));
  });
});

describe("a row a collection adds to the table (Payload's per-collection access)", () => {
  const guides = addResource('test-guides', {
    actions: ['read', 'create', 'update'],
    grants: { contributor: { read: true, create: draftsOnly } },
  });

  it('grants what it names, owners every action it has, and nothing else', () => {
    expect(ruleFor('owner', guides, 'update')).toBe(true);
    expect(ruleFor('owner', guides, 'delete')).toBe(false);
    expect(ruleFor('editor', guides, 'read')).toBe(false);
    expect(ruleFor('contributor', guides, 'create')).toBe(draftsOnly);
    expect(
      mayChange('contributor', guides, 'create', { before: null, after: { isPublished: true } }),
    ).toBe('publish');
    expect(leastRoleFor(guides, 'read')).toBe('contributor');
  });

  it('is read the same from the row itself, where the table has not learned it (the browser)', () => {
    const row = { actions: ['read', 'create'] as const, grants: { contributor: { read: true } } };
    expect(rowRule(row, 'owner', 'create')).toBe(true);
    expect(rowRule(row, 'owner', 'delete')).toBe(false);
    expect(rowRule(row, 'contributor', 'read')).toBe(true);
    expect(rowRule(row, 'editor', 'read')).toBe(false);
  });

  it('never replaces a row the table has', () => {
    expect(() => addResource('posts', { actions: ['read'], grants: {} })).toThrow(
      'The access table has a row for "posts" already.',
    );
  });
});
