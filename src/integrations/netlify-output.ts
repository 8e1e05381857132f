/**
 * Netlify builds only: adjusts what @astrojs/netlify wrote (its build:done hook runs before this one).
 * - every page's static headers get a twin for its `.html` path (see withHtmlAliases);
 * - the SSR function leaves the all-pre-rendered sections to the CDN, so their 404 rules apply
 *   (see function-routes.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { notFoundSections } from '../config/not-found.ts';
import {
  excludedPathsFor,
  onDemandRoutesUnder,
  withExcludedPaths,
} from '../lib/netlify/function-routes.ts';
import { withHtmlAliases, type HeaderRule } from '../lib/netlify/header-aliases.ts';

export default function netlifyOutput(): AstroIntegration {
  let root: URL;
  return {
    name: 'northbeam:netlify-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        const cutOff = onDemandRoutesUnder(
          routes.map((r) => ({ route: r.pattern, isPrerendered: r.isPrerendered })),
          notFoundSections,
        );
        if (cutOff.length > 0) {
          throw new Error(
            `On-demand routes under a section that Netlify serves from the CDN only: ${cutOff.join(', ')}`,
          );
        }
      },
      'astro:build:done': async ({ logger }) => {
        const configFile = fileURLToPath(new URL('.netlify/v1/config.json', root));
        const config = JSON.parse(await readFile(configFile, 'utf8')) as { headers?: HeaderRule[] };
        const before = config.headers?.length ?? 0;
        config.headers = withHtmlAliases(config.headers ?? []);
        await writeFile(configFile, JSON.stringify(config));
        logger.info(`${config.headers.length - before} page header rules added for .html paths`);

        const functionFile = fileURLToPath(new URL('.netlify/v1/functions/ssr/ssr.mjs', root));
        const excluded = excludedPathsFor(notFoundSections);
        await writeFile(
          functionFile,
          withExcludedPaths(await readFile(functionFile, 'utf8'), excluded),
        );
        logger.info(`SSR function leaves ${excluded.join(', ')} to the CDN`);
      },
    },
  };
}
