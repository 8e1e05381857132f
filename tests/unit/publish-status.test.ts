import { describe, expect, it } from 'vitest';
import { describeChanges, rebuildsOffStatus } from '#lib/publishing/status.ts';

describe('describeChanges', () => {
  it('names nothing when nothing changed', () => {
    expect(describeChanges([])).toBeUndefined();
  });

  it('names the latest changes first and counts the rest', () => {
    expect(describeChanges(['Saved “A”'])).toBe('Saved “A”');
    expect(describeChanges(['Saved “A”', 'Published “B”'])).toBe('Published “B”; Saved “A”');
    expect(describeChanges(['Saved “A”', 'Saved “B”', 'Published “C”'])).toBe(
      'Published “C”; Saved “B”; and 1 earlier change',
    );
    expect(describeChanges(['1', '2', '3', '4'])).toBe('4; 3; and 2 earlier changes');
  });
});

describe('rebuildsOffStatus', () => {
  it('says the change is not public until the next deploy', () => {
    const status = rebuildsOffStatus('Saved “A”');
    expect(status).toMatchObject({ state: 'off', change: 'Saved “A”' });
    expect(status.message).toMatch(/only after the next build and deploy/);
  });
});
