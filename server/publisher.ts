/**
 * Self-hosted publishing: after a content change, make a new release folder and swap it in. First
 * the incremental publish (`#lib/publishing/incremental-release.ts`) renders only the pages the
 * change shows on, in this process; when it cannot (it says why), the whole static site is rebuilt
 * in a child process. The live site keeps serving the previous release until the new one is
 * complete, and a failure changes nothing. A full build reads Postgres at DATABASE_URL, or a dump of
 * the embedded database, never the live data directory itself.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debounceRuns } from '#lib/publishing/debounce.ts';
import { linkTree, removeAll } from '#lib/publishing/link-tree.ts';
import { describeChanges, type PublishStatus } from '#lib/publishing/status.ts';
import type { IncrementalOutcome } from '#lib/publishing/incremental-release.ts';
import type { SitePublisher } from '#lib/publishing/index.ts';
import { loadReleaseDir, type Release } from './site-handler.ts';

export interface RebuildOptions {
  projectRoot: string;
  releasesDir: string;
  /** Environment for the build process: at least how it reaches the database. */
  buildEnv(releasesDir: string): Promise<NodeJS.ProcessEnv>;
  swap(release: Release): void;
  currentClientDir(): string;
  /**
   * True when the live release already shows what the database holds (its recorded content
   * fingerprint equals the database's): the rebuild is skipped, as after saving a draft.
   */
  upToDate?: () => Promise<boolean>;
  /**
   * Publishes the change into `outDir` by rendering only what it changes, or answers why a full
   * build must (server/start.ts hands it the live release's kept renderer). Without it every
   * change is a full build.
   */
  incremental?: (outDir: string) => Promise<IncrementalOutcome>;
  /**
   * Makes `outDir` a copy of the release in `releaseDir` with its search index made again from its
   * pages: an incremental release goes live with the index it had, and this one follows it.
   */
  searchIndex?: (releaseDir: string, outDir: string) => Promise<void>;
  /**
   * The deploy's hashed assets (`dist/client/_astro`): the previews render with the deploy's server
   * bundle, which names them, so a release built in full gets any it lacks.
   */
  deployAssetsDir?: string;
  /** Called with each release folder once it is live (to link the next release ahead). */
  onLive?: (releaseDir: string) => void;
  /** Release-folder entries pruning must leave (the kept renderer in use). */
  keepEntries?: () => readonly string[];
  debounceMs?: number;
  log?: (message: string) => void;
}

const now = () => new Date().toISOString();

/** The database dump a rebuild reads, kept beside the releases (see server/start.ts). */
export const SNAPSHOT_FILE = 'database-snapshot.tar';

/**
 * A release is built outside the project, but its prerender bundle imports packages (react, …) by
 * name: a node_modules link beside the releases lets Node resolve them from there.
 */
async function linkNodeModules(projectRoot: string, releasesDir: string): Promise<void> {
  try {
    await symlink(join(projectRoot, 'node_modules'), join(releasesDir, 'node_modules'), 'dir');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function runBuild(projectRoot: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const astro = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const exitWithParent = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
    const args = ['--import', exitWithParent, astro, 'build', '--outDir', outDir];
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...env, BUILD_PARENT_PID: String(process.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keepTail = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keepTail);
    child.stderr.on('data', keepTail);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else {
        console.error(`[publish] build output (last 4000 characters):\n${tail}`);
        const reason = tail
          .split('\n')
          .filter((line) => /error/i.test(line))
          .slice(-3)
          .join(' ')
          .trim();
        reject(new Error(reason || `build exited with code ${code}`));
      }
    });
  });
}

