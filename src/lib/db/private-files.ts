/**
 * The embedded database holds leads and password hashes: its folder is private to the server's user.
 * PGlite creates its files mode 0666 whatever the umask, so permissions are tightened after it opens
 * and closes; files it creates in between sit inside a 0700 folder nobody else can enter.
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;

/** Creates dir (and parents) if needed and makes it 0700. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Clears the group and other permission bits of everything under dir. */
export function restrictToOwner(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = statSync(path).mode & 0o7777;
    if (mode & 0o077) chmodSync(path, mode & ~0o077);
    if (entry.isDirectory()) restrictToOwner(path);
  }
}
