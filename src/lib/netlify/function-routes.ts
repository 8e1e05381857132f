/**
 * The SSR function that @astrojs/netlify writes claims every path (`path: '/*'`, static files
 * first), and a function's path is matched before netlify.toml's redirects. An unknown
 * `/blog/whatever` would reach the function and get the site-wide 404 instead of the blog's own.
 * The sections whose pages are all pre-rendered are therefore excluded from the function, so
 * Netlify's 404 rules for them apply.
 */
export interface SectionPrefixes {
  prefixes: readonly string[];
}

/** `/blog/` → `/blog/*`, for every section. */
export function excludedPathsFor(sections: readonly SectionPrefixes[]): string[] {
  return [...new Set(sections.flatMap((section) => section.prefixes.map((p) => `${p}*`)))];
}

const PATH_LINE = "path: '/*',";

/** The SSR function's source with `excludedPath` added to its inline config. */
export function withExcludedPaths(source: string, paths: readonly string[]): string {
  if (source.includes('excludedPath')) throw new Error('the SSR function already has excludedPath');
  const at = source.lastIndexOf(PATH_LINE);
  if (at === -1) {
    throw new Error(
      `the SSR function's config has no "${PATH_LINE}" line: @astrojs/netlify changed`,
    );
  }
  const list = paths.map((path) => `'${path}'`).join(', ');
  return `${source.slice(0, at + PATH_LINE.length)} excludedPath: [${list}],${source.slice(at + PATH_LINE.length)}`;
}

/** On-demand routes that an excluded section would cut off from the function (must be none). */
export function onDemandRoutesUnder(
  routes: readonly { route: string; isPrerendered: boolean }[],
  sections: readonly SectionPrefixes[],
): string[] {
  const prefixes = sections.flatMap((section) => section.prefixes);
  return routes
    .filter((r) => !r.isPrerendered && prefixes.some((prefix) => r.route.startsWith(prefix)))
    .map((r) => r.route);
}
