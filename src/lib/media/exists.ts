import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { media } from '#lib/db/schema.ts';
import { mediaIdOf } from './urls.ts';

/** True when `path` names a library image that exists. */
export async function libraryImageExists(
  db: Database | Transaction,
  path: string,
): Promise<boolean> {
  const id = mediaIdOf(path);
  if (!id) return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(media)
    .where(eq(media.id, id));
  return row !== undefined;
}
