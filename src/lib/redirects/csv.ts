/**
 * Redirects from a CSV (docs/redirects.md): columns from, to, status and note, a header row
 * optional, status 301 when blank. Every row is checked first; one bad row and nothing is written,
 * and the answer names each bad line. Then all rows are saved in one transaction, each by the same
 * rules as a redirect added by hand: a source already there takes the row's target.
 */
import { parse } from 'csv-parse/sync';
import { eq, and } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';
import { changeBatch } from '#lib/content/versioned.ts';
import { ContentError } from '#lib/content/errors.ts';
import { redirectInput, type ValidRedirectInput } from './input.ts';
import { checkRedirect, pointLeadingRulesAt } from './admin.ts';
import { sourceText } from './rules.ts';

/** The most rows one CSV may hold. */
export const REDIRECT_CSV_MAX_ROWS = 5_000;
/** The largest CSV accepted, in bytes. */
export const REDIRECT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const REDIRECT_CSV_COLUMNS = ['from', 'to', 'status', 'note'] as const;

export interface CsvProblem {
  line: number;
  message: string;
}

export class RedirectCsvError extends Error {
  readonly problems: CsvProblem[];
  constructor(problems: CsvProblem[]) {
    super(
      `The CSV has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`,
    );
    this.problems = problems;
  }
}

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

/** Saves one checked row: new, changed, or already there as it is. */
async function saveRow(tx: Transaction, row: CsvRedirect): Promise<keyof CsvImportResult> {
  const [existing] = await tx
    .select()
    .from(redirects)
    .where(and(eq(redirects.fromPath, row.from.path), eq(redirects.fromQuery, row.from.query)));
  const save = await checkRedirect(tx, existing?.id ?? null, row.from, row.to);
  if (existing) {
    if (
      existing.toTarget === save.to &&
      existing.status === row.status &&
      existing.note === row.note
    ) {
      return 'unchanged';
    }
    await tx
      .update(redirects)
      .set({
        toTarget: save.to,
        status: row.status,
        note: row.note,
        updatedAt: new Date(),
        version: existing.version + 1,
      })
      .where(eq(redirects.id, existing.id));
  } else {
    await tx.insert(redirects).values({
      fromPath: row.from.path,
      fromQuery: row.from.query,
      toTarget: save.to,
      status: row.status,
      note: row.note,
      origin: 'csv',
    });
  }
  await pointLeadingRulesAt(tx, save);
  return existing ? 'updated' : 'created';
}

/** Imports a CSV of redirects: all of it in one transaction, or nothing (RedirectCsvError). */
export async function importRedirectCsv(
  db: Database,
  actor: AdminUser,
  text: string,
): Promise<CsvImportResult> {
  const rows = readRedirectCsv(text);
  return changeBatch(db, actor, {
    write: async (tx) => {
      const result: CsvImportResult = { created: 0, updated: 0, unchanged: 0 };
      for (const row of rows) {
        try {
          result[await saveRow(tx, row)] += 1;
        } catch (error) {
          if (error instanceof ContentError) {
            throw new RedirectCsvError([{ line: row.line, message: error.message }]);
          }
          throw error;
        }
      }
      return result;
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
