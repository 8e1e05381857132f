/*
 * Quality gates over the built site (`astro build` first; `npm test` runs this as "site checks"):
 *
 *   node scripts/check-site.mjs [--sizes | --markdown]
 *
 * Walks every built HTML page under dist/client (DIST_DIR/client) and checks
 *   links     every internal link and asset (a, link, img/srcset, script, forms, islands, og:image)
 *             resolves to a built file or an on-demand route (src/pages files with prerender = false),
 *             and every #fragment to an element on its target page; and every indexable page but the
 *             home page is linked from another indexable page (no orphans reachable only by sitemap);
 *   html      validity with html-validate (.htmlvalidate.json);
 *   metadata  every indexable page (no robots noindex) has a unique title and description, a canonical
 *             equal to SITE_URL + its path, og:title/description/image/url, twitter:card, JSON-LD that
 *             parses with @context and @type (a BreadcrumbList below the home page); the sitemap lists
 *             every indexable page and nothing else;
 *   budgets   the limits in budgets.config.json (gzip HTML per page, CSS in total, JS per page, the home
 *             page's first round trip, no framework JS on pages without islands);
 *   images    no raster image in the build (library variants, covers, public/ files) carries EXIF
 *             (a camera's GPS position), XMP or IPTC metadata.
 * Prints a compact report (`--sizes` adds the size of every page) and exits 1 when anything fails.
 * `--markdown` prints instead the size tables of bench/results.md: every page's HTML, CSS and JS, raw and
 * gzip, whether it loads React, and each island's own JS.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { parseTags } from './lib/quality/html.ts';
import { META_DESCRIPTION_MAX } from '#lib/seo/meta-text.ts';
import {
  elementIds,
  extractReferences,
  fileForPath,
  findBrokenLinks,
  findOrphanPages,
  pagePathForFile,
  routePatternForPageFile,
} from './lib/quality/links.ts';
import {
  duplicateMetadata,
  pageMetadataProblems,
  readMetadata,
  sitemapLocations,
  sitemapProblems,
} from './lib/quality/metadata.ts';
import {
  evaluateBudgets,
  exceptionFor,
  formatBytes,
  moduleGraph,
  parseBudgets,
  resolveModule,
  staticImports,
} from './lib/quality/budgets.ts';
import { imagesWithMetadata } from './lib/quality/image-metadata.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'), 'client');
const showSizes = process.argv.includes('--sizes');
const markdown = process.argv.includes('--markdown');
const MAX_LISTED = 25;

/**
 * @template T
 * @param {T | null | undefined} value
 * @returns {value is T}
 */
const isPresent = (value) => value != null;

if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No built site in ${clientDir}: run \`astro build\` first.`);
  process.exit(2);
}

/**
 * Files under `dir`, relative, with forward slashes.
 * @param {string} dir
 */
function walk(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const allFiles = walk(clientDir);
const files = new Set(allFiles.map((file) => `/${file}`));
const htmlFiles = allFiles.filter((file) => file.endsWith('.html')).sort();

// The site's origin: SITE_URL as the build saw it (the sitemap index carries it), or the default.
const sitemapIndex = join(clientDir, 'sitemap-index.xml');
const siteUrl =
  process.env.SITE_URL ??
  (existsSync(sitemapIndex)
    ? new URL(sitemapLocations(readFileSync(sitemapIndex, 'utf8'))[0] ?? 'http://localhost:4321')
        .origin
    : 'http://localhost:4321');

// Routes Astro serves on demand: page and endpoint files that opt out of pre-rendering.
const pagesDir = join(root, 'src', 'pages');
const onDemand = walk(pagesDir)
  .filter((file) => /\.(astro|ts|js|mjs)$/.test(file))
  .filter((file) =>
    /export\s+const\s+prerender\s*=\s*false/.test(readFileSync(join(pagesDir, file), 'utf8')),
  )
  .map(routePatternForPageFile);

/** @param {string} file */
const rawSize = (file) =>
  existsSync(join(clientDir, file)) ? statSync(join(clientDir, file)).size : 0;
/** @type {Map<string, number>} */
const gzipSizes = new Map();
/**
 * @param {string} file
 * @returns {number}
 */
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    const path = join(clientDir, file);
    gzipSizes.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }
  return gzipSizes.get(file) ?? 0;
}
/** @param {string} text */
const gzipText = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** @type {Map<string, string[]>} */
const importCache = new Map();
/**
 * @param {string} module
 * @returns {string[]}
 */
