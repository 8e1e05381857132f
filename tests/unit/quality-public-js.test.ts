import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBudgets } from '#scripts/lib/quality/budgets.ts';
import {
  checkPublicJs,
  isStaffPage,
  publicJsBudgetSchema,
  type PageScripts,
} from '#scripts/lib/quality/public-js.ts';

// docs/budgets.md: at most 15 KB (15,360 B) of compressed JavaScript on any public page.
const PUBLIC_LIMIT = 15 * 1024;

const budget = publicJsBudgetSchema.parse({
  gzipBytesPerPage: PUBLIC_LIMIT,
  staffPages: ['/admin', '/admin/*'],
});

const page = (path: string, ...sizes: number[]): PageScripts => ({
  path,
  scripts: sizes.map((gzipBytes, i) => ({ name: `/_astro/${i}.js`, gzipBytes })),
});

describe('public pages JavaScript budget', () => {
  it('is the 15 KB of docs/budgets.md in the project config, the admin exempt', () => {
    const config = parseBudgets(JSON.parse(readFileSync('budgets.config.json', 'utf8')));
    expect(config.publicJs.gzipBytesPerPage).toBe(PUBLIC_LIMIT);
    expect(isStaffPage(config.publicJs, '/admin')).toBe(true);
    expect(isStaffPage(config.publicJs, '/pricing')).toBe(false);
  });

  it.each([
    ['/admin', true],
    ['/admin/preview/3', true],
    ['/administration', false],
    ['/', false],
    ['/insights', false],
    ['/blog-generator', false],
  ])('%s is a staff page: %s', (path, staff) => {
    expect(isStaffPage(budget, path)).toBe(staff);
  });

  it('passes a page at the limit and fails one byte over, naming its heaviest scripts', () => {
    const report = checkPublicJs(budget, [
      page('/pricing', 10_000, 5_360),
      page('/security-check', 4_700, 9_000, 1_131, 530),
    ]);
    expect(report.publicPages).toBe(2);
    expect(report.violations).toEqual([
      {
        page: '/security-check',
        actual: PUBLIC_LIMIT + 1,
        limit: PUBLIC_LIMIT,
        heaviest: [
          { name: '/_astro/1.js', gzipBytes: 9_000 },
          { name: '/_astro/0.js', gzipBytes: 4_700 },
          { name: '/_astro/2.js', gzipBytes: 1_131 },
        ],
      },
    ]);
    expect(report.largest).toEqual({ page: '/security-check', bytes: PUBLIC_LIMIT + 1 });
  });

  it('leaves staff pages to the general budget: React on /admin is not a public page failure', () => {
    const report = checkPublicJs(budget, [page('/admin', 80_000), page('/', 1_131)]);
    expect(report.violations).toEqual([]);
    expect(report.publicPages).toBe(1);
    expect(report.largest).toEqual({ page: '/', bytes: 1_131 });
  });

  it('refuses a config without a staff list or with a malformed path', () => {
    expect(() => publicJsBudgetSchema.parse({ gzipBytesPerPage: 1, staffPages: [] })).toThrow();
    expect(() =>
      publicJsBudgetSchema.parse({ gzipBytesPerPage: 1, staffPages: ['admin'] }),
    ).toThrow();
    expect(() =>
      publicJsBudgetSchema.parse({ gzipBytesPerPage: -1, staffPages: ['/admin'] }),
    ).toThrow();
  });
});
