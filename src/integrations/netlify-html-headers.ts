/** On Netlify builds: gives every page's static headers a twin for its `.html` path (see withHtmlAliases). */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { withHtmlAliases, type HeaderRule } from '../lib/netlify/header-aliases.ts';

export default function netlifyHtmlHeaders(): AstroIntegration {
  let root: URL;
  return {
    name: 'northbeam:netlify-html-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ logger }) => {
        // Written by @astrojs/netlify in its own build:done hook, which runs before this one.
        const file = fileURLToPath(new URL('.netlify/v1/config.json', root));
        const config = JSON.parse(await readFile(file, 'utf8')) as { headers?: HeaderRule[] };
        const before = config.headers?.length ?? 0;
        config.headers = withHtmlAliases(config.headers ?? []);
        await writeFile(file, JSON.stringify(config));
        logger.info(`${config.headers.length - before} page header rules added for .html paths`);
      },
    },
  };
}
