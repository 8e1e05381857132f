/**
 * `npm run db:migrate | db:seed | db:reset` against DATABASE_URL, or the embedded PGlite database
 * under DATA_DIR when DATABASE_URL is unset. Stop a running dev or production server first when it
 * uses the same PGlite directory (PGlite serves one process per data directory).
 */
import { loadEnv } from '#config/env.ts';
import { ensureAdminFromEnv } from '#lib/auth/bootstrap.ts';
import { openDatabase } from '#lib/db/client.ts';
import { DataDirInUseError } from '#lib/db/data-dir-lock.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, fillMissingPageCopy, readSeed } from '#lib/seed/seed.ts';

const TABLES = [
  'post_personas',
  'post_journey_stages',
  'post_topics',
  'post_slug_redirects',
  'post_preview_links',
  'taxonomy_slug_redirects',
  'personas',
  'journey_stages',
  'topics',
  'posts',
  'locations',
  'industries',
  'landing_page_preview_links',
  'landing_pages',
  'media',
  'page_preview_links',
  'page_documents',
  'lead_notes',
  'leads',
  'admin_activity',
  'site_publish_requests',
  'sessions',
  'admin_users',
  'redirects',
  'import_records',
  'import_jobs',
  'app_migrations',
];

const env = loadEnv();
const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: node scripts/db.ts migrate|seed|reset');
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, setup: false }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const where =
  handle.engine === 'postgres' ? 'DATABASE_URL' : `PGlite in ${env.DATA_DIR ?? '.data'}`;
try {
  if (command === 'reset') {
    // The Supabase CLI's history goes too, or the migrator would take the dropped schema as applied.
    await handle.sql.exec(
      `drop table if exists ${TABLES.join(', ')} cascade; drop schema if exists supabase_migrations cascade;`,
    );
    console.log(`dropped every table (${where})`);
  }
  const applied = await applyMigrations(handle.sql, migrationsDir());
  console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'schema is up to date');
  const filled = await fillMissingPageCopy(handle.db, seedDir());
  if (filled > 0) console.log(`filled the page copy of ${filled} page(s) from content/seed`);
  if (command !== 'migrate') {
    const seed = await readSeed(seedDir());
    await applySeed(handle.db, seed);
    console.log(
      `seeded ${seed.posts.length} posts, ${seed.locations.length} locations, ${seed.industries.length} industries (${where})`,
    );
    await ensureAdminFromEnv(handle.db, `${env.SITE_URL ?? `http://localhost:${env.PORT}`}/admin`);
  }
} finally {
  await handle.close();
}
