/**
 * Netlify builds only: adjusts what @astrojs/netlify wrote (its build:done hook runs before this one).
 * - every page's static headers get a twin for its `.html` path (see withHtmlAliases);
 * - unknown paths get their section's 404 page from the SSR function: it claims every path the CDN
 *   has no file for, before netlify.toml's redirects are looked at (src/netlify/not-found.astro).
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withHtmlAliases, type HeaderRule } from '#lib/netlify/header-aliases.ts';

export default function netlifyOutput(): AstroIntegration {
  let root: URL;
  return {
    name: 'northbeam:netlify-output',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({
          pattern: '/[...notFound]',
          entrypoint: fileURLToPath(new URL('../netlify/not-found.astro', import.meta.url)),
          prerender: false,
        });
      },
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ logger }) => {
        const configFile = fileURLToPath(new URL('.netlify/v1/config.json', root));
        const config = JSON.parse(await readFile(configFile, 'utf8')) as { headers?: HeaderRule[] };
        const before = config.headers?.length ?? 0;
        config.headers = withHtmlAliases(config.headers ?? []);
        await writeFile(configFile, JSON.stringify(config));
        logger.info(`${config.headers.length - before} page header rules added for .html paths`);
      },
    },
  };
}
