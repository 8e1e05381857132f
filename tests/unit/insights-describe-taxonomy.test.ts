import { describe, expect, it } from 'vitest';
import { describeTaxonomy } from '#data/insights/index.ts';

describe('describeTaxonomy', () => {
  const lawFirms = { name: 'Law Firms', intro: 'IT for firms that hold client confidences.' };

  it('leads with the badge and the name, then the intro', () => {
    expect(describeTaxonomy('Audience', lawFirms)).toBe(
      'Audience: Law Firms. IT for firms that hold client confidences.',
    );
  });

  it('names the page on later pages so every page of a list has its own description', () => {
    expect(describeTaxonomy('Audience', lawFirms, 2)).toBe(
      'Audience: Law Firms, page 2. IT for firms that hold client confidences.',
    );
    expect(describeTaxonomy('Audience', lawFirms, 1)).toBe(describeTaxonomy('Audience', lawFirms));
  });

  it('falls back to a generic intro', () => {
    expect(describeTaxonomy('Topic', { name: 'Cloud', intro: null })).toMatch(
      /^Topic: Cloud\. Articles for Cloud from the Northbeam IT engineers/,
    );
  });

  it('cuts a long description at a word boundary within 155 characters', () => {
    const text = describeTaxonomy('Topic', { name: 'Cloud', intro: 'word '.repeat(60) });
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text).toMatch(/word…$/);
  });
});
