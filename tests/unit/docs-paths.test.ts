/**
 * The docs name real things: every repository path a document names in a code span
 * (`src/lib/db/`) or links to must exist, and every code identifier it names (`SECURITY_WEIGHTS`,
 * `pricingPlanFor`, `DATA_DIR`) must appear in the code, so a file or constant that moves or is
 * renamed takes its documentation with it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Top-level folders of the repository: a code span starting with one of them names a path. */
const REPO_FOLDERS = [
  'bench',
  'content',
  'docs',
  'e2e',
  'netlify',
  'public',
  'scripts',
  'server',
  'src',
  'supabase',
  'tests',
];
const REPO_PATH = new RegExp(`^(?:${REPO_FOLDERS.join('|')})/[\\w.@[\\]/-]*$`, 'u');

/** Paths (from the repository root) that a Markdown file at `docPath` names. */
function repoPathsIn(markdown: string, docPath: string): string[] {
  const paths = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/`([^`\s]+)`/gu)) {
    const path = span.replace(/[.,:;)]+$/u, '');
    if (REPO_PATH.test(path)) paths.add(path);
  }
  for (const [, target = ''] of markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/gu)) {
    if (/^[a-z]+:/iu.test(target)) continue; // http:, mailto:
    paths.add(relative(root, normalize(join(root, dirname(docPath), target))));
  }
  return [...paths].sort();
}

describe('repoPathsIn', () => {
  it.each([
    [
      'code span naming a file',
      'see `src/lib/db/schema.ts`.',
      'docs/x.md',
      ['src/lib/db/schema.ts'],
    ],
    [
      'code span naming a folder',
      '`src/lib/insights/` and `e2e/`',
      'docs/x.md',
      ['e2e/', 'src/lib/insights/'],
    ],
    [
      'dynamic route file',
      '`src/pages/404/[section].astro`',
      'docs/x.md',
      ['src/pages/404/[section].astro'],
    ],
    [
      'relative link from docs/',
      '[rules](product-rules.md#admin)',
      'docs/x.md',
      ['docs/product-rules.md'],
    ],
    ['link up to the root', '[how](../CONTRIBUTING.md)', 'docs/x.md', ['CONTRIBUTING.md']],
    ['link from the root', '[docs](docs/budgets.md)', 'README.md', ['docs/budgets.md']],
    [
      'commands, routes, globs and URLs are not paths',
      '`npm run build` `/contact/send` `src/pages/api/**` [x](https://example.com)',
      'docs/x.md',
      [],
    ],
    [
      'build output is not a repository path',
      '`dist/server/entry.mjs` `release.json`',
      'docs/x.md',
      [],
    ],
  ])('%s', (_name, markdown, docPath, expected) => {
    expect(repoPathsIn(markdown, docPath)).toEqual(expected);
  });
});

/**
 * Code identifiers a document names in code spans: camelCase (`pageWindow`, `contentChanged()`),
 * PascalCase with an inner capital (`MarkdownLimitError`) or UPPER_SNAKE (`DATA_DIR`). Plain words
 * (`version`, `posts`) and snake_case column names are left out: they are prose or SQL.
 */
function identifiersIn(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, name = ''] of markdown.matchAll(/`([A-Za-z_$][\w$]*)(?:\(\))?`/gu)) {
    if (/[a-z][A-Z]|^[A-Z][A-Z\d]*_[A-Z\d_]+$/u.test(name)) names.add(name);
  }
  return [...names].sort();
}

describe('identifiersIn', () => {
  it.each([
    [
      'constants and functions',
      '`SECURITY_WEIGHTS` and `pricingPlanFor`',
      ['SECURITY_WEIGHTS', 'pricingPlanFor'],
    ],
    [
      'a call, a class, a variable',
      '`contentChanged()`, `MarkdownLimitError`, `DATA_DIR`',
      ['DATA_DIR', 'MarkdownLimitError', 'contentChanged'],
    ],
    [
      'words, columns, paths and commands are not identifiers',
      '`version` `published_at` `SQL` `src/lib/db/` `npm test`',
      [],
    ],
  ])('%s', (_name, markdown, expected) => {
    expect(identifiersIn(markdown)).toEqual(expected);
  });
});

/** Where identifiers must appear: the code and test sources (not the docs, nor this file's examples). */
const CODE = /^(?:src|server|scripts|netlify|e2e|tests)\/|^[\w.-]+\.(?:ts|mjs|js)$/u;
const THIS_FILE = 'tests/unit/docs-paths.test.ts';

let code: string | undefined;
function codeText(): string {
  code ??= execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => CODE.test(path) && path !== THIS_FILE && existsSync(join(root, path)))
    .map((path) => readFileSync(join(root, path), 'utf8'))
    .join('\n');
  return code;
}

const documents = [
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  'CONTRIBUTING.md',
];

describe.each(documents)('%s', (docPath) => {
  const markdown = readFileSync(join(root, docPath), 'utf8');

  it('names only paths that exist', () => {
    const named = repoPathsIn(markdown, docPath);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('names only identifiers the code uses', () => {
    const source = codeText();
    const missing = identifiersIn(markdown).filter(
      (name) =>
        !new RegExp(`(?<![\\w$])${name.replace(/\$/gu, '\\$')}(?![\\w$])`, 'u').test(source),
    );
    expect(missing).toEqual([]);
  });
});
