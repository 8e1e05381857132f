/**
 * `import url from './module.ts?lazy-url'`: the URL of `module.ts` built as its own chunk, for a
 * script to `import(/* @vite-ignore *\/ url)` on first use.
 *
 * Why not a plain `import()`: Vite wraps every analyzed dynamic import in its preload helper, a
 * shared chunk the importing script then loads with a static import. For the header script, which
 * every page runs, that is one more request chained behind it before the page settles, for a dialog
 * most visitors never open. An import of a URL is left as it is.
 *
 * The module must not share code with the page's scripts, or the bundler splits that code into a
 * chunk both import (and the chain is back).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?lazy-url';
const PREFIX = '\0lazy-url:';

export default function lazyModuleUrl(): Plugin {
  let root = process.cwd();
  return {
    name: 'northbeam:lazy-module-url',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const target = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      if (!target) throw new Error(`${source}: cannot resolve the module`);
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      // The dev server serves source modules at their path under the project root.
      if (this.environment.mode === 'dev') {
        return `export default ${JSON.stringify(`/${relative(root, file)}`)};`;
      }
      const reference = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
