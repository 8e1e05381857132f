/**
 * The sitemap: @astrojs/sitemap with the site's filter (only indexable pages, src/config/indexing.ts,
 * and none the content marks noindex or retires), as a build writes it and as an incremental publish writes it
 * again, by running the same integration's hooks with the routes the build recorded and the pages
 * the publish kept.
 */
import sitemap from '@astrojs/sitemap';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { pathToFileURL } from 'node:url';
import { isIndexablePath } from '#config/indexing.ts';

/**
 * The pages the content asks search engines not to list: the composed pages marked noindex, and
 * the site's own pages retired by a redirect (still built, never reached).
 */
async function hiddenPaths(): Promise<Set<string>> {
  // The database the pages were rendered from (its handle lives on globalThis).
  const { getDb } = await import('#lib/db/client.ts');
  const { noindexLandingPaths } = await import('#lib/landing-pages/queries.ts');
  const { retiredPages } = await import('#lib/redirects/retired.ts');
  const db = await getDb();
  return new Set([...(await noindexLandingPaths(db)), ...(await retiredPages(db)).keys()]);
}

export const siteSitemap = (): AstroIntegration => {
  let hidden: ReadonlySet<string> = new Set();
  const integration = sitemap({
    filter: (page) => isIndexablePath(new URL(page).pathname, hidden),
  });
  const hooks = integration.hooks as Record<string, Hook>;
  const writePages = hooks['astro:build:done']!;
  // Read when the sitemap is written, so a publish that changed a page's noindex gets it right.
  hooks['astro:build:done'] = async (options) => {
    hidden = await hiddenPaths();
    await writePages(options);
  };
  return integration;
};

/** What the sitemap reads of a route Astro resolved: a static page's path adds its URL. */
export interface SitemapRoute {
  type: string;
  pathname?: string | undefined;
  pattern: string;
  /** `generate(pathname)`: the route's path as Astro writes it. */
  generated?: string | undefined;
}

interface ResolvedRouteLike {
  type: string;
  pathname?: string | undefined;
  pattern: string;
  generate(data?: unknown): string;
}

/** The routes as the sitemap records them, kept by the build for a later publish. */
export const sitemapRoutes = (routes: readonly ResolvedRouteLike[]): SitemapRoute[] =>
  routes.map((route) => ({
    type: route.type,
    pathname: route.pathname,
    pattern: route.pattern,
    generated: route.pathname === undefined ? undefined : route.generate(route.pathname),
  }));

type Hook = (options: Record<string, unknown>) => Promise<void> | void;

/**
 * Writes the sitemap into `clientDir` for `pages` (Astro's page names: paths without their leading
 * slash) as the build would, for the site at `site`.
 */
export async function writeSitemap({
  clientDir,
  pages,
  routes,
  site,
  logger,
}: {
  clientDir: string;
  pages: readonly string[];
  routes: readonly SitemapRoute[];
  site: string;
  logger: AstroIntegrationLogger;
}): Promise<void> {
  const hooks = siteSitemap().hooks as Record<string, Hook>;
  const config = {
    site,
    base: '/',
    trailingSlash: 'never',
    build: { format: 'file' },
  } as unknown as AstroConfig;
  await hooks['astro:routes:resolved']!({
    routes: routes.map((route) => ({
      ...route,
      fallbackRoutes: [],
      generate: () => route.generated ?? '',
    })),
    logger,
  });
  await hooks['astro:config:done']!({ config, logger });
  await hooks['astro:build:done']!({
    dir: pathToFileURL(`${clientDir}/`),
    pages: pages.map((pathname) => ({ pathname })),
    logger,
  });
}
