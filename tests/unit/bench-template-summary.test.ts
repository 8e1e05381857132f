import { describe, expect, it } from 'vitest';
import {
  inlineScriptGzip,
  median,
  summarizeTemplate,
  templateSummaryTable,
} from '#scripts/lib/template-summary.mjs';

// docs/budgets.md: LCP median ≤ 1,100 ms on every template, and no run above 1,300 ms.
const GOAL = { lcpMedian: 1100, lcpMax: 1300 };
const runs = (...lcps: number[]) => lcps.map((lcp) => ({ lcp, transfer: 40_000 }));

describe('the per-template bench summary', () => {
  it.each([
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it.each([
    ['under both limits', runs(1050, 1080, 1100), true],
    ['a median over 1,100 ms', runs(1090, 1120, 1150), false],
    [
      'a median under the goal with one run above 1,300 ms (bimodal)',
      runs(1050, 1060, 1310),
      false,
    ],
    ['one run exactly at 1,300 ms', runs(1000, 1010, 1300), true],
  ])('%s: met = %s', (_case, templateRuns, met) => {
    const summary = summarizeTemplate(
      { template: 'Tool', path: '/x', jsGzip: 12_000, runs: templateRuns },
      GOAL,
    );
    expect(summary.meetsGoal).toBe(met);
    expect(summary.lcpMin).toBe(Math.min(...templateRuns.map((r) => r.lcp)));
    expect(summary.lcpMax).toBe(Math.max(...templateRuns.map((r) => r.lcp)));
  });

  it('writes one row per template: JS, transfer, LCP median and range', () => {
    const [header, , row] = templateSummaryTable(
      [{ template: 'Insights', path: '/insights', jsGzip: 15_155, runs: runs(1010, 1040, 1020) }],
      GOAL,
    );
    expect(header).toContain('LCP range');
    expect(row).toBe(
      '| Insights | `/insights` | 14.8 KB | 39.1 KB | 1,020 ms | 1,010 ms–1,040 ms | met |',
    );
  });

  it('counts inline scripts, not JSON data blocks or external scripts', () => {
    const script = 'console.log("one inline script")';
    const html = `<script>${script}</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>`;
    expect(inlineScriptGzip(html)).toBe(inlineScriptGzip(`<script>${script}</script>`));
    expect(inlineScriptGzip('<script src="/x.js"></script>')).toBe(0);
  });
});
