/**
 * Every build: the redirects it serves.
 * - Node builds write the old addresses of renamed posts, audiences, stages, topics, locations and
 *   industries (slug-redirects.json) and the redirects kept in the admin's redirects manager
 *   (redirects.json), beside the client folder. The server answers them for as long as it serves this
 *   build, so an old address keeps its page until the rebuild that renamed it is live.
 * - Netlify builds write the kept redirects to `_redirects` (rules with a query must be answered
 *   before Netlify serves the page at their path); the catch-all function looks up renamed pages and
 *   redirects added since the build itself (src/netlify/not-found.astro).
 */
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadEnv } from '#config/env.ts';

interface RedirectLogger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Writes a build's redirects: `pagePaths` are the pre-rendered pages (`/insights/backups`), `outDir`
 * the build's folder, `clientDir` its served files. An incremental publish calls it too.
 */
export async function writeRedirects({
  outDir,
  clientDir,
  pagePaths,
  netlify,
  logger,
}: {
  outDir: string;
  clientDir: string;
  pagePaths: ReadonlySet<string>;
  netlify: boolean;
  logger: RedirectLogger;
}): Promise<void> {
  // The database the pages were rendered from (its handle lives on globalThis).
  const { getDb } = await import('#lib/db/client.ts');
  const { publicInsightSlugs } = await import('#lib/posts/queries.ts');
  const { allSlugRedirects, redirectRules, SLUG_REDIRECTS_FILE } =
    await import('#lib/posts/slug-redirects.ts');
  const { allPageRedirects, pageRedirectRules } =
    await import('#lib/content/page-slug-redirects.ts');
  const { servedRedirects } = await import('#lib/redirects/served.ts');
  const { isBuiltFile } = await import('#lib/redirects/live-pages.ts');
  const { REDIRECTS_FILE } = await import('#lib/redirects/match.ts');
  const db = await getDb();
  const built = await publicInsightSlugs(db);
  const rules = [
    ...redirectRules(await allSlugRedirects(db), built),
    ...pageRedirectRules(await allPageRedirects(db), pagePaths),
  ];
  const kept = await servedRedirects(db, {
    isBuilt: (path) => pagePaths.has(path) || isBuiltFile(clientDir, path),
    moved: new Map(rules.map((rule) => [rule.from, rule.to])),
  });
  for (const reason of kept.leftOut) logger.warn(`redirect left out: ${reason}`);
  if (netlify) {
    const { netlifyRedirectLines } = await import('#lib/redirects/netlify.ts');
    const { lines, leftOut } = netlifyRedirectLines(kept.rules);
    for (const source of leftOut) {
      logger.warn(`redirect ${source} cannot be written to _redirects (it holds a space)`);
    }
    // First: Netlify applies the first rule that matches, and the adapter's go after ours.
    const file = join(clientDir, '_redirects');
    const theirs = existsSync(file) ? await readFile(file, 'utf8') : '';
    await writeFile(file, `${lines.join('\n')}\n${theirs}`);
    logger.info(`${lines.length} redirect line(s) written to _redirects`);
    return;
  }
  await writeFile(join(outDir, SLUG_REDIRECTS_FILE), `${JSON.stringify(rules, null, 2)}\n`);
  await writeFile(join(outDir, REDIRECTS_FILE), `${JSON.stringify(kept.rules, null, 2)}\n`);
  logger.info(
    `${rules.length} redirect(s) from old addresses, ${kept.rules.length} from the redirects manager`,
  );
}

export default function slugRedirects(): AstroIntegration {
  let outDir = '';
  return {
    name: 'northbeam:slug-redirects',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger, pages, dir }) => {
        await writeRedirects({
          outDir,
          clientDir: fileURLToPath(dir),
          pagePaths: new Set(pages.map(({ pathname }) => `/${pathname.replace(/\/$/, '')}`)),
          netlify: loadEnv().NETLIFY,
          logger,
        });
      },
    },
  };
}
