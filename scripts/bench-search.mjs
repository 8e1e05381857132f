// Site search figures for bench/results.md: the Pagefind index on disk, and on the built Node server
// with a mobile profile (Pixel 7, 4× CPU slowdown, Lighthouse's slow-4G network) the bytes a first
// query loads and the time from its first keystroke to the first results. Prints a Markdown section.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '#e2e-support/browser.ts';
import { distDir, median, startBenchSite } from './lib/bench-harness.mjs';

const indexDir = join(distDir, 'client', 'pagefind');
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
const QUERIES = ['backup', 'HIPAA', 'Brooklyn IT support'];
// Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function indexFiles() {
  const groups = new Map();
  for (const entry of readdirSync(indexDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const bytes = statSync(join(entry.parentPath, entry.name)).size;
    const kind = entry.name.endsWith('.pf_fragment')
      ? 'fragments (one per page)'
      : entry.name.endsWith('.pf_index')
        ? 'word index chunks'
        : entry.name.endsWith('.pagefind')
          ? 'WebAssembly'
          : entry.name.endsWith('.js')
            ? 'pagefind.js'
            : 'metadata';
    const group = groups.get(kind) ?? { files: 0, bytes: 0 };
    group.files += 1;
    group.bytes += bytes;
    groups.set(kind, group);
  }
  return groups;
}

/** One cold first query in a fresh browser context: bytes after opening and keystroke→results time. */
/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} query
 */
async function firstQuery(browser, origin, query) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  /** @type {Map<string, string>} */
  const transferred = new Map();
  cdp.on('Network.responseReceived', (event) =>
    transferred.set(event.requestId, event.response.url),
  );
  /** @type {{ url: string, bytes: number }[]} */
  const bytesByUrl = [];
  cdp.on('Network.loadingFinished', (event) => {
    const url = transferred.get(event.requestId);
    if (url) bytesByUrl.push({ url, bytes: event.encodedDataLength });
  });

  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const before = bytesByUrl.length;
  await page.evaluate(() => {
    // Page-clock marks: the first keystroke in the search box, and the first result shown.
    /** @type {{ key?: number, results?: number }} */
    const marks = {};
    Object.assign(window, { __search: marks });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.role === 'combobox')
          marks.key ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('[role="listbox"] [role="option"]'))
        marks.results ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search the site' });
  await input.waitFor();
  await input.pressSequentially(query);
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 60_000 });
  const marks = await page.evaluate(
    () =>
      /** @type {{ key?: number, results?: number }} */ (
        /** @type {{ __search?: object }} */ (/** @type {unknown} */ (window)).__search ?? {}
      ),
  );
  const loaded = bytesByUrl.slice(before);
  await context.close();
  return {
    ms: (marks.results ?? NaN) - (marks.key ?? NaN),
    bytes: loaded.reduce((sum, r) => sum + r.bytes, 0),
    requests: loaded.length,
  };
}

const groups = indexFiles();
const total = [...groups.values()].reduce((sum, g) => sum + g.bytes, 0);
const lines = [
  '## Site search',
  '',
  `Pagefind index in dist/client/pagefind (${[...groups.values()].reduce((s, g) => s + g.files, 0)} files, ${kb(total)}; its files are compressed by Pagefind itself):`,
  '',
  '| Part | Files | Size |',
  '| --- | ---: | ---: |',
  ...[...groups.entries()].map(([kind, g]) => `| ${kind} | ${g.files} | ${kb(g.bytes)} |`),
  '',
];

const site = await startBenchSite({ name: 'search' });
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
try {
  lines.push(
    `First query on a fresh page, Pixel 7 emulation, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down; median of ${RUNS} runs. "Bytes" are every response after the page had loaded (the dialog's module and CSS, pagefind.js, WebAssembly, metadata, index chunks, fragments), as transferred; the time runs from the first keystroke in the search box to the first result on screen (the query typed key by key, as a visitor would).`,
    '',
    '| Query | Keystroke → first results | Bytes loaded | Requests |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const query of QUERIES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstQuery(browser, site.base, query));
    lines.push(
      `| ${query} | ${Math.round(median(runs.map((r) => r.ms))).toLocaleString('en-US')} ms | ${kb(median(runs.map((r) => r.bytes)))} | ${median(runs.map((r) => r.requests))} |`,
    );
  }
  lines.push('');
} finally {
  await browser.close();
  await site.stop();
}
console.log(lines.join('\n'));
