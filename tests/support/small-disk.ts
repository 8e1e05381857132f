/**
 * A small file system of its own, for tests of a full disk: a tmpfs of the given size, mounted on a
 * new temporary folder. Mounting needs root (CI runs as root); elsewhere the test stops with what
 * to do instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  dir: string;
  /** Free bytes on it now. */
  free(): number;
  /** Grows (or shrinks) it in place: what freeing space does to a real disk. */
  resize(bytes: number): void;
  unmount(): void;
}

export const MB = 1024 * 1024;

export function mountSmallDisk(bytes: number): SmallDisk {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The full-disk tests mount a small tmpfs, which needs root (CI runs as root). Run them as ' +
        'root, e.g. in the CI container.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-small-disk-'));
  const mount = (options: string) =>
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
  mount(`size=${bytes},mode=0700`);
  return {
    dir,
    free: () => {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
    resize: (size) => execFileSync('mount', ['-o', `remount,size=${size}`, dir], { stdio: 'pipe' }),
    unmount: () => {
      execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
