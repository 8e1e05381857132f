/**
 * Backups and restores (docs/backups.md) on an embedded data folder and on a real Postgres 15: a
 * database with every kind of row (posts, leads, notes, the activity log, users, sessions, images in
 * the database and in a bucket) comes back row for row; a target that holds data is refused unless
 * forced; another schema version, on either side, is named and changes nothing; a file cut short
 * changes nothing; a backup taken on one engine restores on the other.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#config/env.ts';
import { BackupError } from '#lib/backup/format.ts';
import { restoreBackup, TargetNotEmptyError, type RestoreOptions } from '#lib/backup/restore.ts';
import {
  pgliteCopyDatabase,
  postgresCopyDatabase,
  type CopyDatabase,
} from '#lib/backup/session.ts';
import { writeBackup } from '#lib/backup/write.ts';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { migrationFiles } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { insertImage } from '#lib/media/admin.ts';
import { mediaStorageFor } from '#lib/media/storage.ts';
import { startPostgres, type PostgresServer } from '#test-support/postgres.ts';
import { startFakeStorage, type FakeStorage } from '#test-support/storage-bucket.ts';

const scratch = mkdtempSync(join(tmpdir(), 'northbeam-backup-test-'));
let codeMigrations: string[];
let bucket: FakeStorage;
let server: PostgresServer;

beforeAll(async () => {
  codeMigrations = await migrationFiles(migrationsDir());
  bucket = await startFakeStorage();
  server = await startPostgres();
});
afterAll(async () => {
  await bucket.close();
  server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const bucketStorage = () =>
  mediaStorageFor(
    loadEnv({
      MEDIA_STORAGE: 'supabase',
      SUPABASE_URL: bucket.url,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests',
      SUPABASE_STORAGE_BUCKET: 'site-media',
    }),
  );

/** A database to back up or restore into, on one engine. */
interface Side {
  handle: DatabaseHandle;
  copy(): CopyDatabase;
  close(): Promise<void>;
}

interface Engine {
  name: string;
  /** A new, empty database (`setup`: migrated and seeded, as a server's first start does). */
  open(setup: boolean): Promise<Side>;
}

let databases = 0;
const pglite: Engine = {
  name: 'PGlite',
  async open(setup) {
    const dataDir = join(scratch, `data-${++databases}`);
    const handle = await openDatabase({ dataDir, setup, log: () => {} });
    return {
      handle,
      copy: () => pgliteCopyDatabase(handle.pglite!, async () => {}),
      close: () => handle.close(),
    };
  },
};
const postgres15: Engine = {
  name: 'Postgres 15',
  async open(setup) {
    const name = `db_${++databases}`;
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = server.url.replace(/\/postgres$/, `/${name}`);
    const handle = await openDatabase({ databaseUrl: url, setup, log: () => {} });
    return { handle, copy: () => postgresCopyDatabase(url), close: () => handle.close() };
  },
};

/** One row or more in every table, with bytes, JSON, nulls, a bucket image and the log's identity. */
async function fill(side: Side) {
  const { db, sql } = side.handle;
  const userId = randomUUID();
  await sql.exec(`
    insert into admin_users (id, email, password_hash) values ('${userId}', 'owner@example.com', 'scrypt$hash');
    insert into sessions (token_hash, user_id, expires_at) values ('token-hash', '${userId}', now() + interval '1 day');
    insert into leads (name, email, company_size, message, source_page, utm, context, is_spam)
      values ('Dana, "the" CTO', 'dana@example.com', '11-50 employees', E'Two lines\\nand a tab\\there', '/pricing',
              '{"utm_source":"newsletter"}', '{"from":"pricing","users":25}', false),
             ('Bot', 'bot@example.com', '1-10 employees', 'spam', null, '{}', '{}', true);
    insert into lead_notes (lead_id, author_email, body)
      select id, 'owner@example.com', 'Called back' from leads where email = 'dana@example.com';
    insert into admin_activity (actor_id, actor_email, action, subject_type, summary)
      values ('${userId}', 'owner@example.com', 'post.update', 'post', 'Edited a post'),
             ('${userId}', 'owner@example.com', 'post.publish', 'post', 'Published a post');
  `);
  const image = {
    type: 'image/png' as const,
    width: 10,
    height: 10,
    alt: 'A rack',
    uploadedBy: userId,
  };
  await insertImage(
    db,
    { ...image, bytes: new Uint8Array([0, 1, 2, 255, 92, 9, 10]), filename: 'in-row.png' },
    mediaStorageFor(loadEnv({})),
  );
  const inBucket = await insertImage(
    db,
    { ...image, bytes: new Uint8Array([137, 80, 78, 71]), filename: 'in-bucket.png' },
    bucketStorage(),
  );
  return { bucketImageId: inBucket.id };
}

/**
 * Every table's rows, as text, in a stable order: two databases are equal when these are. `except`
 * leaves one image out (a bucket image restored without a bucket changes where its bytes are).
 */
async function contents(side: Side, except?: string): Promise<Record<string, string>> {
  const tables = await side.handle.sql.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'app_migrations' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await side.handle.sql.query<{ rows: string | null }>(
      `select string_agg(t::text, E'\\n' order by t::text) as rows from ${name} t` +
        (name === 'media' && except ? ` where id <> '${except}'` : ''),
    );
    result[name] = row?.rows ?? '';
  }
  return result;
}

const options = (overrides: Partial<RestoreOptions> = {}): RestoreOptions => ({
  force: false,
  migrationsDir: migrationsDir(),
  codeMigrations,
  bucket: null,
  ...overrides,
});

