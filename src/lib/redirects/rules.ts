/**
 * What a redirect may say, as pure rules shared by the admin's form, its CSV import, the importers
 * and the servers (docs/redirects.md):
 * - a source is a path on this site, with an optional query that must be present (`/?p=123`);
 *   a full address of the old site is taken for its path and query. It is kept normalized: no
 *   trailing slash, each path segment percent-encoded one way, the query's parameters sorted;
 * - a target is a path on this site or an https address on another;
 * - chains collapse and loops are refused (`planRedirect`).
 * No zod and no database here: the Node server and Netlify's catch-all function use these too.
 */

import { REDIRECT_LIMITS, REDIRECT_STATUSES, type RedirectStatus } from './fields.ts';
import { linkTarget } from '#lib/text/link-target.ts';

export { REDIRECT_LIMITS, REDIRECT_STATUSES, type RedirectStatus };
/** How many hops resolving a target follows before it calls the rules a loop. */
const MAX_HOPS = 20;

export interface RedirectSource {
  /** `/2019/05/old-post`: percent-encoded one way, no trailing slash (but `/` itself). */
  path: string;
  /** `p=123`: the parameters that must be present, sorted; '' for none. */
  query: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const REDIRECT_MESSAGES = {
  sourceRequired: 'From is required: the old address, such as /2019/05/old-post/ or /?p=123.',
  sourceShape:
    'From must be a path on this site, such as /2019/05/old-post/ or /?p=123 (a full address of the old site is taken for its path).',
  sourceFragment: 'From cannot hold a #fragment: browsers never send it to the server.',
  sourceLength: `From must be at most ${REDIRECT_LIMITS.source} characters.`,
  targetRequired: 'To is required: a page on this site, such as /insights/new-post.',
  targetShape:
    'To must be a page on this site, such as /insights/new-post, or an https:// address on another site.',
  targetHttp: 'To must use https:// when it leads to another site.',
  targetLength: `To must be at most ${REDIRECT_LIMITS.target} characters.`,
  status: 'Type must be 301 (moved for good) or 302 (moved for now).',
  noteLength: `Note must be at most ${REDIRECT_LIMITS.note} characters.`,
} as const;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Characters a path segment keeps as they are (those RFC 3986 allows in a path segment, less `%`). */
const SEGMENT_KEEPS = /%(?:21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g;

/** One spelling of a path: each segment decoded, then encoded the same way; no trailing slash. */
export function normalizePath(path: string): string {
  const segments = path
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeSegment(segment)).replace(SEGMENT_KEEPS, (kept) =>
        decodeURIComponent(kept),
      ),
    );
  const joined = segments.join('/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') || '/' : '/';
}

const encodeQueryPart = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');

/** One spelling of a query: parameters sorted by name, then value; `?feed` and `?feed=` alike. */
export function normalizeQuery(query: string): string {
  const params = [...new URLSearchParams(query.replace(/^\?/, ''))];
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return params
    .map(([name, value]) =>
      value === '' ? encodeQueryPart(name) : `${encodeQueryPart(name)}=${encodeQueryPart(value)}`,
    )
    .join('&');
}

/** `/2019/05/old-post` or `/?p=123`: how a source is shown and typed. */
export const sourceText = (source: RedirectSource) =>
  source.query ? `${source.path}?${source.query}` : source.path;

/** The source an admin typed (a path, or a full address of the old site), normalized; or why not. */
export function parseSource(input: string): Checked<RedirectSource> {
  let text = input.trim();
  if (text === '') return { ok: false, message: REDIRECT_MESSAGES.sourceRequired };
  if (/^https?:\/\//i.test(text)) {
    if (!URL.canParse(text)) return { ok: false, message: REDIRECT_MESSAGES.sourceShape };
    const url = new URL(text);
    if (url.hash) return { ok: false, message: REDIRECT_MESSAGES.sourceFragment };
    text = `${url.pathname}${url.search}`;
  }
  if (linkTarget(text) !== 'site') {
    return { ok: false, message: REDIRECT_MESSAGES.sourceShape };
  }
  if (text.includes('#')) return { ok: false, message: REDIRECT_MESSAGES.sourceFragment };
  const mark = text.indexOf('?');
  const source = {
    path: normalizePath(mark < 0 ? text : text.slice(0, mark)),
    query: mark < 0 ? '' : normalizeQuery(text.slice(mark + 1)),
  };
  if (sourceText(source).length > REDIRECT_LIMITS.source) {
    return { ok: false, message: REDIRECT_MESSAGES.sourceLength };
  }
  return { ok: true, value: source };
}

