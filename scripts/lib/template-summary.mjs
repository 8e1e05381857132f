/**
 * The per-template summary of `npm run bench` (docs/budgets.md): for each template's repeated mobile
 * Lighthouse runs, the compressed JavaScript it loaded, the bytes it transferred, and its LCP as the
 * median and the range of the runs, judged against the goal on both (a median under the goal with a
 * run far above it is bimodal, not met).
 */
import { gzipSync } from 'node:zlib';
import { kb, ms } from './lighthouse.mjs';
import { parseTags } from './quality/tags.ts';

/** @typedef {import('lighthouse').Result} Lhr */

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Gzip (level 9) of a page's inline scripts, each compressed alone as the site checks count them
 * (JSON data blocks are not scripts).
 * @param {string} html
 */
export function inlineScriptGzip(html) {
  return parseTags(html)
    .filter((tag) => tag.name === 'script' && !tag.attrs.src && !/json/i.test(tag.attrs.type ?? ''))
    .reduce((sum, tag) => sum + gzipSync(Buffer.from(tag.text ?? ''), { level: 9 }).length, 0);
}

/**
 * What one run measured: its LCP and every byte it transferred (Lighthouse's total byte weight:
 * compressed as sent, headers included).
 * @param {Lhr} lhr
 */
export function runMeasures(lhr) {
  return {
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    transfer: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
  };
}

/**
 * @typedef {{ lcp: number, transfer: number }} RunMeasures
 * @typedef {{ template: string, path: string, jsGzip: number | null, runs: readonly RunMeasures[] }}
 *   TemplateRuns
 * @typedef {{ lcpMedian: number, lcpMax: number }} LcpGoal
 */

/**
 * The summary of one template: JS, transfer (median of the runs), LCP median, min and max, and
 * whether the LCP goal holds (median and every run).
 * @param {TemplateRuns} entry
 * @param {LcpGoal} goal
 */
export function summarizeTemplate(entry, goal) {
  const lcps = entry.runs.map((run) => run.lcp);
  const lcpMedian = median(lcps);
  const lcpMin = Math.min(...lcps);
  const lcpMax = Math.max(...lcps);
  return {
    template: entry.template,
    path: entry.path,
    jsGzip: entry.jsGzip,
    transfer: median(entry.runs.map((run) => run.transfer)),
    lcpMedian,
    lcpMin,
    lcpMax,
    meetsGoal: lcpMedian <= goal.lcpMedian && lcpMax <= goal.lcpMax,
  };
}

/**
 * The Markdown table of every template's summary.
 * @param {readonly TemplateRuns[]} entries
 * @param {LcpGoal} goal
 * @returns {string[]}
 */
export function templateSummaryTable(entries, goal) {
  const rows = entries.map((entry) => summarizeTemplate(entry, goal));
  return [
    '| template | page | JS (gzip) | transfer | LCP median | LCP range | goal |',
    '| --- | --- | ---: | ---: | ---: | ---: | :---: |',
    ...rows.map(
      (row) =>
        `| ${row.template} | \`${row.path}\` | ${row.jsGzip === null ? 'n/a' : kb(row.jsGzip)} | ${kb(row.transfer)} | ${ms(row.lcpMedian)} | ${ms(row.lcpMin)}–${ms(row.lcpMax)} | ${row.meetsGoal ? 'met' : '**missed**'} |`,
    ),
  ];
}
