/**
 * A content type is one definition (src/lib/collections/define.ts). This test defines a collection
 * of its own — a table, a schema, nouns and who may do what — without touching any shared file, and
 * checks that it gets what every content type has, on PGlite and a real Postgres 15:
 * - its admin API: validation (400 on the field), a taken address (409), versions (ETag, If-Match,
 *   428 without, 409 naming the current version when stale);
 * - revisions of every version, readable through the revisions API, and activity entries;
 * - access from its own row of the access table: a contributor drafts, an editor publishes;
 * - a file in the site export, and an import of that export into an empty site creating its
 *   records through its own create, with its own checks.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftsOnly } from '#lib/access/policy.ts';
import type { SignedInAdmin } from '#lib/auth/types.ts';
import { listActivity } from '#lib/audit/activity.ts';
import { defineCollection } from '#lib/collections/define.ts';
import { collectionItemRoutes, collectionRoutes } from '#lib/collections/routes.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { siteExport } from '#lib/export/site-export.ts';
import { applyExportItem, planSiteExport, readSiteExport } from '#lib/import/site-export.ts';
import { openSafeZip } from '#lib/import/zip.ts';
import * as revisionsRoute from '#pages/api/admin/revisions/[kind]/[id].ts';
import { actAs, adminDatabase, callRoute, signInAs } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';

const CREATE_TABLE = sql`
  create table if not exists field_guides (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique,
    title text not null,
    is_published boolean not null default false,
    version integer not null default 1,
    updated_at timestamptz not null default now()
  )`;

const fieldGuidesTable = pgTable('field_guides', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  isPublished: boolean('is_published').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const FORBIDDEN_TITLE = 'Guaranteed results';

/** Its own check: a title the marketing team does not allow is refused on its field. */
async function allowedTitle(_tx: Database | Transaction, input: { title: string }) {
  if (input.title === FORBIDDEN_TITLE) {
    throw new ContentError('invalid', 'We promise no results in a title.', { field: 'title' });
  }
}

const fieldGuides = defineCollection({
  name: 'field-guides',
  table: fieldGuidesTable,
  input: z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens.'),
    title: z.string().trim().min(1, 'Give the guide a title.'),
    isPublished: z.boolean().default(false),
  }),
  nouns: { one: 'field guide', many: 'field guides' },
  subject: 'field-guide',
  title: (row) => row.title,
  path: ({ slug }) => `/field-guides/${slug}`,
  exported: true,
  access: {
    actions: ['read', 'create', 'update', 'publish'],
    grants: {
      editor: { read: true, create: true, update: true, publish: true },
      contributor: { read: true, create: draftsOnly, update: draftsOnly },
    },
  },
  hooks: { checks: [allowedTitle] },
});

const list = collectionRoutes(fieldGuides);
const item = collectionItemRoutes(fieldGuides);

