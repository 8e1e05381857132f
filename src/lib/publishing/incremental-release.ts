/**
 * Publishes a content change by rendering only the pages it changes (docs/ARCHITECTURE.md, "Build and
 * publish"): in this process, with the live release's kept renderer, into a new release folder that
 * shares every unchanged file with the live release by hard links. Then it does again what a build
 * does after its pages (the sitemap, redirects, facts, page headers, search index and compression)
 * and writes the manifest last, so the folder is a complete release or none.
 *
 * It answers `full` with the reason, writing nothing that is served, whenever it cannot publish the
 * change itself: no kept renderer or record of the live release's reads, another Astro, or more
 * pages to render than it takes on.
 */
import { link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { hasNoindexMeta } from '#config/indexing.ts';
import { precompressFiles } from '#integrations/precompress.ts';
import { writeReleaseManifest } from '#integrations/release-manifest.ts';
import { buildSearchIndex, SEARCH_INDEX_DIR } from '#integrations/search-index.ts';
import { writeSiteFacts } from '#integrations/site-facts.ts';
import { writeRedirects } from '#integrations/slug-redirects.ts';
import { writeSitemap } from '#integrations/sitemap.ts';
import { linkAll, linkTree, runLimited } from './link-tree.ts';
import type { StagedCopies } from './staged-copy.ts';
import { parseManifest, RELEASE_MANIFEST, type ReleaseManifest } from './release-choice.ts';
import { changedReads, MAX_PAGES_RENDERED_IN_PROCESS, planRender } from './incremental-plan.ts';
import type { KeptRenderer, PlannedPath, RenderedOutput } from './kept-renderer.ts';
import { currentDigest, readsOf, startRenderPass } from './page-reads.ts';
import {
  PAGE_READS_FILE,
  RENDER_STATE_VERSION,
  RENDERER_DIR,
  pageName,
  decodePageReads,
  encodePageReads,
  type PageReadsFile,
  type RenderedPath,
} from './render-state.ts';

/** Astro's static page headers file (written by @astrojs/node at the end of a build). */
const HEADERS_FILE = '_headers.json';
const TWINS = ['', '.br', '.gz'] as const;
/** The sitemap's files at the top of the client folder (and their compressed twins). */
const SITEMAP_FILE = /^sitemap-[^/]*\.xml(\.br|\.gz)?$/;
/** Files written at once. */
const WRITE_CONCURRENCY = 8;
/** Pages rendered at once. */
const RENDER_CONCURRENCY = 4;
/** How many of the slowest renders a publish names. */
const SLOWEST_NAMED = 3;

export type IncrementalOutcome =
  | {
      kind: 'released';
      /** Pages rendered again, of which changed (their bytes differ), and pages dropped. */
      rendered: number;
      changed: number;
      removed: number;
      /** Every pre-rendered path of the release. */
      total: number;
      /** True when pages changed that the search index still shows as they were. */
      searchIndexBehind: boolean;
      /** Milliseconds each step took, in order (for the log and the benchmark). */
      steps: Record<string, number>;
      /** The pages that took longest to render, slowest first, with their milliseconds. */
      slowest: { pathname: string; ms: number }[];
    }
  | { kind: 'full'; reason: string };

export interface IncrementalOptions {
  /** The live release's folder (`dist/` or a release), and the new release's (not yet there). */
  liveDir: string;
  outDir: string;
  renderer: KeptRenderer;
  /** The content fingerprint taken before the pass started (release-choice.ts). */
  fingerprint: string | null;
  /** The live release's `client/` linked ahead (staged-copy.ts), if there is such a copy. */
  staged?: StagedCopies;
  log?: (message: string) => void;
}

interface HeaderEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

function integrationLogger(log: (message: string) => void): AstroIntegrationLogger {
  const logger = {
    label: 'publish',
    options: {},
    info: (message: string) => log(message),
    warn: (message: string) => log(`warning: ${message}`),
    error: (message: string) => log(`error: ${message}`),
    debug: () => {},
    fork: () => logger,
  };
  return logger as unknown as AstroIntegrationLogger;
}

/**
 * The last release this process published and what its pages read: the next publish starts from it
 * without reading the file again (tens of megabytes at ten thousand posts).
 */
let lastPublished: { dir: string; state: PageReadsFile } | null = null;

async function readPageReads(liveDir: string): Promise<PageReadsFile | null> {
  if (lastPublished?.dir === liveDir) return lastPublished.state;
  const text = await readFile(join(liveDir, RENDERER_DIR, PAGE_READS_FILE), 'utf8').catch(() => '');
  return decodePageReads(text);
}

const manifestOf = async (dir: string): Promise<ReleaseManifest | null> =>
  parseManifest(await readFile(join(dir, RELEASE_MANIFEST), 'utf8').catch(() => ''));

const sameBytes = async (file: string, body: Buffer) => {
  const before = await readFile(file).catch(() => null);
  return before !== null && before.equals(body);
};

export async function publishIncrementally(
  options: IncrementalOptions,
): Promise<IncrementalOutcome> {
  const { liveDir, outDir, renderer, fingerprint } = options;
  const log = options.log ?? (() => {});
  const steps: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - mark);
    mark = now;
  };
  const live = await readPageReads(liveDir);
  if (!live)
    return { kind: 'full', reason: 'the live release has no record of what its pages read' };
  const liveManifest = await manifestOf(liveDir);

  startRenderPass();
  const pass = await renderer.paths();
  step('paths');
  const now = new Map<string, string | null>();
  for (const key of Object.keys(live.digests)) now.set(key, await currentDigest(key));
  step('reads');
  const changed = changedReads(live.digests, now);
  const plan = planRender(
    live,
    pass.map((path) => ({ ...path, component: path.route.component })),
    changed,
  );
  step('plan');
  if (plan.render.length > MAX_PAGES_RENDERED_IN_PROCESS) {
    return {
      kind: 'full',
      reason: `${plan.render.length} pages show the change, more than a publish renders itself`,
    };
  }

  // A few at a time: covers and images are encoded on libuv's threads while pages render.
  const rendered = new Map<string, { output: RenderedOutput; reads: string[] }>();
  const redirects: string[] = [];
  const renderTimes: { pathname: string; ms: number }[] = [];
  await runLimited(plan.render, RENDER_CONCURRENCY, async (path) => {
    const started = performance.now();
    const { result, reads } = await readsOf(() => renderer.render(path));
    renderTimes.push({ pathname: path.pathname, ms: Math.round(performance.now() - started) });
    if (result.status >= 300 && result.status < 400) redirects.push(path.pathname);
    rendered.set(path.pathname, { output: result, reads: [...reads.keys()].sort() });
  });
  // Astro writes a page of its own for a redirect, which this publish does not.
  if (redirects.length > 0)
    return { kind: 'full', reason: `${redirects[0]} answers with a redirect` };
  step('render');

  const liveClient = join(liveDir, 'client');
  const client = join(outDir, 'client');
  const liveFiles = new Map(live.paths.map((path) => [path.pathname, path.file]));
  // The files the new release writes itself: what changed, what went, and the sitemap.
  const replaced = new Set<string>();
  const writes: { file: string; body: Buffer }[] = [];
  let htmlChanged = plan.removed.some((path) => path.file.endsWith('.html'));
  // A page that became noindex, or stopped being, leaves or joins the sitemap at the same address.
  let indexingChanged = false;
  for (const path of plan.render) {
    const { body } = rendered.get(path.pathname)!.output;
    const before = liveFiles.get(path.pathname);
    if (body && before === path.file && (await sameBytes(join(liveClient, path.file), body))) {
      continue;
    }
    if (body && before?.endsWith('.html') && path.file.endsWith('.html')) {
      const wasHidden = hasNoindexMeta(await readFile(join(liveClient, before), 'utf8'));
      if (wasHidden !== hasNoindexMeta(body.toString('utf8'))) indexingChanged = true;
    }
    if (before) for (const twin of TWINS) replaced.add(`${before}${twin}`);
    for (const twin of TWINS) replaced.add(`${path.file}${twin}`);
    if (body) writes.push({ file: path.file, body });
    if (path.file.endsWith('.html') || before?.endsWith('.html')) htmlChanged = true;
  }
  for (const path of plan.removed) for (const twin of TWINS) replaced.add(`${path.file}${twin}`);
  step('compare');

  await mkdir(outDir, { recursive: true });
  if (!(await options.staged?.take(liveDir, client))) await linkAll(liveClient, client);
  step('link');
  const pages = pass
    .filter((path) => path.route.type === 'page')
    .map((path) => pageName(path.pathname));
  // The sitemap lists the pages' addresses, sorted: the same pages, the same sitemap (an edit).
  const livePages = new Set(
    live.paths.filter((path) => path.type === 'page').map((path) => pageName(path.pathname)),
  );
  const sameSitemap =
    !indexingChanged &&
    pages.length === livePages.size &&
    pages.every((name) => livePages.has(name));
  // Every file the release writes is a new file: writing through a link would change the live
  // release's file too.
  const sitemaps = sameSitemap
    ? []
    : (await readdir(client)).filter((name) => SITEMAP_FILE.test(name));
  await runLimited([...replaced, ...sitemaps], WRITE_CONCURRENCY, (path) =>
    rm(join(client, path), { force: true }),
  );
  const written: string[] = [];
  await runLimited(writes, WRITE_CONCURRENCY, async ({ file, body }) => {
    const target = join(client, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
    written.push(target);
  });
  step('write');

  // What a build does after its pages (astro.config.mjs's integrations), but the search index,
  // which follows in a release of its own (catchUpSearchIndex).
  const logger = integrationLogger(log);
  // Run side by side: each one's own time is recorded beside the step's.
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    parts[name] = Math.round(performance.now() - started);
  };
  const parts: Record<string, number> = {};
  await Promise.all([
    timed('sitemap+compress', async () => {
      if (sameSitemap) {
        await precompressFiles(written);
        return;
      }
      await writeSitemap({
        clientDir: client,
        pages,
        routes: renderer.facts.sitemapRoutes,
        site: renderer.facts.site,
        logger,
      });
      const sitemaps = (await readdir(client)).filter((name) => SITEMAP_FILE.test(name));
      await precompressFiles([...written, ...sitemaps.map((name) => join(client, name))]);
    }),
    timed('redirects', () =>
      writeRedirects({
        outDir,
        clientDir: client,
        pagePaths: new Set(pages.map((name) => `/${name.replace(/\/$/, '')}`)),
        netlify: false,
        logger,
      }),
    ),
    timed('facts', () => writeSiteFacts(outDir)),
    timed('headers', () => writeHeaders(liveDir, outDir, pass, rendered)),
  ]);
  step('after pages');
  for (const [name, ms] of Object.entries(parts)) steps[`of which ${name}`] = ms;

  const state = await nextState(live, pass, plan.keep, rendered);
  step('next reads');
  const rendererDir = join(outDir, RENDERER_DIR);
  await linkTree(join(liveDir, RENDERER_DIR), rendererDir, (path) => path === PAGE_READS_FILE);
  await writeFile(join(rendererDir, PAGE_READS_FILE), encodePageReads(state));
  step('write reads');
  const searchIndexBehind = htmlChanged || liveManifest?.searchIndexBehind === true;
  await writeReleaseManifest(outDir, fingerprint, {
    incremental: true,
    rendered: plan.render.length,
    ...(searchIndexBehind && { searchIndexBehind: true as const }),
  });
  lastPublished = { dir: outDir, state };
  step('manifest');
  return {
    kind: 'released',
    rendered: plan.render.length,
    changed: writes.length,
    removed: plan.removed.length,
    total: pass.length,
    searchIndexBehind,
    steps,
    slowest: renderTimes.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_NAMED),
  };
}

