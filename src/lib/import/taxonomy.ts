/**
 * An audience, journey stage or topic an import brings in (a WordPress term the mapping makes a new
 * topic, or one of an export's records): one that is there at the same slug is used as it is;
 * otherwise it is created like one added in the admin (its slug claimed, its old slugs kept where
 * free), keeping its id when it has one and the id is free. One publish comes at the import's end.
 */
import { eq } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { taxonomySlugRedirects } from '#lib/db/schema.ts';
import { createVersioned, versionedRecord } from '#lib/content/versioned.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { claimPageSlug, pageKindPath, PageSlugConflict } from '#lib/content/page-slug-redirects.ts';
import { taxonomyInput } from '#lib/taxonomies/input.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import type { ItemOutcome } from './outcome.ts';
import { rememberImport } from './records.ts';

export interface ImportedTaxonomy {
  id?: string;
  slug: string;
  name: string;
  intro: string | null;
  oldSlugs?: string[];
}

export async function importTaxonomy(
  db: Database,
  actor: AdminUser,
  {
    source,
    key,
    kind,
    summary,
  }: { source: string; key: string; kind: TaxonomyKind; summary: string },
  record: ImportedTaxonomy,
): Promise<ItemOutcome> {
  const { table } = taxonomyTables[kind];
  const at = pageKindPath(kind, record.slug);
  const [there] = await db.select({ id: table.id }).from(table).where(eq(table.slug, record.slug));
  if (there) {
    await db.transaction((tx) => rememberImport(tx, source, key, 'taxonomy', there.id));
    return { outcome: 'unchanged', message: `There is one at ${at} already.` };
  }
  const input = taxonomyInput.safeParse(record);
  if (!input.success) {
    return {
      outcome: 'skipped',
      message: input.error.issues.map((issue) => issue.message).join(' '),
    };
  }
  try {
    await createVersioned(
      db,
      actor,
      versionedRecord(table, {
        noun: TAXONOMY_TERMS[kind].noun,
        notFound: '',
        resource: 'taxonomies',
      }),
      {
        insert: async (tx) => {
          await claimPageSlug(tx, kind, null, input.data.slug);
          const [taken] = record.id
            ? await tx.select({ id: table.id }).from(table).where(eq(table.id, record.id))
            : [];
          const values = record.id && !taken ? { ...input.data, id: record.id } : input.data;
          const [row] = await tx.insert(table).values(values).returning({ id: table.id });
          for (const fromSlug of record.oldSlugs ?? []) {
            await tx
              .insert(taxonomySlugRedirects)
              .values({ kind, fromSlug, taxonomyId: row!.id })
              .onConflictDoNothing();
          }
          await rememberImport(tx, source, key, 'taxonomy', row!.id);
          return { id: row!.id, result: row! };
        },
        activity: (row) => ({
          action: 'import.item',
          subjectType: 'taxonomy',
          subjectId: row.id,
          summary,
        }),
        announce: () => null,
      },
    );
  } catch (error) {
    if (error instanceof PageSlugConflict) return { outcome: 'skipped', message: error.message };
    throw error;
  }
  return { outcome: 'created', message: `At ${at}.`, counts: { taxonomies: 1 } };
}
