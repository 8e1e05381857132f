import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  dataEntry,
  DATA_ENTRY,
  describeSchema,
  loadOrder,
  parseManifest,
  schemaMismatch,
  targetSchemaProblem,
} from '#lib/backup/format.ts';

const A = '20261122000000_content_schema.sql';
const B = '20261123000000_netlify_function_state.sql';
const C = '20261124000000_publishing.sql';

describe('schema versions (docs/backups.md, Restoring)', () => {
  it.each([
    ['the same migrations', [A, B, C], [C, B, A], null],
    ['the same versions under other names', [A, '20261123000000_renamed.sql'], [A, B], null],
    ['a backup from an older release', [A, B], [A, B, C], /It was taken by an older release/],
    ['a backup from a newer release', [A, B, C], [A, B], /It was taken by a newer release/],
    [
      'migrations that differ both ways',
      [A, C],
      [A, B],
      /Their migrations differ \(20261123000000, 20261124000000\)/,
    ],
  ])('%s', (_case, backup, code, expected) => {
    const message = schemaMismatch(backup, code);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });

  it('names both versions by their last migration and count', () => {
    expect(schemaMismatch([A, B], [A, B, C])).toMatch(
      /^The backup is at schema version 20261123000000_netlify_function_state\.sql \(2 migrations\); this release is at 20261124000000_publishing\.sql \(3 migrations\)\./,
    );
    expect(describeSchema([])).toBe('no schema');
    expect(describeSchema([A])).toBe(`${A} (1 migration)`);
  });

  it.each([
    ['an empty database', [], null],
    ['an older schema (the restore migrates it)', [A], null],
    ['the same schema', [A, B, C], null],
    [
      'a schema a newer release migrated',
      [A, B, C, '20991231000000_later.sql'],
      /newer than this release/,
    ],
  ])('a target with %s', (_case, target, expected) => {
    const message = targetSchemaProblem(target, [A, B, C]);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });
});

describe('loadOrder', () => {
  it.each([
    ['no references: by name', ['posts', 'leads', 'media'], [], ['leads', 'media', 'posts']],
    [
      'parents first',
      ['post_topics', 'topics', 'posts'],
      [
        { table: 'post_topics', references: 'posts' },
        { table: 'post_topics', references: 'topics' },
      ],
      ['posts', 'topics', 'post_topics'],
    ],
    [
      'a chain',
      ['c', 'b', 'a'],
      [
        { table: 'c', references: 'b' },
        { table: 'b', references: 'a' },
      ],
      ['a', 'b', 'c'],
    ],
    ['a table referencing itself', ['tree'], [{ table: 'tree', references: 'tree' }], ['tree']],
    [
      'a reference outside the tables',
      ['sessions'],
      [{ table: 'sessions', references: 'users_elsewhere' }],
      ['sessions'],
    ],
  ])('%s', (_case, tables, references, expected) => {
    expect(loadOrder(tables, references)).toEqual(expected);
  });

  it('refuses a cycle, naming its tables', () => {
    expect(() =>
      loadOrder(
        ['a', 'b', 'c'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow('The tables a, b reference each other in a cycle');
  });
});

describe('parseManifest', () => {
  const valid = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: '2026-12-01T14:05:09.000Z',
    source: { engine: 'pglite', through: 'server' },
    migrations: [A],
    tables: [{ name: 'posts', columns: ['id', 'slug'], rows: 3 }],
    bucketImages: 0,
  };

  it('reads a manifest', () => {
    expect(parseManifest(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([
    ['not JSON', '{', 'its backup.json is not JSON'],
    ['another format', JSON.stringify({ ...valid, format: 'zip' }), 'names another format'],
    [
      'a newer format version',
      JSON.stringify({ ...valid, formatVersion: BACKUP_FORMAT_VERSION + 1 }),
      'newer than this release reads',
    ],
    ['no tables', JSON.stringify({ ...valid, tables: undefined }), 'lacks tables or migrations'],
    [
      'a table name that is not a plain name',
      JSON.stringify({ ...valid, tables: [{ name: 'posts; drop', columns: [], rows: 0 }] }),
      'lacks tables or migrations',
    ],
    [
      'a column name that is not a plain name',
      JSON.stringify({ ...valid, tables: [{ name: 'posts', columns: ['"id"'], rows: 0 }] }),
      'lacks tables or migrations',
    ],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseManifest(text)).toThrow(message);
  });
});

describe('file and entry names', () => {
  it('names a backup by its UTC time, without characters some file systems refuse', () => {
    expect(backupFileName(new Date('2026-12-01T14:05:09.123Z'))).toBe(
      'northbeam-backup-2026-12-01T14-05-09Z.tar.gz',
    );
  });

  it('numbers data parts so they sort in the order they were written', () => {
    expect(dataEntry('leads', 12)).toBe('data/leads/000012.copy');
    expect(DATA_ENTRY.exec(dataEntry('post_topics', 0))?.[1]).toBe('post_topics');
    expect(DATA_ENTRY.test('data/../etc/000000.copy')).toBe(false);
  });
});
