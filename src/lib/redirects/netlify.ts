/**
 * A Netlify build's redirects as `_redirects` lines (docs/redirects.md). Every rule is forced (`!`):
 * a rule with a query usually sits on a page's path (`/?p=123`), which Netlify would otherwise serve,
 * and the SSR function claims every other path before unforced rules are read. Forcing hides no page:
 * the build has left out the rules without a query whose path it wrote a file for. Netlify's
 * local runtime matches the decoded path and its CDN the encoded one, so a path with encoded
 * characters gets both lines. Parameters are written `name=value`, separated by spaces; a rule whose
 * path or parameters hold a space cannot be written and is left out (the catch-all function still
 * answers its path).
 */
import type { ServedRedirect } from './match.ts';

const hasSpace = (text: string) => /\s/.test(text);

export function netlifyRedirectLines(rules: readonly ServedRedirect[]): {
  lines: string[];
  leftOut: string[];
} {
  const lines: string[] = [];
  const leftOut: string[] = [];
  for (const rule of rules) {
    const params = [...new URLSearchParams(rule.query)].map(([name, value]) =>
      value === '' ? name : `${name}=${value}`,
    );
    let decoded = rule.path;
    try {
      decoded = decodeURIComponent(rule.path);
    } catch {
      // kept encoded
    }
    const paths = decoded !== rule.path && !hasSpace(decoded) ? [rule.path, decoded] : [rule.path];
    if (params.some(hasSpace) || hasSpace(rule.to)) {
      leftOut.push(`${rule.path}${rule.query ? `?${rule.query}` : ''}`);
      continue;
    }
    const status = `${rule.status}!`;
    for (const path of paths) lines.push([path, ...params, rule.to, status].join(' '));
  }
  return { lines, leftOut };
}
