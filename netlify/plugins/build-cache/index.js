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

export const onPreBuild = async ({ utils }) => {
  for (const dir of CACHE_DIRS) {
    if (await utils.cache.restore(dir)) console.log(`Restored ${dir}`);
  }
};

export const onPostBuild = async ({ utils }) => {
  for (const dir of CACHE_DIRS) {
    if (await utils.cache.save(dir)) console.log(`Saved ${dir} for the next build`);
  }
};
