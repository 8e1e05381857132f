import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPostBuild, onPreBuild } from '#netlify-plugins/build-cache/index.js';

// The Netlify build keeps its caches between builds; a cache only saves time, so failing to keep
// one (a file renamed by another build while it was copied) never fails the deploy.
afterEach(() => vi.restoreAllMocks());

const copyError = () => new Error('CpyError: Cannot copy from `a.partial`: ENOENT');

describe('the build-cache plugin', () => {
  it('saves both caches, trying a failed copy again', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const save = vi.fn().mockRejectedValueOnce(copyError()).mockResolvedValue(true);
    await onPostBuild({ utils: { cache: { save } } });
    // scripts/test-netlify.mjs reads this line in the build's log.
    expect(log).toHaveBeenCalledWith('Saved node_modules/.cache for the next build');
    expect(save.mock.calls.map(([dir]) => dir)).toEqual([
      'node_modules/.cache',
      'node_modules/.cache',
      'node_modules/.astro',
    ]);
  });

  it('goes on, saying so, when a cache cannot be saved or restored at all', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(copyError());
    await expect(onPostBuild({ utils: { cache: { save: failing } } })).resolves.toBeUndefined();
    await expect(onPreBuild({ utils: { cache: { restore: failing } } })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('node_modules/.astro skipped'));
  });
});
