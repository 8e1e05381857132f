/**
 * Renders pre-rendered pages again in this process with a build's kept pre-render bundle
 * (`src/integrations/kept-renderer.ts`): Astro's own build-time renderer, handed back the build facts
 * it read during the build, reading the database through the process's own handle. No bundler runs,
 * and nothing is loaded twice: a bundle stays loaded for as long as releases are rendered with it.
 *
 * It leans on Astro's build-time app (`setInternals`, `setOptions`, `StaticPaths`); a bundle from
 * another Astro version, or an app without those, is refused, and the change is published by a full
 * build instead.
 */
import { createRequire } from 'node:module';
import { readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkTree } from './link-tree.ts';
import { digestOf } from './page-reads.ts';
import {
  RENDERER_BUNDLE_DIR,
  RENDERER_DIR,
  RENDERER_FILE,
  rendererFileSchema,
  renderAddress,
  type RendererFile,
} from './render-state.ts';

/** A route of the bundle's manifest, as Astro's renderer takes it. */
interface RouteData {
  component: string;
  route: string;
  type: string;
  prerender: boolean;
}

interface KeptApp {
  manifest: { routes: { routeData: RouteData }[] };
  routeCache: {
    clearAll(): void;
    get(
      route: RouteData,
    ): { staticPaths?: { keyed: Map<string, { props?: unknown }> } } | undefined;
  };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  getComponentByRoute(route: RouteData): Promise<unknown>;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

interface StaticPathsClass {
  new (app: KeptApp): { getAll(): Promise<{ pathname: string; route: RouteData }[]> };
}

/** A pre-rendered path of the current render pass. */
export interface PlannedPath {
  pathname: string;
  route: RouteData;
  /** Digest of its props (page-reads.ts). */
  props: string;
  url: string;
  file: string;
}

export interface RenderedOutput {
  status: number;
  /** The page's Content-Security-Policy (pages only). */
  csp: string | null;
  /** Null when the route answered without a body (Astro writes no file then). */
  body: Buffer | null;
}

export interface KeptRenderer {
  /** Same for every copy of one bundle (hard links share it): one load serves them all. */
  identity: string;
  facts: RendererFile;
  /** Every pre-rendered path of the current pass, in the build's order, with its props' digest. */
  paths(): Promise<PlannedPath[]>;
  /** Renders one path of the current pass. */
  render(path: PlannedPath): Promise<RenderedOutput>;
}

const require = createRequire(import.meta.url);

function installedAstroVersion(): string {
  return (require('astro/package.json') as { version: string }).version;
}

/** Astro's module that lists pre-rendered paths (`astro:static-paths` outside the bundle). */
async function staticPathsClass(): Promise<StaticPathsClass> {
  const root = dirname(require.resolve('astro/package.json'));
  const module = (await import(
    pathToFileURL(join(root, 'dist', 'runtime', 'prerender', 'static-paths.js')).href
  )) as { StaticPaths?: StaticPathsClass };
  if (!module.StaticPaths) throw new Error('this Astro has no StaticPaths');
  return module.StaticPaths;
}

/** Where Astro's renderer logs: its errors reach the server's log, the rest is dropped. */
const logDestination = {
  write(event: { level: string; message: string }): boolean {
    if (event.level === 'error') console.error(`[publish] ${event.message}`);
    return true;
  },
};

async function rendererFacts(rendererDir: string): Promise<RendererFile | null> {
  try {
    return rendererFileSchema.parse(
      JSON.parse(await readFile(join(rendererDir, RENDERER_FILE), 'utf8')),
    );
  } catch {
    return null;
  }
}

/** The identity of a kept bundle: its entry file's inode, which hard-linked copies share. */
export async function rendererIdentity(rendererDir: string): Promise<string | null> {
  const facts = await rendererFacts(rendererDir);
  if (!facts) return null;
  try {
    const entry = await stat(join(rendererDir, RENDERER_BUNDLE_DIR, facts.entry));
    return `${entry.dev}:${entry.ino}`;
  } catch {
    return null;
  }
}

/**
 * Loads the bundle kept in `rendererDir` (a build's or release's `renderer/` folder). Its files must
 * stay where they are while it is in use: its pages' modules load on first use.
 */
export async function loadKeptRenderer(rendererDir: string): Promise<KeptRenderer> {
  const facts = rendererFileSchema.parse(
    JSON.parse(await readFile(join(rendererDir, RENDERER_FILE), 'utf8')),
  );
  const installed = installedAstroVersion();
  if (facts.astroVersion !== installed) {
    throw new Error(`the build's Astro ${facts.astroVersion} is not the installed ${installed}`);
  }
  const identity = await rendererIdentity(rendererDir);
  if (!identity) throw new Error('the kept renderer is incomplete');
  const entryUrl = pathToFileURL(join(rendererDir, RENDERER_BUNDLE_DIR, facts.entry)).href;
  const { app } = (await import(entryUrl)) as { app?: KeptApp };
  if (!app || typeof app.setInternals !== 'function' || typeof app.setOptions !== 'function') {
    throw new Error('the kept bundle has no build-time app');
  }
  app.setInternals({
    pagesByKeys: new Map(Object.entries(facts.styles).map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(Object.entries(facts.entrySpecifiers)),
  });
  app.setOptions({
    settings: { scripts: facts.scripts },
    logger: { options: { destination: logDestination } },
  });
  const StaticPaths = await staticPathsClass();
  // Every route's module now, while its files are certainly there: the sources its data loaders
  // register (page-reads.ts) must exist before the reads of the live release are compared.
  for (const { routeData } of app.manifest.routes) {
    if (routeData.prerender) await app.getComponentByRoute(routeData);
  }

  return {
    identity,
    facts,
    async paths() {
      app.routeCache.clearAll();
      const all = await new StaticPaths(app).getAll();
      const seen = new Set<string>();
      const planned: PlannedPath[] = [];
      for (const { pathname, route } of all) {
        if (seen.has(pathname)) continue;
        seen.add(pathname);
        const props = app.routeCache.get(route)?.staticPaths?.keyed.get(pathname)?.props;
        planned.push({
          pathname,
          route,
          props: digestOf(props ?? {}),
          ...renderAddress(pathname, route.type, facts.origin),
        });
      }
      return planned;
    },
    async render(path) {
      const response = await app.render(new Request(path.url), { routeData: path.route });
      const body = response.body === null ? null : Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        csp: response.headers.get('Content-Security-Policy'),
        body,
      };
    },
  };
}

export interface KeptRenderers {
  /** The renderer of the release in `releaseDir`: loaded once per bundle, reused while it is live. */
  forRelease(releaseDir: string): Promise<KeptRenderer>;
  /** The folder under the releases folder that holds the bundle in use, which pruning must keep. */
  inUse(): string[];
}

/**
 * One loaded renderer at a time. The deploy's bundle (`distDir`) loads from where it is; a bundle a
 * full rebuild made is first linked into a folder of its own under `releasesDir`, because its pages'
 * modules load on first use and its release folder is pruned once a later release replaces it.
 */
export function keptRenderers({
  distDir,
  releasesDir,
}: {
  distDir: string;
  releasesDir: string;
}): KeptRenderers {
  let loaded:
    { identity: string; folder: string | null; renderer: Promise<KeptRenderer> } | undefined;
  return {
    async forRelease(releaseDir) {
      const dir = join(releaseDir, RENDERER_DIR);
      const identity = await rendererIdentity(dir);
      if (!identity) throw new Error('the live release was built without a kept renderer');
      if (loaded?.identity === identity) return loaded.renderer;
      // Loaded from where it stays: the deploy's own copy, or one of its own under the releases
      // folder; never the live release's, which a later release replaces and pruning removes.
      const deployed = join(distDir, RENDERER_DIR);
      let from = deployed;
      let folder: string | null = null;
      if (identity !== (await rendererIdentity(deployed))) {
        const [live, deploy] = await Promise.all([rendererFacts(dir), rendererFacts(deployed)]);
        if (deploy && live && Date.parse(deploy.builtAt) > Date.parse(live.builtAt)) {
          throw new Error('the site was deployed since the live release was built');
        }
        folder = `renderer-${identity.replace(/\D/g, '-')}`;
        from = join(releasesDir, folder);
        if ((await rendererIdentity(from)) !== identity) {
          await rm(from, { recursive: true, force: true });
          await linkTree(dir, from);
        }
      }
      const renderer = loadKeptRenderer(from);
      const entry = { identity, folder, renderer };
      loaded = entry;
      renderer.catch(() => {
        if (loaded === entry) loaded = undefined;
      });
      return renderer;
    },
    inUse: () => (loaded?.folder ? [loaded.folder] : []),
  };
}
