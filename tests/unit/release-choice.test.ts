import { describe, expect, it } from 'vitest';
import { chooseRelease, parseManifest, type BuiltRelease } from '#lib/publishing/release-choice.ts';

const build = (
  dir: string,
  builtAt: string | null,
  fingerprint: string | null = 'A',
): BuiltRelease => ({
  dir,
  manifest: builtAt ? { builtAt, contentFingerprint: fingerprint } : null,
});

describe('chooseRelease', () => {
  const cases: [string, BuiltRelease, BuiltRelease[], string | null, string, boolean][] = [
    ['only dist, content unchanged', build('dist', '2026-01-01T00:00:00Z'), [], 'A', 'dist', false],
    [
      'only dist, content changed since',
      build('dist', '2026-01-01T00:00:00Z'),
      [],
      'B',
      'dist',
      true,
    ],
    [
      'a newer release wins over dist',
      build('dist', '2026-01-01T00:00:00Z', 'A'),
      [build('r1', '2026-01-02T00:00:00Z', 'B'), build('r2', '2026-01-03T00:00:00Z', 'C')],
      'C',
      'r2',
      false,
    ],
    [
      'a new deploy (dist newer than the releases) wins',
      build('dist', '2026-02-01T00:00:00Z', 'A'),
      [build('r1', '2026-01-02T00:00:00Z', 'A')],
      'A',
      'dist',
      false,
    ],
    [
      'a tie goes to dist',
      build('dist', '2026-01-01T00:00:00Z', 'A'),
      [build('r1', '2026-01-01T00:00:00Z', 'A')],
      'A',
      'dist',
      false,
    ],
    [
      'the newest release is stale when an edit came after it',
      build('dist', '2026-01-01T00:00:00Z', 'A'),
      [build('r1', '2026-01-02T00:00:00Z', 'B')],
      'C',
      'r1',
      true,
    ],
    [
      'dist without a manifest counts as oldest',
      build('dist', null),
      [build('r1', '2026-01-02T00:00:00Z', 'A')],
      'A',
      'r1',
      false,
    ],
    [
      'a build without a fingerprint is stale',
      build('dist', '2026-01-01T00:00:00Z', null),
      [],
      'A',
      'dist',
      true,
    ],
    [
      'a release whose search index had not caught up with its pages is finished',
      build('dist', '2026-01-01T00:00:00Z', 'A'),
      [
        {
          dir: 'r1',
          manifest: {
            builtAt: '2026-01-02T00:00:00Z',
            contentFingerprint: 'A',
            searchIndexBehind: true,
          },
        },
      ],
      'A',
      'r1',
      true,
    ],
    [
      'unknown current content: serve, do not rebuild',
      build('dist', '2026-01-01T00:00:00Z'),
      [],
      null,
      'dist',
      false,
    ],
  ];
  it.each(cases)('%s', (_name, dist, releases, current, dir, stale) => {
    expect(chooseRelease(dist, releases, current)).toMatchObject({ release: { dir }, stale });
  });

  it('says when only the search index is behind the pages (the content is what the release shows)', () => {
    const behind = (fingerprint: string) => ({
      dir: 'r1',
      manifest: {
        builtAt: '2026-01-02T00:00:00Z',
        contentFingerprint: fingerprint,
        searchIndexBehind: true as const,
      },
    });
    const dist = build('dist', '2026-01-01T00:00:00Z', 'A');
    expect(chooseRelease(dist, [behind('A')], 'A')).toMatchObject({ searchIndexOnly: true });
    expect(chooseRelease(dist, [behind('B')], 'A')).toMatchObject({ searchIndexOnly: false });
  });
});

describe('parseManifest', () => {
  it.each([
    [
      '{"builtAt":"2026-01-01T00:00:00.000Z","contentFingerprint":"abc"}',
      { builtAt: '2026-01-01T00:00:00.000Z', contentFingerprint: 'abc' },
    ],
    [
      '{"builtAt":"2026-01-01T00:00:00.000Z","contentFingerprint":null}',
      { builtAt: '2026-01-01T00:00:00.000Z', contentFingerprint: null },
    ],
    [
      '{"builtAt":"2026-01-01T00:00:00.000Z","contentFingerprint":"abc","build":{"incremental":true,"rendered":3,"searchIndexBehind":true}}',
      {
        builtAt: '2026-01-01T00:00:00.000Z',
        contentFingerprint: 'abc',
        searchIndexBehind: true,
      },
    ],
    ['{"builtAt":"yesterday"}', null],
    ['{}', null],
    ['not json', null],
  ])('%s', (text, expected) => {
    expect(parseManifest(text)).toEqual(expected);
  });
});
