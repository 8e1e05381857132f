/**
 * Netlify serves a page built as `pricing.html` at both `/pricing` and `/pricing.html`, but header
 * rules match the request path literally, and Astro's static headers name only `/pricing`. Each page
 * rule therefore gets a twin for its `.html` path, so the page's Content-Security-Policy travels with
 * the file whichever URL reaches it (and `netlify serve`, which matches rules against the file it
 * resolved, applies them too).
 */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** The `.html` path a page rule's file is also reachable at; null for globs, folders and files. */
export function htmlAliasOf(path: string): string | null {
  if (!path.startsWith('/') || path.includes('*') || path.includes(':')) return null;
  if (path === '/' || path.endsWith('/')) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${path}.html`;
}

/** The rules plus one `.html` twin per page rule that has none yet; the order of the input is kept. */
export function withHtmlAliases(rules: readonly HeaderRule[]): HeaderRule[] {
  const taken = new Set(rules.map((rule) => rule.for));
  const out: HeaderRule[] = [];
  for (const rule of rules) {
    out.push(rule);
    const alias = htmlAliasOf(rule.for);
    if (alias && !taken.has(alias)) {
      taken.add(alias);
      out.push({ for: alias, values: { ...rule.values } });
    }
  }
  return out;
}
