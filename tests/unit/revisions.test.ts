// Revisions' pure rules (docs/content-integrity.md, "Revisions"): which ones pruning removes, which
// documents count as published, and the readable difference between two versions of a document.
import { describe, expect, it } from 'vitest';
import {
  condensed,
  documentDiff,
  fieldLabel,
  textParts,
  WORD_DIFF_MAX_CHARS,
  type TextPart,
} from '#lib/revisions/diff.ts';
import {
  isPublishedDocument,
  kindNoun,
  kindOfTable,
  REVISIONS_KEPT,
  revisionsToPrune,
} from '#lib/revisions/fields.ts';

/** Versions 1..count, newest last; `published` names the published ones. */
const history = (count: number, published: number[] = []) =>
  Array.from({ length: count }, (_, index) => ({
    version: index + 1,
    published: published.includes(index + 1),
  }));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pruning keeps at least the last 50 revisions of a record, and every published one', () => {
  it('keeps 50', () => expect(REVISIONS_KEPT).toBe(50));

  it.each([
    ['no revisions', history(0), []],
    ['exactly 50 drafts', history(50), []],
    ['51 drafts: the oldest goes', history(51), [1]],
    ['120 drafts: all but the newest 50', history(120), range(1, 70)],
    [
      '120 with versions 3 and 60 published: those stay',
      history(120, [3, 60]),
      [1, 2, ...range(4, 59), ...range(61, 70)],
    ],
    ['60, every one published', history(60, range(1, 60)), []],
    ['a published version among the newest 50 counts among them', history(52, [52]), [1, 2]],
  ])('%s', (_name, revisions, pruned) => {
    expect(revisionsToPrune(revisions)).toEqual(pruned);
  });

  it('reads the versions in any order', () => {
    expect(revisionsToPrune(history(53).reverse())).toEqual([1, 2, 3]);
  });

  it('takes another number to keep', () => {
    expect(revisionsToPrune(history(5, [1]), 2)).toEqual([2, 3]);
  });
});

describe('published documents', () => {
  it.each([
    ['a published post', { isPublished: true }, true],
    ['a draft', { isPublished: false }, false],
    ['an audience (no drafts: live with every save)', { name: 'Owners' }, true],
  ])('%s', (_name, document, published) => {
    expect(isPublishedDocument(document)).toBe(published);
  });
});

describe('kinds', () => {
  it.each([
    ['posts', 'posts'],
    ['journey_stages', 'journey-stages'],
  ])('the revisions of %s are of the kind %s', (table, kind) =>
    expect(kindOfTable(table)).toBe(kind),
  );
});

describe('what the admin calls a kind', () => {
  it.each([
    ['posts', 'post'],
    ['personas', 'audience'],
    ['journey-stages', 'journey stage'],
    ['site-settings', 'site setting'],
    ['locations', 'location page'],
  ])('%s: %s', (kind, noun) => expect(kindNoun(kind)).toBe(noun));
});

describe('field labels', () => {
  it.each([
    [['title'], 'Title'],
    [['metaDescription'], 'Meta description'],
    [['coverImageUrl'], 'Cover image'],
    [['details', 'faqs', 2, 'answer'], 'Questions 3 › Answer'],
    [['details', 'highlights', 0, 'title'], 'Highlights 1 › Title'],
    [['details', 'services', 1, 'linkLabel'], 'Services 2 › Link text'],
    [['topicIds'], 'Topics'],
  ])('%j → %s', (path, label) => expect(fieldLabel(path)).toBe(label));
});

const text = (parts: TextPart[]) =>
  parts
    .map(({ text: t, change }) =>
      change === 'same' ? t : change === 'removed' ? `[-${t}-]` : `{+${t}+}`,
    )
    .join('');

describe('documentDiff', () => {
  const post = {
    id: 'b7e7…',
    version: 4,
    updatedAt: '2026-11-20T10:00:00.000Z',
    title: 'Backups that work',
    content: 'Test your restores every month.\n\nKeep one copy offline.',
    metaTitle: null as string | null,
    isPublished: false,
    topicIds: ['t-cloud', 't-security'],
  };

  it('finds nothing between a document and itself, bookkeeping aside', () => {
    expect(
      documentDiff(post, { ...post, version: 9, updatedAt: '2026-11-29T00:00:00.000Z' }),
    ).toEqual([]);
  });

  it('compares text word by word, naming the field', () => {
    const [change, ...rest] = documentDiff(post, { ...post, title: 'Backups that really work' });
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ path: 'title', label: 'Title', kind: 'text' });
    expect(text(change!.kind === 'text' ? change!.parts : [])).toBe('Backups that {+really +}work');
  });

  it('shows a text that was set or cleared against nothing', () => {
    const [set] = documentDiff(post, { ...post, metaTitle: 'Backups | Northbeam' });
    expect(set).toMatchObject({ label: 'Meta title', kind: 'text' });
    expect(text(set!.kind === 'text' ? set!.parts : [])).toBe('{+Backups | Northbeam+}');
  });

  it('lists what a list lost and gained, with names for ids', () => {
    const changes = documentDiff(
      post,
      { ...post, topicIds: ['t-security', 't-compliance'] },
      { names: { 't-cloud': 'Cloud', 't-compliance': 'Compliance' } },
    );
    expect(changes).toEqual([
      {
        path: 'topicIds',
        label: 'Topics',
        kind: 'list',
        removed: ['Cloud'],
        added: ['Compliance'],
      },
    ]);
  });

  it('shows other values as they read', () => {
    expect(documentDiff(post, { ...post, isPublished: true })).toEqual([
      { path: 'isPublished', label: 'Published', kind: 'value', before: 'No', after: 'Yes' },
    ]);
  });

  it('walks nested details to the field that changed', () => {
    const page = {
      details: {
        faqs: [
          { question: 'Q1', answer: 'Yes.' },
          { question: 'Q2', answer: 'No.' },
        ],
      },
    };
    const changed = {
      details: {
        faqs: [
          { question: 'Q1', answer: 'Yes.' },
          { question: 'Q2', answer: 'Not yet.' },
        ],
      },
    };
    const [change, ...rest] = documentDiff(page, changed);
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ path: 'details.faqs.1.answer', label: 'Questions 2 › Answer' });
  });

  it('compares long text line by line', () => {
    const line = 'A line of a long post about backups and restores.\n';
    const before = line.repeat(Math.ceil(WORD_DIFF_MAX_CHARS / line.length) + 1);
    const after = `${before}One more line.\n`;
    expect(textParts(before, after)).toEqual([
      { text: before, change: 'same' },
      { text: 'One more line.\n', change: 'added' },
    ]);
  });
});

describe('condensed', () => {
  it('shortens long unchanged stretches around a change and keeps the change whole', () => {
    const long = 'x'.repeat(500);
    const parts: TextPart[] = [
      { text: long, change: 'same' },
      { text: 'old', change: 'removed' },
      { text: 'new', change: 'added' },
      { text: long, change: 'same' },
    ];
    expect(condensed(parts, 10)).toEqual([
      { text: '…xxxxxxxxxx', change: 'same' },
      { text: 'old', change: 'removed' },
      { text: 'new', change: 'added' },
      { text: 'xxxxxxxxxx…', change: 'same' },
    ]);
  });
});
