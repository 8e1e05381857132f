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
export const RENDER_STATE_VERSION = 2;

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

/** A pre-rendered path as a release records it (see `PageReadsFile`). */
export interface RenderedPath {
  /** The path as a visitor asks for it: `/`, `/insights/backups`, `/rss.xml`. */
  pathname: string;
  /** The route's component (`src/pages/insights/[slug].astro`) and pattern (`/insights/[slug]`). */
  component: string;
  route: string;
  /** `page` or `endpoint`: only pages go into the sitemap and get a page header. */
  type: string;
  /** The file it was written to, under `client/`. */
  file: string;
  /** Digest of its `getStaticPaths` props (`{}` for a route without). */
  props: string;
  /** The source keys it read while it rendered. */
  reads: string[];
}

export interface PageReadsFile {
  version: typeof RENDER_STATE_VERSION;
  /** Every pre-rendered path, in the order the build rendered them. */
  paths: RenderedPath[];
  /** Each source key's digest when this release was rendered. */
  digests: Record<string, string>;
}

/**
 * The file's text. Ten thousand posts make some 80,000 paths (each post's page, social image and
 * six cover sizes): their routes and read lists are written once each and named by number, so the
 * file is a quarter of the size, and reading it a few hundred milliseconds faster.
 */
export function encodePageReads(state: PageReadsFile): string {
  const routes: [string, string, string][] = [];
  const routeIndex = new Map<string, number>();
  const readSets: string[][] = [];
  const readIndex = new Map<string, number>();
  const indexOf = <T>(list: T[], index: Map<string, number>, key: string, item: T) => {
    let at = index.get(key);
    if (at === undefined) {
      at = list.push(item) - 1;
      index.set(key, at);
    }
    return at;
  };
  const paths = state.paths.map((path) => [
    path.pathname,
    indexOf(routes, routeIndex, `${path.component}\n${path.route}\n${path.type}`, [
      path.component,
      path.route,
      path.type,
    ]),
    path.file,
    path.props,
    indexOf(readSets, readIndex, path.reads.join('\n'), path.reads),
  ]);
  return JSON.stringify({
    version: state.version,
    routes,
    readSets,
    paths,
    digests: state.digests,
  });
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** The state from `encodePageReads`' text; null for anything else (an older release's, say). */
export function decodePageReads(text: string): PageReadsFile | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const { version, routes, readSets, paths, digests } = (value ?? {}) as Record<string, unknown>;
  if (version !== RENDER_STATE_VERSION || !Array.isArray(routes) || !Array.isArray(readSets)) {
    return null;
  }
  if (!Array.isArray(paths) || typeof digests !== 'object' || digests === null) return null;
  if (!routes.every((route) => isStrings(route) && route.length === 3)) return null;
  if (!readSets.every(isStrings) || !Object.values(digests).every(isString)) return null;
  const decoded: RenderedPath[] = [];
  for (const path of paths as unknown[]) {
    if (!Array.isArray(path) || path.length !== 5) return null;
    const [pathname, routeAt, file, props, readsAt] = path as unknown[];
    const route = typeof routeAt === 'number' ? (routes[routeAt] as string[]) : undefined;
    const reads = typeof readsAt === 'number' ? (readSets[readsAt] as string[]) : undefined;
    if (!isString(pathname) || !isString(file) || !isString(props) || !route || !reads) {
      return null;
    }
    decoded.push({
      pathname,
      component: route[0]!,
      route: route[1]!,
      type: route[2]!,
      file,
      props,
      reads,
    });
  }
  return {
    version: RENDER_STATE_VERSION,
    paths: decoded,
    digests: digests as Record<string, string>,
  };
}

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
