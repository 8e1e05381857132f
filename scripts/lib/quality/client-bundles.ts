/**
 * What browsers download holds only browser code: no database code, no schema names, no server-only
 * module. The lint's import boundaries (eslint.config.js) see one import at a time; this check reads
 * what the bundler actually wrote, so a server module that reaches an island through an allowed
 * one (a constant exported beside a query, say) fails the build too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#lib/db/schema.ts';
import type { BuiltSite, CheckResult } from './site.ts';

export interface ServerCodeMarker {
  /** Matched against each script's text. */
  pattern: RegExp;
  /** What its presence means, in the report. */
  what: string;
}

/** A string literal in minified output, whichever quotes the bundler chose. */
const quoted = (text: string) => new RegExp(`["'\`]${text}["'\`]`);

/** Columns that exist only to keep secrets; their names in a browser bundle mean the schema is there. */
export const SECRET_COLUMNS = ['password_hash', 'token_hash', 'signing_key'] as const;

/**
 * The tables of the Drizzle schema whose names cannot be mistaken for ordinary words (`admin_users`,
 * `lead_notes`, …; `posts` or `topics` also name things islands legitimately talk about).
 */
export const DISTINCT_TABLE_NAMES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name.includes('_'))
  .sort();

/** Every marker of server code: Drizzle, the schema's names, and modules only Node can run. */
export function serverCodeMarkers(
  tableNames: readonly string[] = DISTINCT_TABLE_NAMES,
): ServerCodeMarker[] {
  return [
    { pattern: /drizzle[:-]/, what: 'Drizzle ORM (database code)' },
    { pattern: quoted('Pg(?:Table|Column|Dialect|Database)'), what: 'Drizzle table definitions' },
    ...SECRET_COLUMNS.map((column) => ({
      pattern: quoted(column),
      what: `the column ${column} (the database schema)`,
    })),
    ...tableNames.map((name) => ({
      pattern: quoted(name),
      what: `the table ${name} (the database schema)`,
    })),
    { pattern: /["'`]node:[a-z_/]+["'`]/, what: 'a Node built-in module (server-only)' },
    { pattern: /@electric-sql\/pglite/, what: 'PGlite (the embedded database)' },
    { pattern: /nodemailer/i, what: 'nodemailer (server-only email)' },
  ];
}

export interface ServerCodeFinding {
  /** The script, relative to the client output folder. */
  file: string;
  what: string;
}

const SCRIPT = /\.(?:js|mjs|cjs)$/;

/** The scripts under `clientDir` (relative paths, forward slashes). */
function scriptsUnder(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SCRIPT.test(entry.name))
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Each script in the client output that carries server code, once per kind of marker found. */
export function serverCodeInClientOutput(
  clientDir: string,
  markers: readonly ServerCodeMarker[] = serverCodeMarkers(),
): ServerCodeFinding[] {
  return scriptsUnder(clientDir).flatMap((file) => {
    const text = readFileSync(join(clientDir, file), 'utf8');
    const found = new Set(
      markers.filter((marker) => marker.pattern.test(text)).map((marker) => marker.what),
    );
    return [...found].map((what) => ({ file, what }));
  });
}

/** The site check: every script under the client output, none carrying server code. */
export function checkClientBundles(site: Pick<BuiltSite, 'clientDir'>): CheckResult {
  const findings = serverCodeInClientOutput(site.clientDir);
  return {
    summary: 'no server code in client scripts',
    failures: findings.map(({ file, what }) => `${file}: ${what}`),
  };
}
