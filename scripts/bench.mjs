/**
 * `npm run bench`: Lighthouse on one page of every template, on the built Node server, loopback only.
 *
 *   npm run bench [-- --lighthouse-only] [-- --out bench/results.md]
 *
 * Uses dist/ as it is (builds it first, on a throwaway database, only when there is none), starts
 * `server/start.ts` on a free 127.0.0.1 port with a temporary DATA_DIR and REBUILD_ON_CHANGE=false, and
 * puts Caddy in front of it (TLS and HTTP/2, as the site is deployed; Debian's caddy, skipped with a note
 * when absent), and runs Lighthouse (Debian's Chromium when present) sequentially on each template: mobile
 * and desktop through the proxy, and mobile straight to the server over HTTP/1.1 for comparison.
 * Templates whose page answers 404 are listed as skipped. Writes bench/results.md: the four category
 * scores, FCP, LCP, TBT, CLS and Speed Index per page and form factor, HTML/CSS/JS bytes (gzip of the
 * built files each page loaded), and what keeps a page below 100; then appends the output of
 * scripts/bench-queries.mjs, scripts/bench-search.mjs, scripts/bench-build.mjs, scripts/bench-contact.mjs,
 * scripts/bench-crash.mjs, scripts/bench-publish.mjs (the demo content, then 10,000 posts),
 * scripts/bench-netlify-build.mjs, scripts/bench-media.mjs, scripts/bench-login.mjs,
 * scripts/bench-leads-report.mjs, scripts/bench-import.mjs, scripts/bench-heavy-work.mjs and
 * scripts/bench-editor.mjs (unless --lighthouse-only).
 * Stops its server and proxy by PID.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumPath, kb, ms, runLighthouse, summarize } from './lib/lighthouse.mjs';
import { sitemapLocations } from './lib/quality/metadata.ts';
import { fileForPath } from './lib/quality/links.ts';
import { distDir, root, startBenchSite } from './lib/bench-harness.mjs';
import { freePort } from './lib/site-server.mjs';
import { caddyAvailable, startTlsProxy, stopTlsProxy } from './lib/tls-proxy.mjs';
import { TIMINGS_HEADING, replaceSection, sectionOf } from './lib/test-plan.ts';
import { inlineScriptGzip, runMeasures, templateSummaryTable } from './lib/template-summary.mjs';

const clientDir = join(distDir, 'client');
const args = process.argv.slice(2);
const lighthouseOnly = args.includes('--lighthouse-only');
const outFile = resolve(
  root,
  args.includes('--out') ? args[args.indexOf('--out') + 1] : 'bench/results.md',
);
// docs/budgets.md: the goal on mobile for every template, as deployed (behind TLS, HTTP/2): LCP is
// judged on the median of the repeated runs, and no single run may pass lcpMax.
const GOAL = { lcp: 1100, lcpMax: 1300, tbt: 50, cls: 0.03 };
const BY_HAND_HEADING = '## Measured by hand';

/**
 * The Lighthouse runs per page. `proxied` runs go through Caddy when it is installed. The goal is
 * judged on `mobile`; `mobile-direct` is the plain HTTP/1.1 figure earlier results were taken with.
 * `repeat` runs are reduced to Lighthouse's own median run: one simulated mobile run of the same
 * build varies by ±200 ms of LCP on these shared cores.
 */
const RUNS = [
  { key: 'mobile', formFactor: 'mobile', proxied: true, repeat: 3 },
  { key: 'desktop', formFactor: 'desktop', proxied: true, repeat: 1 },
  { key: 'mobile-direct', formFactor: 'mobile', proxied: false, repeat: 1 },
];

/** @param {string} message */
function log(message) {
  console.log(`[bench] ${message}`);
}

