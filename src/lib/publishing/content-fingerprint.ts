/**
 * A digest of everything the public site is built from. Each build records the digest of the data it
 * read; a server that starts on a database whose digest differs knows its release is out of date, and
 * a rebuild whose digest equals the live release's has nothing to publish.
 *
 * Drafts and scheduled posts never show on the site, so only live posts (published, their time
 * come) and their links count: saving or deleting a draft leaves the digest, and the live site, as
 * they are, and a scheduled post changes it the moment its time comes.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from '#lib/db/runner.ts';
import { LIVE_LANDING_PAGE } from '#lib/landing-pages/live.ts';

const LIVE_POST = 'is_published and published_at <= now()';
const LIVE_POST_IDS = `select id from posts where ${LIVE_POST}`;

/** The tables pages are rendered from (leads, sessions and admins never show on the site). */
export const PUBLISHED_TABLES = {
  posts: LIVE_POST,
  personas: null,
  journey_stages: null,
  topics: null,
  post_personas: `post_id in (${LIVE_POST_IDS})`,
  post_journey_stages: `post_id in (${LIVE_POST_IDS})`,
  post_topics: `post_id in (${LIVE_POST_IDS})`,
  post_slug_redirects: `post_id in (${LIVE_POST_IDS})`,
  taxonomy_slug_redirects: null,
  locations: null,
  industries: null,
  // Composed pages: a draft or a page scheduled for later never shows, so only the live ones count.
  landing_pages: LIVE_LANDING_PAGE,
  // Page copy and Settings: every page shows them (a share link's draft is not published).
  page_documents: null,
  // Pages show a library image's variants and alt text; its bytes are stood for by their hash.
  '(select id, width, height, alt, sha256 from media)': null,
  // Kept redirects are served by the build; their hit counts are not.
  '(select id, from_path, from_query, to_target, status from redirects)': null,
} as const satisfies Record<string, string | null>;

export async function contentFingerprint(sql: SqlRunner): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, shown] of Object.entries(PUBLISHED_TABLES)) {
    const [row] = await sql.query<{ digest: string | null }>(
      `select md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${table} t` +
        (shown ? ` where ${shown}` : ''),
    );
    hash.update(`${table}:${row?.digest ?? 'empty'}\n`);
  }
  return hash.digest('hex');
}
