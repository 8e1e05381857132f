/** The builds on disk a starting server can serve: dist/ and the complete releases in RELEASES_DIR. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseManifest,
  RELEASE_MANIFEST,
  type BuiltRelease,
} from '#lib/publishing/release-choice.ts';

export function readBuiltRelease(dir: string): BuiltRelease {
  const file = join(dir, RELEASE_MANIFEST);
  return { dir, manifest: existsSync(file) ? parseManifest(readFileSync(file, 'utf8')) : null };
}

/**
 * Release folders (named by their start time) whose build finished: the manifest is written last,
 * so a build killed half-way has none and is never served.
 */
export function completeReleases(releasesDir: string): BuiltRelease[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => readBuiltRelease(join(releasesDir, entry.name)))
    .filter((release) => release.manifest && existsSync(join(release.dir, 'client', 'index.html')));
}
