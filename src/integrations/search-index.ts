/**
 * Builds the Pagefind search index into the client output after every `astro build` (local, the
 * Node server's background rebuilds and Netlify), before the pre-compression step sees the files.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareForIndex } from '#lib/search/index-html.ts';
import { pagePathForFile } from '#scripts/lib/quality/links.ts';

/** Where the index and Pagefind's browser script are served from. */
export const SEARCH_INDEX_DIR = 'pagefind';

async function* htmlFilesUnder(dir: string): AsyncGenerator<string> {
  // In name order, not the file system's: the index comes out the same whichever way the folder was
  // written (a whole build, or an incremental publish that links most files from the last release).
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro' && entry.name !== SEARCH_INDEX_DIR) yield* htmlFilesUnder(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Pagefind also writes its ready-made UIs and a WebAssembly build for pages without a language; the
 * site uses its own dialog and indexes English only, so those are not published.
 */
const UNUSED_OUTPUT =
  /^(pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/;

async function removeUnusedOutput(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (UNUSED_OUTPUT.test(name)) await rm(join(dir, name));
  }
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

export interface SearchIndexReport {
  pages: number;
  files: number;
  bytes: number;
}

/** Indexes the searchable pages under `clientDir` and writes the index to `clientDir/pagefind`. */
export async function buildSearchIndex(clientDir: string): Promise<SearchIndexReport> {
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    let pages = 0;
    for await (const file of htmlFilesUnder(clientDir)) {
      const url = pagePathForFile(relative(clientDir, file));
      const content = prepareForIndex(await readFile(file, 'utf8'), url);
      if (content === null) continue;
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`Pagefind: ${url}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const outputPath = join(clientDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    await removeUnusedOutput(outputPath);
    return { pages, ...(await sizeOf(outputPath)) };
  } finally {
    await pagefind.close();
  }
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const report = await buildSearchIndex(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${report.pages} pages indexed for search: ${report.files} files, ${(report.bytes / 1024).toFixed(0)} KB in ${seconds} s`,
        );
      },
    },
  };
}
