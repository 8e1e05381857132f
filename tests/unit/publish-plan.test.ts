import { describe, expect, it } from 'vitest';
import { publishChange, publishPlan } from '#lib/posts/publish-plan.ts';

const now = new Date('2026-11-24T15:00:00Z'); // 10:00 AM in New York

describe('publishPlan', () => {
  it('publishes now without a date', () => {
    expect(publishPlan('  ', now)).toEqual({ kind: 'now' });
  });

  it('schedules a New York time still ahead', () => {
    expect(publishPlan('2026-11-24T10:01', now)).toEqual({
      kind: 'schedule',
      at: new Date('2026-11-24T15:01:00Z'),
    });
  });

  it('backdates a time that has passed (published at once, with that date)', () => {
    expect(publishPlan('2026-11-24T10:00', now)).toEqual({
      kind: 'backdate',
      at: new Date('2026-11-24T15:00:00Z'),
    });
    expect(publishPlan('2024-01-15T09:00', now).kind).toBe('backdate');
  });

  it('refuses a time that does not exist', () => {
    expect(publishPlan('2026-02-30T10:00', now)).toEqual({ kind: 'invalid' });
  });
});

describe('publishChange', () => {
  const post = (publishedAt: Date | null) => ({
    title: 'Backups',
    isPublished: publishedAt !== null,
    publishedAt,
  });

  it('names what the publish action did', () => {
    expect(publishChange(post(new Date('2026-11-24T14:00:00Z')), now)).toBe('Published “Backups”');
    expect(publishChange(post(new Date('2026-12-01T14:00:00Z')), now)).toBe(
      'Scheduled “Backups” for Dec 1, 2026, 9:00 AM ET',
    );
    expect(publishChange(post(null), now)).toBe('Unpublished “Backups”');
  });
});
