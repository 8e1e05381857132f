/**
 * The redirects manager's reads and writes. Redirects kept by hand, from a CSV or by an import live
 * in `redirects`; renamed posts and pages keep theirs in their own tables and are listed beside
 * them, read-only. Every write goes through the shared versioned change (one transaction with its
 * activity entry, then a publish request) and keeps the rules of docs/redirects.md: no loop, no
 * chain (it collapses), no source that is a live page.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { redirects, type RedirectRow } from '#lib/db/schema.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import {
  createVersioned,
  deleteVersioned,
  updateVersioned,
  versionedRecord,
} from '#lib/content/versioned.ts';
import { allSlugRedirects, insightPath } from '#lib/posts/slug-redirects.ts';
import { allPageRedirects, pageKindPath, type PageKind } from '#lib/content/page-slug-redirects.ts';
import { livePageProblem } from './live-pages.ts';
import { planRedirect, sourceText, type RedirectSource, type RedirectStatus } from './rules.ts';
import type { ValidRedirectInput } from './input.ts';

const NOT_FOUND = 'That redirect does not exist (it may have been deleted).';
const redirectRecord = versionedRecord<RedirectRow>(redirects, {
  resource: 'redirects',
  noun: 'redirect',
  notFound: NOT_FOUND,
});

export type RedirectOrigin = RedirectRow['origin'] | 'renamed';

/** One line of the manager's list. */
export interface RedirectListItem {
  /** The row's id; for a renamed page's old address, `renamed:{from}` (not editable). */
  id: string;
  origin: RedirectOrigin;
  /** What was renamed (post, audience, stage, topic, location, industry); null otherwise. */
  renamed: 'post' | PageKind | null;
  from: string;
  to: string;
  status: RedirectStatus;
  note: string;
  /** It retires one of the site's own pages: deleting it brings the page back. */
  retiresPage?: true;
  /** Requests answered by the Node server (null for a renamed page's, which are not counted). */
  hits: number | null;
  lastHitAt: Date | null;
  version: number | null;
  updatedAt: Date | null;
}

const rowItem = (row: RedirectRow): RedirectListItem => ({
  id: row.id,
  origin: row.origin,
  renamed: null,
  from: sourceText({ path: row.fromPath, query: row.fromQuery }),
  to: row.toTarget,
  status: row.status as RedirectStatus,
  note: row.note,
  ...(row.retiresPage && { retiresPage: true }),
  hits: row.hits,
  lastHitAt: row.lastHitAt,
  version: row.version,
  updatedAt: row.updatedAt,
});

/** The old address of every renamed post and page → where it leads now. */
export async function movedAddresses(db: Database | Transaction): Promise<Map<string, string>> {
  const [postMoves, pageMoves] = await Promise.all([
    allSlugRedirects(db as Database),
    allPageRedirects(db as Database),
  ]);
  return new Map([
    ...postMoves.map((move) => [insightPath(move.from), insightPath(move.to)] as const),
    ...pageMoves.map(
      (move) => [pageKindPath(move.kind, move.from), pageKindPath(move.kind, move.to)] as const,
    ),
  ]);
}

/** Every redirect: the kept ones by source, then the old addresses of renamed posts and pages. */
export async function listRedirects(db: Database): Promise<RedirectListItem[]> {
  const [rows, postMoves, pageMoves] = await Promise.all([
    db.select().from(redirects).orderBy(asc(redirects.fromPath), asc(redirects.fromQuery)),
    allSlugRedirects(db),
    allPageRedirects(db),
  ]);
  const renamed = (kind: 'post' | PageKind, from: string, to: string): RedirectListItem => ({
    id: `renamed:${from}`,
    origin: 'renamed',
    renamed: kind,
    from,
    to,
    status: 301,
    note: '',
    hits: null,
    lastHitAt: null,
    version: null,
    updatedAt: null,
  });
  return [
    ...rows.map(rowItem),
    ...postMoves.map((move) => renamed('post', insightPath(move.from), insightPath(move.to))),
    ...pageMoves.map((move) =>
      renamed(move.kind, pageKindPath(move.kind, move.from), pageKindPath(move.kind, move.to)),
    ),
  ];
}

export async function getRedirect(db: Database, id: string): Promise<RedirectListItem | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row ? rowItem(row) : null;
}

/** What saving a redirect changes: its target (collapsed), and the rules that led to its source. */
export interface RedirectSave {
  to: string;
  via: string[];
  leadingHere: { id: string; from: string }[];
}

/**
 * Checks `source → to` for the rule `id` (null: a new one) against the rules there are, inside the
 * write's transaction (the table is locked against other writers until it commits): not a live
 * page, not taken, no loop; a chain collapses.
 */
