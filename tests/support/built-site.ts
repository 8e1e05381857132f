/** Small built sites for the site-check tests: files written to a temporary client folder. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSite, type BuiltSite, type SiteOptions } from '#scripts/lib/quality/site.ts';

export const FIXTURE_SITE_URL = 'https://www.example.com';

/** A complete, valid page: everything the metadata check asks of an indexable page. */
export function fixturePage({
  path,
  title = `Page ${path}`,
  description = `The page at ${path}, described at the length search results show in full.`,
  body = '',
  head = '',
  noindex = false,
}: {
  path: string;
  title?: string;
  description?: string;
  body?: string;
  head?: string;
  noindex?: boolean;
}): string {
  const url = new URL(path, FIXTURE_SITE_URL).href;
  const jsonLd =
    path === '/'
      ? { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Fixture', url }
      : { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:image" content="${FIXTURE_SITE_URL}/og.png">`,
    `<meta property="og:url" content="${url}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
    head,
    '</head>',
    '<body>',
    '<main>',
    body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A sitemap of these page paths. */
export function fixtureSitemap(paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${new URL(path, FIXTURE_SITE_URL).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

const written: string[] = [];

/** Deletes every folder writeClientDir made (call it in afterAll). */
export function removeClientDirs(): void {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (client-folder paths such as `index.html`, `_astro/a.js`) to a new folder. */
export function writeClientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-site-fixture-'));
  written.push(dir);
  for (const [file, content] of Object.entries(files)) {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return dir;
}

/** The built site of `files`, at the fixture's origin. */
export function fixtureSite(files: Record<string, string>, options: SiteOptions = {}): BuiltSite {
  return loadSite(writeClientDir(files), { siteUrl: FIXTURE_SITE_URL, ...options });
}
