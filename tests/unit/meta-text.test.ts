import { describe, expect, it } from 'vitest';
import {
  countLength,
  fitToLength,
  META_DESCRIPTION_MAX,
  metaDescriptionOf,
  metaTitleOf,
} from '#lib/seo/meta-text.ts';

describe('fitToLength', () => {
  it('keeps text that fits, with its white space tidied', () => {
    expect(fitToLength('  Backups  that\nwork. ', 160)).toBe('Backups that work.');
  });

  it('cuts at the last whole word and ends with an ellipsis, inside the limit', () => {
    const text =
      'Ransomware now hunts for backups before encrypting anything else, so keep one copy offline.';
    const fitted = fitToLength(text, 40);
    expect(fitted).toBe('Ransomware now hunts for backups before…');
    expect(fitted.length).toBeLessThanOrEqual(40);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(fitToLength('One, two, three, four', 12)).toBe('One, two…');
  });

  it('cuts a single word longer than the limit', () => {
    expect(fitToLength('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('metaDescriptionOf', () => {
  it('prefers the post’s own description', () => {
    expect(metaDescriptionOf(' Own words. ', 'The excerpt.')).toBe('Own words.');
  });

  it('falls back to the summary, fitted to 160 characters', () => {
    const summary = 'word '.repeat(60);
    const description = metaDescriptionOf(null, summary);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
  });

  it('treats a blank override as none', () => {
    expect(metaDescriptionOf('   ', 'The excerpt.')).toBe('The excerpt.');
  });
});

describe('metaTitleOf', () => {
  it('prefers the post’s own title and falls back to the heading', () => {
    expect(metaTitleOf('Short title', 'A long heading')).toBe('Short title');
    expect(metaTitleOf(null, 'A long heading')).toBe('A long heading');
  });
});

describe('countLength', () => {
  it('counts the trimmed text against the limit', () => {
    expect(countLength('  Backups  ', 60)).toEqual({ text: '7 / 60', over: false });
    expect(countLength('x'.repeat(60), 60).over).toBe(false);
    expect(countLength('x'.repeat(61), 60)).toEqual({ text: '61 / 60', over: true });
  });
});
