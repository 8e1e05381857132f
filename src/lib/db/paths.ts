/** Where the project's data files live, found from the working directory (the server and scripts run at the project root). */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function projectRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'supabase', 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`supabase/migrations not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const migrationsDir = (root = projectRoot()) => join(root, 'supabase', 'migrations');
export const seedDir = (root = projectRoot()) => join(root, 'content', 'seed');
