import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stagedCopies } from '#lib/publishing/staged-copy.ts';

const work: string[] = [];
afterEach(() => {
  for (const dir of work.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function release(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'client', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'client', path), text);
  }
  return dir;
}

describe('stagedCopies', () => {
  it('links the live release’s client folder ahead, and hands it over once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'staged-copy-'));
    work.push(root);
    const releases = join(root, 'releases');
    const live = release(releases, '100', { 'index.html': 'home', 'insights/a.html': 'a' });
    const staged = stagedCopies(releases);
    staged.prepare(live);
    expect(staged.inUse()).toEqual(['next-100', 'next-100.partial']);

    const out = join(releases, '200');
    mkdirSync(out);
    expect(await staged.take(live, join(out, 'client'))).toBe(true);
    for (const path of ['index.html', 'insights/a.html']) {
      // The same file, not a copy of it.
      expect(statSync(join(out, 'client', path)).ino).toBe(
        statSync(join(live, 'client', path)).ino,
      );
    }
    expect(readFileSync(join(out, 'client', 'insights/a.html'), 'utf8')).toBe('a');
    expect(staged.inUse()).toEqual([]);
    expect(readdirSync(releases).sort()).toEqual(['100', '200']);
    // Taken: the next publish of the same release links for itself.
    mkdirSync(join(releases, '300'));
    expect(await staged.take(live, join(releases, '300', 'client'))).toBe(false);
  });

  it('hands over nothing for another release, and replaces the copy of an older one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'staged-copy-'));
    work.push(root);
    const releases = join(root, 'releases');
    const first = release(releases, '100', { 'index.html': 'one' });
    const second = release(releases, '200', { 'index.html': 'two' });
    const staged = stagedCopies(releases);
    staged.prepare(first);
    staged.prepare(second);
    mkdirSync(join(releases, '300'));
    expect(await staged.take(first, join(releases, '300', 'client'))).toBe(false);
    expect(await staged.take(second, join(releases, '300', 'client'))).toBe(true);
    expect(readFileSync(join(releases, '300', 'client', 'index.html'), 'utf8')).toBe('two');
    expect(readdirSync(releases).sort()).toEqual(['100', '200', '300']);
  });

  it('hands over nothing when the release cannot be copied', async () => {
    const root = mkdtempSync(join(tmpdir(), 'staged-copy-'));
    work.push(root);
    const releases = join(root, 'releases');
    const staged = stagedCopies(releases);
    staged.prepare(join(releases, 'missing'));
    mkdirSync(join(releases, '300'), { recursive: true });
    expect(await staged.take(join(releases, 'missing'), join(releases, '300', 'client'))).toBe(
      false,
    );
    expect(readdirSync(releases)).toEqual(['300']);
  });
});
