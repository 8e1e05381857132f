/**
 * Every build keeps what publishing a content change needs to render pages again without running a
 * bundler (docs/ARCHITECTURE.md, "Build and publish"): Astro's pre-render bundle, which Astro deletes
 * once the pages are written, the build facts its renderer reads (each page's stylesheets), and what
 * each page read while it rendered. It renders the build's pages itself, through Astro's own default
 * renderer, wrapped (`setPrerenderer`, Astro's API for adapters that pre-render elsewhere) only to
 * record each page's reads and props.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { linkTree } from '#lib/publishing/link-tree.ts';
import { currentDigest, digestOf, readsOf, startRenderPass } from '#lib/publishing/page-reads.ts';
import { sitemapRoutes, type SitemapRoute } from './sitemap.ts';
import {
  PAGE_READS_FILE,
  decodePageReads,
  encodePageReads,
  RENDER_STATE_VERSION,
  RENDERER_BUNDLE_DIR,
  RENDERER_DIR,
  RENDERER_FILE,
  renderAddress,
  type PageReadsFile,
  type RenderedPath,
  type RendererFile,
} from '#lib/publishing/render-state.ts';

/** The default pre-renderer's app (Astro 7): its build-time renderer, internal to Astro. */
type DefaultPrerenderer = AstroPrerenderer & { app?: PrerenderApp };

type RouteLike = Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>>[number]['route'];

interface PrerenderApp {
  setInternals(internals: unknown): void;
  getOptions(): { settings: { scripts: { stage: string; content: string }[] } };
  routeCache: {
    get(
      route: RouteLike,
    ): { staticPaths?: { keyed: Map<string, { props?: unknown }> } } | undefined;
  };
}