/**
 * The search index of the release in `liveDir`, made again from its pages, in a new release that
 * shares every other file with it (the pages went live first; the index follows).
 */
export async function catchUpSearchIndex(liveDir: string, outDir: string): Promise<void> {
  const manifest = await manifestOf(liveDir);
  await linkAll(liveDir, outDir);
  // Written afresh, never through the links to the live release's files.
  await rm(join(outDir, RELEASE_MANIFEST), { force: true });
  await rm(join(outDir, 'client', SEARCH_INDEX_DIR), { recursive: true, force: true });
  const client = join(outDir, 'client');
  await buildSearchIndex(client);
  const index = join(client, SEARCH_INDEX_DIR);
  const files = await readdir(index, { recursive: true, withFileTypes: true });
  await precompressFiles(
    files.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
  await writeReleaseManifest(outDir, manifest?.contentFingerprint ?? null, {
    incremental: true,
    rendered: 0,
  });
  if (lastPublished?.dir === liveDir) lastPublished = { dir: outDir, state: lastPublished.state };
}

/** The page headers file as @astrojs/node writes it: each page's policy, in the render order. */
async function writeHeaders(
  liveDir: string,
  outDir: string,
  pass: readonly PlannedPath[],
  rendered: ReadonlyMap<string, { output: RenderedOutput }>,
): Promise<void> {
  const liveText = await readFile(join(liveDir, HEADERS_FILE), 'utf8').catch(() => null);
  const liveHeaders = JSON.parse(liveText ?? '[]') as HeaderEntry[];
  const byPath = new Map(liveHeaders.map((entry) => [entry.pathname, entry.headers]));
  const entries: HeaderEntry[] = [];
  for (const path of pass) {
    const fresh = rendered.get(path.pathname);
    if (fresh) {
      if (fresh.output.body && fresh.output.csp) {
        entries.push({
          pathname: path.pathname,
          headers: [{ key: 'Content-Security-Policy', value: fresh.output.csp }],
        });
      }
      continue;
    }
    const headers = byPath.get(path.pathname);
    if (headers) entries.push({ pathname: path.pathname, headers });
  }
  if (entries.length === 0) return;
  // The same pages with the same policies (an edit whose pages' scripts did not change): the live
  // file, linked like every other file it shares.
  const same =
    liveText !== null &&
    entries.length === liveHeaders.length &&
    entries.every((entry, at) => {
      const before = liveHeaders[at]!;
      return (
        entry.pathname === before.pathname &&
        (entry.headers === before.headers ||
          JSON.stringify(entry.headers) === JSON.stringify(before.headers))
      );
    });
  if (same) await link(join(liveDir, HEADERS_FILE), join(outDir, HEADERS_FILE));
  else await writeFile(join(outDir, HEADERS_FILE), JSON.stringify(entries, null, '\t'));
}

/** What every page of the new release read: the kept pages' records, the rendered pages' new ones. */
async function nextState(
  live: PageReadsFile,
  pass: readonly PlannedPath[],
  keep: readonly { path: PlannedPath; live: RenderedPath }[],
  rendered: ReadonlyMap<string, { reads: string[] }>,
): Promise<PageReadsFile> {
  const kept = new Map(keep.map(({ path, live: record }) => [path.pathname, record]));
  const paths: RenderedPath[] = [];
  const digests: Record<string, string> = {};
  for (const path of pass) {
    const record = kept.get(path.pathname);
    const reads = record?.reads ?? rendered.get(path.pathname)?.reads ?? [];
    paths.push({
      pathname: path.pathname,
      component: path.route.component,
      route: path.route.route,
      type: path.route.type,
      file: path.file,
      props: path.props,
      reads,
    });
    for (const key of reads) {
      if (key in digests) continue;
      // A kept page's reads are unchanged by definition: their digests stand.
      const digest = record ? live.digests[key] : await currentDigest(key);
      if (digest === undefined || digest === null) {
        throw new Error(`the read ${key} of ${path.pathname} has no digest to record`);
      }
      digests[key] = digest;
    }
  }
  return { version: RENDER_STATE_VERSION, paths, digests };
}
