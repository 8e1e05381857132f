/**
 * What a build leaves beside its output so that a content change can be published without a
 * bundler: Astro's pre-render bundle, the build facts its renderer reads while it renders, and what
 * every page read (page-reads.ts). Written by `src/integrations/kept-renderer.ts`, read by the
 * incremental publisher (`incremental-release.ts`). Pure shapes and checks, no I/O.
 */
import { z } from 'zod';

/** The folder beside `client/` that holds it (never served). */
export const RENDERER_DIR = 'renderer';
/** The pre-render bundle, as Astro wrote it to `server/.prerender/`. */
export const RENDERER_BUNDLE_DIR = 'bundle';
/** The renderer's build facts: the same for every release rendered with this bundle. */
export const RENDERER_FILE = 'renderer.json';
/** What each page of one release read: written with every release. */
export const PAGE_READS_FILE = 'page-reads.json';

/** Bumped when the files' shapes change: an older release is then published with a full build. */
export const RENDER_STATE_VERSION = 1;

const stylesheet = z.union([
  z.object({ type: z.literal('external'), src: z.string() }),
  z.object({ type: z.literal('inline'), content: z.string() }),
]);

/** What Astro's build-time renderer asks of the build, kept as the build had it. */
export const rendererFileSchema = z.object({
  version: z.literal(RENDER_STATE_VERSION),
  /** When the bundle was built: a newer deploy's code must reach every page, by a full build. */
  builtAt: z.iso.datetime(),
  /** The bundle's entry module, in the bundle folder. */
  entry: z.string(),
  /** Astro's version: a bundle is rendered only by the Astro it was built with. */
  astroVersion: z.string(),
  /** The origin pages were rendered at (`Astro.url`). */
  origin: z.string(),
  /** Each page's stylesheets, by Astro's page key (its route and component). */
  styles: z.record(
    z.string(),
    z.array(z.object({ depth: z.number(), order: z.number(), sheet: stylesheet })),
  ),
  /** Bundled entry points by specifier (the page-script entry, when the site has one). */
  entrySpecifiers: z.record(z.string(), z.string()),
  /** Scripts integrations inject into every page. */
  scripts: z.array(z.object({ stage: z.string(), content: z.string() })),
  /** The site's address, and the routes the sitemap adds static pages from. */
  site: z.string(),
  sitemapRoutes: z.array(
    z.object({
      type: z.string(),
      pathname: z.string().optional(),
      pattern: z.string(),
      generated: z.string().optional(),
    }),
  ),
});
export type RendererFile = z.infer<typeof rendererFileSchema>;

const renderedPath = z.object({
  /** The path as a visitor asks for it: `/`, `/insights/backups`, `/rss.xml`. */
  pathname: z.string(),
  /** The route's component (`src/pages/insights/[slug].astro`) and pattern (`/insights/[slug]`). */
  component: z.string(),
  route: z.string(),
  /** `page` or `endpoint`: only pages go into the sitemap and get a page header. */
  type: z.string(),
  /** The file it was written to, under `client/`. */
  file: z.string(),
  /** Digest of its `getStaticPaths` props (`{}` for a route without). */
  props: z.string(),
  /** The source keys it read while it rendered. */
  reads: z.array(z.string()),
});
export type RenderedPath = z.infer<typeof renderedPath>;

export const pageReadsFileSchema = z.object({
  version: z.literal(RENDER_STATE_VERSION),
  /** Every pre-rendered path, in the order the build rendered them. */
  paths: z.array(renderedPath),
  /** Each source key's digest when this release was rendered. */
  digests: z.record(z.string(), z.string()),
});
export type PageReadsFile = z.infer<typeof pageReadsFileSchema>;

/**
 * The URL a page is rendered at, and the file it is written to, for this site's settings
 * (`build.format: 'file'`, `trailingSlash: 'never'`, base `/`). The build checks every path Astro
 * rendered against these, so a change of settings turns incremental publishing off instead of
 * writing pages to the wrong files.
 */
export function renderAddress(
  pathname: string,
  type: string,
  origin: string,
): { url: string; file: string } {
  if (pathname === '/' || pathname === '')
    return { url: `${origin}/index.html`, file: 'index.html' };
  const bare = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (type === 'endpoint') return { url: `${origin}/${bare}`, file: bare };
  return { url: `${origin}/${bare}.html`, file: `${bare}.html` };
}

/** The page name Astro hands its build-done hooks (`pages`): the path without its leading slash. */
export const pageName = (pathname: string): string => pathname.replace(/^\//, '');
