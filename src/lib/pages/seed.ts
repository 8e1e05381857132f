/**
 * Page documents from content/seed/pages/{key}.json: today's copy, which a new database starts with
 * and an older one gets once. A document already in the database is never replaced by the seed:
 * it may hold the marketer's edits.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Transaction } from '#lib/db/database.ts';
import { pageDocuments } from '#lib/db/schema.ts';
import { checkDocument, invalidDocumentMessage } from './input.ts';
import { DOCUMENT_KEYS, isDocumentKey, type DocumentKey } from './registry.ts';

export interface PageSeed {
  key: DocumentKey;
  document: Record<string, unknown>;
}

export const PAGE_SEED_FOLDER = 'pages';

/** Every document's seed, each checked by its schema; a missing, unknown or invalid file throws. */
export async function readPageSeeds(seedDir: string): Promise<PageSeed[]> {
  const dir = join(seedDir, PAGE_SEED_FOLDER);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const unknown = files.map((name) => name.slice(0, -5)).filter((key) => !isDocumentKey(key));
  if (unknown.length > 0) {
    throw new Error(`${dir}: no page document is called ${unknown.join(', ')}`);
  }
  const seeds = await Promise.all(
    files.map(async (name) => {
      const key = name.slice(0, -5) as DocumentKey;
      const value: unknown = JSON.parse(await readFile(join(dir, name), 'utf8'));
      const checked = checkDocument(key, value);
      if (!checked.ok) throw new Error(`${name}: ${invalidDocumentMessage(key, checked.fields)}`);
      // The file as written is stored, not the schema's output: the build parses it again.
      return { key, document: value as Record<string, unknown> };
    }),
  );
  const missing = DOCUMENT_KEYS.filter((key) => !seeds.some((seed) => seed.key === key));
  if (missing.length > 0) throw new Error(`${dir}: no seed for ${missing.join(', ')}`);
  return seeds;
}

/** The keys of the documents the database lacks. */
export async function missingPageDocuments(db: Database | Transaction): Promise<DocumentKey[]> {
  const rows = await db.select({ id: pageDocuments.id }).from(pageDocuments);
  const present = new Set(rows.map((row) => row.id));
  return DOCUMENT_KEYS.filter((key) => !present.has(key));
}

/** Adds the seeds of documents the database lacks; returns how many it added. */
export async function insertMissingPageDocuments(
  db: Database | Transaction,
  seeds: readonly PageSeed[],
): Promise<number> {
  if (seeds.length === 0) return 0;
  const added = await db
    .insert(pageDocuments)
    .values(seeds.map(({ key, document }) => ({ id: key, document })))
    .onConflictDoNothing()
    .returning({ id: pageDocuments.id });
  return added.length;
}
