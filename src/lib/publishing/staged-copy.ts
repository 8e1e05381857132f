/**
 * The next release's links, made ahead (docs/ARCHITECTURE.md, "Incremental publishing"). A release
 * shares every unchanged file of the live release by a hard link, and at ten thousand posts that is
 * some 120,000 links: seconds of a publish, and more on a busy machine. The live release never
 * changes, so the links can be made as soon as it is live, in the background, into a folder of the
 * releases folder; the next publish moves that folder into its release in one rename and writes only
 * what changed. The links are the same either way: only when they are made differs.
 *
 * The folder is `next-{live release's name}`, made as `….partial` and renamed when complete, so a
 * folder under the final name is a whole copy. Neither name is a release's (those are digits), so a
 * starting server never serves one; pruning removes those no publish will take.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { linkAll, removeAll } from './link-tree.ts';

const PREFIX = 'next-';
const PARTIAL = '.partial';

interface Staging {
  /** The release folder whose `client/` it copies. */
  from: string;
  name: string;
  /** Resolves to the staged folder, or null when making it failed. */
  ready: Promise<string | null>;
}

export interface StagedCopies {
  /** Starts linking `releaseDir`'s `client/` into a staged folder (replacing any other one). */
  prepare(releaseDir: string): void;
  /**
   * Moves the staged copy of `releaseDir`'s `client/` to `to` (which must not exist; its parent
   * must), waiting for it if it is still being made. False when there is none: link it then.
   */
  take(releaseDir: string, to: string): Promise<boolean>;
  /** The releases folder's entries it uses, which pruning must leave. */
  inUse(): string[];
}

export function stagedCopies(releasesDir: string): StagedCopies {
  let current: Staging | undefined;
  return {
    prepare(releaseDir) {
      if (current?.from === releaseDir) return;
      const name = `${PREFIX}${basename(releaseDir)}`;
      const previous = current;
      const staging: Staging = {
        from: releaseDir,
        name,
        ready: (async () => {
          // One copy at a time: the previous one is of no use any more.
          const old = await previous?.ready.catch(() => null);
          if (old) await removeAll(old);
          const folder = join(releasesDir, name);
          const partial = `${folder}${PARTIAL}`;
          try {
            await mkdir(releasesDir, { recursive: true });
            await removeAll(partial);
            await removeAll(folder);
            await linkAll(join(releaseDir, 'client'), partial);
            await rename(partial, folder);
            return folder;
          } catch {
            await removeAll(partial);
            return null;
          }
        })(),
      };
      current = staging;
    },
    async take(releaseDir, to) {
      const staging = current;
      if (staging?.from !== releaseDir) return false;
      current = undefined;
      const folder = await staging.ready;
      if (!folder || !existsSync(folder)) return false;
      await rename(folder, to);
      return true;
    },
    inUse: () => (current ? [current.name, `${current.name}${PARTIAL}`] : []),
  };
}
