import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRebuildPublisher } from '#server/publisher.ts';
import { waitFor } from '#test-support/wait-for.ts';
import type { Release } from '#server/site-handler.ts';
import type { IncrementalOutcome } from '#lib/publishing/incremental-release.ts';

// A stand-in for `astro build`: writes a page into --outDir after BUILD_MS, or fails when told to.
const FAKE_ASTRO = `
import { mkdirSync, writeFileSync } from 'node:fs';
const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
setTimeout(() => {
  if (process.env.FAIL_BUILD) { console.error('error: the page template broke'); process.exit(1); }
  mkdirSync(outDir + '/client', { recursive: true });
  writeFileSync(outDir + '/client/index.html', '<h1>' + Date.now() + '</h1>');
}, Number(process.env.BUILD_MS ?? 50));
`;

let projectRoot: string;

beforeAll(async () => {
  projectRoot = await mkdtemp(join(tmpdir(), 'northbeam-publisher-'));
  await mkdir(join(projectRoot, 'node_modules', 'astro', 'bin'), { recursive: true });
  await writeFile(join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'), FAKE_ASTRO);
});

afterAll(async () => {
  await rm(projectRoot, { recursive: true, force: true });
});

function publisher(
  env: NodeJS.ProcessEnv = {},
  upToDate?: () => Promise<boolean>,
  more: Partial<Parameters<typeof createRebuildPublisher>[0]> = {},
) {
  const releasesDir = join(projectRoot, `releases-${Math.random().toString(36).slice(2)}`);
  const swapped: Release[] = [];
  const instance = createRebuildPublisher({
    projectRoot,
    releasesDir,
    buildEnv: async () => ({ ...process.env, ...env }),
    swap: (release) => swapped.push(release),
    currentClientDir: () => join(projectRoot, 'dist', 'client'),
    debounceMs: 20,
    log: () => {},
    ...(upToDate && { upToDate }),
    ...more,
  });
  return { instance, swapped, releasesDir };
}

/** A stand-in incremental publish: writes a page into its folder after `ms`, as a release. */
const incrementalRelease =
  (ms = 20, searchIndexBehind = false) =>
  async (outDir: string): Promise<IncrementalOutcome> => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await mkdir(join(outDir, 'client'), { recursive: true });
    await writeFile(join(outDir, 'client', 'index.html'), '<h1>incremental</h1>');
    return {
      kind: 'released',
      rendered: 3,
      changed: 2,
      removed: 0,
      total: 300,
      searchIndexBehind,
      steps: {},
      slowest: [],
    };
  };