function importsOf(module) {
  if (!importCache.has(module)) {
    const path = join(clientDir, module);
    importCache.set(
      module,
      existsSync(path) && /\.m?js$/.test(module)
        ? staticImports(readFileSync(path, 'utf8'))
            .map((specifier) => resolveModule(specifier, module))
            .filter((resolved) => resolved !== null)
        : [],
    );
  }
  return importCache.get(module) ?? [];
}

/**
 * The built file a URL on a page points to, or null when it is elsewhere or missing.
 * @param {string} url
 * @param {string} pagePath
 * @returns {string | null}
 */
const internalFile = (url, pagePath) => {
  try {
    const target = new URL(url, new URL(pagePath, siteUrl));
    return target.origin === new URL(siteUrl).origin ? fileForPath(target.pathname, files) : null;
  } catch {
    return null;
  }
};

// Read every page once.
const pages = htmlFiles.map((file) => {
  const html = readFileSync(join(clientDir, file), 'utf8');
  const tags = parseTags(html);
  const path = pagePathForFile(file);
  const islands = tags.filter((tag) => tag.name === 'astro-island');
  const islandEntries = islands.flatMap((tag) =>
    ['component-url', 'renderer-url', 'before-hydration-url']
      .map((attr) => tag.attrs[attr])
      .filter(isPresent)
      .map((url) => internalFile(url, path))
      .filter(isPresent),
  );
  const moduleEntries = [
    ...tags
      .filter((tag) => tag.name === 'script' && tag.attrs.src)
      .map((tag) => internalFile(tag.attrs.src, path)),
    ...tags
      .filter((tag) => tag.name === 'link' && /\bmodulepreload\b/.test(tag.attrs.rel ?? ''))
      .map((tag) => internalFile(tag.attrs.href, path)),
    ...islandEntries,
  ].filter(isPresent);
  const inlineScripts = tags
    .filter((tag) => tag.name === 'script' && !tag.attrs.src)
    .filter((tag) => !/json/i.test(tag.attrs.type ?? ''))
    .map((tag) => tag.text ?? '');
  const stylesheets = tags
    .filter((tag) => tag.name === 'link' && /\bstylesheet\b/.test(tag.attrs.rel ?? ''))
    .map((tag) => internalFile(tag.attrs.href ?? '', path))
    .filter(isPresent);
  const inlineStyles = tags.filter((tag) => tag.name === 'style').map((tag) => tag.text ?? '');
  return {
    file,
    path,
    html,
    references: extractReferences(tags),
    ids: elementIds(tags),
    metadata: readMetadata(path, tags),
    hasIslands: islands.length > 0,
    islandEntries,
    moduleEntries: new Set(moduleEntries),
    modules: moduleGraph(moduleEntries, importsOf),
    inlineScripts,
    stylesheets,
    inlineStyles,
  };
});

/** @type {Record<string, string[]>} */
const failures = {};
/**
 * @param {string} gate
 * @param {string} line
 */
const fail = (gate, line) => (failures[gate] ??= []).push(line);
/** @type {Record<string, string>} */
const summary = {};

// Links and assets.
const broken = findBrokenLinks(
  pages,
  { files, ids: new Map(pages.map((page) => [page.path, page.ids])), onDemand },
  siteUrl,
);
// One line per broken URL, with the pages that carry it (navigation links repeat on every page).
const brokenByUrl = new Map();
for (const link of broken) {
  const key = `${link.url} (${link.source}) — ${link.reason}`;
  brokenByUrl.set(key, (brokenByUrl.get(key) ?? new Set()).add(link.page));
}
for (const [key, pageSet] of brokenByUrl) {
  const onPages = [...pageSet];
  const shown = onPages.slice(0, 3).join(', ');
  fail(
    'links',
    `${key} — on ${onPages.length === 1 ? shown : `${onPages.length} pages (${shown}${onPages.length > 3 ? ', …' : ''})`}`,
  );
}
const referenceCount = pages.reduce((sum, page) => sum + page.references.length, 0);
const distinctBroken = new Set(broken.map((link) => link.url)).size;
const orphans = findOrphanPages(
  pages,
  new Set(pages.filter((page) => !page.metadata.noindex).map((page) => page.path)),
  files,
  siteUrl,
);
for (const orphan of orphans) {
  fail('links', `${orphan} — orphan page: indexable, yet no other indexable page links to it`);
}
summary.links = `${
  broken.length
    ? `${broken.length} broken (${distinctBroken} distinct URLs) of ${referenceCount} references`
    : `${referenceCount} references, none broken`
}; ${orphans.length ? `${orphans.length} orphan pages` : 'no orphan pages'}`;