let files = 0;
const backupFile = () => join(scratch, 'backups', `backup-${++files}.tar.gz`);

describe.each([pglite, postgres15])('backup and restore on $name', (engine) => {
  let source: Side;
  let file: string;
  let bucketImageId: string;

  beforeAll(async () => {
    source = await engine.open(true);
    ({ bucketImageId } = await fill(source));
    file = backupFile();
    const summary = await writeBackup(source.copy(), file, {
      through: engine.name === 'PGlite' ? 'data-folder' : 'database-url',
      bucket: bucketStorage().objects,
    });
    expect(summary.missingImages).toEqual([]);
  });
  afterAll(() => source.close());

  it('writes a private file that records the schema version and every table', () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
  });

  it('restores into an empty database row for row, bucket images kept in the database', async () => {
    const target = await engine.open(false);
    try {
      const summary = await restoreBackup(target.copy(), file, 'the target', options());
      expect(summary.imagesIntoDatabase).toBe(1);
      const restored = await contents(target, bucketImageId);
      expect(restored).toEqual(await contents(source, bucketImageId));
      expect(restored.posts?.length).toBeGreaterThan(1000);
      expect(restored.leads).toContain('Two lines');
      expect(restored.media).toContain('in-row.png');
      // The bucket image now carries its bytes in its row.
      const [image] = await target.handle.sql.query<{ storage: string; data: Uint8Array }>(
        `select storage, data from media where id = '${bucketImageId}'`,
      );
      expect(image?.storage).toBe('database');
      expect(Buffer.from(image!.data)).toEqual(Buffer.from([137, 80, 78, 71]));
      // The activity log's identity continues after the restored rows.
      const [next] = await target.handle.sql.query<{ id: number; before: number }>(
        `insert into admin_activity (actor_id, actor_email, action, subject_type, summary)
         values (gen_random_uuid(), 'a@example.com', 'x', 'post', 'after')
         returning id, (select max(id) from admin_activity) as before`,
      );
      expect(Number(next?.id)).toBe(Number(next?.before) + 1);
    } finally {
      await target.close();
    }
  });

  it('puts bucket images back in the bucket when the target has one', async () => {
    const target = await engine.open(false);
    bucket.objects.clear();
    try {
      const summary = await restoreBackup(
        target.copy(),
        file,
        'the target',
        options({ bucket: bucketStorage().objects }),
      );
      expect(summary.imagesToBucket).toBe(1);
      expect(bucket.objects.get(`site-media/${bucketImageId}`)).toEqual(
        Buffer.from([137, 80, 78, 71]),
      );
      expect(await contents(target)).toEqual(await contents(source));
    } finally {
      await target.close();
    }
  });

  it('refuses a target that holds data, changing nothing, and replaces it with force', async () => {
    const target = await engine.open(true);
    try {
      const before = await contents(target);
      await expect(restoreBackup(target.copy(), file, 'DATA_DIR /x', options())).rejects.toThrow(
        new TargetNotEmptyError('DATA_DIR /x'),
      );
      expect(await contents(target)).toEqual(before);
      await restoreBackup(target.copy(), file, 'DATA_DIR /x', options({ force: true }));
      expect(await contents(target, bucketImageId)).toEqual(await contents(source, bucketImageId));
    } finally {
      await target.close();
    }
  });

  it('names a backup of another schema version and stops before creating anything', async () => {
    const target = await engine.open(false);
    try {
      const newer = [...codeMigrations, '20991231000000_later_feature.sql'];
      await expect(
        restoreBackup(target.copy(), file, 'the target', options({ codeMigrations: newer })),
      ).rejects.toThrow(
        /The backup is at schema version .* \(\d+ migrations\); this release is at 20991231000000_later_feature\.sql .* It was taken by an older release/,
      );
      const tables = await target.handle.sql.query(
        `select 1 from pg_tables where schemaname = 'public'`,
      );
      expect(tables).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('refuses a target that a newer release migrated', async () => {
    const target = await engine.open(true);
    try {
      await target.handle.sql.exec(
        `insert into app_migrations (name) values ('20991231000000_later_feature.sql')`,
      );
      await expect(
        restoreBackup(target.copy(), file, 'the target', options({ force: true })),
      ).rejects.toThrow(/The target database is at schema version 20991231000000_later_feature/);
    } finally {
      await target.close();
    }
  });

  it('a file cut short changes nothing', async () => {
    const whole = readFileSync(file);
    const cut = join(scratch, `cut-${engine.name.replace(/\W/g, '')}.tar.gz`);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await engine.open(false);
    try {
      await expect(restoreBackup(target.copy(), cut, 'the target', options())).rejects.toThrow(
        BackupError,
      );
      expect(
        await target.handle.sql.query(`select 1 from pg_tables where schemaname = 'public'`),
      ).toEqual([]);
    } finally {
      await target.close();
    }
  });
});

describe('between engines', () => {
  // Two engines opened and a dump restored: 7 s alone, three times that on a busy 2-core machine.
  it('a backup of the embedded database restores into Postgres', { timeout: 60_000 }, async () => {
    const source = await pglite.open(true);
    const target = await postgres15.open(false);
    try {
      const file = backupFile();
      await writeBackup(source.copy(), file, { through: 'data-folder', bucket: null });
      await restoreBackup(target.copy(), file, 'the target', options());
      expect(await contents(target)).toEqual(await contents(source));
    } finally {
      await source.close();
      await target.close();
    }
  });
});
