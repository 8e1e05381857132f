/**
 * Hard links of a folder's files into another folder: how a release shares its unchanged files with
 * the one before it (never rewritten, no second copy on disk), and how a build keeps Astro's
 * pre-render bundle after Astro deletes its own folder.
 */
import { spawn } from 'node:child_process';
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Links made at once: each is one system call, mostly waiting on the file system's journal. */
const CONCURRENCY = 16;

export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Links every file under `from` to the same place under `to`, except those `skip` names (by their
 * path relative to `from`, `/`-separated). Returns how many it linked.
 */
export async function linkTree(
  from: string,
  to: string,
  skip: (path: string) => boolean = () => false,
): Promise<number> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const dirs = new Set<string>([to]);
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const path = relative(from, join(entry.parentPath, entry.name)).split('\\').join('/');
    if (skip(path)) continue;
    files.push(path);
    dirs.add(dirname(join(to, path)));
  }
  // Parents first: a folder's path is shorter than anything inside it.
  for (const dir of [...dirs].sort((a, b) => a.length - b.length)) {
    await mkdir(dir, { recursive: true });
  }
  await runLimited(files, CONCURRENCY, (path) => link(join(from, path), join(to, path)));
  return files.length;
}

/**
 * The same as `linkTree` without exceptions, by `cp -al` where there is one: a child process makes
 * the links, so the server's event loop stays free, and it takes a fraction of the CPU (a release of
 * ten thousand posts is some 120,000 files). `to` must not exist yet.
 */
export async function linkAll(from: string, to: string): Promise<void> {
  const copied = await new Promise<boolean>((resolve) => {
    const child = spawn('cp', ['-al', from, to], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  if (copied) return;
  // No GNU cp (macOS, say): the same links, made here.
  await rm(to, { recursive: true, force: true });
  await linkTree(from, to);
}

/**
 * Removes a folder and everything in it, by `rm -rf` where there is one: an old release of ten
 * thousand posts is some 120,000 files, and removing them here took seconds of the event loop.
 */
export async function removeAll(dir: string): Promise<void> {
  const removed = await new Promise<boolean>((resolve) => {
    const child = spawn('rm', ['-rf', '--', dir], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  if (!removed) await rm(dir, { recursive: true, force: true });
}
