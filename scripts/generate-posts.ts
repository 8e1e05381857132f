/**
 * Fills a database with N synthetic insights, for the build-scaling bench (100, 1,000, 10,000 posts):
 *   DATA_DIR=/tmp/bench-data node scripts/generate-posts.ts 1000
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (created, migrated and seeded when new).
 * Earlier synthetic posts are replaced, so the database ends with the seed posts plus exactly N.
 * Stop any server using the same PGlite directory first.
 */
import { openDatabase } from '#lib/db/client.ts';
import { addSyntheticPosts } from '#lib/db/synthetic.ts';
import { loadEnv } from '#config/env.ts';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 0) {
  console.error('usage: node scripts/generate-posts.ts <count>');
  process.exit(2);
}

const handle = await openDatabase({
  databaseUrl: loadEnv().DATABASE_URL,
  setup: !loadEnv().DATABASE_URL,
});
try {
  await handle.sql.exec(`delete from posts where slug like 'synthetic-post-%'`);
  if (count > 0) await addSyntheticPosts(handle.sql, count);
  const [row] = await handle.sql.query<{ n: number }>(
    'select count(*)::int as n from posts where is_published',
  );
  console.log(`${count} synthetic posts written; ${row?.n ?? 0} published posts in total`);
} finally {
  await handle.close();
}