interface BuildInternals {
  pagesByKeys: Map<string, { styles: RendererFile['styles'][string] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

/**
 * The integrations whose build-done work an incremental publish does again itself (the sitemap,
 * search index, compression, redirects, facts, page headers, manifest) or that write nothing a
 * release serves. A build with any other integration that writes output is published by full
 * builds only: its output would go stale.
 */
export const REPLAYED_INTEGRATIONS = new Set([
  '@astrojs/sitemap',
  '@astrojs/node',
  '@astrojs/preact',
  '@astrojs/react',
  'search-index',
  'precompress',
  'northbeam:slug-redirects',
  'northbeam:dev-server',
  'northbeam:site-facts',
  'northbeam:kept-renderer',
  'northbeam:release-manifest',
]);

const BUILD_OUTPUT_HOOKS = ['astro:build:done', 'astro:build:generated', 'astro:build:ssr'];

const astroVersion = (): string =>
  (createRequire(import.meta.url)('astro/package.json') as { version: string }).version;

/** Where the reads of the last build are kept for the next one (in Astro's cache folder). */
const CACHED_READS_FILE = 'kept-renderer-reads.json';
/** Astro's own incremental-build manifest, in the same folder. */
const ASTRO_INCREMENTAL_MANIFEST = 'incremental-build.json';

const fileDigest = async (file: string): Promise<string | null> => {
  const bytes = await readFile(file).catch(() => null);
  return bytes && createHash('sha256').update(bytes).digest('hex');
};

/**
 * What the last build read, if Astro's incremental cache is the one that build left: the two are
 * written by the same build, and a key from one build must never match a page of another.
 */
async function previousReads(cacheDir: string): Promise<PageReadsFile | null> {
  try {
    const kept = JSON.parse(await readFile(join(cacheDir, CACHED_READS_FILE), 'utf8')) as {
      astroManifest?: unknown;
      reads?: unknown;
    };
    const astroManifest = await fileDigest(join(cacheDir, ASTRO_INCREMENTAL_MANIFEST));
    if (!astroManifest || kept.astroManifest !== astroManifest) return null;
    return typeof kept.reads === 'string' ? decodePageReads(kept.reads) : null;
  } catch {
    return null;
  }
}

export default function keptRenderer(): AstroIntegration {
  let outDir = '';
  let serverDir = '';
  let cacheDir = '';
  let origin = '';
  let site = '';
  let routes: SitemapRoute[] = [];
  let paths: (RenderedPath & { url: string })[] = [];
  const byUrl = new Map<string, RenderedPath & { url: string }>();
  /** With Astro's incremental build on: the last build's reads, and whether its cache exists. */
  let astroIncremental = false;
  let previous: PageReadsFile | null = null;
  let previousByPath = new Map<string, RenderedPath>();
  let astroCacheExists = false;
  const rendered = new Set<string>();
  /** Why the Node server cannot publish this build's pages itself (it builds in full instead). */
  let unusable: string | null = null;
  /** Why what the pages read cannot be told at all (no record is kept, no page is skipped). */
  let untracked: string | null = null;

  /**
   * Astro's cache key for a path (`experimental.incrementalBuild`): the same as the last build's
   * when its props and every source it read then are unchanged, so Astro copies its earlier output
   * instead of rendering it. A path the last build did not render keys by its props alone: Astro
   * has no entry for it, and renders it.
   */
  const cacheKeyFor = async (path: RenderedPath): Promise<string | undefined> => {
    if (!astroIncremental || untracked || (!previous && astroCacheExists)) return undefined;
    const before = previousByPath.get(path.pathname);
    if (!previous || !before || before.component !== path.component) return path.props;
    const now: string[] = [];
    let changed = false;
    for (const key of before.reads) {
      const digest = await currentDigest(key);
      if (digest === null) return undefined;
      if (digest !== previous.digests[key]) changed = true;
      now.push(`${key}=${digest}`);
    }
    return changed ? `${path.props}:${digestOf(now)}` : path.props;
  };

  /** A render's result with its body read to the end (a Response, or one paired with metadata). */
  const wholeBody = async (
    result: Awaited<ReturnType<AstroPrerenderer['render']>>,
  ): Promise<Awaited<ReturnType<AstroPrerenderer['render']>>> => {
    const response = result instanceof Response ? result : result.response;
    if (response.body === null) return result;
    const whole = new Response(await response.arrayBuffer(), response);
    return result instanceof Response ? whole : { ...result, response: whole };
  };
  const wrap = (defaults: DefaultPrerenderer): AstroPrerenderer => ({
    name: 'northbeam:kept-renderer',
    async setup() {
      const bundleDir = join(serverDir, '.prerender');
      const entry = (await readdir(bundleDir).catch(() => [] as string[])).find(
        (name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'),
      );
      let internals: BuildInternals | undefined;
      let app: PrerenderApp | undefined;
      if (entry) {
        // The module the default renderer imports next: catch the build facts it is handed.
        const module = (await import(pathToFileURL(join(bundleDir, entry)).href)) as {
          app?: PrerenderApp;
        };
        app = module.app;
        const setInternals = app?.setInternals.bind(app);
        if (app && setInternals) {
          app.setInternals = (value) => {
            internals = value as BuildInternals;
            setInternals(value);
          };
        }
      }
      await defaults.setup?.();
      startRenderPass();
      if (!entry || !internals || !app || app !== defaults.app) {
        unusable ??= 'this Astro does not pre-render the way the kept renderer expects';
        return;
      }
      if (unusable) return;
      const kept = join(outDir, RENDERER_DIR);
      await linkTree(bundleDir, join(kept, RENDERER_BUNDLE_DIR));
      const styles: RendererFile['styles'] = {};
      for (const [key, page] of internals.pagesByKeys) styles[key] = page.styles;
      const facts: RendererFile = {
        version: RENDER_STATE_VERSION,
        builtAt: new Date().toISOString(),
        entry,
        astroVersion: astroVersion(),
        origin,
        site,
        sitemapRoutes: routes,
        styles,
        entrySpecifiers: Object.fromEntries(internals.entrySpecifierToBundleMap),
        scripts: app
          .getOptions()
          .settings.scripts.map(({ stage, content }) => ({ stage, content })),
      };
      await writeFile(join(kept, RENDERER_FILE), JSON.stringify(facts));
    },
    async getStaticPaths() {
      const all = await defaults.getStaticPaths();
      const seen = new Set<string>();
      paths = [];
      const keyed: typeof all = [];
      for (const item of all) {
        const { pathname, route } = item;
        // Astro renders the first route of a path and skips the rest.
        if (seen.has(pathname)) {
          keyed.push(item);
          continue;
        }
        seen.add(pathname);
        const props = defaults.app?.routeCache.get(route)?.staticPaths?.keyed.get(pathname)?.props;
        let digest = '';
        try {
          digest = digestOf(props ?? {});
        } catch (error) {
          untracked ??= `${pathname}: ${(error as Error).message}`;
        }
        const { url, file } = renderAddress(pathname, route.type, origin);
        const path = {
          pathname,
          component: route.component,
          route: route.route,
          type: route.type,
          file,
          props: digest,
          reads: [] as string[],
          url,
        };
        paths.push(path);
        byUrl.set(url, path);
        const cacheKey = await cacheKeyFor(path);
        keyed.push(cacheKey === undefined ? item : { ...item, cacheKey });
      }
      return keyed;
    },
    async render(request, options) {
      const path = byUrl.get(request.url);
      if (!path) {
        unusable ??= `Astro rendered ${request.url}, an address this build did not expect`;
        untracked ??= unusable;
        return defaults.render(request, options);
      }
      // The page streams: what its later parts read (the layout's header and footer, after an
      // await) is read while the body is consumed, so the body is read whole inside the scope.
      const { result, reads } = await readsOf(async () =>
        wholeBody(await defaults.render(request, options)),
      );
      path.reads = [...reads.keys()].sort();
      rendered.add(path.pathname);
      return result;
    },
    async teardown() {
      await defaults.teardown?.();
    },
  });

  return {
    name: 'northbeam:kept-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        serverDir = fileURLToPath(config.build.server);
        cacheDir = fileURLToPath(config.cacheDir);
        astroIncremental = config.experimental.incrementalBuild === true;
        site = config.site ?? 'http://localhost:4321';
        origin = new URL(site).origin;
        const unknown = config.integrations.find(
          (integration) =>
            !REPLAYED_INTEGRATIONS.has(integration.name) &&
            BUILD_OUTPUT_HOOKS.some((hook) => hook in integration.hooks),
        );
        if (unknown)
          unusable = `the integration ${unknown.name} writes output a publish cannot redo`;
        if (
          config.build.format !== 'file' ||
          config.trailingSlash !== 'never' ||
          config.base !== '/'
        ) {
          untracked ??=
            'pages are written to files the kept renderer does not name (build.format, trailingSlash, base)';
          unusable ??= untracked;
        }
      },
      'astro:routes:resolved': ({ routes: resolved }) => {
        routes = sitemapRoutes(resolved);
      },
      'astro:build:start': async ({ setPrerenderer }) => {
        setPrerenderer((defaults) => wrap(defaults));
        if (astroIncremental) {
          previous = await previousReads(cacheDir);
          previousByPath = new Map(previous?.paths.map((path) => [path.pathname, path]));
          astroCacheExists = existsSync(join(cacheDir, ASTRO_INCREMENTAL_MANIFEST));
        }
      },
      // Astro takes a custom pre-renderer for one that brings its own bundle entry (as the
      // Cloudflare adapter's does) and leaves its own out; this one wraps the default, which needs it.
      'astro:build:setup': ({ updateConfig }) => {
        updateConfig({
          environments: {
            prerender: { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } },
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const digests: Record<string, string> = {};
        for (const path of paths) {
          // A page Astro copied from its cache read what it read when it was last rendered.
          if (!rendered.has(path.pathname)) {
            path.reads = previousByPath.get(path.pathname)?.reads ?? [];
          }
          for (const key of path.reads) {
            if (key in digests) continue;
            const digest = await currentDigest(key);
            if (digest === null) untracked ??= `the read ${key} cannot be compared between builds`;
            else digests[key] = digest;
          }
          if (!untracked) {
            const written = await stat(join(clientDir, path.file)).catch(() => null);
            if (!written?.isFile()) untracked = `${path.pathname} was not written to ${path.file}`;
          }
        }
        if (untracked) {
          logger.warn(`no record of what the pages read: ${untracked}`);
          return;
        }
        const state: PageReadsFile = {
          version: RENDER_STATE_VERSION,
          paths: paths.map(({ url: _url, ...path }) => path),
          digests,
        };
        if (astroIncremental) {
          const astroManifest = await fileDigest(join(cacheDir, ASTRO_INCREMENTAL_MANIFEST));
          await writeFile(
            join(cacheDir, CACHED_READS_FILE),
            JSON.stringify({ astroManifest, reads: encodePageReads(state) }),
          );
          const skipped = paths.length - rendered.size;
          logger.info(`${skipped} of ${paths.length} pages unchanged since the last build`);
        }
        if (unusable) {
          logger.warn(`content changes will be published by full builds: ${unusable}`);
          return;
        }
        await writeFile(join(outDir, RENDERER_DIR, PAGE_READS_FILE), encodePageReads(state));
        logger.info(`${paths.length} pages' reads kept for incremental publishing`);
      },
    },
  };
}
