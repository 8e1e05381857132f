import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  evaluateBudgets,
  exceptionFor,
  formatBytes,
  moduleGraph,
  parseBudgets,
  resolveModule,
  staticImports,
  type PageSizes,
} from '#scripts/lib/quality/budgets.ts';

const budgets = parseBudgets({
  htmlGzipBytesPerPage: 8192,
  cssGzipBytesPerPage: 10240,
  jsGzipBytesPerPage: 81920,
  publicJs: { gzipBytesPerPage: 15360, staffPages: ['/admin'] },
  frameworkJsBytesWithoutIslands: 0,
  chainedScriptsWithoutIslands: 0,
  firstRoundTrip: { pages: ['/'], htmlPlusCssGzipBytes: 14950 },
  exceptions: {
    '/blog/*': { htmlGzipBytes: 16384, reason: 'long-form articles' },
    '/blog/huge': { htmlGzipBytes: 20000, reason: 'the one very long article' },
  },
});

const page = (overrides: Partial<PageSizes>): PageSizes => ({
  path: '/x',
  htmlGzip: 5000,
  cssGzip: 7000,
  jsGzip: 500,
  frameworkJsGzip: 0,
  chainedScripts: 0,
  hasIslands: false,
  ...overrides,
});

describe('budgets config', () => {
  it('parses the project config file', () => {
    const config = parseBudgets(JSON.parse(readFileSync('budgets.config.json', 'utf8')));
    expect(config.htmlGzipBytesPerPage).toBe(8192);
    expect(config.frameworkJsBytesWithoutIslands).toBe(0);
    expect(config.chainedScriptsWithoutIslands).toBe(0);
  });

  it('refuses unknown keys, negative sizes and exceptions without a reason', () => {
    expect(() => parseBudgets({ ...budgets, htmlGzipBytesPerPag: 1 })).toThrow();
    expect(() => parseBudgets({ ...budgets, cssGzipBytesPerPage: -1 })).toThrow();
    expect(() =>
      parseBudgets({ ...budgets, exceptions: { '/a': { htmlGzipBytes: 1 } } }),
    ).toThrow();
    expect(() =>
      parseBudgets({ ...budgets, exceptions: { 'a*b': { reason: 'not a path pattern' } } }),
    ).toThrow();
  });

  it('finds the exception for a path: exact first, then the longest prefix', () => {
    expect(exceptionFor(budgets, '/blog/huge')?.htmlGzipBytes).toBe(20000);
    expect(exceptionFor(budgets, '/blog/other')?.htmlGzipBytes).toBe(16384);
    expect(exceptionFor(budgets, '/blog')).toBeUndefined();
    expect(exceptionFor(budgets, '/blogging/x')).toBeUndefined();
  });
});

describe('evaluateBudgets', () => {
  it('passes pages within every limit', () => {
    expect(evaluateBudgets(budgets, [page({ path: '/' })])).toEqual([]);
  });

  it('reports each limit a page exceeds', () => {
    const violations = evaluateBudgets(budgets, [
      page({ path: '/', htmlGzip: 8000, cssGzip: 7000 }),
      page({ path: '/big', htmlGzip: 9000 }),
      page({ path: '/heavy', jsGzip: 90000, frameworkJsGzip: 80000, hasIslands: true }),
      page({ path: '/sneaky', jsGzip: 60000, frameworkJsGzip: 59000 }),
      page({ path: '/chained', chainedScripts: 1 }),
      page({ path: '/island-chunks', chainedScripts: 6, hasIslands: true }),
      page({ path: '/blog/long', htmlGzip: 15000 }),
      page({ path: '/blog/too-long', htmlGzip: 17000 }),
      page({ path: '/styled', cssGzip: 12000 }),
    ]).map((v) => `${v.page} ${v.budget} ${v.actual}>${v.limit}`);
    expect(violations).toEqual([
      '/ HTML + CSS gzip (first round trip) 15000>14950',
      '/big HTML gzip 9000>8192',
      '/heavy JS gzip 90000>81920',
      '/sneaky framework JS without islands 59000>0',
      '/chained scripts chained behind another, without islands 1>0',
      '/blog/too-long HTML gzip 17000>16384',
      '/styled CSS gzip 12000>10240',
    ]);
  });

  it('reports a first-round-trip page that was not built', () => {
    expect(evaluateBudgets(budgets, [page({})])).toEqual([
      { page: '/', budget: 'first round trip: page not built', actual: 0, limit: 0 },
    ]);
  });
});

describe('module graph', () => {
  it('reads static imports of minified modules, not dynamic ones', () => {
    const source =
      'import{t as e}from"./react.js";import"./side.js";import d,{x}from"./d.js";import*as ns from"./ns.js";export{a as b}from"./re.js";export*from"./all.js";const l=()=>import("./lazy.js");const s="import x from";';
    expect(staticImports(source)).toEqual([
      './react.js',
      './side.js',
      './d.js',
      './ns.js',
      './re.js',
      './all.js',
    ]);
  });

  it('resolves specifiers against the importing module', () => {
    expect(resolveModule('./react.js', '/_astro/client.js')).toBe('/_astro/react.js');
    expect(resolveModule('../x.js', '/_astro/sub/a.js')).toBe('/_astro/x.js');
    expect(resolveModule('/abs.js', '/_astro/a.js')).toBe('/abs.js');
    expect(resolveModule('react', '/_astro/a.js')).toBeNull();
  });

  it('walks the graph once per module, cycles included', () => {
    const graph: Record<string, string[]> = {
      '/a.js': ['/b.js', '/c.js'],
      '/b.js': ['/c.js', '/a.js'],
      '/c.js': [],
    };
    expect([...moduleGraph(['/a.js'], (m) => graph[m] ?? [])].sort()).toEqual([
      '/a.js',
      '/b.js',
      '/c.js',
    ]);
  });

  it('formats bytes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(8192)).toBe('8.0 KB');
  });
});
