/**
 * Redirects from a CSV (docs/redirects.md): columns from, to, status and note, a header row
 * optional, status 301 when blank. Every row is checked first; one bad row and nothing is written,
 * and the answer names each bad line. Then all rows are saved in one transaction by the same rules
 * as a redirect added by hand (a source already there takes the row's target; chains collapse;
 * loops and live pages are refused), planned for the whole CSV at once.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';
import { changeBatch } from '#lib/content/versioned.ts';
import { RedirectCsvError, type CsvProblem } from './csv-error.ts';
import { redirectInput, type ValidRedirectInput } from './input.ts';
import { movedAddresses } from './admin.ts';
import { livePageProblems } from './live-pages.ts';
import { planRedirectBatch, sourceText } from './rules.ts';

export { RedirectCsvError, type CsvProblem };

/** The most rows one CSV may hold. */
export const REDIRECT_CSV_MAX_ROWS = 5_000;
/** The largest CSV accepted, in bytes. */
export const REDIRECT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const REDIRECT_CSV_COLUMNS = ['from', 'to', 'status', 'note'] as const;

export interface CsvRedirect extends ValidRedirectInput {
  line: number;
}

/** The CSV's rows, checked; throws RedirectCsvError naming every bad line. */
export function readRedirectCsv(text: string): CsvRedirect[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new RedirectCsvError([
      { line, message: `This is not a readable CSV (${(error as Error).message.split('\n')[0]}).` },
    ]);
  }
  const header = records[0]?.record.map((cell) => cell.toLowerCase());
  const rows = header?.[0] === 'from' ? records.slice(1) : records;
  if (rows.length === 0) {
    throw new RedirectCsvError([
      { line: 1, message: 'The CSV has no redirects: one per line, from,to[,status[,note]].' },
    ]);
  }
  if (rows.length > REDIRECT_CSV_MAX_ROWS) {
    throw new RedirectCsvError([
      {
        line: 1,
        message: `The CSV has ${rows.length} rows; the limit is ${REDIRECT_CSV_MAX_ROWS}.`,
      },
    ]);
  }
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  const valid: CsvRedirect[] = [];
  for (const { record, info } of rows) {
    const [from = '', to = '', status = '', note = ''] = record;
    const parsed = redirectInput.safeParse({
      from,
      to,
      status: status === '' ? undefined : status,
      note,
    });
    if (!parsed.success) {
      problems.push({
        line: info.lines,
        message: parsed.error.issues.map((issue) => issue.message).join(' '),
      });
      continue;
    }
    const key = sourceText(parsed.data.from);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: info.lines, message: `${key} is on line ${earlier} too.` });
      continue;
    }
    seen.set(key, info.lines);
    valid.push({ ...parsed.data, line: info.lines });
  }
  if (problems.length > 0) throw new RedirectCsvError(problems);
  return valid;
}

export interface CsvImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Rows written per statement, sent as one JSON parameter: on the embedded database, which runs in
 * the serving thread, a thousand rows is a statement of a few dozen milliseconds, and 5,000 rows as
 * a parameter each (VALUES lists) held the database three times as long.
 */
const WRITE_SLICE = 1_000;
interface CsvWrites {
  result: CsvImportResult;
  inserts: (typeof redirects.$inferInsert)[];
  changes: { id: string; to: string; status: number; note: string }[];
}

/** The rules kept now, as planning compares them: what a change made meanwhile would alter. */
const keptRules = (db: Database | Transaction) =>
  db
    .select({
      id: redirects.id,
      path: redirects.fromPath,
      query: redirects.fromQuery,
      to: redirects.toTarget,
      status: redirects.status,
      note: redirects.note,
    })
    .from(redirects)
    .orderBy(redirects.id);