/** Builds the site on a throwaway database when there is no build yet. */
function ensureBuild() {
  if (existsSync(join(clientDir, 'index.html'))) {
    log(`using the existing build in ${distDir}`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-bench-build-'));
  log('no build found: astro build on a throwaway database');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir },
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error('astro build failed');
}

/** One page per template: fixed routes, and the first sitemap page under a collection's prefix. */
function templates() {
  const sitemapPaths = existsSync(join(clientDir, 'sitemap-0.xml'))
    ? sitemapLocations(readFileSync(join(clientDir, 'sitemap-0.xml'), 'utf8')).map(
        (loc) => new URL(loc).pathname,
      )
    : [];
  /** @param {string} prefix */
  const firstUnder = (prefix) =>
    sitemapPaths.find((path) => path.startsWith(prefix)) ?? `${prefix}(none built)`;
  const marketing =
    ['/services', '/managed-it-services', '/process', '/pricing', '/compliance'].find((path) =>
      fileForPath(path, builtFiles),
    ) ?? '/services';
  return [
    { template: 'Home', path: '/' },
    { template: 'Marketing page', path: marketing },
    { template: 'ROI calculator', path: '/roi-calculator' },
    { template: 'Pricing calculator', path: '/pricing' },
    { template: 'Security check', path: '/security-check' },
    { template: 'Contact', path: '/contact' },
    { template: 'Blog', path: '/blog' },
    { template: 'Blog article', path: firstUnder('/blog/') },
    { template: 'Insights', path: '/insights' },
    { template: 'Insight', path: firstUnder('/insights/') },
    { template: 'Persona', path: firstUnder('/persona/') },
    { template: 'Location', path: firstUnder('/locations/') },
    { template: 'Industry', path: firstUnder('/industries/') },
    // The demo's landing page, composed from sections in the admin (with a lead form).
    { template: 'Composed landing page', path: '/law-firm-security-assessment' },
    { template: 'Admin', path: '/admin' },
  ];
}

/** Built files, relative to the client folder with a leading slash: `/index.html`, `/_astro/x.js`. */
let builtFiles = new Set();
function listBuiltFiles() {
  return new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(clientDir.length + 1)}`),
  );
}

/**
 * @typedef {import('lighthouse').Result} Lhr
 * @typedef {{ html: number, css: number, js: number, font: number }} Bytes
 * @typedef {ReturnType<typeof summarize>} Summary
 * @typedef {Summary | { error: string }} Run
 * @typedef {{ template: string, path: string, skipped?: string, runs: Record<string, Run>,
 *   bytes?: Bytes, mobileRuns?: import('./lib/template-summary.mjs').RunMeasures[] }} Row
 */

/** @type {Map<string, number>} */
const gzipCache = new Map();
/**
 * Gzip (level 9) size of the built file behind a same-origin URL path, or null when there is none.
 * @param {string} pathname
 * @returns {number | null}
 */
function builtGzipSize(pathname) {
  const file = fileForPath(pathname, builtFiles);
  if (!file) return null;
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file) ?? null;
}

/**
 * HTML/CSS/JS bytes a page loaded: gzip of the built files behind its same-origin requests; font
 * files (woff2, compressed already) as they are.
 * @param {Lhr} lhr
 * @param {string} origin
 */
function pageBytes(lhr, origin) {
  const details = lhr.audits['network-requests']?.details;
  // The network-requests table's rows: Lighthouse types them only as a generic table.
  const items = /** @type {{ resourceType?: string, url: string, transferSize?: number }[]} */ (
    details && 'items' in details ? details.items : []
  );
  /** @type {Bytes} */
  const bytes = { html: 0, css: 0, js: 0, font: 0 };
  for (const item of items) {
    const kind =
      item.resourceType === 'Document'
        ? 'html'
        : item.resourceType === 'Stylesheet'
          ? 'css'
          : item.resourceType === 'Script'
            ? 'js'
            : item.resourceType === 'Font'
              ? 'font'
              : null;
    if (!kind) continue;
    const url = new URL(item.url);
    const built = url.origin === origin ? fileForPath(url.pathname, builtFiles) : null;
    const size = !built
      ? null
      : kind === 'font'
        ? statSync(join(clientDir, built)).size
        : builtGzipSize(url.pathname);
    bytes[kind] += size ?? item.transferSize ?? 0;
  }
  return bytes;
}

/**
 * The compressed JavaScript a page loaded: its script files in the mobile run plus its inline scripts.
 * @param {Row} row
 */
function pageJsGzip(row) {
  const html = fileForPath(row.path, builtFiles);
  if (!row.bytes || !html) return null;
  return row.bytes.js + inlineScriptGzip(readFileSync(join(clientDir, html), 'utf8'));
}

/**
 * Lighthouse, tried once more when a run fails: now and then Chromium's trace misses the navigation
 * start (NO_NAVSTART) and the same page measures normally on the next try.
 * @param {Parameters<typeof runLighthouse>} args
 */
async function runLighthouseWithRetry(...args) {
  try {
    return await runLighthouse(...args);
  } catch (error) {
    log(`Lighthouse failed (${error instanceof Error ? error.message : error}); once more`);
    return runLighthouse(...args);
  }
}

/**
 * The other benchmarks, run one after the other, each bounded in time. `heading` is the section
 * that stands in for a script's output when it fails; `marker` is what its output must contain to
 * count as finished (default: any output); `block` puts plain-text output in a code block under
 * `heading`.
 * `env` adds to the environment it runs in.
 * @type {{ script: string, minutes: number, heading: string, marker?: string, block?: boolean, env?: Record<string, string> }[]}
 */
const OTHER_BENCHMARKS = [
  { script: 'bench-queries.mjs', minutes: 30, heading: 'Public queries' },
  { script: 'bench-search.mjs', minutes: 10, heading: 'Site search' },
  { script: 'bench-build.mjs', minutes: 30, heading: 'Build scaling' },
  { script: 'bench-contact.mjs', minutes: 15, heading: 'Contact endpoint under load', block: true },
  {
    script: 'bench-crash.mjs',
    minutes: 15,
    heading: 'Crash safety: kill -9 under contact load',
    marker: '## Crash safety',
  },
  {
    script: 'bench-publish.mjs',
    minutes: 15,
    heading: 'Publish to live',
    marker: '## Publish to live',
  },
  {
    script: 'bench-publish.mjs',
    env: { BENCH_PUBLISH_POSTS: '10000' },
    minutes: 90,
    heading: 'Publish to live at 10,000 posts',
    marker: '## Publish to live at 10,000 posts',
  },
  {
    script: 'bench-netlify-build.mjs',
    minutes: 60,
    heading: 'Netlify build of a content change',
    marker: '## Netlify build of a content change',
  },
  {
    script: 'bench-media.mjs',
    minutes: 15,
    heading: 'Image page (uploaded cover)',
    marker: '## Image page (uploaded cover)',
  },
  { script: 'bench-login.mjs', minutes: 10, heading: 'Sign-in burst', marker: '## Sign-in burst' },
  {
    script: 'bench-leads-report.mjs',
    minutes: 15,
    heading: 'Leads report',
    marker: '## Leads report',
  },
  {
    script: 'bench-import.mjs',
    minutes: 15,
    heading: 'WordPress import',
    marker: '## WordPress import',
  },
  {
    script: 'bench-heavy-work.mjs',
    minutes: 30,
    heading: 'Serving during heavy work',
    marker: '## Serving during heavy work',
  },
  {
    script: 'bench-editor.mjs',
    minutes: 40,
    heading: 'Rich-text editor: typing property',
    marker: '## Rich-text editor: typing property',
  },
];

/**
 * Runs one of the other benchmark scripts; its section of the results file, or a note that it did
 * not finish.
 * @param {(typeof OTHER_BENCHMARKS)[number]} benchmark
 * @returns {string[]}
 */
function otherBenchmark({ script, minutes, heading, marker, block = false, env = {} }) {
  log(`running ${script}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(root, 'scripts', script)], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, ...env },
    encoding: 'utf8',
    timeout: minutes * 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = !result.error && result.status === 0;
  const reason = result.error?.message ?? `exit code ${result.status}`;
  if (!ok) log(`${script} did not finish cleanly: ${reason}`);
  const stdout = (result.stdout ?? '').trim();
  const stderr = (result.stderr ?? '').trim();
  if (block) {
    return [
      `## ${heading}`,
      '',
      ok
        ? `Output of scripts/${script} (${seconds} s):`
        : `scripts/${script} did not finish cleanly (${reason}); its output:`,
      '',
      '```',
      stdout || stderr,
      '```',
      '',
    ];
  }
  const finished = marker ? stdout.includes(marker) : ok && stdout !== '';
  return finished
    ? [stdout, '']
    : [
        `## ${heading}`,
        '',
        `scripts/${script} did not finish (${reason}): ${stderr.slice(-500)}`,
        '',
      ];
}