export async function checkRedirect(
  tx: Transaction,
  id: string | null,
  source: RedirectSource,
  to: string,
  retiresPage = false,
): Promise<RedirectSave> {
  await tx.execute(sql`lock table ${redirects} in exclusive mode`);
  if (source.query === '' && !retiresPage && !(await retiresPageAt(tx, id, source.path))) {
    const problem = await livePageProblem(tx, source.path);
    if (problem) throw new ContentError('conflict', problem, { field: 'from' });
  }
  const rules = await tx
    .select({
      id: redirects.id,
      path: redirects.fromPath,
      query: redirects.fromQuery,
      to: redirects.toTarget,
    })
    .from(redirects);
  const plan = planRedirect(rules, { id, source, to }, await movedAddresses(tx));
  if (!plan.ok) {
    throw new ContentError('conflict', plan.message, {
      field: plan.reason === 'loop' ? 'to' : 'from',
    });
  }
  return plan;
}

/** Whether the rule `id` retires the site's own page at `path` (its target may still change). */
async function retiresPageAt(tx: Transaction, id: string | null, path: string): Promise<boolean> {
  if (id === null) return false;
  const [row] = await tx
    .select({ retiresPage: redirects.retiresPage, path: redirects.fromPath })
    .from(redirects)
    .where(eq(redirects.id, id));
  return row?.retiresPage === true && row.path === path;
}

/** Points the rules that led to a source straight at its (new) target. */
export async function pointLeadingRulesAt(tx: Transaction, save: RedirectSave): Promise<void> {
  for (const { id } of save.leadingHere) {
    await tx
      .update(redirects)
      .set({ toTarget: save.to, updatedAt: new Date(), version: sql`${redirects.version} + 1` })
      .where(eq(redirects.id, id));
  }
}

function translate(error: unknown, source: RedirectSource): never {
  if (pgCode(error) === UNIQUE_VIOLATION) {
    throw new ContentError('conflict', `${sourceText(source)} already redirects elsewhere.`, {
      field: 'from',
    });
  }
  throw error;
}

/** What the activity log and the publishing line say about a saved redirect. */
const describe = (item: RedirectListItem, save: RedirectSave) =>
  `${item.from} → ${item.to}` +
  (save.via.length > 0 ? ` (collapsed through ${save.via.join(', ')})` : '');

export interface SavedRedirect {
  redirect: RedirectListItem;
  /** The addresses the typed target passed through (the chain that was collapsed). */
  via: string[];
  /** Sources of other redirects now pointed straight at this one's target. */
  alsoChanged: string[];
}

/** A redirect that retires one of the site's own pages, named by its title ("Pricing"). */
export interface Retiring {
  title: string;
}

export async function createRedirect(
  db: Database | Transaction,
  actor: AdminUser,
  input: ValidRedirectInput,
  origin: RedirectRow['origin'] = 'manual',
  retiring?: Retiring,
): Promise<SavedRedirect> {
  let save: RedirectSave | undefined;
  const created = await createVersioned(db, actor, redirectRecord, {
    insert: async (tx) => {
      save = await checkRedirect(tx, null, input.from, input.to, retiring !== undefined);
      const [row] = await tx
        .insert(redirects)
        .values({
          fromPath: input.from.path,
          fromQuery: input.from.query,
          toTarget: save.to,
          status: input.status,
          note: input.note,
          origin,
          retiresPage: retiring !== undefined,
        })
        .returning();
      await pointLeadingRulesAt(tx, save);
      return { id: row!.id, result: rowItem(row!) };
    },
    activity: (item) => ({
      action: 'redirect.created',
      subjectType: 'redirect',
      subjectId: item.id,
      summary: retiring
        ? `Retired the page ${retiring.title}: ${item.from} now redirects to ${item.to}`
        : `Added the redirect ${describe(item, save!)}`,
      details: { alsoChanged: save!.leadingHere.map((rule) => rule.from) },
    }),
    announce: (item) =>
      retiring
        ? `Retired the page ${retiring.title}`
        : `Added the redirect ${item.from} → ${item.to}`,
  }).catch((error: unknown) => translate(error, input.from));
  return { redirect: created, via: save!.via, alsoChanged: save!.leadingHere.map((r) => r.from) };
}

