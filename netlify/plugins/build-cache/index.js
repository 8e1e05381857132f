/**
 * Keeps the build's generated-file caches (covers and image variants, under node_modules/.cache; see
 * src/lib/runtime/disk-cache.ts) from one Netlify build to the next, so a build draws only the covers
 * of new or retitled posts instead of every post's. A first build, or one after "Clear cache and
 * deploy", draws them all.
 */
const CACHE_DIR = 'node_modules/.cache';

export const onPreBuild = async ({ utils }) => {
  if (await utils.cache.restore(CACHE_DIR)) console.log(`Restored ${CACHE_DIR}`);
};

export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(CACHE_DIR)) console.log(`Saved ${CACHE_DIR} for the next build`);
};
