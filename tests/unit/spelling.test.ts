import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs the project's spell check (cspell.json) over one line of text; returns the flagged words. */
function flagged(text: string): string[] {
  const result = spawnSync('node_modules/.bin/cspell', ['--no-progress', '--no-summary', 'stdin'], {
    input: text,
    encoding: 'utf8',
  });
  return [...result.stdout.matchAll(/(?:Unknown|Forbidden) word \(([^)]+)\)/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('US-English spell check', () => {
  it.each([
    ['We specialised in small offices.', ['specialised']],
    ['Layered defence for a recognised brand.', ['defence', 'recognised']],
    ['Our organisation picks the colour.', ['organisation', 'colour']],
    ['We specialized in layered defense for a recognized organization.', []],
    ['Northbeam runs Intune, Meraki and DMARC for NYDFS firms.', []],
    ['A mispelled word is caught too.', ['mispelled']],
  ])('%j flags %j', (text, words) => {
    expect(flagged(text)).toEqual(words);
  });
});
