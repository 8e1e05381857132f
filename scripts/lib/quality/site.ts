/**
 * A built site as the site checks read it: its files, every HTML page read once (tags, links,
 * metadata, the scripts and styles it loads), and cached file sizes. Each check is a function of
 * it (`check*` in this folder) returning its failures; scripts/check-site.mjs composes them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleGraph, resolveModule, staticImports } from './budgets.ts';
import {
  elementIds,
  extractReferences,
  fileForPath,
  pagePathForFile,
  routePatternForPageFile,
  type Reference,
} from './links.ts';
import { readMetadata, sitemapLocations, type PageMetadata } from './metadata.ts';
import { parseTags, type Tag } from './tags.ts';

/** The origin the checks assume when neither SITE_URL nor the sitemap index names one. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** What one check reports: a one-line summary and its failures (none: it passed). */
export interface CheckResult {
  summary: string;
  failures: string[];
}

export interface BuiltPage {
  /** Path of the HTML file under the client folder, forward slashes, no leading slash. */
  file: string;
  /** URL path the file answers: `/`, `/blog/x`. */
  path: string;
  html: string;
  tags: Tag[];
  references: Reference[];
  ids: Set<string>;
  metadata: PageMetadata;
  hasIslands: boolean;
  /** Built files of the islands' component, renderer and before-hydration modules. */
  islandEntries: string[];
  /** Built module files the HTML references: scripts, modulepreloads, island modules. */
  moduleEntries: Set<string>;
  /** Every module the page loads: its entries and what they import statically. */
  modules: Set<string>;
  inlineScripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
}

export interface BuiltSite {
  /** Absolute path of the client folder (dist/client). */
  clientDir: string;
  /** Every file, relative to the client folder with a leading slash: `/index.html`, `/_astro/x.js`. */
  files: Set<string>;
  /** The pages, sorted by file. */
  pages: BuiltPage[];
  /** The site's origin (SITE_URL), which absolute self-references carry. */
  siteUrl: string;
  /** Routes served on demand (not built as files). */
  onDemand: RegExp[];
  /** The built file a URL on the page at `pagePath` points to, or null when elsewhere or missing. */
  internalFile: (url: string, pagePath: string) => string | null;
  /** Resolved static imports of a built module file. */
  importsOf: (module: string) => string[];
  rawSize: (file: string) => number;
  /** Size gzipped at level 9, cached. */
  gzipSize: (file: string) => number;
  read: (file: string) => string;
}

/** Files under `dir`, relative, with forward slashes. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Routes Astro serves on demand: page and endpoint files under `pagesDir` with `prerender = false`. */
export function onDemandRoutes(pagesDir: string): RegExp[] {
  return filesUnder(pagesDir)
    .filter((file) => /\.(astro|ts|js|mjs)$/.test(file))
    .filter((file) =>
      /export\s+const\s+prerender\s*=\s*false/.test(readFileSync(join(pagesDir, file), 'utf8')),
    )
    .map(routePatternForPageFile);
}

/** Gzip level 9 size of a text. */
export const gzipText = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

const isPresent = <T>(value: T | null | undefined): value is T => value != null;

export interface SiteOptions {
  /** SITE_URL; unset, the origin the sitemap index carries. */
  siteUrl?: string | undefined;
  onDemand?: RegExp[];
}

/** Reads the built site under `clientDir` (which must hold an index.html). */
export function loadSite(clientDir: string, options: SiteOptions = {}): BuiltSite {
  const allFiles = filesUnder(clientDir);
  const files = new Set(allFiles.map((file) => `/${file}`));
  const pathOf = (file: string) => join(clientDir, file);
  const read = (file: string) => readFileSync(pathOf(file), 'utf8');

  const sitemapIndex = '/sitemap-index.xml';
  const siteUrl =
    options.siteUrl ??
    (files.has(sitemapIndex)
      ? new URL(sitemapLocations(read(sitemapIndex))[0] ?? DEFAULT_SITE_URL).origin
      : DEFAULT_SITE_URL);

  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = existsSync(pathOf(file))
        ? gzipSync(readFileSync(pathOf(file)), { level: 9 }).length
        : 0;
      gzipSizes.set(file, size);
    }
    return size;
  };
  const rawSize = (file: string) => (existsSync(pathOf(file)) ? statSync(pathOf(file)).size : 0);

  const importCache = new Map<string, string[]>();
  const importsOf = (module: string) => {
    let imports = importCache.get(module);
    if (!imports) {
      imports =
        existsSync(pathOf(module)) && /\.m?js$/.test(module)
          ? staticImports(read(module))
              .map((specifier) => resolveModule(specifier, module))
              .filter(isPresent)
          : [];
      importCache.set(module, imports);
    }
    return imports;
  };

  const origin = new URL(siteUrl).origin;
  const internalFile = (url: string, pagePath: string) => {
    try {
      const target = new URL(url, new URL(pagePath, siteUrl));
      return target.origin === origin ? fileForPath(target.pathname, files) : null;
    } catch {
      return null;
    }
  };

  const pages = allFiles
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file): BuiltPage => {
      const html = read(`/${file}`);
      const tags = parseTags(html);
      const path = pagePathForFile(file);
      const urlsOf = (wanted: (tag: Tag) => boolean, attr: string) =>
        tags
          .filter(wanted)
          .map((tag) => tag.attrs[attr])
          .filter((url): url is string => Boolean(url))
          .map((url) => internalFile(url, path))
          .filter(isPresent);
      const islands = tags.filter((tag) => tag.name === 'astro-island');
      const islandEntries = ['component-url', 'renderer-url', 'before-hydration-url'].flatMap(
        (attr) => urlsOf((tag) => tag.name === 'astro-island', attr),
      );
      const moduleEntries = [
        ...urlsOf((tag) => tag.name === 'script', 'src'),
        ...urlsOf(
          (tag) => tag.name === 'link' && /\bmodulepreload\b/.test(tag.attrs['rel'] ?? ''),
          'href',
        ),
        ...islandEntries,
      ];
      return {
        file,
        path,
        html,
        tags,
        references: extractReferences(tags),
        ids: elementIds(tags),
        metadata: readMetadata(path, tags),
        hasIslands: islands.length > 0,
        islandEntries,
        moduleEntries: new Set(moduleEntries),
        modules: moduleGraph(moduleEntries, importsOf),
        inlineScripts: tags
          .filter((tag) => tag.name === 'script' && !tag.attrs['src'])
          .filter((tag) => !/json/i.test(tag.attrs['type'] ?? ''))
          .map((tag) => tag.text ?? ''),
        stylesheets: urlsOf(
          (tag) => tag.name === 'link' && /\bstylesheet\b/.test(tag.attrs['rel'] ?? ''),
          'href',
        ),
        inlineStyles: tags.filter((tag) => tag.name === 'style').map((tag) => tag.text ?? ''),
      };
    });

  return {
    clientDir,
    files,
    pages,
    siteUrl,
    onDemand: options.onDemand ?? [],
    internalFile,
    importsOf,
    rawSize,
    gzipSize,
    read,
  };
}
