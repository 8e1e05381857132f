/**
 * The client-output check on a small built site written here: a clean island, the chunk the leads
 * inbox once shipped (Drizzle's table definitions of admin_users and sessions), a script that loads a
 * Node built-in, and a page whose text merely talks about Drizzle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISTINCT_TABLE_NAMES,
  serverCodeInClientOutput,
} from '#scripts/lib/quality/client-bundles.ts';

const FIXTURE: Record<string, string> = {
  // Object keys and ordinary words that look like markers but are not.
  '_astro/Island.a1.js':
    'var i={name:`copy`,size:24,node:[[`rect`,{width:`14`}]]};const t={segment:`topics`,noun:"post"};export{i,t};',
  // Minified Drizzle output, as LeadsInbox.*.js carried it.
  '_astro/LeadsInbox.b2.js':
    'var c=Symbol.for(`drizzle:entityKind`);var p=class{static[c]=`PgTable`};U(`admin_users`,{id:x(`id`),passwordHash:z(`password_hash`)});U(`sessions`,{tokenHash:z(`token_hash`)});',
  'server/entry.mjs': 'const fs=await import("node:fs");export default fs;',
  // Text about Drizzle in a page is content, not code.
  'insights/orm-notes.html': '<p>We moved from drizzle-orm to raw SQL; password_hash stays.</p>',
};

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-output-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(join(clientDir, file, '..'), { recursive: true });
    writeFileSync(join(clientDir, file), text);
  }
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('serverCodeInClientOutput', () => {
  it('names each script that carries server code, with what it carries, and nothing else', () => {
    expect(serverCodeInClientOutput(clientDir)).toEqual([
      { file: '_astro/LeadsInbox.b2.js', what: 'Drizzle ORM (database code)' },
      { file: '_astro/LeadsInbox.b2.js', what: 'Drizzle table definitions' },
      { file: '_astro/LeadsInbox.b2.js', what: 'the column password_hash (the database schema)' },
      { file: '_astro/LeadsInbox.b2.js', what: 'the column token_hash (the database schema)' },
      { file: '_astro/LeadsInbox.b2.js', what: 'the table admin_users (the database schema)' },
      { file: 'server/entry.mjs', what: 'a Node built-in module (server-only)' },
    ]);
  });

  it('reads the table names from the Drizzle schema, leaving out those that are ordinary words', () => {
    expect(DISTINCT_TABLE_NAMES).toEqual(
      expect.arrayContaining(['admin_users', 'admin_activity', 'lead_notes', 'post_preview_links']),
    );
    expect(DISTINCT_TABLE_NAMES).not.toContain('posts');
    expect(DISTINCT_TABLE_NAMES).not.toContain('sessions');
  });
});