describe('the self-hosted rebuild publisher', () => {
  it('goes saved → rebuilding → live and swaps in the new release', async () => {
    const { instance, swapped, releasesDir } = publisher();
    expect(instance.status().state).toBe('idle');
    instance.contentChanged();
    expect(instance.status().state).toBe('saved');
    await waitFor(
      () => instance.status().state === 'rebuilding',
      'the publisher to start its rebuild',
    );
    expect(instance.status().state).toBe('rebuilding');
    await instance.idle();
    expect(instance.status().state).toBe('live');
    expect(swapped).toHaveLength(1);
    const [release] = swapped;
    expect(release?.clientDir.startsWith(releasesDir)).toBe(true);
    expect(await readdir(release!.clientDir)).toEqual(['index.html']);
  });

  it('does not report live while a change saved during the build is still unbuilt', async () => {
    const { instance, swapped } = publisher({ BUILD_MS: '400' });
    instance.contentChanged();
    await waitFor(
      () => instance.status().state === 'rebuilding',
      'the publisher to start its rebuild',
    );
    instance.contentChanged();
    await waitFor(() => swapped.length === 1, 'the first release to be swapped in');
    expect(instance.status().state).toBe('rebuilding');
    await instance.idle();
    expect(swapped).toHaveLength(2);
    expect(instance.status().state).toBe('live');
  });

  it('keeps the live release when the build fails and says why', async () => {
    const { instance, swapped, releasesDir } = publisher({ FAIL_BUILD: '1' });
    instance.contentChanged();
    await instance.idle();
    expect(swapped).toHaveLength(0);
    expect(instance.status().state).toBe('failed');
    expect(instance.status().message).toContain('the page template broke');
    expect((await readdir(releasesDir)).filter((name) => /^\d+$/.test(name))).toEqual([]);
  });

  it('skips the build when the live release already shows the content (a draft was saved)', async () => {
    const { instance, swapped } = publisher({}, async () => true);
    instance.contentChanged();
    await instance.idle();
    expect(swapped).toHaveLength(0);
    expect(instance.status().state).toBe('live');
    expect(instance.status().message).toContain('nothing on the public site changed');
  });

  it('builds when the comparison with the live release cannot be made', async () => {
    const { instance, swapped } = publisher({}, async () => {
      throw new Error('database busy');
    });
    instance.contentChanged();
    await instance.idle();
    expect(swapped).toHaveLength(1);
    expect(instance.status().state).toBe('live');
  });

  it('names the changes a build carries, with the build’s start time while it runs', async () => {
    const { instance } = publisher({ BUILD_MS: '200' });
    instance.contentChanged('Saved “A”');
    instance.contentChanged('Published “B”');
    await waitFor(
      () => instance.status().state === 'rebuilding',
      'the publisher to start its rebuild',
    );
    expect(instance.status()).toMatchObject({
      state: 'rebuilding',
      change: 'Published “B”; Saved “A”',
      startedAt: expect.any(String),
    });
    await instance.idle();
    expect(instance.status()).toMatchObject({ state: 'live', change: 'Published “B”; Saved “A”' });
  });

  it('carries a failed build’s changes into the retry', async () => {
    const failing = publisher({ FAIL_BUILD: '1' });
    failing.instance.contentChanged('Published “B”');
    await failing.instance.idle();
    expect(failing.instance.status()).toMatchObject({ state: 'failed', change: 'Published “B”' });
    failing.instance.contentChanged('Retry after a failed build');
    await failing.instance.idle();
    expect(failing.instance.status().change).toBe('Retry after a failed build; Published “B”');
  });

  it('publishes incrementally when it can, and says so, with no build', async () => {
    const { instance, swapped, releasesDir } = publisher({ FAIL_BUILD: '1' }, undefined, {
      incremental: incrementalRelease(),
    });
    instance.contentChanged('Saved “A”');
    await instance.idle();
    expect(instance.status()).toMatchObject({ state: 'live', change: 'Saved “A”' });
    expect(instance.status().message).toMatch(
      /^Live in \d+\.\d s: 2 of 300 pages and files updated\.$/,
    );
    expect(swapped).toHaveLength(1);
    expect(swapped[0]!.clientDir.startsWith(releasesDir)).toBe(true);
  });

  it('builds in full when the incremental publish cannot, and says why', async () => {
    const { instance, swapped } = publisher({}, undefined, {
      incremental: async () => ({ kind: 'full', reason: 'the site was deployed since' }),
    });
    instance.contentChanged();
    await instance.idle();
    expect(instance.status().state).toBe('live');
    expect(instance.status().message).toContain('rebuilt in full (the site was deployed since)');
    expect(swapped).toHaveLength(1);
    expect(await readdir(swapped[0]!.clientDir)).toEqual(['index.html']);
  });

  it('keeps the live release when a page fails to render, says why, and leaves no folder', async () => {
    const { instance, swapped, releasesDir } = publisher({}, undefined, {
      incremental: async (outDir) => {
        await mkdir(join(outDir, 'client'), { recursive: true });
        throw new Error('/pricing: the Plans document has no tiers');
      },
    });
    instance.contentChanged('Saved “Plans”');
    await instance.idle();
    expect(swapped).toHaveLength(0);
    expect(instance.status()).toMatchObject({ state: 'failed', change: 'Saved “Plans”' });
    expect(instance.status().message).toContain('/pricing: the Plans document has no tiers');
    expect((await readdir(releasesDir)).filter((name) => /^\d+$/.test(name))).toEqual([]);
  });

  it('lands a change saved during an incremental publish with a second one', async () => {
    const { instance, swapped } = publisher({}, undefined, {
      incremental: incrementalRelease(300),
    });
    instance.contentChanged('Saved “A”');
    await waitFor(
      () => instance.status().state === 'rebuilding',
      'the publisher to start rebuilding',
    );
    instance.contentChanged('Saved “B”');
    await waitFor(() => swapped.length === 1, 'the release to be swapped in');
    expect(instance.status().state).toBe('rebuilding');
    await instance.idle();
    expect(swapped).toHaveLength(2);
    expect(instance.status()).toMatchObject({ state: 'live', change: 'Saved “B”' });
  });

  it('swaps in the search index after the pages, in a release of its own', async () => {
    const indexed: string[] = [];
    const { instance, swapped, releasesDir } = publisher({}, undefined, {
      incremental: incrementalRelease(20, true),
      searchIndex: async (releaseDir, outDir) => {
        indexed.push(releaseDir);
        await mkdir(join(outDir, 'client', 'pagefind'), { recursive: true });
        await writeFile(join(outDir, 'client', 'index.html'), '<h1>indexed</h1>');
      },
    });
    instance.contentChanged();
    await instance.idle();
    expect(swapped).toHaveLength(2);
    expect(indexed).toEqual([join(releasesDir, basename(dirname(swapped[0]!.clientDir)))]);
    expect(instance.status().message).toContain('Site search caught up after');
    // The pages' release is pruned once the index's is live.
    const folders = (await readdir(releasesDir)).filter((name) => /^\d+$/.test(name));
    expect(folders).toEqual([basename(dirname(swapped[1]!.clientDir))]);
  });

  it('publishes the next change while the search index catches up, and drops an overtaken index', async () => {
    const indexed: string[] = [];
    let live: Release[] = [];
    const { instance, swapped, releasesDir } = publisher({}, undefined, {
      incremental: incrementalRelease(20, true),
      currentClientDir: () => live.at(-1)?.clientDir ?? join(projectRoot, 'dist', 'client'),
      searchIndex: async (releaseDir, outDir) => {
        indexed.push(basename(releaseDir));
        // The first index takes long (a big site's), the next one not.
        await new Promise((resolve) => setTimeout(resolve, indexed.length === 1 ? 2_000 : 20));
        await mkdir(join(outDir, 'client'), { recursive: true });
        await writeFile(join(outDir, 'client', 'index.html'), '<h1>indexed</h1>');
      },
    });
    live = swapped;
    instance.contentChanged();
    await waitFor(() => indexed.length === 1, 'the first search index to start');
    const saved = Date.now();
    instance.contentChanged();
    await waitFor(() => swapped.length === 2, 'the second change to go live');
    expect(Date.now() - saved).toBeLessThan(1_500);
    await instance.idle();
    const names = swapped.map((release) => basename(dirname(release.clientDir)));
    // The first index would have brought back the first change's pages: only the second's follows.
    expect(indexed).toEqual(names.slice(0, 2));
    expect(names).toHaveLength(3);
    expect(instance.status().message).toContain('Site search caught up after');
    const folders = (await readdir(releasesDir)).filter((name) => /^\d+$/.test(name));
    expect(folders).toEqual([names[2]]);
  });

  it('gives every release a folder of its own, even when a publish and an index start in the same millisecond', async () => {
    let live: Release[] = [];
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_795_966_100_570);
    try {
      const { instance, swapped } = publisher({}, undefined, {
        incremental: incrementalRelease(20, true),
        currentClientDir: () => live.at(-1)?.clientDir ?? join(projectRoot, 'dist', 'client'),
        searchIndex: async (_releaseDir, outDir) => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          await mkdir(join(outDir, 'client'), { recursive: true });
          await writeFile(join(outDir, 'client', 'index.html'), '<h1>indexed</h1>');
        },
      });
      live = swapped;
      instance.contentChanged();
      await waitFor(() => swapped.length === 1, 'the first change to go live');
      instance.contentChanged();
      await instance.idle();
      const names = swapped.map((release) => basename(dirname(release.clientDir)));
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(new Set(names).size).toBe(names.length);
      expect(instance.status().state).toBe('live');
    } finally {
      clock.mockRestore();
    }
  });

  it('gives a release built in full the deploy’s assets it lacks, which the previews name', async () => {
    const deployAssets = join(projectRoot, 'deploy-assets');
    await mkdir(deployAssets, { recursive: true });
    await writeFile(join(deployAssets, 'BaseLayout.deploy1.css'), 'body{color:red}');
    const { instance, swapped } = publisher({}, undefined, { deployAssetsDir: deployAssets });
    instance.contentChanged();
    await instance.idle();
    expect(instance.status().state).toBe('live');
    const assets = join(swapped[0]!.clientDir, '_astro');
    expect(await readdir(assets)).toEqual(['BaseLayout.deploy1.css']);
    const [linked, deployed] = await Promise.all([
      stat(join(assets, 'BaseLayout.deploy1.css')),
      stat(join(deployAssets, 'BaseLayout.deploy1.css')),
    ]);
    expect(linked.ino).toBe(deployed.ino);
  });
});