/**
 * Lighthouse on every template, mobile and desktop, behind Caddy when it is installed.
 * @returns {Promise<{ rows: Row[], proxied: boolean }>}
 */
async function measureTemplates() {
  const chromePath = chromiumPath();
  const site = await startBenchSite({ name: 'lighthouse', env: { TRUST_PROXY: '127.0.0.1' } });
  const origin = site.base;
  log(`the server listens on ${origin}`);
  const proxy = caddyAvailable()
    ? await startTlsProxy({
        publicPort: await freePort(),
        upstreamPort: site.port,
        dir: join(site.work, 'caddy'),
      }).catch(async (error) => {
        await site.stop();
        throw error;
      })
    : undefined;
  log(
    proxy
      ? `Caddy serves it on ${proxy.origin}`
      : 'no Caddy: every run goes to the server directly',
  );
  /** @param {boolean} proxied */
  const originFor = (proxied) => (proxied && proxy ? proxy.origin : origin);
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const { template, path } of templates()) {
      const response = await fetch(`${origin}${path}`).catch((/** @type {Error} */ error) => ({
        status: error.message,
      }));
      if (response.status !== 200) {
        log(`${template}: ${path} answers ${response.status}, skipped`);
        rows.push({ template, path, runs: {}, skipped: `answers ${response.status}` });
        continue;
      }
      /** @type {Row} */
      const row = { template, path, runs: {} };
      for (const { key, formFactor, proxied, repeat } of RUNS) {
        const base = originFor(proxied);
        log(
          `${template}: Lighthouse ${key} on ${base}${path}${repeat > 1 ? ` (${repeat} runs)` : ''}`,
        );
        try {
          const lhrs = [];
          for (let run = 0; run < repeat; run += 1) {
            lhrs.push(
              await runLighthouseWithRetry(`${base}${path}`, formFactor, chromePath, {
                selfSignedTls: base.startsWith('https:'),
              }),
            );
          }
          const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
          row.runs[key] = summarize(lhr);
          if (key === 'mobile') {
            row.bytes = pageBytes(lhr, base);
            row.mobileRuns = lhrs.map(runMeasures);
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log(`${template} ${key} failed: ${message}`);
          row.runs[key] = { error: message };
        }
      }
      rows.push(row);
    }
  } finally {
    if (proxy) {
      log(`stopping Caddy (PID ${proxy.child.pid})`);
      await stopTlsProxy(proxy);
    }
    log(`stopping the server (PID ${site.server().pid})`);
    await site.stop();
  }
  return { rows, proxied: proxy !== undefined };
}