/** A target as typed: a path on this site (query and #fragment allowed) or an https address. */
export function parseTarget(input: string): Checked<string> {
  const text = input.trim();
  if (text === '') return { ok: false, message: REDIRECT_MESSAGES.targetRequired };
  if (text.length > REDIRECT_LIMITS.target) {
    return { ok: false, message: REDIRECT_MESSAGES.targetLength };
  }
  const target = linkTarget(text);
  // A Location header holds ASCII only: other characters are sent percent-encoded.
  if (target === 'site') {
    return { ok: true, value: text.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c)) };
  }
  if (target === 'https') return { ok: true, value: new URL(text).href };
  if (target === 'http') return { ok: false, message: REDIRECT_MESSAGES.targetHttp };
  return { ok: false, message: REDIRECT_MESSAGES.targetShape };
}

/** The source a target on this site would be looked up as (its path and query), or null off-site. */
export function targetAsSource(target: string): RedirectSource | null {
  if (!target.startsWith('/')) return null;
  const withoutHash = target.split('#')[0]!;
  const mark = withoutHash.indexOf('?');
  return {
    path: normalizePath(mark < 0 ? withoutHash : withoutHash.slice(0, mark)),
    query: mark < 0 ? '' : normalizeQuery(withoutHash.slice(mark + 1)),
  };
}

/** A rule as the chain and loop checks see it. */
export interface RuleShape {
  id: string;
  path: string;
  query: string;
  to: string;
}

/** Where a request for `source` goes by these rules (path-only rules, then exact query rules). */
export interface RuleLookup {
  /** The rule an address answers with, or undefined. */
  ruleFor(source: RedirectSource): { to: string; label: string } | undefined;
}

/** Rules by source, for the checks: an exact path and query first, then the path alone. */
export function ruleLookup(
  rules: readonly RuleShape[],
  moved: ReadonlyMap<string, string> = new Map(),
): RuleLookup {
  const bySource = new Map(rules.map((rule) => [sourceText(rule), rule]));
  return {
    ruleFor(source) {
      // A path-only rule answers its path whatever the query.
      const rule = bySource.get(sourceText(source)) ?? bySource.get(source.path);
      if (rule) return { to: rule.to, label: sourceText(rule) };
      const renamed = source.query === '' ? moved.get(source.path) : undefined;
      return renamed ? { to: renamed, label: source.path } : undefined;
    },
  };
}

export type RedirectPlan =
  | {
      ok: true;
      /** The target to store: the typed one, or where its chain ends. */
      to: string;
      /** The addresses the typed target passed through before the end (empty: no chain). */
      via: string[];
      /** Other rules that led to this source: each now leads straight to `to`. */
      leadingHere: { id: string; from: string }[];
    }
  | { ok: false; reason: 'loop' | 'duplicate'; message: string };

/**
 * Plans saving `source → target` (the rule `id` when editing) among `rules` (the others, plus the
 * old addresses of renamed posts and pages in `moved`, path → current path): a source already
 * taken is a duplicate; a target that is itself redirected is followed to its end (the chain
 * collapses to one hop); an end that comes back to the source is a loop; and the rules that led to
 * this source are pointed at the end too.
 */
export function planRedirect(
  rules: readonly RuleShape[],
  change: { id: string | null; source: RedirectSource; to: string },
  moved: ReadonlyMap<string, string> = new Map(),
): RedirectPlan {
  const others = rules.filter((rule) => rule.id !== change.id);
  const sourceKey = sourceText(change.source);
  const taken = others.find((rule) => sourceText(rule) === sourceKey);
  if (taken) {
    return {
      ok: false,
      reason: 'duplicate',
      message: `${sourceKey} already redirects to ${taken.to}. Edit that redirect instead.`,
    };
  }
  if (change.source.query === '' && moved.has(change.source.path)) {
    return {
      ok: false,
      reason: 'duplicate',
      message: `${sourceKey} is the old address of a renamed page and already redirects to ${moved.get(change.source.path)}.`,
    };
  }
  const lookup = ruleLookup(others, moved);
  const via: string[] = [];
  let to = change.to;
  for (let hop = 0; ; hop += 1) {
    const at = targetAsSource(to);
    if (
      at &&
      (sourceText(at) === sourceKey ||
        (change.source.query === '' && at.path === change.source.path))
    ) {
      const path = [sourceKey, ...via, sourceKey].join(' → ');
      return { ok: false, reason: 'loop', message: `That would make a loop: ${path}.` };
    }
    const next = at ? lookup.ruleFor(at) : undefined;
    if (!next) break;
    if (hop >= MAX_HOPS) {
      return { ok: false, reason: 'loop', message: `That would make a loop through ${to}.` };
    }
    via.push(next.label);
    to = next.to;
  }
  const leadsHere = (target: RedirectSource | null) =>
    target !== null &&
    (sourceText(target) === sourceKey ||
      (change.source.query === '' && target.path === change.source.path));
  const leadingHere = others
    .filter((rule) => leadsHere(targetAsSource(rule.to)))
    .map((rule) => ({ id: rule.id, from: sourceText(rule) }));
  return { ok: true, to, via, leadingHere };
}

