/**
 * Version checks on every content type besides posts (admin-posts-api.test.ts covers those): two
 * admins save a location page, an industry page and a topic from the same read. The first save
 * wins and bumps the version; the second is refused with 409, the current version and its ETag,
 * and changes nothing, naming who saved the version in between, when, and the field they changed;
 * saving again against the current version (Overwrite) succeeds; a save without If-Match gets 428. Through the admin routes, on PGlite and on Postgres 15.
 */
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { staleConflictMessage } from '#lib/content/conflict.ts';
import { seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import * as industries from '#pages/api/admin/industries/index.ts';
import * as industry from '#pages/api/admin/industries/[id].ts';
import * as locations from '#pages/api/admin/locations/index.ts';
import * as location from '#pages/api/admin/locations/[id].ts';
import * as taxonomies from '#pages/api/admin/taxonomies/[kind]/index.ts';
import * as taxonomy from '#pages/api/admin/taxonomies/[kind]/[id].ts';
import { adminDatabase, callRoute } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const admin = { id: randomUUID(), email: 'marketer@example.com' };
const seed = await readSeed(seedDir());

type Row = Record<string, unknown> & { id: string; version: number };

interface VersionedType {
  name: string;
  noun: string;
  /** The rows as the admin lists them. */
  list: () => Promise<Row[]>;
  put: APIRoute;
  path: (id: string) => string;
  params: (id: string) => Record<string, string>;
  /** The text field each editor changes, and its label in a refusal. */
  field: string;
  label: string;
}

const listed = async (route: APIRoute, path: string, key: string, params = {}) =>
  ((await callRoute(route, { method: 'GET', path, params })).json as Record<string, Row[]>)[key]!;

const TYPES: VersionedType[] = [
  {
    name: 'a location page',
    noun: 'location page',
    list: () => listed(locations.GET, '/api/admin/locations', 'locations'),
    put: location.PUT,
    path: (id) => `/api/admin/locations/${id}`,
    params: (id) => ({ id }),
    field: 'introText',
    label: 'Intro',
  },
  {
    name: 'an industry page',
    noun: 'industry page',
    list: () => listed(industries.GET, '/api/admin/industries', 'industries'),
    put: industry.PUT,
    path: (id) => `/api/admin/industries/${id}`,
    params: (id) => ({ id }),
    field: 'description',
    label: 'Description',
  },
  {
    name: 'a topic',
    noun: 'topic',
    list: () => listed(taxonomies.GET, '/api/admin/taxonomies/topics', 'items', { kind: 'topics' }),
    put: taxonomy.PUT,
    path: (id) => `/api/admin/taxonomies/topics/${id}`,
    params: (id) => ({ kind: 'topics', id }),
    field: 'intro',
    label: 'Intro',
  },
];

describe.each(engines)('stale saves of every content type on $name', (engine) => {
  adminDatabase(engine, admin, (handle) => applySeed(handle.db, seed));

  it.each(TYPES)(
    '$name: of two saves from one read the second gets 409 with the current version and changes nothing; Overwrite then wins; no If-Match gets 428',
    async ({ noun, list, put, path, params, field, label }) => {
      const [read] = await list();
      const { id, version } = read!;
      const save = (who: string, headers: Record<string, string>) =>
        callRoute(put, {
          method: 'PUT',
          path: path(id),
          params: params(id),
          body: { ...read, [field]: `${who} wrote this ${field}.` },
          headers,
        });
      const current = async () => (await list()).find((row) => row.id === id)!;

      const alice = await save('Alice', { 'If-Match': `"${version}"` });
      expect(alice.status).toBe(200);
      expect(alice.headers.get('etag')).toBe(`"${version + 1}"`);

      const bob = await save('Bob', { 'If-Match': `"${version}"` });
      expect(bob.status).toBe(409);
      const conflict = {
        changedBy: [admin.email],
        changedAt: expect.any(String),
        changes: [label],
        moreChanges: 0,
      };
      expect(bob.json).toEqual({
        error: expect.any(String),
        currentVersion: version + 1,
        conflict,
      });
      const told = bob.json as { error: string; conflict: typeof conflict };
      expect(told.error).toBe(staleConflictMessage(noun, told.conflict));
      expect(told.error).toContain(`changed by ${admin.email} on `);
      expect(told.error).toContain(`They changed: ${label}.`);
      expect(bob.headers.get('etag')).toBe(`"${version + 1}"`);
      expect(await current()).toMatchObject({
        [field]: `Alice wrote this ${field}.`,
        version: version + 1,
      });

      const overwrite = await save('Bob', { 'If-Match': bob.headers.get('etag')! });
      expect(overwrite.status).toBe(200);
      expect(await current()).toMatchObject({
        [field]: `Bob wrote this ${field}.`,
        version: version + 2,
      });

      const unversioned = await save('Carol', {});
      expect(unversioned.status).toBe(428);
      expect(await current()).toMatchObject({
        [field]: `Bob wrote this ${field}.`,
        version: version + 2,
      });
    },
  );
});
