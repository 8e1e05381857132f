/**
 * Keeps the build's caches from one Netlify build to the next:
 * - the generated files (covers and image variants, compressed files, under node_modules/.cache; see
 *   src/lib/runtime/disk-cache.ts), so a build draws only the covers of new or retitled posts;
 * - Astro's cache folder (node_modules/.astro): its incremental build's copies of the last output and
 *   what each page read then (src/integrations/kept-renderer.ts), so a build renders only the pages
 *   a content change alters.
 * A first build, or one after "Clear cache and deploy", makes them all.
 */
const CACHE_DIRS = ['node_modules/.cache', 'node_modules/.astro'];
const ATTEMPTS = 3;

/**
 * A cache only saves time: one that cannot be restored or saved (a file another build renamed while
 * it was copied, a full disk) is said in the log and the deploy goes on.
 */
async function tryCache(action, dir, said) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      if (await action(dir)) console.log(said(dir));
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) console.log(`Build cache: ${dir} skipped (${error.message})`);
    }
  }
}

export const onPreBuild = async ({ utils }) => {
  for (const dir of CACHE_DIRS)
    await tryCache(
      (path) => utils.cache.restore(path),
      dir,
      (path) => `Restored ${path}`,
    );
};

export const onPostBuild = async ({ utils }) => {
  for (const dir of CACHE_DIRS) {
    await tryCache(
      (path) => utils.cache.save(path),
      dir,
      (path) => `Saved ${path} for the next build`,
    );
  }
};
