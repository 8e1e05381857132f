/**
 * Node builds: writes the redirects from the old addresses of renamed posts, audiences, stages and
 * topics (slug-redirects.json, beside the client folder). The server answers them with 301 for as long as it serves this build, so an
 * old address keeps its page until the rebuild that renamed it is live. Netlify's catch-all function
 * looks them up itself (src/netlify/not-found.astro).
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadEnv } from '#config/env.ts';

export default function slugRedirects(): AstroIntegration {
  let outDir = '';
  return {
    name: 'northbeam:slug-redirects',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger, pages }) => {
        if (loadEnv().NETLIFY) return;
        // The database the pages were rendered from (its handle lives on globalThis).
        const { getDb } = await import('#lib/db/client.ts');
        const { allInsights } = await import('#lib/posts/queries.ts');
        const { allSlugRedirects, redirectRules, SLUG_REDIRECTS_FILE } =
          await import('#lib/posts/slug-redirects.ts');
        const { allPageRedirects, pageRedirectRules } =
          await import('#lib/content/page-slug-redirects.ts');
        const db = await getDb();
        const built = new Set((await allInsights(db)).map((insight) => insight.slug));
        const builtPaths = new Set(pages.map(({ pathname }) => `/${pathname.replace(/\/$/, '')}`));
        const rules = [
          ...redirectRules(await allSlugRedirects(db), built),
          ...pageRedirectRules(await allPageRedirects(db), builtPaths),
        ];
        await writeFile(join(outDir, SLUG_REDIRECTS_FILE), `${JSON.stringify(rules, null, 2)}\n`);
        logger.info(`${rules.length} redirect(s) from old addresses`);
      },
    },
  };
}
