/**
 * The JavaScript budget of public pages (docs/budgets.md): every page a visitor can load, whatever its
 * template, ships at most `gzipBytesPerPage` of compressed JavaScript, framework included. Only the
 * staff pages it names (the admin) are measured by the general per-page budget instead, so nothing
 * the admin adds (a rich editor, page forms) can reach a public page unnoticed.
 */
import { z } from 'zod';

export const publicJsBudgetSchema = z.strictObject({
  /** Compressed (gzip -9) JavaScript one public page loads: inline scripts and every module it imports. */
  gzipBytesPerPage: z.number().int().nonnegative(),
  /** Pages only signed-in staff use, exempt from the public limit: exact paths or `prefix/*`. */
  staffPages: z.array(z.string().regex(/^\/[^*]*(\/\*)?$/)).min(1),
});

export type PublicJsBudget = z.infer<typeof publicJsBudgetSchema>;

/** One built page's JavaScript: each file it loads (inline scripts count as one entry each). */
export interface PageScripts {
  path: string;
  scripts: readonly { name: string; gzipBytes: number }[];
}

export interface PublicJsViolation {
  page: string;
  actual: number;
  limit: number;
  /** The page's heaviest scripts, largest first: where the bytes went. */
  heaviest: readonly { name: string; gzipBytes: number }[];
}

export interface PublicJsReport {
  violations: PublicJsViolation[];
  /** How many public pages were measured, and the heaviest of them. */
  publicPages: number;
  largest: { page: string; bytes: number } | null;
}

const HEAVIEST_LISTED = 3;

export const isStaffPage = (budget: PublicJsBudget, path: string): boolean =>
  budget.staffPages.some((pattern) =>
    pattern.endsWith('/*')
      ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1))
      : path === pattern,
  );

/** Every public page over the limit, with the scripts that weigh most on it. */
export function checkPublicJs(
  budget: PublicJsBudget,
  pages: readonly PageScripts[],
): PublicJsReport {
  const measured = pages
    .filter((page) => !isStaffPage(budget, page.path))
    .map((page) => ({
      page,
      bytes: page.scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    }));
  const violations = measured
    .filter(({ bytes }) => bytes > budget.gzipBytesPerPage)
    .map(({ page, bytes }) => ({
      page: page.path,
      actual: bytes,
      limit: budget.gzipBytesPerPage,
      heaviest: [...page.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, HEAVIEST_LISTED),
    }));
  const largest = measured.reduce<(typeof measured)[number] | null>(
    (max, entry) => (max === null || entry.bytes > max.bytes ? entry : max),
    null,
  );
  return {
    violations,
    publicPages: measured.length,
    largest: largest && { page: largest.page.path, bytes: largest.bytes },
  };
}
