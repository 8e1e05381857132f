/**
 * Size budgets of the built site (docs/budgets.md), from one config file: compressed HTML per
 * page, compressed CSS per page, compressed JavaScript per page, the first round trip of chosen pages,
 * and, on pages without islands, no framework JavaScript and no script loaded only through another.
 */
import { z } from 'zod';
import { publicJsBudgetSchema } from './public-js.ts';

const byteCount = z.number().int().nonnegative();

export const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Compressed (gzip) HTML of one page. */
  htmlGzipBytesPerPage: byteCount,
  /** Compressed (gzip) stylesheets one page loads (the admin's own sheet counts only on /admin). */
  cssGzipBytesPerPage: byteCount,
  /** Compressed (gzip) JavaScript one page loads: its inline scripts and every module it imports. */
  jsGzipBytesPerPage: byteCount,
  /** Compressed JavaScript of every public page, framework included (`./public-js.ts`). */
  publicJs: publicJsBudgetSchema,
  /** Framework (island) JavaScript a page without islands may load: none. */
  frameworkJsBytesWithoutIslands: byteCount,
  /**
   * Scripts a page without islands loads only because another script imports them: each costs a
   * round trip after its importer, so none. (Load-on-use modules are fetched by URL instead.)
   */
  chainedScriptsWithoutIslands: z.number().int().nonnegative(),
  /** Pages whose HTML plus stylesheets must fit in the first TCP round trip (~14.6 KB). */
  firstRoundTrip: z.strictObject({
    pages: z.array(z.string().startsWith('/')),
    htmlPlusCssGzipBytes: byteCount,
  }),
  /**
   * Pages allowed more than the per-page limits, each with its reason: an exact path (`/admin`) or
   * every page under a prefix (`/blog/*`). An exact path wins over a prefix.
   */
  exceptions: z
    .record(
      z.string().regex(/^\/[^*]*(\/\*)?$/),
      z.strictObject({
        htmlGzipBytes: byteCount.optional(),
        cssGzipBytes: byteCount.optional(),
        jsGzipBytes: byteCount.optional(),
        reason: z.string().min(10),
      }),
    )
    .default({}),
});

export type Budgets = z.infer<typeof budgetsSchema>;

export function parseBudgets(data: unknown): Budgets {
  return budgetsSchema.parse(data);
}

export type BudgetException = Budgets['exceptions'][string];

/** The exception that applies to `path`: its exact entry, else the longest matching `prefix/*`. */
export function exceptionFor(budgets: Budgets, path: string): BudgetException | undefined {
  const exact = budgets.exceptions[path];
  if (exact) return exact;
  const prefixes = Object.keys(budgets.exceptions)
    .filter((key) => key.endsWith('/*') && path.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  return prefixes[0] ? budgets.exceptions[prefixes[0]] : undefined;
}

export interface PageSizes {
  path: string;
  htmlGzip: number;
  /** The page's stylesheets, compressed. */
  cssGzip: number;
  /** Inline scripts plus every module file the page loads, compressed. */
  jsGzip: number;
  /** The part of jsGzip that is island machinery (renderer, framework, island runtime). */
  frameworkJsGzip: number;
  /** Module files the page loads that its HTML does not reference: reached by static imports. */
  chainedScripts: number;
  hasIslands: boolean;
}

export interface BudgetViolation {
  page: string;
  budget: string;
  actual: number;
  limit: number;
}

export function evaluateBudgets(budgets: Budgets, pages: readonly PageSizes[]): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  const over = (page: string, budget: string, actual: number, limit: number) => {
    if (actual > limit) violations.push({ page, budget, actual, limit });
  };
  for (const page of pages) {
    const exception = exceptionFor(budgets, page.path);
    over(
      page.path,
      'HTML gzip',
      page.htmlGzip,
      exception?.htmlGzipBytes ?? budgets.htmlGzipBytesPerPage,
    );
    over(
      page.path,
      'CSS gzip',
      page.cssGzip,
      exception?.cssGzipBytes ?? budgets.cssGzipBytesPerPage,
    );
    over(page.path, 'JS gzip', page.jsGzip, exception?.jsGzipBytes ?? budgets.jsGzipBytesPerPage);
    if (!page.hasIslands) {
      over(
        page.path,
        'framework JS without islands',
        page.frameworkJsGzip,
        budgets.frameworkJsBytesWithoutIslands,
      );
      over(
        page.path,
        'scripts chained behind another, without islands',
        page.chainedScripts,
        budgets.chainedScriptsWithoutIslands,
      );
    }
    if (budgets.firstRoundTrip.pages.includes(page.path)) {
      over(
        page.path,
        'HTML + CSS gzip (first round trip)',
        page.htmlGzip + page.cssGzip,
        budgets.firstRoundTrip.htmlPlusCssGzipBytes,
      );
    }
  }
  for (const path of budgets.firstRoundTrip.pages) {
    if (!pages.some((page) => page.path === path)) {
      violations.push({
        page: path,
        budget: 'first round trip: page not built',
        actual: 0,
        limit: 0,
      });
    }
  }
  return violations;
}

/** Module specifiers a built ES module imports statically (`import … from`, `import "…"`, `export … from`). */
export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1] ?? '');
  return specifiers.filter((s) => s.length > 0);
}

/**
 * Every module reachable from `entries` through static imports. `importsOf` returns the resolved
 * imports of one module (an empty list for files it cannot read).
 */
export function moduleGraph(
  entries: Iterable<string>,
  importsOf: (module: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const module = queue.pop() as string;
    if (seen.has(module)) continue;
    seen.add(module);
    queue.push(...importsOf(module));
  }
  return seen;
}

/** Resolves a relative or root-relative module specifier against the importing module's path. */
export function resolveModule(specifier: string, from: string): string | null {
  if (!/^(\.{1,2}\/|\/)/.test(specifier)) return null;
  return new URL(specifier, `http://local${from}`).pathname;
}

/** Bytes as a short human figure: 812 B, 7.9 KB. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
