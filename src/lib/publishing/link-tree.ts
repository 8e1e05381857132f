/**
 * Hard links of a folder's files into another folder: how a release shares its unchanged files with
 * the one before it (never rewritten, no second copy on disk), and how a build keeps Astro's
 * pre-render bundle after Astro deletes its own folder.
 */
import { link, mkdir, readdir } from 'node:fs/promises';
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
