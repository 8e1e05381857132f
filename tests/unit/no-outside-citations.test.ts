/**
 * The repository stands alone: no tracked file cites a product document that lives outside it (a
 * section-numbered spec, a design or style document). A comment states the rule itself or cites a
 * file in docs/ (docs/product-rules.md, docs/budgets.md, ...), where a contributor who cloned only
 * this repository can read it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What an outside citation looks like. Written with escapes (\u00a7 is the section sign) so that
 * this file does not match its own patterns.
 */
const OUTSIDE_CITATIONS: readonly (readonly [string, RegExp])[] = [
  ['a section sign (a numbered spec section)', /\u00a7/u],
  ['the design document', /\bDESIGN\.md\b/u],
  ['a difference listed in the design document', /\bDESIGN\sdifference\b/u],
  ['the product spec document', /\bspec\.md\b/iu],
  ['the style document', /\bSTYLE\.md\b/u],
];

/** Every place `text` cites an outside document: 1-based line, what it cites, and the line itself. */
function outsideCitations(text: string): { line: number; cites: string; text: string }[] {
  return text.split('\n').flatMap((line, index) =>
    OUTSIDE_CITATIONS.filter(([, pattern]) => pattern.test(line)).map(([cites]) => ({
      line: index + 1,
      cites,
      text: line.trim(),
    })),
  );
}

/**
 * Tracked files that are not code or docs: articles and seed data may quote a statute's section
 * (HIPAA's 45 CFR \u00a7164) as copy, and the lockfile is generated.
 */
const NOT_CHECKED = [/^content\//u, /^package-lock\.json$/u];

function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => path && !NOT_CHECKED.some((pattern) => pattern.test(path)));
  } catch (error) {
    throw new Error(
      `Listing the tracked files needs git and a checkout of this repository (${(error as Error).message})`,
      { cause: error },
    );
  }
}

/** Text files only: a NUL byte in the first 8 KB marks a binary (images, fonts). */
function readText(path: string): string | null {
  let buffer: Buffer;
  try {
    buffer = readFileSync(join(root, path));
  } catch {
    return null; // tracked but deleted in the working tree: nothing to check
  }
  return buffer.subarray(0, 8192).includes(0) ? null : buffer.toString('utf8');
}

describe('outsideCitations', () => {
  it.each([
    ['/** Tiers (spec \u00a74): 70 and 40. */', ['a section sign (a numbered spec section)']],
    ['// Goal (DESIGN' + '.md Budgets)', ['the design document']],
    ['real counts (DESIGN' + ' difference 3)', ['a difference listed in the design document']],
    ['see spec' + '.md', ['the product spec document']],
    ['as STYLE' + '.md says', ['the style document']],
    ['/** Tiers (docs/product-rules.md): 70 and 40. */', []],
    ['e2e/home.spec.ts and docs/budgets.md', []],
    ['the design of the page', []],
  ])('%s', (line, expected) => {
    expect(outsideCitations(line).map((c) => c.cites)).toEqual(expected);
  });

  it('reports the line number of each citation', () => {
    expect(outsideCitations('one\ntwo (spec \u00a79)\nthree')).toEqual([
      { line: 2, cites: 'a section sign (a numbered spec section)', text: 'two (spec \u00a79)' },
    ]);
  });
});

describe('tracked files', () => {
  it('cite no document outside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => {
      const text = readText(path);
      return text === null
        ? []
        : outsideCitations(text).map((c) => `${path}:${c.line} cites ${c.cites}: ${c.text}`);
    });
    expect(found, 'state the rule or cite a file in docs/ instead').toEqual([]);
  });
});