export async function updateRedirect(
  db: Database | Transaction,
  actor: AdminUser,
  id: string,
  input: ValidRedirectInput,
  expectedVersion: number,
): Promise<SavedRedirect> {
  let save: RedirectSave | undefined;
  const updated = await updateVersioned(db, actor, redirectRecord, id, expectedVersion, {
    write: async (tx) => {
      save = await checkRedirect(tx, id, input.from, input.to);
      await tx
        .update(redirects)
        .set({
          fromPath: input.from.path,
          fromQuery: input.from.query,
          toTarget: save.to,
          status: input.status,
          note: input.note,
          updatedAt: new Date(),
        })
        .where(eq(redirects.id, id));
      await pointLeadingRulesAt(tx, save);
    },
    read: async (tx) => {
      const [row] = await tx.select().from(redirects).where(eq(redirects.id, id));
      if (!row) throw new ContentError('not-found', NOT_FOUND);
      return rowItem(row);
    },
    activity: (item, before) => ({
      action: 'redirect.updated',
      subjectType: 'redirect',
      subjectId: item.id,
      summary: `Changed the redirect ${describe(item, save!)}`,
      details: {
        before: `${sourceText({ path: before.fromPath, query: before.fromQuery })} → ${before.toTarget}`,
      },
    }),
    announce: (item) => `Changed the redirect ${item.from} → ${item.to}`,
  }).catch((error: unknown) => translate(error, input.from));
  return {
    redirect: updated,
    via: save?.via ?? [],
    alsoChanged: save?.leadingHere.map((r) => r.from) ?? [],
  };
}

export async function deleteRedirect(
  db: Database | Transaction,
  actor: AdminUser,
  id: string,
  expectedVersion: number,
): Promise<void> {
  await deleteVersioned(db, actor, redirectRecord, id, expectedVersion, {
    remove: async (tx, before) => {
      await tx.delete(redirects).where(eq(redirects.id, id));
      return rowItem(before);
    },
    activity: (item) => ({
      action: 'redirect.deleted',
      subjectType: 'redirect',
      subjectId: id,
      summary: `Deleted the redirect ${item.from} → ${item.to}`,
    }),
    announce: (item) => `Deleted the redirect ${item.from}`,
  });
}

export interface KeptRedirect {
  source: RedirectSource;
  to: string;
  note: string;
  status?: RedirectStatus;
  /** It retires one of the site's own pages: its source may be a page the build writes. */
  retiresPage?: boolean;
}

export interface KeptRedirectOutcome {
  from: string;
  to: string;
  outcome: 'created' | 'unchanged' | 'skipped';
  /** Why it was skipped. */
  reason?: string;
}

/**
 * Redirects an import adds, in the caller's transaction, by the same rules as one added by hand: a
 * source already there with the same target is left as it is, with another target it is skipped (the
 * admin decides), so is a live page; a chain collapses and a loop is skipped.
 */
export async function addKeptRedirects(
  tx: Transaction,
  wanted: readonly KeptRedirect[],
  origin: RedirectRow['origin'] = 'import',
): Promise<KeptRedirectOutcome[]> {
  if (wanted.length === 0) return [];
  await tx.execute(sql`lock table ${redirects} in exclusive mode`);
  const rules = await tx
    .select({
      id: redirects.id,
      path: redirects.fromPath,
      query: redirects.fromQuery,
      to: redirects.toTarget,
    })
    .from(redirects);
  const moved = await movedAddresses(tx);
  const outcomes: KeptRedirectOutcome[] = [];
  for (const { source, to, note, status = 301, retiresPage = false } of wanted) {
    const from = sourceText(source);
    const existing = rules.find((rule) => sourceText(rule) === from);
    if (existing) {
      outcomes.push(
        existing.to === to
          ? { from, to, outcome: 'unchanged' }
          : {
              from,
              to,
              outcome: 'skipped',
              reason: `${from} already redirects to ${existing.to}.`,
            },
      );
      continue;
    }
    const problem =
      source.query === '' && !retiresPage ? await livePageProblem(tx, source.path) : null;
    const plan = problem ? null : planRedirect(rules, { id: null, source, to }, moved);
    if (!plan?.ok) {
      outcomes.push({
        from,
        to,
        outcome: 'skipped',
        reason: problem ?? (plan as { message: string }).message,
      });
      continue;
    }
    const [row] = await tx
      .insert(redirects)
      .values({
        fromPath: source.path,
        fromQuery: source.query,
        toTarget: plan.to,
        status,
        note,
        origin,
        retiresPage,
      })
      .returning({ id: redirects.id });
    await pointLeadingRulesAt(tx, plan);
    for (const rule of rules) if (plan.leadingHere.some((r) => r.id === rule.id)) rule.to = plan.to;
    rules.push({ id: row!.id, path: source.path, query: source.query, to: plan.to });
    outcomes.push({ from, to: plan.to, outcome: 'created' });
  }
  return outcomes;
}
