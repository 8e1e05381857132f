/**
 * What every built page weighs (HTML, CSS and JavaScript, raw and gzip), the budgets check over
 * those sizes (budgets.config.json, docs/budgets.md), and the size tables of bench/results.md.
 */
import {
  evaluateBudgets,
  exceptionFor,
  formatBytes,
  moduleGraph,
  type Budgets,
  type PageSizes,
} from './budgets.ts';
import { checkPublicJs, type PublicJsBudget } from './public-js.ts';
import { gzipText, type BuiltSite, type CheckResult } from './site.ts';

export interface MeasuredPage extends PageSizes {
  htmlRaw: number;
  cssRaw: number;
  jsRaw: number;
}

// Vite's dynamic-import helper is shared by the islands' lazily loaded parts: it is bundler runtime,
// not island machinery.
const isBundlerRuntime = (module: string) => /\/preload-helper\.[\w-]+\.js$/.test(module);
const isIslandRuntime = (script: string) =>
  /astro-island|self\.Astro\b|\(self\.Astro\|\|/.test(script);

const sum = <T>(items: Iterable<T>, size: (item: T) => number) =>
  [...items].reduce((total, item) => total + size(item), 0);

/** The sizes of every page, in the site's page order. */
export function measurePages(site: BuiltSite): MeasuredPage[] {
  const frameworkModules = new Set(
    [
      ...moduleGraph(
        site.pages.flatMap((page) => page.islandEntries),
        site.importsOf,
      ),
    ].filter((module) => !isBundlerRuntime(module)),
  );
  const bytes = (text: string) => Buffer.byteLength(text);
  return site.pages.map((page) => ({
    path: page.path,
    htmlRaw: bytes(page.html),
    cssRaw: sum(page.stylesheets, site.rawSize) + sum(page.inlineStyles, bytes),
    jsRaw: sum(page.modules, site.rawSize) + sum(page.inlineScripts, bytes),
    htmlGzip: gzipText(page.html),
    cssGzip: sum(page.stylesheets, site.gzipSize) + sum(page.inlineStyles, gzipText),
    jsGzip: sum(page.modules, site.gzipSize) + sum(page.inlineScripts, gzipText),
    frameworkJsGzip:
      sum(
        [...page.modules].filter((module) => frameworkModules.has(module)),
        site.gzipSize,
      ) + sum(page.inlineScripts.filter(isIslandRuntime), gzipText),
    chainedScripts: [...page.modules].filter((module) => !page.moduleEntries.has(module)).length,
    hasIslands: page.hasIslands,
  }));
}

/** Pages over the default limits that an exception lets through, each with the exception's reason. */
export function allowedOverBudget(budgets: Budgets, sizes: readonly MeasuredPage[]): string[] {
  return sizes.flatMap((s) => {
    const exception = exceptionFor(budgets, s.path);
    if (!exception) return [];
    const over = [];
    if (s.htmlGzip > budgets.htmlGzipBytesPerPage) over.push(`HTML ${formatBytes(s.htmlGzip)}`);
    if (s.cssGzip > budgets.cssGzipBytesPerPage) over.push(`CSS ${formatBytes(s.cssGzip)}`);
    if (s.jsGzip > budgets.jsGzipBytesPerPage) over.push(`JS ${formatBytes(s.jsGzip)}`);
    return over.length ? [`${s.path}: ${over.join(', ')} (${exception.reason})`] : [];
  });
}

/**
 * The budgets check: gzip HTML, CSS and JS per page within the limits or an exception, no framework
 * JS and no chained script on pages without islands, the home page's first round trip.
 */
export function checkBudgets(
  site: BuiltSite,
  budgets: Budgets,
  sizes = measurePages(site),
): CheckResult {
  const failures = evaluateBudgets(budgets, sizes).map(
    (v) => `${v.page}: ${v.budget} ${formatBytes(v.actual)} > ${formatBytes(v.limit)}`,
  );
  if (sizes.length === 0) return { summary: 'no pages', failures };
  const largest = (key: 'htmlGzip' | 'cssGzip' | 'jsGzip') =>
    sizes.reduce((a, b) => (b[key] > a[key] ? b : a));
  const maxHtml = largest('htmlGzip');
  const maxJs = largest('jsGzip');
  const maxCss = largest('cssGzip');
  const withoutIslands = sizes.filter((s) => !s.hasIslands);
  const withIslands = sizes.filter((s) => s.hasIslands);
  return {
    summary:
      `HTML max ${formatBytes(maxHtml.htmlGzip)} (${maxHtml.path}), limit ${formatBytes(budgets.htmlGzipBytesPerPage)}; ` +
      `CSS max ${formatBytes(maxCss.cssGzip)} (${maxCss.path}), limit ${formatBytes(budgets.cssGzipBytesPerPage)}; ` +
      `JS max ${formatBytes(maxJs.jsGzip)} (${maxJs.path}), limit ${formatBytes(budgets.jsGzipBytesPerPage)}; ` +
      `framework JS on ${withoutIslands.length} island-free pages: ${formatBytes(sum(withoutIslands, (p) => p.frameworkJsGzip))}, ` +
      `chained scripts on them: ${sum(withoutIslands, (p) => p.chainedScripts)} ` +
      `(on island pages: ${sum(withIslands, (p) => p.chainedScripts)})`,
    failures,
  };
}

/** The public pages' JavaScript budget: every script a visitor's page loads, framework included. */
export function checkPublicJsBudget(site: BuiltSite, budget: PublicJsBudget): CheckResult {
  const report = checkPublicJs(
    budget,
    site.pages.map((page) => ({
      path: page.path,
      scripts: [
        ...[...page.modules].map((module) => ({ name: module, gzipBytes: site.gzipSize(module) })),
        ...page.inlineScripts.map((script, i) => ({
          name: `inline #${i + 1}`,
          gzipBytes: gzipText(script),
        })),
      ],
    })),
  );
  const largest = report.largest
    ? `${formatBytes(report.largest.bytes)} (${report.largest.page})`
    : 'none';
  return {
    summary: `max ${largest} of ${report.publicPages} public pages, limit ${formatBytes(budget.gzipBytesPerPage)}`,
    failures: report.violations.map(
      (v) =>
        `${v.page}: public page JS gzip ${formatBytes(v.actual)} > ${formatBytes(v.limit)} (heaviest: ${v.heaviest.map((s) => `${s.name} ${formatBytes(s.gzipBytes)}`).join(', ')})`,
    ),
  };
}

/** The gzip sizes of every page, one line each, for `check-site --sizes`. */
export function sizeLines(sizes: readonly MeasuredPage[]): string[] {
  return [
    '  gzip bytes        html     css      js  framework  page',
    ...sizes.map(
      (s) =>
        `  ${String(s.htmlGzip).padStart(15)} ${String(s.cssGzip).padStart(7)} ${String(s.jsGzip).padStart(7)} ${String(s.frameworkJsGzip).padStart(10)}  ${s.path}${s.hasIslands ? ' (islands)' : ''}`,
    ),
  ];
}

/** The size tables of bench/results.md, in Markdown: every page, then every island's own JS. */
export function sizeTables(site: BuiltSite, sizes = measurePages(site)): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const cssFiles = [...site.files].filter((file) => file.endsWith('.css'));
  const totalCss = sum(cssFiles, site.gzipSize);
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
  const islandsOf = (page: BuiltSite['pages'][number], attr: string) =>
    page.tags
      .filter((tag) => tag.name === 'astro-island' && tag.attrs[attr])
      .map((tag) => site.internalFile(tag.attrs[attr] ?? '', page.path))
      .filter((file) => file !== null);
  const renderers = moduleGraph(
    site.pages.flatMap((page) => [
      ...islandsOf(page, 'renderer-url'),
      ...islandsOf(page, 'before-hydration-url'),
    ]),
    site.importsOf,
  );
  const pagesPerIsland = new Map<string, number>();
  for (const page of site.pages) {
    for (const entry of islandsOf(page, 'component-url')) {
      pagesPerIsland.set(entry, (pagesPerIsland.get(entry) ?? 0) + 1);
    }
  }
  for (const [entry, count] of [...pagesPerIsland].sort(([a], [b]) => a.localeCompare(b))) {
    const own = [...moduleGraph([entry], site.importsOf)].filter(
      (module) => !renderers.has(module),
    );
    const name = (entry.split('/').pop() ?? entry).replace(/\.[\w-]+\.js$/, '');
    lines.push(`| ${name} | ${kb(sum(own, site.gzipSize))} | ${count} |`);
  }
  lines.push(
    `| React renderer and runtime (shared) | ${kb(sum(renderers, site.gzipSize))} | |`,
    '',
  );
  return lines.join('\n');
}
