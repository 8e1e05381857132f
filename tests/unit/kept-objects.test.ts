import { describe, expect, it } from 'vitest';
import { keepUnchanged, perObject } from '#lib/publishing/kept-objects.ts';

const post = (id: string, title: string, topics = ['cloud']) => ({
  id,
  title,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  topics: topics.map((slug) => ({ slug })),
});

describe('keepUnchanged', () => {
  it('gives back the last pass’s object for a record equal in every value, and a changed one as read', () => {
    const keep = keepUnchanged<ReturnType<typeof post>>();
    const first = keep([post('a', 'A'), post('b', 'B'), post('c', 'C')]);
    const second = keep([post('a', 'A'), post('b', 'B, edited'), post('c', 'C', ['security'])]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.title).toBe('B, edited');
    expect(second[2]).not.toBe(first[2]);
    expect(second[2]!.topics).toEqual([{ slug: 'security' }]);
  });

  it('compares dates by their time and keeps the order it is given', () => {
    const keep = keepUnchanged<ReturnType<typeof post>>();
    const [a] = keep([post('a', 'A')]);
    const moved = { ...post('a', 'A'), publishedAt: new Date('2026-01-02T00:00:00Z') };
    const second = keep([post('b', 'B'), moved]);
    expect(second.map((record) => record.id)).toEqual(['b', 'a']);
    expect(second[1]).toBe(moved);
    expect(second[1]).not.toBe(a);
  });

  it('forgets a record that was left out: it comes back as read', () => {
    const keep = keepUnchanged<ReturnType<typeof post>>();
    const [a] = keep([post('a', 'A')]);
    keep([post('b', 'B')]);
    const [again] = keep([post('a', 'A')]);
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
  });
});

describe('perObject', () => {
  it('derives once per object, and anew for an equal but different object', () => {
    let calls = 0;
    const titleOf = perObject((record: { title: string }) => {
      calls += 1;
      return { heading: record.title.toUpperCase() };
    });
    const record = { title: 'a' };
    expect(titleOf(record)).toBe(titleOf(record));
    expect(calls).toBe(1);
    expect(titleOf({ title: 'a' })).toEqual({ heading: 'A' });
    expect(calls).toBe(2);
  });
});
