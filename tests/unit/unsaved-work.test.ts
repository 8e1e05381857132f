import { describe, expect, it } from 'vitest';
import { unsavedWork } from '#lib/posts/unsaved-work.ts';

/** A Storage stand-in: a Map, or one that refuses every write (full, or private browsing). */
function memoryStorage(refuseWrites = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const fields = { title: 'Draft title', content: '## Kept\n\nText.' };
const at = new Date('2026-12-02T15:41:00Z');

describe('unsaved work in the browser', () => {
  it('keeps, reads back and forgets the work of each post separately', () => {
    const storage = memoryStorage();
    const work = unsavedWork<typeof fields>(storage);
    expect(work.keep('post-1', fields, 7, at)).toBe(true);
    expect(work.keep(null, { ...fields, title: 'New' }, null, at)).toBe(true);
    expect(work.read('post-1')).toEqual({
      fields,
      keptAt: '2026-12-02T15:41:00.000Z',
      baseVersion: 7,
    });
    expect(work.read(null)?.fields.title).toBe('New');
    expect(work.read('post-2')).toBeNull();
    work.forget('post-1');
    expect(work.read('post-1')).toBeNull();
    expect(work.read(null)).not.toBeNull();
  });

  it.each([
    ['not JSON', '{"fields": '],
    ['no fields', JSON.stringify({ keptAt: at.toISOString(), baseVersion: 1 })],
    ['a bad date', JSON.stringify({ fields, keptAt: 'yesterday', baseVersion: 1 })],
    ['a bad version', JSON.stringify({ fields, keptAt: at.toISOString(), baseVersion: '1' })],
  ])('ignores what it cannot read: %s', (_case, raw) => {
    const storage = memoryStorage();
    storage.items.set('northbeam.unsaved-post.post-1', raw);
    expect(unsavedWork(storage).read('post-1')).toBeNull();
  });

  it('says so when the browser refuses to keep it, and does not throw', () => {
    expect(unsavedWork(memoryStorage(true)).keep('post-1', fields, 1, at)).toBe(false);
  });
});
