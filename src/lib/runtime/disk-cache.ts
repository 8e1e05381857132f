/**
 * A build-time cache of generated files (covers, image variants, image checks) under
 * node_modules/.cache: a file whose key is on disk is read back instead of being made again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export function diskCache(name: string) {
  const dir = join(process.cwd(), 'node_modules', '.cache', name);
  return async (key: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const file = join(dir, `${key}.${ext}`);
    try {
      return await readFile(file);
    } catch {
      const made = await make();
      // A read-only folder (a Netlify function's) only makes the cache slower.
      await mkdir(dir, { recursive: true })
        .then(() => writeFile(file, made))
        .catch(() => undefined);
      return made;
    }
  };
}