/**
 * The introduction of the results file.
 * @param {boolean} proxied
 */
function introduction(proxied) {
  const chromePath = chromiumPath();
  const chromeVersion = chromePath
    ? execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim()
    : 'Chrome found by chrome-launcher';
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion} with ${chromeVersion}, headless, on the built Node server over loopback, ${proxied ? 'behind Caddy (TLS, HTTP/2: how the site is deployed, on Netlify or self-hosted) unless a table says direct' : 'straight to the server over HTTP/1.1 (Caddy was not installed)'}, ${RUNS.map(({ key, repeat }) => (repeat > 1 ? `${key}: the median of ${repeat} runs per page (Lighthouse's computeMedianRun)` : `${key}: one run per page`)).join('; ')}, default throttling (mobile: simulated slow 4G and 4× CPU slowdown; desktop: the desktop preset). Machine: ${cpus().length} cores shared with other work, so timings vary between runs.`,
    '',
    'Lighthouse simulates the throttled load from the requests it saw. Over HTTP/1.1 it charges each request the page makes in parallel (stylesheet, font, script, cover) a new connection and its handshake; over HTTP/2 they share the one the HTML came on, as they do for visitors. That is why the direct mobile table is slower.',
    '',
    `Goal (docs/budgets.md), mobile as deployed: 100 in all four categories, LCP ≤ ${GOAL.lcp.toLocaleString('en-US')} ms, TBT < ${GOAL.tbt} ms, CLS < ${GOAL.cls}.`,
    '',
  ];
}

/**
 * One table per Lighthouse run kind: scores and timings per template.
 * @param {Row[]} rows
 * @param {boolean} proxied
 */
function lighthouseTables(rows, proxied) {
  /** @type {Record<string, string>} */
  const titles = {
    mobile: `Lighthouse, mobile${proxied ? ', behind TLS (HTTP/2)' : ''}`,
    desktop: `Lighthouse, desktop${proxied ? ', behind TLS (HTTP/2)' : ''}`,
    'mobile-direct': 'Lighthouse, mobile, direct to the server (HTTP/1.1)',
  };
  const lines = [];
  for (const { key } of RUNS) {
    lines.push(
      `## ${titles[key]}`,
      '',
      '| template | page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Speed Index |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const row of rows) {
      const run = row.runs[key];
      if (row.skipped || !run || 'error' in run) {
        const note = row.skipped
          ? `skipped: ${row.skipped}`
          : `failed: ${run && 'error' in run ? run.error : 'no run'}`;
        lines.push(`| ${row.template} | \`${row.path}\` | ${note} | | | | | | | | |`);
        continue;
      }
      const s = run.scores;
      lines.push(
        `| ${row.template} | \`${row.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(run.fcp)} | ${ms(run.lcp)} | ${ms(run.tbt)} | ${run.cls.toFixed(3)} | ${ms(run.si)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

/**
 * Per template: compressed JS, transfer, and the LCP median and range of the mobile runs.
 * @param {Row[]} rows
 */
function templateSummary(rows) {
  return [
    '## Per template, mobile (median of the runs)',
    '',
    `Compressed JavaScript the page loaded (gzip of the built files, inline scripts included), every byte it transferred (Lighthouse's total byte weight), and LCP: the median of the ${RUNS[0]?.repeat ?? 1} mobile runs and their range. Goal: median ≤ ${GOAL.lcp.toLocaleString('en-US')} ms and no run above ${GOAL.lcpMax.toLocaleString('en-US')} ms.`,
    '',
    ...templateSummaryTable(
      rows
        .filter((row) => !row.skipped && row.mobileRuns)
        .map((row) => ({
          template: row.template,
          path: row.path,
          jsGzip: pageJsGzip(row),
          runs: row.mobileRuns ?? [],
        })),
      { lcpMedian: GOAL.lcp, lcpMax: GOAL.lcpMax },
    ),
    '',
  ];
}

