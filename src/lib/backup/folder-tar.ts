/**
 * A folder read into memory and written as one tar, laid out as PGlite's own dump of its data
 * folder (entry names from the folder's root, `/base/1/112`; folders as entries of their own, the
 * empty ones Postgres needs included), which PGlite's `loadDataDir` reads back.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import tar from 'tar-stream';

export interface FolderEntry {
  /** From the folder's root, with a leading slash: `/base/1/112`. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: Date;
  data?: Buffer;
}

/** Files read at once: enough to keep the disk busy, few enough to keep the descriptors few. */
const READS_AT_ONCE = 16;

/**
 * Every folder and file under `root` (symbolic links and the top-level names in `leaveOut` left
 * out), folders before what they hold.
 */
export async function readFolder(
  root: string,
  leaveOut: readonly string[],
): Promise<FolderEntry[]> {
  const skip = new Set(leaveOut);
  const entries: FolderEntry[] = [];
  const files: FolderEntry[] = [];
  const walk = async (relative: string) => {
    for (const item of (await readdir(join(root, relative), { withFileTypes: true })).sort(
      (a, b) => (a.name < b.name ? -1 : 1),
    )) {
      if (relative === '' && skip.has(item.name)) continue;
      const name = `${relative}/${item.name}`;
      if (item.isDirectory()) {
        const info = await lstat(join(root, name));
        entries.push({ name, type: 'directory', mode: info.mode & 0o7777, mtime: info.mtime });
        await walk(name);
      } else if (item.isFile()) {
        const info = await lstat(join(root, name));
        const entry: FolderEntry = {
          name,
          type: 'file',
          mode: info.mode & 0o7777,
          mtime: info.mtime,
        };
        entries.push(entry);
        files.push(entry);
      }
    }
  };
  await walk('');
  for (let at = 0; at < files.length; at += READS_AT_ONCE) {
    await Promise.all(
      files.slice(at, at + READS_AT_ONCE).map(async (entry) => {
        entry.data = await readFile(join(root, entry.name));
      }),
    );
  }
  return entries;
}

/** The entries as one uncompressed tar, in one buffer of its own (it can be moved between threads). */
export async function tarOf(entries: readonly FolderEntry[]): Promise<Uint8Array> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  for (const entry of entries) {
    const header = { name: entry.name, mode: entry.mode, mtime: entry.mtime };
    if (entry.type === 'directory') pack.entry({ ...header, type: 'directory' });
    else pack.entry({ ...header, type: 'file', size: entry.data!.byteLength }, entry.data!);
  }
  pack.finalize();
  await ended;
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const tarBytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    tarBytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return tarBytes;
}
