/**
 * A build-time cache of generated files (covers, image variants, image checks, compressed pages and
 * assets) under node_modules/.cache: a file whose key is on disk is read back instead of being made
 * again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface DiskCache {
  (key: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** The folder the entries live in. */
  readonly dir: string;
  /**
   * Deletes every entry that no call of this process asked for: run at the end of a build, it keeps
   * exactly what that build used, so the cache stays the size of one build however often it runs.
   */
  pruneUnused(): Promise<number>;
}

export function diskCache(name: string): DiskCache {
  const dir = join(process.cwd(), 'node_modules', '.cache', name);
  const used = new Set<string>();
  /** Entries being made in this process: a second caller waits for the first one's result. */
  const making = new Map<string, Promise<Buffer>>();
  const cached = (key: string, ext: string, make: () => Promise<Buffer>) => {
    const entry = `${key}.${ext}`;
    used.add(entry);
    // An incremental publish renders a post's six cover sizes at once, each from one drawing.
    const pending = making.get(entry);
    if (pending) return pending;
    const result = readOrMake(entry, make).finally(() => making.delete(entry));
    making.set(entry, result);
    return result;
  };
  const readOrMake = async (entry: string, make: () => Promise<Buffer>) => {
    const file = join(dir, entry);
    try {
      return await readFile(file);
    } catch {
      const made = await make();
      // Written aside and renamed into place: builds side by side (a rebuild while `npm run build`
      // runs, end-to-end workers) share the folder, and a reader must never see half a file.
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      // A read-only folder (a Netlify function's) only makes the cache slower.
      await mkdir(dir, { recursive: true })
        .then(() => writeFile(partial, made))
        .then(() => rename(partial, file))
        .catch(() => rm(partial, { force: true }));
      return made;
    }
  };
  const pruneUnused = async () => {
    let removed = 0;
    const entries = await readdir(dir).catch(() => [] as string[]);
    for (const entry of entries) {
      // Another build's write in progress is its own to finish or remove.
      if (used.has(entry) || entry.endsWith('.partial')) continue;
      await rm(join(dir, entry), { force: true });
      removed += 1;
    }
    return removed;
  };
  return Object.assign(cached, { dir, pruneUnused });
}
