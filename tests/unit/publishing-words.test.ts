/**
 * The publishing line says each state once (docs/product-rules.md, "Publishing"): the server's
 * messages and changes as they come, and the line a marketer reads. "Saved. Saved." was the home
 * page's save.
 */
import { describe, expect, it } from 'vitest';
import { publishingWords } from '#islands/admin/publishing-words.ts';
import { rebuildsOffStatus, type PublishStatus } from '#lib/publishing/status.ts';

const NOW = Date.parse('2026-12-03T19:15:12Z');
const at = '2026-12-03T19:15:00Z';
const line = (status: PublishStatus) => {
  const { heading, detail } = publishingWords(status, NOW);
  return `Publishing:${heading ? ` ${heading}` : ''} ${detail}`;
};

describe('the publishing line', () => {
  it.each([
    [
      'a page saved, waiting for its rebuild',
      {
        state: 'saved',
        message: 'Saved. The public site rebuilds in a moment.',
        updatedAt: at,
        change: 'Saved Home',
      },
      'Publishing: Saved Home. The public site rebuilds in a moment.',
    ],
    [
      'a post published, waiting for its rebuild',
      {
        state: 'saved',
        message: 'Saved. The public site rebuilds in a moment.',
        updatedAt: at,
        change: 'Published “Backups”',
      },
      'Publishing: Saved. The public site rebuilds in a moment. Published “Backups”.',
    ],
    [
      'the admin’s own word before the server answers',
      { state: 'saved', message: 'Checking how it goes live…', updatedAt: at },
      'Publishing: Saved. Checking how it goes live…',
    ],
    [
      'building',
      {
        state: 'rebuilding',
        message: 'Rebuilding the public site…',
        updatedAt: at,
        startedAt: at,
        change: 'Saved Home',
      },
      'Publishing: Rebuilding the public site… (12 s) Saved Home.',
    ],
    [
      'live',
      {
        state: 'live',
        message: 'Live: the public site was rebuilt in 9 s.',
        updatedAt: at,
        change: 'Saved Home',
      },
      'Publishing: Live. The public site was rebuilt in 9 s. Since Dec 3, 2026, 2:15 PM ET. Saved Home.',
    ],
    [
      'failed',
      {
        state: 'failed',
        message: 'The rebuild failed; the site still shows the previous version. Out of memory',
        updatedAt: at,
      },
      'Publishing: Failed. The rebuild failed; the site still shows the previous version. Out of memory',
    ],
    [
      'rebuilds off',
      rebuildsOffStatus('Saved Home'),
      'Publishing: Not public yet. Rebuilds are off here, so the public site shows this change only after the next build and deploy. Saved Home.',
    ],
  ] as const)('%s', (_what, status, expected) => {
    const shown = line(status);
    expect(shown).toBe(expected);
    expect(shown.match(/\bSaved\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(shown).not.toMatch(/\b(\w+)\. \1\b/);
  });
});