// HTML validity.
const validator = new HtmlValidate(new FileSystemConfigLoader());
let invalidPages = 0;
for (const page of pages) {
  const report = await validator.validateString(page.html, join(clientDir, page.file));
  const messages = report.results.flatMap((result) => result.messages);
  if (messages.length > 0) invalidPages += 1;
  for (const message of messages) {
    fail(
      'html',
      `${page.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` [${message.selector}]` : ''}`,
    );
  }
}
summary.html = invalidPages
  ? `${invalidPages} of ${pages.length} pages invalid`
  : `${pages.length} pages valid`;

// Metadata and sitemap.
const indexable = pages.filter((page) => !page.metadata.noindex);
const rules = {
  siteUrl,
  minDescriptionLength: 50,
  maxDescriptionLength: META_DESCRIPTION_MAX,
  twitterCard: 'summary_large_image',
  breadcrumbsBelowRoot: true,
};
for (const page of indexable) {
  for (const problem of pageMetadataProblems(page.metadata, rules)) {
    fail('metadata', `${page.path}: ${problem}`);
  }
}
for (const { page, problem } of duplicateMetadata(indexable.map((p) => p.metadata))) {
  fail('metadata', `${page}: ${problem}`);
}
const sitemapFiles = allFiles.filter((file) => /^sitemap-\d+\.xml$/.test(file));
if (sitemapFiles.length === 0) fail('sitemap', 'no sitemap-N.xml in the build');
const locations = sitemapFiles.flatMap((file) =>
  sitemapLocations(readFileSync(join(clientDir, file), 'utf8')),
);
for (const { page, problem } of sitemapProblems(
  locations,
  pages.map((p) => p.metadata),
  siteUrl,
)) {
  fail('sitemap', `${page}: ${problem}`);
}
summary.metadata = `${indexable.length} indexable, ${pages.length - indexable.length} noindex pages`;
summary.sitemap = `${locations.length} URLs in ${sitemapFiles.join(', ') || 'no sitemap'}`;

