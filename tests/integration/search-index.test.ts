/** The build step that writes the Pagefind index, run on a small built site in a temp folder. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, SEARCH_INDEX_DIR } from '#integrations/search-index.ts';

const page = (title: string, body: string, robots = 'index, follow') =>
  `<!doctype html><html lang="en"><head><title>${title} | Northbeam IT</title><meta name="robots" content="${robots}"></head><body><header><nav>Menu</nav></header><main id="main">${body}</main></body></html>`;

const site: Record<string, string> = {
  'index.html': page('Home', '<h1>IT support</h1><p>Managed IT for growing firms.</p>'),
  'insights/edr-vs-antivirus.html': page('EDR vs. Antivirus', '<h1>EDR</h1><p>Ransomware.</p>'),
  'locations/brooklyn-ny.html': page('Brooklyn, NY', '<h1>Brooklyn</h1><p>On site.</p>'),
  'admin.html': page('Admin', '<h1>Admin</h1>', 'noindex, nofollow'),
  '404.html': page('Page Not Found', '<h1>Page Not Found</h1>'),
  '404/blog.html': page('Post Not Found', '<h1>Post Not Found</h1>'),
  'search.html': page('Search', '<h1>Search the site</h1>', 'noindex, nofollow'),
  'topic/cloud.html': page('Cloud', '<h1>Cloud</h1>'),
  '_astro/ignored.html': page('Asset', '<h1>Not a page</h1>'),
};

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'northbeam-search-index-'));
  for (const [file, html] of Object.entries(site)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), html);
  }
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('buildSearchIndex', () => {
  it('indexes only the searchable pages and publishes only what the dialog loads', async () => {
    const report = await buildSearchIndex(clientDir);
    expect(report.pages).toBe(3);
    const dir = join(clientDir, SEARCH_INDEX_DIR);
    const names = readdirSync(dir);
    expect(names).toEqual(expect.arrayContaining(['pagefind.js', 'wasm.en.pagefind']));
    expect(names.filter((name) => /^pagefind\.en_\w+\.pf_meta$/.test(name))).toHaveLength(1);
    expect(readdirSync(join(dir, 'fragment'))).toHaveLength(3);
    for (const unused of ['pagefind-ui.js', 'pagefind-worker.js', 'wasm.unknown.pagefind']) {
      expect(existsSync(join(dir, unused)), unused).toBe(false);
    }
    expect(report.bytes).toBeGreaterThan(0);
  }, 60_000);
});
