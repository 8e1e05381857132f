import { describe, expect, it } from 'vitest';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { parseSiteLocal, toSiteLocalInput } from '#lib/time/site-time.ts';

describe('parseSiteLocal', () => {
  it.each([
    // Eastern Standard Time (UTC-5) in winter, Eastern Daylight Time (UTC-4) in summer.
    ['2026-12-01T09:00', '2026-12-01T14:00:00.000Z'],
    ['2026-07-04T09:30', '2026-07-04T13:30:00.000Z'],
    ['2026-07-04T09:30:15', '2026-07-04T13:30:15.000Z'],
    ['2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
  ])('reads %s as New York time', (input, utc) => {
    expect(parseSiteLocal(input)?.toISOString()).toBe(utc);
  });

  it.each([
    '',
    'tomorrow',
    '2026-02-30T09:00',
    '2026-13-01T09:00',
    '2026-12-01T25:00',
    '2026-12-01',
  ])('refuses %j', (input) => {
    expect(parseSiteLocal(input)).toBeNull();
  });
});

describe('toSiteLocalInput', () => {
  it('shows an instant as New York wall time, whatever the machine’s zone', () => {
    expect(toSiteLocalInput(new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-01T09:00');
    expect(toSiteLocalInput(new Date('2026-07-04T13:30:59Z'))).toBe('2026-07-04T09:30');
  });

  it('round-trips with parseSiteLocal', () => {
    const input = '2027-03-15T17:45';
    expect(toSiteLocalInput(parseSiteLocal(input)!)).toBe(input);
  });
});

describe('formatSiteTime', () => {
  it('names the time zone', () => {
    expect(formatSiteTime(new Date('2026-12-01T14:00:00Z'))).toBe('Dec 1, 2026, 9:00 AM ET');
  });
});