// Size budgets.
const budgets = parseBudgets(JSON.parse(readFileSync(join(root, 'budgets.config.json'), 'utf8')));
// Vite's dynamic-import helper is shared by the islands' lazily loaded parts: it is bundler runtime,
// not island machinery.
/** @param {string} module */
const isBundlerRuntime = (module) => /\/preload-helper\.[\w-]+\.js$/.test(module);
const frameworkModules = new Set(
  [
    ...moduleGraph(
      pages.flatMap((page) => page.islandEntries),
      importsOf,
    ),
  ].filter((module) => !isBundlerRuntime(module)),
);
/** @param {string} script */
const isIslandRuntime = (script) => /astro-island|self\.Astro\b|\(self\.Astro\|\|/.test(script);
const sizes = pages.map((page) => {
  const moduleBytes = [...page.modules].reduce((sum, module) => sum + gzipSize(module), 0);
  const inlineBytes = page.inlineScripts.reduce((sum, script) => sum + gzipText(script), 0);
  const frameworkBytes =
    [...page.modules]
      .filter((module) => frameworkModules.has(module))
      .reduce((sum, module) => sum + gzipSize(module), 0) +
    page.inlineScripts.filter(isIslandRuntime).reduce((sum, script) => sum + gzipText(script), 0);
  return {
    path: page.path,
    htmlRaw: Buffer.byteLength(page.html),
    cssRaw:
      page.stylesheets.reduce((sum, file) => sum + rawSize(file), 0) +
      page.inlineStyles.reduce((sum, style) => sum + Buffer.byteLength(style), 0),
    jsRaw:
      [...page.modules].reduce((sum, module) => sum + rawSize(module), 0) +
      page.inlineScripts.reduce((sum, script) => sum + Buffer.byteLength(script), 0),
    htmlGzip: gzipText(page.html),
    cssGzip:
      page.stylesheets.reduce((sum, file) => sum + gzipSize(file), 0) +
      page.inlineStyles.reduce((sum, style) => sum + gzipText(style), 0),
    jsGzip: moduleBytes + inlineBytes,
    frameworkJsGzip: frameworkBytes,
    chainedScripts: [...page.modules].filter((module) => !page.moduleEntries.has(module)).length,
    hasIslands: page.hasIslands,
  };
});
const cssFiles = allFiles.filter((file) => file.endsWith('.css'));
const totalCss = cssFiles.reduce((sum, file) => sum + gzipSize(`/${file}`), 0);
for (const v of evaluateBudgets(budgets, sizes)) {
  fail('budgets', `${v.page}: ${v.budget} ${formatBytes(v.actual)} > ${formatBytes(v.limit)}`);
}
/** @param {'htmlGzip' | 'cssGzip' | 'jsGzip'} key */
const largest = (key) => sizes.reduce((a, b) => (b[key] > a[key] ? b : a));
const maxHtml = largest('htmlGzip');
const maxJs = largest('jsGzip');
const maxCss = largest('cssGzip');
const noIslandPages = sizes.filter((s) => !s.hasIslands);
summary.budgets =
  `HTML max ${formatBytes(maxHtml.htmlGzip)} (${maxHtml.path}), limit ${formatBytes(budgets.htmlGzipBytesPerPage)}; ` +
  `CSS max ${formatBytes(maxCss.cssGzip)} (${maxCss.path}), limit ${formatBytes(budgets.cssGzipBytesPerPage)}; ` +
  `JS max ${formatBytes(maxJs.jsGzip)} (${maxJs.path}), limit ${formatBytes(budgets.jsGzipBytesPerPage)}; ` +
  `framework JS on ${noIslandPages.length} island-free pages: ${formatBytes(noIslandPages.reduce((s, p) => s + p.frameworkJsGzip, 0))}, ` +
  `chained scripts on them: ${noIslandPages.reduce((s, p) => s + p.chainedScripts, 0)} ` +
  `(on island pages: ${sizes.filter((s) => s.hasIslands).reduce((s, p) => s + p.chainedScripts, 0)})`;

// Pages over the default limits that an exception in budgets.config.json lets through: always shown.
const excepted = sizes.flatMap((s) => {
  const exception = exceptionFor(budgets, s.path);
  if (!exception) return [];
  const over = [];
  if (s.htmlGzip > budgets.htmlGzipBytesPerPage) over.push(`HTML ${formatBytes(s.htmlGzip)}`);
  if (s.cssGzip > budgets.cssGzipBytesPerPage) over.push(`CSS ${formatBytes(s.cssGzip)}`);
  if (s.jsGzip > budgets.jsGzipBytesPerPage) over.push(`JS ${formatBytes(s.jsGzip)}`);
  return over.length ? [`${s.path}: ${over.join(', ')} (${exception.reason})`] : [];
});

if (markdown) {
  printSizeTables();
  process.exit(0);
}

// Images anyone can fetch carry no camera metadata.
const images = allFiles.filter((file) => /\.(png|jpe?g|webp|avif|gif)$/i.test(file));
for (const problem of await imagesWithMetadata(images, (file) =>
  readFileSync(join(clientDir, file)),
)) {
  fail(
    'images',
    'unreadable' in problem
      ? `/${problem.file}: could not be read (${problem.unreadable})`
      : `/${problem.file}: carries ${problem.kinds.join(', ')} metadata`,
  );
}
summary.images = `${images.length} raster images checked for EXIF, XMP and IPTC`;

// Report.
console.log(
  `Site checks: ${pages.length} pages, ${files.size} files in ${relative(root, clientDir) || clientDir} (site ${siteUrl})`,
);
for (const gate of ['links', 'html', 'metadata', 'sitemap', 'budgets', 'images']) {
  const problems = failures[gate] ?? [];
  console.log(
    `  ${problems.length ? 'FAIL' : 'ok  '} ${gate.padEnd(9)} ${summary[gate]}${problems.length ? ` — ${problems.length} problem${problems.length === 1 ? '' : 's'}` : ''}`,
  );
}
if (showSizes) {
  console.log('\n  gzip bytes        html     css      js  framework  page');
  for (const s of sizes) {
    console.log(
      `  ${String(s.htmlGzip).padStart(15)} ${String(s.cssGzip).padStart(7)} ${String(s.jsGzip).padStart(7)} ${String(s.frameworkJsGzip).padStart(10)}  ${s.path}${s.hasIslands ? ' (islands)' : ''}`,
    );
  }
}
if (excepted.length > 0) {
  console.log(`\n  over the default budget, allowed by an exception in budgets.config.json:`);
  for (const line of excepted) console.log(`    ${line}`);
}
let failed = false;
for (const [gate, problems] of Object.entries(failures)) {
  failed = true;
  console.log(`\n${gate}:`);
  for (const line of problems.slice(0, MAX_LISTED)) console.log(`  ${line}`);
  if (problems.length > MAX_LISTED) console.log(`  … and ${problems.length - MAX_LISTED} more`);
}
process.exit(failed ? 1 : 0);

/** The size tables of bench/results.md, in Markdown. */
function printSizeTables() {
  /** @param {number} bytes */
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = [
    '## Bytes per built page',
    '',
    `Every page of the build (${sizes.length}), in KB, raw / gzip level 9. JS counts inline scripts and every module the page loads; "React" says whether the page loads the framework (only pages with islands may). CSS: ${cssFiles.length} file(s), ${kb(totalCss)} KB gzip in total.`,
    '',
    '| page | HTML | CSS | JS | React |',
    '| --- | ---: | ---: | ---: | :---: |',
    ...sizes.map(
      (s) =>
        `| \`${s.path}\` | ${kb(s.htmlRaw)} / ${kb(s.htmlGzip)} | ${kb(s.cssRaw)} / ${kb(s.cssGzip)} | ${kb(s.jsRaw)} / ${kb(s.jsGzip)} | ${s.frameworkJsGzip > 0 ? 'yes' : 'no'} |`,
    ),
    '',
    '## Islands',
    '',
    "Each island's JavaScript: its component module and the chunks it imports statically (small ones such as the JSX runtime are shared between islands), without the React renderer every island shares (listed once), in KB gzip. Chunks loaded on demand (dynamic import) are not counted.",
    '',
    '| island | own JS (gzip) | pages |',
    '| --- | ---: | ---: |',
  ];
  const renderers = moduleGraph(
    pages.flatMap((page) =>
      ['renderer-url', 'before-hydration-url'].flatMap((attr) =>
        parseTags(page.html)
          .filter((tag) => tag.name === 'astro-island' && tag.attrs[attr])
          .map((tag) => internalFile(tag.attrs[attr] ?? '', page.path))
          .filter(isPresent),
      ),
    ),
    importsOf,
  );
  const islands = new Map();
  for (const page of pages) {
    for (const tag of parseTags(page.html).filter((t) => t.name === 'astro-island')) {
      const entry = internalFile(tag.attrs['component-url'] ?? '', page.path);
      if (!entry) continue;
      const island = islands.get(entry) ?? { pages: 0 };
      island.pages += 1;
      islands.set(entry, island);
    }
  }
  for (const [entry, { pages: count }] of [...islands].sort(([a], [b]) => a.localeCompare(b))) {
    const own = [...moduleGraph([entry], importsOf)].filter((module) => !renderers.has(module));
    const name = entry
      .split('/')
      .pop()
      .replace(/\.[\w-]+\.js$/, '');
    lines.push(
      `| ${name} | ${kb(own.reduce((sum, module) => sum + gzipSize(module), 0))} | ${count} |`,
    );
  }
  const shared = [...renderers].reduce((sum, module) => sum + gzipSize(module), 0);
  lines.push(`| React renderer and runtime (shared) | ${kb(shared)} | |`, '');
  console.log(lines.join('\n'));
}
