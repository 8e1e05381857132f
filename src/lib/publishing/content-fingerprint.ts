/**
 * A digest of everything the public site is built from. Each build records the digest of the data it
 * read; a server that starts on a database whose digest differs knows its release is out of date.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from '#lib/db/runner.ts';

/** The tables pages are rendered from (leads, sessions and admins never show on the site). */
export const PUBLISHED_TABLES = [
  'posts',
  'personas',
  'journey_stages',
  'topics',
  'post_personas',
  'post_journey_stages',
  'post_topics',
  'locations',
  'industries',
] as const;

export async function contentFingerprint(sql: SqlRunner): Promise<string> {
  const hash = createHash('sha256');
  for (const table of PUBLISHED_TABLES) {
    const [row] = await sql.query<{ digest: string | null }>(
      `select md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${table} t`,
    );
    hash.update(`${table}:${row?.digest ?? 'empty'}\n`);
  }
  return hash.digest('hex');
}
