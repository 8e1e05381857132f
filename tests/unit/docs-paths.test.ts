/**
 * The docs name real files: every repository path a document names in code spans (`src/lib/db/`)
 * or links to must exist, so a file that moves takes its documentation with it.
 */
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

const documents = [
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  'CONTRIBUTING.md',
];

describe.each(documents)('%s', (docPath) => {
  it('names only paths that exist', () => {
    const named = repoPathsIn(readFileSync(join(root, docPath), 'utf8'), docPath);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
