import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';

const CASES: [text: string, words: string[]][] = [
  ['We specialised in small offices.', ['specialised']],
  ['Layered defence for a recognised brand.', ['defence', 'recognised']],
  ['Our organisation picks the colour.', ['organisation', 'colour']],
  ['We specialized in layered defense for a recognized organization.', []],
  ['Northbeam runs Intune, Meraki and DMARC for NYDFS firms.', []],
  ['A mispelled word is caught too.', ['mispelled']],
];

/**
 * Runs the project's spell check (cspell.json) once over all lines (one process: cspell takes
 * seconds to start on a busy machine); returns the flagged words of each line, by line number.
 */
function flaggedByLine(lines: string[]): Map<number, string[]> {
  const result = spawnSync('node_modules/.bin/cspell', ['--no-progress', '--no-summary', 'stdin'], {
    input: lines.join('\n') + '\n',
    encoding: 'utf8',
  });
  const byLine = new Map<number, string[]>();
  for (const match of result.stdout.matchAll(
    /:(\d+):\d+ - (?:Unknown|Forbidden) word \(([^)]+)\)/g,
  )) {
    const line = Number(match[1]);
    byLine.set(line, [...(byLine.get(line) ?? []), match[2] ?? '']);
  }
  return byLine;
}

describe('US-English spell check', () => {
  let flagged = new Map<number, string[]>();
  beforeAll(() => {
    flagged = flaggedByLine(CASES.map(([text]) => text));
  }, 60_000);

  it.each(CASES.map(([text, words], index) => [text, words, index + 1] as const))(
    '%j flags %j',
    (_text, words, line) => {
      expect(flagged.get(line) ?? []).toEqual(words);
    },
  );
});