/** A rule a batch adds or changes (a CSV's row), by its line. */
export interface BatchRule {
  line: number;
  source: RedirectSource;
  to: string;
}

export type BatchPlan =
  | {
      ok: true;
      /** Where each of the batch's rules ends, in the batch's order (its chain collapsed). */
      ends: string[];
      /** Rules already kept whose target now leads through the batch: their new target. */
      repointed: { id: string; to: string }[];
    }
  | { ok: false; problems: { line: number; message: string }[] };

/**
 * Plans a whole batch of rules at once (a CSV): the same rules as `planRedirect`, in one pass over a
 * map, so a chain of thousands of rows (`/a0 → /a1`, `/a1 → /a2`, …) costs what its length does
 * (the rule-at-a-time plan costs its square). A batch rule takes the place of a kept rule with the
 * same source; every rule's target is followed to where its chain ends, through renamed pages too;
 * a chain that comes back to a rule it passed is a loop, named on the batch's latest line in it.
 */
export function planRedirectBatch(
  kept: readonly RuleShape[],
  batch: readonly BatchRule[],
  moved: ReadonlyMap<string, string> = new Map(),
): BatchPlan {
  interface Node {
    label: string;
    to: string;
    /** The batch rule's index, or -1 for a kept rule or a renamed page's old address. */
    index: number;
    line: number;
    id: string | null;
  }
  const problems: { line: number; message: string }[] = [];
  const nodes = new Map<string, Node>();
  for (const rule of kept) {
    const label = sourceText(rule);
    nodes.set(label, { label, to: rule.to, index: -1, line: 0, id: rule.id });
  }
  batch.forEach((rule, index) => {
    const label = sourceText(rule.source);
    if (rule.source.query === '' && moved.has(rule.source.path)) {
      problems.push({
        line: rule.line,
        message: `${label} is the old address of a renamed page and already redirects to ${moved.get(rule.source.path)}.`,
      });
      return;
    }
    nodes.set(label, {
      label,
      to: rule.to,
      index,
      line: rule.line,
      id: nodes.get(label)?.id ?? null,
    });
  });
  const renamed = new Map<string, Node>();
  const next = (node: Node): Node | undefined => {
    const at = targetAsSource(node.to);
    if (!at) return undefined;
    // As a request is answered: the exact source, else a rule of the path alone, else a rename.
    const rule = nodes.get(sourceText(at)) ?? nodes.get(at.path);
    if (rule || at.query !== '') return rule;
    const current = moved.get(at.path);
    if (current === undefined) return undefined;
    const page = renamed.get(at.path) ?? {
      label: at.path,
      to: current,
      index: -1,
      line: 0,
      id: null,
    };
    renamed.set(at.path, page);
    return page;
  };
  const ends = new Map<Node, string>();
  const looped = new Set<Node>();
  for (const start of nodes.values()) {
    if (ends.has(start) || looped.has(start)) continue;
    // Walk the chain until a rule whose end is known, or that leads nowhere, or one on this walk.
    const walk: Node[] = [];
    const onWalk = new Map<Node, number>();
    let node: Node | undefined = start;
    let end: string | undefined;
    while (node) {
      const known = ends.get(node);
      if (known !== undefined) {
        end = known;
        break;
      }
      if (looped.has(node)) break;
      const seen = onWalk.get(node);
      if (seen !== undefined) {
        const cycle = walk.slice(seen);
        const closing = cycle.reduce((a, b) => (b.line > a.line ? b : a));
        const from = cycle.indexOf(closing);
        const path = [...cycle.slice(from), ...cycle.slice(0, from), closing].map((n) => n.label);
        problems.push({
          line: closing.line,
          message: `That would make a loop: ${path.join(' → ')}.`,
        });
        break;
      }
      onWalk.set(node, walk.length);
      walk.push(node);
      const after = next(node);
      if (!after) {
        end = node.to;
        break;
      }
      node = after;
    }
    for (const passed of walk) {
      if (end === undefined) looped.add(passed);
      else ends.set(passed, end);
    }
  }
  if (problems.length > 0) {
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  }
  const planned: string[] = [];
  const repointed: { id: string; to: string }[] = [];
  for (const node of nodes.values()) {
    const end = ends.get(node)!;
    if (node.index >= 0) planned[node.index] = end;
    else if (node.id !== null && end !== node.to) repointed.push({ id: node.id, to: end });
  }
  return { ok: true, ends: planned, repointed };
}
