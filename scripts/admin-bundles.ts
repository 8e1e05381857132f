/*
 * The admin's JavaScript, measured on the built site (`npm run build` first):
 *
 *   node scripts/admin-bundles.ts [--write]
 *
 * The post list: every module /admin loads before any interaction (its inline scripts, the admin
 * island and what they import statically), the figure the 80 KB staff-page budget holds
 * (budgets.config.json). The editor: the rich-text editor's own chunk and everything it imports that
 * the post list does not already load, i.e. what opening a post's body adds. Bytes after gzip -9.
 * `--write` also replaces the "Admin bundles" section of bench/results.md.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipText, loadSite, type BuiltSite } from './lib/quality/site.ts';
import { replaceResultsSection } from './lib/results-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'), 'client');
/** Lazy chunks are named after their component's file. */
const chunkOf = (site: BuiltSite, component: string) =>
  [...site.files].find((file) => new RegExp(`^/_astro/${component}\\.[\\w-]+\\.js$`).test(file));

if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No built site in ${clientDir}: run \`npm run build\` first.`);
  process.exit(2);
}

/** Every module `entries` load statically, the entries included. */
function closure(site: BuiltSite, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    queue.push(...site.importsOf(module));
  }
  return seen;
}

const site = loadSite(clientDir);
const admin = site.pages.find((page) => page.path === '/admin');
if (!admin) throw new Error('The build has no /admin page.');
const gzip = (modules: Iterable<string>) =>
  [...modules].reduce((sum, module) => sum + site.gzipSize(module), 0);
const postList =
  gzip(admin.modules) + admin.inlineScripts.reduce((sum, script) => sum + gzipText(script), 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What loading `component`'s chunk adds to the post list: the chunk and its imports the list lacks. */
function onDemand(component: string, what: string): string {
  const entry = chunkOf(site, component);
  if (!entry) return `- ${what}: no ${component} chunk in this build`;
  const added = [...closure(site, [entry])].filter((module) => !admin!.modules.has(module));
  return `- ${what}: ${kb(gzip(added))} gzip in ${added.length} files beyond the post list's`;
}

const lines = [
  `- Post list (/admin before any interaction): ${kb(postList)} gzip of the 80 KB budget, ${admin.modules.size} files`,
  onDemand('PostForm', 'Post form, loaded when a post is opened (without the rich-text editor)'),
  onDemand('RichTextEditor', 'Rich-text editor, loaded by the post form on demand'),
];
console.log(lines.join('\n'));

if (process.argv.includes('--write')) {
  const section = [
    '## Admin bundles',
    '',
    `Measured by \`node scripts/admin-bundles.ts --write\` after \`npm run build\` (${new Date().toISOString().slice(0, 10)}).`,
    '',
    ...lines,
  ].join('\n');
  console.log(`Wrote ${replaceResultsSection(root, 'Admin bundles', section)}`);
}
