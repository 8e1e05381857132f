/**
 * Lighthouse as the benchmarks run it: Debian's Chromium when present, headless on a closed
 * network, one run per page and form factor; and the figures they report from a result.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** @typedef {import('lighthouse').Result} Lhr */

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The Chromium to drive: Debian's, else the one Lighthouse finds. */
export const chromiumPath = () => (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/**
 * Audits that cost a category points (score below 1 with weight), as "title (value)".
 * @param {Lhr} lhr
 * @param {string} category
 */
export function lostPoints(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/**
 * @param {string} url
 * @param {string} formFactor
 * @param {string | undefined} chromePath
 * @param {{ selfSignedTls?: boolean }} [options] trust any certificate (a local proxy's own CA)
 * @returns {Promise<Lhr>}
 */
export async function runLighthouse(url, formFactor, chromePath, { selfSignedTls = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromeFlags: selfSignedTls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
    ...(chromePath && { chromePath }),
    logLevel: 'silent',
  });
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result =
      formFactor === 'desktop'
        ? await lighthouse(url, flags, desktopConfig)
        : await lighthouse(url, flags);
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** @param {Lhr} lhr */
export function summarize(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    lost: Object.fromEntries(
      CATEGORIES.filter((c) => (lhr.categories[c]?.score ?? 0) < 1).map((c) => [
        c,
        lostPoints(lhr, c),
      ]),
    ),
  };
}

/** @param {number} value */
export const ms = (value) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a';
/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
