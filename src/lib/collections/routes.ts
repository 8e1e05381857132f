/**
 * A collection's admin API, from its definition: one line per route file.
 *
 *   GET  /api/admin/{name}       every record, published or not, the form its schema describes and
 *                                the site's facts (which its texts may name)
 *   POST /api/admin/{name}       a new record at version 1 (201); 400 for bad input, 409 for a taken
 *                                address or a check that refuses
 *   PUT  /api/admin/{name}/{id}  replaces a record; If-Match names the version the editor opened
 *                                (428 without, 409 with the current version when stale), 404
 *   GET  /api/admin/{name}/{id}/retire   its address and every link to it on the site
 *   POST /api/admin/{name}/{id}/retire   unpublishes it and redirects its address ({ redirectTo }),
 *                                        in one change; If-Match as for PUT
 *
 * Who may call each is the access table's, for the collection's resource; the record rules (a
 * contributor's drafts) are checked by the write itself. Responses name records by the
 * collection's name (the list) and its subject (one record): `{ industries }`, `{ industry }`.
 */
import { z } from 'zod';
import { getDb } from '#lib/db/client.ts';
import { adminRoute, adminWrite } from '#lib/http/admin-route.ts';
import { apiError, json } from '#lib/http/api.ts';
import { expectedVersion, versionedJson } from '#lib/http/precondition.ts';
import { readRecord } from '#lib/content/versioned.ts';
import { ContentError } from '#lib/content/errors.ts';
import type { Database } from '#lib/db/database.ts';
import { factList } from '#lib/facts/catalog.ts';
import { currentSettings } from '#lib/pages/admin.ts';
import { describedForm } from '#lib/pages/input.ts';
import type { Collection, CollectionInput, CollectionRow } from './define.ts';
import { linksPointingAt } from './inbound-links.ts';
import { retireInput, retireRecord } from './retire.ts';

/** GET and POST of /api/admin/{name}. */
export function collectionRoutes<Row extends CollectionRow, Schema extends CollectionInput>(
  collection: Collection<Row, Schema>,
) {
  const { resource, name, subject, input } = collection;
  return {
    GET: adminRoute(
      async () => {
        const db = await getDb();
        const [rows, facts] = await Promise.all([collection.listAll(db), factsNow(db)]);
        return json({ [name]: rows, form: describedForm(input), facts });
      },
      { resource, action: 'read' },
    ),
    POST: adminWrite(
      input,
      async (_context, user, valid) => {
        const row = await collection.create(await getDb(), user, valid);
        return versionedJson({ [subject]: row }, row.version, 201);
      },
      { resource, action: 'create' },
    ),
  };
}

/** Every fact with its value now; none on a database without Settings yet (before its seed). */
async function factsNow(db: Database) {
  try {
    return factList(await currentSettings(db));
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'not-found') return [];
    throw error;
  }
}

/** PUT of /api/admin/{name}/{id}. */
export function collectionItemRoutes<Row extends CollectionRow, Schema extends CollectionInput>(
  collection: Collection<Row, Schema>,
) {
  const { resource, subject, input } = collection;
  return {
    PUT: adminWrite(
      input,
      async ({ params, request }, user, valid) => {
        const id = recordId(params.id);
        if (!id) return apiError(404, collection.notFound);
        const expected = expectedVersion(request);
        if ('response' in expected) return expected.response;
        const row = await collection.update(await getDb(), user, id, valid, expected.version);
        return versionedJson({ [subject]: row }, row.version);
      },
      { resource, action: 'update' },
    ),
  };
}

/** The record a route names, or the 404 to answer. */
export const recordId = (id: string | undefined) => (z.uuid().safeParse(id).success ? id! : null);

/** GET and POST of /api/admin/{name}/{id}/retire. */
export function collectionRetireRoutes<Row extends CollectionRow, Schema extends CollectionInput>(
  collection: Collection<Row, Schema>,
) {
  const { resource, subject, name } = collection;
  return {
    GET: adminRoute(
      async ({ params }) => {
        const id = recordId(params.id);
        if (!id) return apiError(404, collection.notFound);
        const db = await getDb();
        const row = await readRecord(db, collection.record, id);
        const path = collection.path(row);
        return json({
          path,
          links: path ? await linksPointingAt(db, path, { collection: name, id: row.id }) : [],
        });
      },
      { resource, action: 'read' },
    ),
    POST: adminWrite(
      retireInput,
      async ({ params, request }, user, { redirectTo }) => {
        const id = recordId(params.id);
        if (!id) return apiError(404, collection.notFound);
        const expected = expectedVersion(request);
        if ('response' in expected) return expected.response;
        const retired = await retireRecord(
          await getDb(),
          user,
          collection,
          id,
          expected.version,
          redirectTo,
        );
        return versionedJson(
          { [subject]: retired.row, redirect: { from: retired.from, to: retired.to } },
          retired.row.version,
        );
      },
      { resource, action: 'publish' },
    ),
  };
}