export function createRebuildPublisher(
  options: RebuildOptions,
): SitePublisher & { idle(): Promise<void> } {
  const log = options.log ?? ((message: string) => console.log(`[publish] ${message}`));
  let status: PublishStatus = {
    state: 'idle',
    message: 'No unpublished changes.',
    updatedAt: now(),
  };

  // A change saved while a build runs is not in that build: it must not be reported live with it.
  let changedSinceBuildStarted = false;
  /** What changed since the last build started, and what the running build carries. */
  let pending: string[] = [];
  let building: string[] = [];
  /** The release this publisher swapped in last, and the folders a publish is using now. */
  let liveId: string | null = null;
  /** By how many of them (a publish and an index may both read the live release). */
  const using = new Map<string, number>();
  const use = (...ids: string[]) => {
    for (const id of ids) using.set(id, (using.get(id) ?? 0) + 1);
  };
  const letGo = (...ids: string[]) => {
    for (const id of ids) {
      const left = (using.get(id) ?? 0) - 1;
      if (left > 0) using.set(id, left);
      else using.delete(id);
    }
  };
  /**
   * A new release's folder name: the time it starts, in milliseconds, and never one given before.
   * A publish and the search index that follows the last one run side by side and may start in the
   * same millisecond; sharing a folder, one would write into the other's release.
   */
  let lastId = 0;
  const newReleaseId = () => {
    let id = Math.max(Date.now(), lastId + 1);
    while (existsSync(join(options.releasesDir, String(id)))) id += 1;
    lastId = id;
    return String(id);
  };
  /** The search indexes that follow the pages, one after another, each in the background. */
  let following: Promise<void> = Promise.resolve();
  const keep = (...ids: string[]) => [...ids, ...using.keys(), ...(options.keepEntries?.() ?? [])];

  /** A check that cannot run (the database busy, no manifest) rebuilds, as before the check. */
  const isUpToDate = async () => {
    try {
      return (await options.upToDate?.()) === true;
    } catch (error) {
      log(`could not compare with the live release: ${(error as Error).message}`);
      return false;
    }
  };

  const rebuild = async () => {
    changedSinceBuildStarted = false;
    building = pending;
    pending = [];
    const change = describeChanges(building);
    const checking = performance.now();
    const upToDate = await isUpToDate();
    const checkMs = Math.round(performance.now() - checking);
    if (upToDate) {
      status = {
        state: 'live',
        message:
          'Live: nothing on the public site changed (drafts, and scheduled posts until their time, are not on it).',
        updatedAt: now(),
        ...(change && { change }),
      };
      log('no change to the public site: nothing to rebuild');
      return;
    }
    const started = Date.now();
    const id = newReleaseId();
    const outDir = join(options.releasesDir, id);
    // The live release it starts from, and its own folder: a search index that catches up
    // meanwhile must not prune them.
    const from = basename(dirname(options.currentClientDir()));
    use(from, id);
    status = {
      state: 'rebuilding',
      message: 'Publishing the pages that show your change…',
      updatedAt: now(),
      startedAt: new Date(started).toISOString(),
      ...(change && { change }),
    };
    try {
      await mkdir(options.releasesDir, { recursive: true });
      await linkNodeModules(options.projectRoot, options.releasesDir);
      const outcome = await publishIncrementally(outDir);
      let built: string;
      if (outcome.kind === 'released') {
        built = `${outcome.changed} of ${outcome.total} pages and files updated`;
        log(
          `incremental release ${id}: ${outcome.rendered} pages rendered, ${outcome.changed} changed, ${outcome.removed} removed (fingerprint ${checkMs} ms, ${Object.entries(
            outcome.steps,
          )
            .map(([name, ms]) => `${name} ${ms} ms`)
            .join(', ')}; slowest ${outcome.slowest
            .map(({ pathname, ms }) => `${pathname} ${ms} ms`)
            .join(', ')})`,
        );
      } else {
        // Nothing of the incremental attempt is kept: the full build writes the folder afresh.
        await rm(outDir, { recursive: true, force: true });
        status = {
          ...status,
          message: `Rebuilding the whole public site (${outcome.reason})…`,
          updatedAt: now(),
        };
        log(`full build: ${outcome.reason}`);
        await runBuild(options.projectRoot, outDir, await options.buildEnv(options.releasesDir));
        if (options.deployAssetsDir) await withDeployAssets(options.deployAssetsDir, outDir);
        built = `rebuilt in full (${outcome.reason})`;
      }
      const swapping = performance.now();
      options.swap(loadReleaseDir(outDir));
      liveId = id;
      const swapMs = Math.round(performance.now() - swapping);
      options.onLive?.(outDir);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      status = changedSinceBuildStarted
        ? {
            state: 'rebuilding',
            message: 'Publishing again to include your latest changes…',
            updatedAt: now(),
            startedAt: now(),
          }
        : {
            state: 'live',
            message: `Live in ${seconds} s: ${built}.`,
            updatedAt: now(),
            ...(change && { change }),
          };
      log(`release ${id} is live after ${seconds} s (swap ${swapMs} ms)`);
      // The next change need not wait for the index (a minute and more at ten thousand posts).
      letGo(from, id);
      if (outcome.kind === 'released' && outcome.searchIndexBehind && options.searchIndex) {
        use(id);
        following = following.then(() => followWithSearchIndex(id, started));
      }
      await pruneReleases(options.releasesDir, keep(id));
    } catch (error) {
      letGo(from, id);
      await rm(outDir, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      // Retrying must rebuild these changes again.
      pending = [...building, ...pending];
      status = {
        state: 'failed',
        message: `Publishing failed; the site still shows the previous version. ${reason}`,
        updatedAt: now(),
        ...(change && { change }),
      };
      log(`publish failed: ${reason}`);
      throw error;
    } finally {
      // The build deletes the dump once loaded; a build that failed before that must not leave it.
      await rm(join(options.releasesDir, SNAPSHOT_FILE), { force: true });
    }
  };

  /**
   * The search index after the pages: a release of its own, swapped in when ready, unless a later
   * release went live meanwhile (its index follows it: this one would bring back older pages). Its
   * failure leaves the pages live with the index they had (the live release says it is behind, so
   * the next publish makes it again).
   */
  const followWithSearchIndex = async (pagesId: string, started: number): Promise<void> => {
    if (liveId !== pagesId) {
      letGo(pagesId);
      return;
    }
    const id = newReleaseId();
    const outDir = join(options.releasesDir, id);
    use(id);
    try {
      await options.searchIndex!(join(options.releasesDir, pagesId), outDir);
      if (liveId !== pagesId) {
        await rm(outDir, { recursive: true, force: true });
        log(`search index of release ${pagesId} dropped: a later release is live`);
        return;
      }
      options.swap(loadReleaseDir(outDir));
      liveId = id;
      options.onLive?.(outDir);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`search index of release ${pagesId} is live after ${seconds} s (release ${id})`);
      if (status.state === 'live') {
        status = {
          ...status,
          message: `${status.message} Site search caught up after ${seconds} s.`,
        };
      }
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      log(`search index not updated: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      letGo(pagesId, id);
    }
    // A publish running now prunes when it ends (it keeps the folders it uses).
    if (liveId === id && using.size === 0) await pruneReleases(options.releasesDir, keep(id));
  };

  /** The incremental publish, or why there is none; its failure is the publish's failure. */
  const publishIncrementally = async (outDir: string): Promise<IncrementalOutcome> =>
    options.incremental
      ? options.incremental(outDir)
      : { kind: 'full', reason: 'this server publishes by full builds only' };

  const runs = debounceRuns(rebuild, options.debounceMs ?? 300);
  return {
    contentChanged(change) {
      changedSinceBuildStarted = true;
      if (change) pending.push(change);
      if (status.state !== 'rebuilding') {
        status = {
          state: 'saved',
          message: 'Saved. The public site rebuilds in a moment.',
          updatedAt: now(),
        };
      }
      runs.trigger();
    },
    status: () => status,
    async idle() {
      await runs.idle();
      await following;
      await runs.idle();
    },
  };
}

/** Links the deploy's assets a release lacks into it (a build of other code names others). */
async function withDeployAssets(assetsDir: string, releaseDir: string): Promise<void> {
  if (!existsSync(assetsDir)) return;
  const target = join(releaseDir, 'client', '_astro');
  const linked = await linkTree(assetsDir, target, (path) => existsSync(join(target, path)));
  if (linked > 0) console.log(`[publish] ${linked} of the deploy's assets linked into the release`);
}

/** Keeps the live release; removes older ones (requests still streaming from them have their files open). */
async function pruneReleases(releasesDir: string, keep: readonly string[]): Promise<void> {
  for (const entry of await readdir(releasesDir)) {
    if (![...keep, 'node_modules', SNAPSHOT_FILE].includes(entry))
      await removeAll(join(releasesDir, entry));
  }
}