const owner: SignedInAdmin = { id: randomUUID(), email: 'owner@example.com', role: 'owner' };
const editor: SignedInAdmin = { id: randomUUID(), email: 'editor@example.com', role: 'editor' };
const contributor: SignedInAdmin = {
  id: randomUUID(),
  email: 'contributor@example.com',
  role: 'contributor',
};
const work = mkdtempSync(join(tmpdir(), 'collection-definition-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const create = (body: unknown) =>
  callRoute(list.POST, { method: 'POST', path: '/api/admin/field-guides', body });
const put = (id: string, body: unknown, version?: number) =>
  callRoute(item.PUT, {
    method: 'PUT',
    path: `/api/admin/field-guides/${id}`,
    params: { id },
    body,
    ...(version !== undefined && { headers: { 'If-Match': `"${version}"` } }),
  });
const created = (answer: { json: unknown }) =>
  (answer.json as { 'field-guide': { id: string; version: number } })['field-guide'];

describe.each(engines)('a collection defined in a test, on $name', (engine) => {
  const database = adminDatabase(engine, owner, (handle) => handle.db.execute(CREATE_TABLE));

  it('gets its API: validation on the field, a taken address, versions and 409s', async () => {
    signInAs(editor);
    const invalid = await create({ slug: 'Bad Slug', title: '' });
    expect(invalid.status).toBe(400);
    expect((invalid.json as { fields: Record<string, string> }).fields).toEqual({
      slug: 'Use lowercase letters, digits and hyphens.',
      title: 'Give the guide a title.',
    });

    const first = await create({ slug: 'backups', title: 'Backups that restore' });
    expect(first.status).toBe(201);
    expect(first.headers.get('ETag')).toBe('"1"');
    const guide = created(first);

    const taken = await create({ slug: 'backups', title: 'Another' });
    expect(taken.status).toBe(409);
    expect((taken.json as { error: string }).error).toBe(
      'Another field guide already uses the slug "backups" (/field-guides/backups).',
    );
    const refused = await create({ slug: 'promises', title: FORBIDDEN_TITLE });
    expect(refused.status).toBe(400);
    expect((refused.json as { fields: Record<string, string> }).fields).toEqual({
      title: 'We promise no results in a title.',
    });

    expect((await put(guide.id, { slug: 'backups', title: 'No If-Match' })).status).toBe(428);
    const saved = await put(guide.id, { slug: 'backups', title: 'Backups, tested' }, 1);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"2"');
    const stale = await put(guide.id, { slug: 'backups', title: 'From an old tab' }, 1);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ currentVersion: 2 });
    expect((stale.json as { error: string }).error).toMatch(/^This field guide was changed by/);
    expect((await put(randomUUID(), { slug: 'x', title: 'x' }, 1)).status).toBe(404);

    const listed = await callRoute(list.GET, { method: 'GET', path: '/api/admin/field-guides' });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({
      'field-guides': [{ slug: 'backups', title: 'Backups, tested', version: 2 }],
    });
  });

  it('keeps every version as a revision and logs each change', async () => {
    signInAs(editor);
    const guide = created(await create({ slug: 'patching', title: 'Patching' }));
    await put(guide.id, { slug: 'patching', title: 'Patching, monthly', isPublished: true }, 1);

    const history = await callRoute(revisionsRoute.GET, {
      method: 'GET',
      path: `/api/admin/revisions/field-guides/${guide.id}`,
      params: { kind: 'field-guides', id: guide.id },
    });
    expect(history.status).toBe(200);
    const { revisions } = history.json as { revisions: { version: number; by: unknown }[] };
    expect(revisions.map((revision) => revision.version)).toEqual([2, 1]);

    const { entries } = await listActivity(database.handle.db, { page: 1 });
    const mine = entries.filter((entry) => entry.subjectId === guide.id);
    expect(
      mine.map(({ action, summary, actorEmail }) => ({ action, summary, actorEmail })),
    ).toEqual([
      {
        action: 'field-guide.updated',
        summary: 'Saved the field guide for Patching, monthly (published)',
        actorEmail: editor.email,
      },
      {
        action: 'field-guide.created',
        summary: 'Created the unpublished field guide for Patching',
        actorEmail: editor.email,
      },
    ]);
  });

  it('takes who may do what from its own row of the access table', async () => {
    signInAs(contributor);
    const draft = await create({ slug: 'phishing', title: 'Phishing drills' });
    expect(draft.status).toBe(201);
    const live = await create({ slug: 'mfa', title: 'MFA', isPublished: true });
    expect(live.status).toBe(403);
    expect((live.json as { error: string }).error).toBe(
      'Contributors can save drafts only: leave this field guide unpublished, and an editor or an owner will publish it.',
    );
    const published = await put(
      created(draft).id,
      { slug: 'phishing', title: 'Phishing drills', isPublished: true },
      1,
    );
    expect(published.status).toBe(403);

    signInAs(editor);
    const byEditor = await put(
      created(draft).id,
      { slug: 'phishing', title: 'Phishing drills', isPublished: true },
      1,
    );
    expect(byEditor.status).toBe(200);
  });

  it('goes out in a site export and comes back through its own create, with its checks', async () => {
    signInAs(owner);
    const exported = await siteExport(database.handle.db, { site: 'https://old.example.com' });
    const file = join(work, `${engine.name}.zip`);
    writeFileSync(file, Buffer.from(await new Response(exported.stream()).arrayBuffer()));
    expect(exported.counts['field-guides']).toBe(3);

    const fresh = await engine.open();
    try {
      await applyMigrations(fresh.handle.sql, migrationsDir());
      await fresh.handle.db.execute(CREATE_TABLE);
      // Here, one guide's address is taken already: that one is left as it is.
      await fresh.handle.db.insert(fieldGuidesTable).values({ slug: 'phishing', title: 'Ours' });
      const undo = actAs(fresh.handle, owner);
      const zip = await openSafeZip(file, 'file');
      try {
        const data = await readSiteExport(zip);
        const { items, dryRun } = await planSiteExport(fresh.handle.db, data);
        const planned = dryRun.items.filter((planned) => planned.kind === 'field-guide');
        expect(planned.map(({ title, action, detail }) => ({ title, action, detail }))).toEqual([
          {
            title: 'The field guide “Backups, tested”',
            action: 'create',
            detail: 'At /field-guides/backups.',
          },
          {
            title: 'The field guide “Patching, monthly”',
            action: 'create',
            detail: 'At /field-guides/patching.',
          },
          {
            title: 'The field guide “Phishing drills”',
            action: 'skip',
            detail: 'There is a page at /field-guides/phishing already.',
          },
        ]);
        const outcomes = [];
        for (const each of items) {
          if (each.kind === 'collection' && each.collection === fieldGuides) {
            outcomes.push(await applyExportItem(fresh.handle.db, owner, data, each));
          }
        }
        expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
          'created',
          'created',
          'unchanged',
        ]);
        const rows = await fresh.handle.db
          .select()
          .from(fieldGuidesTable)
          .orderBy(fieldGuidesTable.slug);
        expect(
          rows.map(({ slug, title, isPublished, version }) => ({
            slug,
            title,
            isPublished,
            version,
          })),
        ).toEqual([
          { slug: 'backups', title: 'Backups, tested', isPublished: false, version: 1 },
          { slug: 'patching', title: 'Patching, monthly', isPublished: true, version: 1 },
          { slug: 'phishing', title: 'Ours', isPublished: false, version: 1 },
        ]);
        const { entries } = await listActivity(fresh.handle.db, { page: 1 });
        expect(entries.filter((entry) => entry.action === 'import.item')).toHaveLength(2);
      } finally {
        zip.close();
        undo();
      }
    } finally {
      await fresh.handle.close();
      fresh.stop();
    }
  });
});