/**
 * The bytes each page loaded in its mobile run.
 * @param {Row[]} rows
 */
function bytesTable(rows) {
  return [
    '## Bytes per page (gzip)',
    '',
    'Gzip (level 9) of the built files each page loaded in the mobile run; inline scripts and styles count in the HTML. Fonts: the woff2 files it loaded, as they are (they are compressed already). HTML, CSS and fonts are what the first paint waits for.',
    '',
    '| template | page | HTML | CSS | Fonts | JS |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.flatMap((row) =>
      row.skipped || !row.bytes
        ? []
        : [
            `| ${row.template} | \`${row.path}\` | ${kb(row.bytes.html)} | ${kb(row.bytes.css)} | ${kb(row.bytes.font)} | ${kb(row.bytes.js)} |`,
          ],
    ),
    '',
  ];
}

/**
 * What keeps each template below the mobile goal.
 * @param {Row[]} rows
 */
function belowGoal(rows) {
  const below = [];
  for (const row of rows) {
    if (row.skipped) continue;
    const run = row.runs.mobile;
    if (!run || 'error' in run) {
      below.push(
        `- ${row.template} (\`${row.path}\`): the mobile run failed: ${run && 'error' in run ? run.error : 'no run'}`,
      );
      continue;
    }
    const misses = [];
    for (const [category, audits] of Object.entries(run.lost)) {
      misses.push(
        `${category} ${run.scores[category]}: ${audits.join('; ') || 'no single audit named'}`,
      );
    }
    if (run.lcp > GOAL.lcp)
      misses.push(`LCP ${ms(run.lcp)} > ${GOAL.lcp.toLocaleString('en-US')} ms`);
    if (run.tbt >= GOAL.tbt) misses.push(`TBT ${ms(run.tbt)} ≥ ${GOAL.tbt} ms`);
    if (run.cls >= GOAL.cls) misses.push(`CLS ${run.cls.toFixed(3)} ≥ ${GOAL.cls}`);
    if (misses.length) below.push(`- ${row.template} (\`${row.path}\`): ${misses.join(' — ')}`);
  }
  const skipped = rows.filter((row) => row.skipped);
  return [
    '## Below the mobile goal',
    '',
    ...(below.length ? below : ['Every measured template meets the goal.']),
    ...(skipped.length
      ? [
          '',
          `Not measured (no such page in this build): ${skipped.map((row) => `${row.template} (\`${row.path}\`)`).join(', ')}.`,
        ]
      : []),
    '',
  ];
}

/** The size tables of every built page, from the site checks. */
function sizeTables() {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'check-site.mjs'), '--markdown'],
    {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return [
    result.status === 0
      ? result.stdout.trim()
      : `## Bytes per built page\n\nscripts/check-site.mjs --markdown failed: ${result.stderr.trim()}`,
    '',
  ];
}

/** @param {string[]} lines */
function writeResults(lines) {
  mkdirSync(dirname(outFile), { recursive: true });
  // npm test keeps its step timings in the same file, and comparisons made by hand (another
  // project's build measured the same way) live there too: carry both over. So is every section this
  // run did not write (the other benchmarks under --lighthouse-only, the admin bundles' script).
  const previous = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  let text = lines.join('\n');
  const written = new Set(text.split('\n').filter((line) => line.startsWith('## ')));
  for (const [heading] of previous.matchAll(/^## .+$/gm)) {
    const carried = heading === BY_HAND_HEADING || heading === TIMINGS_HEADING;
    const kept = sectionOf(previous, heading);
    if (kept && (carried || !written.has(heading))) text = replaceSection(text, heading, kept);
  }
  writeFileSync(outFile, text);
  log(`wrote ${outFile}`);
}

async function main() {
  ensureBuild();
  builtFiles = listBuiltFiles();
  const { rows, proxied } = await measureTemplates();
  writeResults([
    ...introduction(proxied),
    ...lighthouseTables(rows, proxied),
    ...templateSummary(rows),
    ...bytesTable(rows),
    ...belowGoal(rows),
    ...sizeTables(),
    ...(lighthouseOnly ? [] : OTHER_BENCHMARKS.flatMap(otherBenchmark)),
  ]);
}

await main();
