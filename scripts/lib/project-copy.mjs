/** A copy of the project without its outputs, for builds that must not touch the worktree's. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Copies the files git would commit (tracked and new, not ignored) from `root` into `site`, and links
 * `root`'s node_modules (or `nodeModules`) into it.
 *
 * @param {string} root
 * @param {string} site
 * @param {string} [nodeModules]
 */
export function copyProject(root, site, nodeModules = join(root, 'node_modules')) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted but not yet committed
    mkdirSync(dirname(join(site, file)), { recursive: true });
    cpSync(join(root, file), join(site, file));
  }
  symlinkSync(nodeModules, join(site, 'node_modules'), 'dir');
}
