import { describe, expect, it } from 'vitest';
import { scheduleStatus } from '#islands/admin/ScheduleInput.tsx';

describe('a scheduled record’s status in its list', () => {
  const hour = 60 * 60_000;
  it.each([
    [
      'a draft, whatever its time',
      { isPublished: false, publishAt: new Date(Date.now() + hour).toISOString() },
      'Not published',
    ],
    ['published, no time', { isPublished: true, publishAt: null }, 'Published'],
    [
      'published, its time past',
      { isPublished: true, publishAt: new Date(Date.now() - hour).toISOString() },
      'Published',
    ],
  ])('%s: %s', (_name, row, expected) => {
    expect(scheduleStatus(row)).toBe(expected);
  });

  it('names a time ahead in New York time', () => {
    expect(scheduleStatus({ isPublished: true, publishAt: '2030-06-03T13:30:00.000Z' })).toMatch(
      /^Scheduled for .*2030.*9:30.* ET$/,
    );
  });
});
