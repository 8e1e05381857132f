/**
 * Answering a request with a redirect, the same way on the Node server and in Netlify's catch-all
 * function (docs/redirects.md): a rule with a query answers when its path matches and every one of
 * its parameters is in the request with that value (other parameters may be there too); a rule
 * without one answers its path whatever the query. A rule with a query wins over one without. The
 * request's query string goes along to a target that has none, as Netlify's own redirects do.
 */
import { normalizePath, normalizeQuery, type RedirectStatus } from './rules.ts';

/** A rule as a build serves it (`redirects.json` beside a Node build's client folder). */
export interface ServedRedirect {
  /** The manual or imported rule's id (hits are counted against it). */
  id: string;
  path: string;
  query: string;
  to: string;
  status: RedirectStatus;
  /** It retires one of the site's own pages, which the build still writes. */
  retiresPage?: true;
}

export interface RedirectMatch {
  rule: ServedRedirect;
  location: string;
}

const paramsOf = (query: string) => [...new URLSearchParams(query)];

/** Where `rule` sends a request that carried `search` (`?a=1`, or ''). */
export function locationFor(to: string, search: string): string {
  if (search === '' || search === '?' || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash < 0 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
}

export interface RedirectTable {
  readonly size: number;
  /** The rule that answers `pathname` with `search` (`?p=123`, or ''), with its Location; or null. */
  match(pathname: string, search: string): RedirectMatch | null;
}

export function redirectTable(rules: readonly ServedRedirect[]): RedirectTable {
  const byPath = new Map<string, { plain?: ServedRedirect; withQuery: ServedRedirect[] }>();
  for (const rule of rules) {
    const entry = byPath.get(rule.path) ?? { withQuery: [] };
    if (rule.query === '') entry.plain ??= rule;
    else entry.withQuery.push(rule);
    byPath.set(rule.path, entry);
  }
  // More parameters first: the most specific rule answers.
  for (const entry of byPath.values()) {
    entry.withQuery.sort((a, b) => paramsOf(b.query).length - paramsOf(a.query).length);
  }
  return {
    size: rules.length,
    match(pathname, search) {
      if (byPath.size === 0) return null;
      const entry = byPath.get(normalizePath(pathname));
      if (!entry) return null;
      if (entry.withQuery.length > 0 && search.length > 1) {
        const asked = new URLSearchParams(normalizeQuery(search));
        const rule = entry.withQuery.find((candidate) =>
          paramsOf(candidate.query).every(([name, value]) => asked.getAll(name).includes(value)),
        );
        if (rule) return { rule, location: locationFor(rule.to, search) };
      }
      return entry.plain
        ? { rule: entry.plain, location: locationFor(entry.plain.to, search) }
        : null;
    },
  };
}

/** The file a Node build writes its manual and imported redirects to, beside its client folder. */
export const REDIRECTS_FILE = 'redirects.json';