/** Plans the CSV against the rules kept now: what to insert and change, or RedirectCsvError. */
async function planCsv(
  db: Database | Transaction,
  rows: readonly CsvRedirect[],
  kept: Awaited<ReturnType<typeof keptRules>>,
): Promise<CsvWrites> {
  const [moved, live] = await Promise.all([
    movedAddresses(db),
    livePageProblems(
      db,
      rows.filter((row) => row.from.query === '').map((row) => row.from.path),
    ),
  ]);
  const problems: CsvProblem[] = rows.flatMap((row) => {
    const problem = row.from.query === '' ? live.get(row.from.path) : undefined;
    return problem ? [{ line: row.line, message: problem }] : [];
  });
  if (problems.length > 0) throw new RedirectCsvError(problems);
  const plan = planRedirectBatch(
    kept,
    rows.map((row) => ({ line: row.line, source: row.from, to: row.to })),
    moved,
  );
  if (!plan.ok) throw new RedirectCsvError(plan.problems);
  const bySource = new Map(kept.map((rule) => [`${rule.path}?${rule.query}`, rule]));
  const result: CsvImportResult = { created: 0, updated: 0, unchanged: 0 };
  const inserts: CsvWrites['inserts'] = [];
  const changes = new Map<string, { to: string; status: number; note: string }>();
  rows.forEach((row, index) => {
    const to = plan.ends[index]!;
    const existing = bySource.get(`${row.from.path}?${row.from.query}`);
    if (!existing) {
      result.created += 1;
      inserts.push({
        fromPath: row.from.path,
        fromQuery: row.from.query,
        toTarget: to,
        status: row.status,
        note: row.note,
        origin: 'csv',
      });
    } else if (existing.to === to && existing.status === row.status && existing.note === row.note) {
      result.unchanged += 1;
    } else {
      result.updated += 1;
      changes.set(existing.id, { to, status: row.status, note: row.note });
    }
  });
  const byId = new Map(kept.map((rule) => [rule.id, rule]));
  for (const { id, to } of plan.repointed) {
    if (changes.has(id)) continue;
    const rule = byId.get(id)!;
    changes.set(id, { to, status: rule.status, note: rule.note });
  }
  return {
    result,
    inserts,
    changes: [...changes].map(([id, change]) => ({ id, ...change })),
  };
}

/**
 * Imports a CSV of redirects: all of it in one transaction, or nothing (RedirectCsvError). The
 * whole CSV is planned at once against the kept rules (planRedirectBatch: one pass, however long
 * its chains) before the transaction, which then only locks the table, checks that no rule changed
 * meanwhile (planning again if one did) and writes, a thousand rows to a statement: on the embedded
 * database every other write, the contact form's included, waits for it.
 */
export async function importRedirectCsv(
  db: Database,
  actor: AdminUser,
  text: string,
): Promise<CsvImportResult> {
  const rows = readRedirectCsv(text);
  const before = await keptRules(db);
  const planned = await planCsv(db, rows, before);
  return changeBatch(db, actor, {
    write: async (tx) => {
      await tx.execute(sql`lock table ${redirects} in exclusive mode`);
      const now = await keptRules(tx);
      const writes = sameRules(before, now) ? planned : await planCsv(tx, rows, now);
      for (let at = 0; at < writes.inserts.length; at += WRITE_SLICE) {
        const slice = JSON.stringify(writes.inserts.slice(at, at + WRITE_SLICE));
        await tx.execute(sql`
          insert into ${redirects} (from_path, from_query, to_target, status, note, origin)
          select r."fromPath", r."fromQuery", r."toTarget", r.status, r.note, r.origin
          from json_to_recordset(${slice}::json) as r(
            "fromPath" text, "fromQuery" text, "toTarget" text, status int, note text, origin text
          )`);
      }
      for (let at = 0; at < writes.changes.length; at += WRITE_SLICE) {
        const slice = JSON.stringify(writes.changes.slice(at, at + WRITE_SLICE));
        await tx.execute(sql`
          update ${redirects} set
            to_target = v."to", status = v.status, note = v.note,
            updated_at = now(), version = ${redirects.version} + 1
          from json_to_recordset(${slice}::json) as v(id uuid, "to" text, status int, note text)
          where ${redirects.id} = v.id`);
      }
      return writes.result;
    },
    activity: (result) => ({
      action: 'redirect.csv',
      subjectType: 'redirect',
      summary: `Imported a CSV of redirects: ${result.created} added, ${result.updated} changed, ${result.unchanged} already there`,
      details: { ...result },
    }),
    announce: (result) => `Imported ${result.created + result.updated} redirect(s) from a CSV`,
  });
}

const sameRules = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
