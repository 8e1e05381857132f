/*
 * The admin's JavaScript, measured on the built site (`npm run build` first):
 *
 *   node scripts/admin-bundles.ts [--compare <other dist folder>] [--write]
 *
 * The first load: every module /admin loads before any interaction (its inline scripts, the admin
 * island and what they import statically), the figure the 80 KB staff-page budget holds
 * (budgets.config.json). The overview (the screen after sign-in), the post list, the post form and
 * the rich-text editor: each lazy chunk and everything it imports that the first load does not
 * already load, i.e. what opening it adds. Bytes after gzip -9. `--compare` measures another build too (e.g. one of the main branch) as "before";
 * `--write` replaces the "Admin bundles" section of bench/results.md with the table.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipText, loadSite, type BuiltSite } from './lib/quality/site.ts';
import { replaceResultsSection } from './lib/results-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};

interface Measure {
  firstLoad: number;
  firstLoadFiles: number;
  /** Bytes added by each lazy chunk, null when the build has none. */
  overview: number | null;
  postList: number | null;
  postForm: number | null;
  editor: number | null;
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

function measure(distDir: string): Measure {
  const clientDir = resolve(distDir, 'client');
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(`No built site in ${clientDir}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const site = loadSite(clientDir);
  const admin = site.pages.find((page) => page.path === '/admin');
  if (!admin) throw new Error(`${distDir} has no /admin page.`);
  const gzip = (modules: Iterable<string>) =>
    [...modules].reduce((sum, module) => sum + site.gzipSize(module), 0);
  // Lazy chunks are named after their component's file.
  const onDemand = (component: string) => {
    const pattern = new RegExp(`^/_astro/${component}\\.[\\w-]+\\.js$`);
    const entry = [...site.files].find((file) => pattern.test(file));
    if (!entry) return null;
    return gzip([...closure(site, [entry])].filter((module) => !admin.modules.has(module)));
  };
  return {
    firstLoad:
      gzip(admin.modules) + admin.inlineScripts.reduce((sum, script) => sum + gzipText(script), 0),
    firstLoadFiles: admin.modules.size,
    overview: onDemand('OverviewPanel'),
    postList: onDemand('PostsPanel'),
    postForm: onDemand('PostForm'),
    editor: onDemand('RichTextEditor'),
  };
}

const bytes = (value: number | null) =>
  value === null ? 'none' : `${value.toLocaleString('en-US')} B (${(value / 1024).toFixed(1)} KB)`;

const after = measure(process.env.DIST_DIR ?? join(root, 'dist'));
const compared = argument('--compare');
const before = compared ? measure(compared) : null;
const rows: [string, (m: Measure) => number | null][] = [
  ['First load: /admin before any interaction (80 KB budget)', (m) => m.firstLoad],
  ['Overview, loaded after sign-in', (m) => m.overview],
  ['Post list, loaded when Posts is opened', (m) => m.postList],
  ['Post form, loaded when a post is opened (without the editor)', (m) => m.postForm],
  ['Rich-text editor, loaded by the post form on demand', (m) => m.editor],
];
const table = [
  before ? '| JavaScript, gzip -9 | before | after |' : '| JavaScript, gzip -9 | bytes |',
  before ? '| --- | --: | --: |' : '| --- | --: |',
  ...rows.map(([name, pick]) =>
    before
      ? `| ${name} | ${bytes(pick(before))} | ${bytes(pick(after))} |`
      : `| ${name} | ${bytes(pick(after))} |`,
  ),
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const section = [
    '## Admin bundles',
    '',
    `Measured by \`node scripts/admin-bundles.ts${compared ? ' --compare <main build>' : ''} --write\` after \`npm run build\` (${new Date().toISOString().slice(0, 10)}). "Loaded on demand" counts a chunk and the files it imports that the first load has not loaded already.`,
    '',
    table,
    ...(before && before.editor === null
      ? [
          '',
          "Before, the body was a Markdown textarea inside the post form, which had no editor chunk. The editor is Tiptap 3 (ProseMirror, `@tiptap/markdown`) with the site's own `marked`; the site's renderer, which the preview and the editor share, loads on demand and is in neither figure.",
        ]
      : []),
  ].join('\n');
  console.log(`Wrote ${replaceResultsSection(root, 'Admin bundles', section)}`);
}
