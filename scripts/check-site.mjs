/*
 * Quality gates over the built site (`astro build` first; `npm test` runs this as "site checks"):
 *
 *   node scripts/check-site.mjs [--sizes | --markdown]
 *
 * Reads every built page under dist/client (DIST_DIR/client) once, then runs each check, a function
 * in scripts/lib/quality/ that returns its failures:
 *   links     internal links and assets resolve, #fragments exist, no orphan page  (links.ts)
 *   w3c       no error from the W3C Nu HTML Checker (vnu.jar; needs Java)         (nu-html.ts)
 *   html      valid by html-validate (.htmlvalidate.json)                          (html-validity.ts)
 *   metadata  title, description, canonical, social tags, JSON-LD per indexable page (metadata.ts)
 *   sitemap   lists exactly the indexable pages                                     (metadata.ts)
 *   budgets   the limits in budgets.config.json                                     (sizes.ts)
 *   public js every public page's JavaScript, framework included, within its budget (sizes.ts)
 *   client    no script browsers download carries database code, schema names or a server-only
 *             module                                                              (client-bundles.ts)
 *   images    no raster image in the build carries EXIF (a camera's GPS position), XMP or IPTC
 *                                                                               (image-metadata.ts)
 *   facts     no page states a number that contradicts a site fact (a price, the response time,
 *             a phone number; the build's site-facts.json)                (fact-contradictions.ts)
 * Prints a compact report (`--sizes` adds the size of every page) and exits 1 when anything fails.
 * `--markdown` prints instead the size tables of bench/results.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBudgets } from './lib/quality/budgets.ts';
import { checkClientBundles } from './lib/quality/client-bundles.ts';
import { checkFactContradictions } from './lib/quality/fact-contradictions.ts';
import { checkHtmlValidity } from './lib/quality/html-validity.ts';
import { checkImageMetadata } from './lib/quality/image-metadata.ts';
import { checkLinks } from './lib/quality/link-check.ts';
import { checkMetadata, checkSitemap } from './lib/quality/metadata-check.ts';
import { checkNuHtml } from './lib/quality/nu-html.ts';
import { loadSite, onDemandRoutes } from './lib/quality/site.ts';
import {
  allowedOverBudget,
  checkBudgets,
  checkPublicJsBudget,
  measurePages,
  sizeLines,
  sizeTables,
} from './lib/quality/sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const clientDir = join(distDir, 'client');
const MAX_LISTED = 25;

if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`No built site in ${clientDir}: run \`astro build\` first.`);
  process.exit(2);
}

const site = loadSite(clientDir, {
  siteUrl: process.env.SITE_URL,
  onDemand: onDemandRoutes(join(root, 'src', 'pages')),
});
/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const budgets = parseBudgets(readJson('budgets.config.json'));
const factsFile = join(distDir, 'site-facts.json');
/** @type {Record<string, string> | null} */
const facts = existsSync(factsFile) ? JSON.parse(readFileSync(factsFile, 'utf8')) : null;
const htmlValidateConfig = readJson('.htmlvalidate.json');
const sizes = measurePages(site);

if (process.argv.includes('--markdown')) {
  console.log(sizeTables(site, sizes));
  process.exit(0);
}

/**
 * @typedef {import('./lib/quality/site.ts').BuiltSite} BuiltSite
 * @typedef {import('./lib/quality/site.ts').CheckResult} CheckResult
 * @type {[string, (site: BuiltSite) => CheckResult | Promise<CheckResult>][]}
 */
const checks = [
  // First: it runs in a Java process of its own while the others run here.
  ['w3c', checkNuHtml],
  ['links', checkLinks],
  ['html', (built) => checkHtmlValidity(built, htmlValidateConfig)],
  ['metadata', checkMetadata],
  ['sitemap', checkSitemap],
  ['budgets', (built) => checkBudgets(built, budgets, sizes)],
  ['public js', (built) => checkPublicJsBudget(built, budgets.publicJs)],
  ['client', checkClientBundles],
  ['images', checkImageMetadata],
  ['facts', (built) => checkFactContradictions(built, facts)],
];
const results = await Promise.all(
  checks.map(async ([name, check]) => {
    try {
      return { name, ...(await check(site)) };
    } catch (error) {
      return { name, summary: 'could not run', failures: [/** @type {Error} */ (error).message] };
    }
  }),
);

console.log(
  `Site checks: ${site.pages.length} pages, ${site.files.size} files in ${relative(root, clientDir) || clientDir} (site ${site.siteUrl})`,
);
for (const { name, summary, failures } of results) {
  const count = failures.length;
  console.log(
    `  ${count ? 'FAIL' : 'ok  '} ${name.padEnd(9)} ${summary}${count ? ` — ${count} problem${count === 1 ? '' : 's'}` : ''}`,
  );
}
if (process.argv.includes('--sizes')) console.log(`\n${sizeLines(sizes).join('\n')}`);
const excepted = allowedOverBudget(budgets, sizes);
if (excepted.length > 0) {
  console.log(`\n  over the default budget, allowed by an exception in budgets.config.json:`);
  for (const line of excepted) console.log(`    ${line}`);
}
const failed = results.filter((result) => result.failures.length > 0);
for (const { name, failures } of failed) {
  console.log(`\n${name}:`);
  for (const line of failures.slice(0, MAX_LISTED)) console.log(`  ${line}`);
  if (failures.length > MAX_LISTED) console.log(`  … and ${failures.length - MAX_LISTED} more`);
}
process.exit(failed.length > 0 ? 1 : 0);
