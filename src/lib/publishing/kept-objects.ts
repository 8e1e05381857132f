/**
 * Objects kept from one render pass to the next. A page's reads and props are digested by comparing
 * what they hold (page-reads.ts), and a digest is remembered by its object: a record read again
 * unchanged, kept as the same object, is not digested again, nor is anything derived from it. At ten
 * thousand posts every pass reads them all, and a change alters one.
 */
import { isDeepStrictEqual } from 'node:util';

/**
 * A filter for each pass's records: a record equal in every value to the one of the same id the last
 * call returned comes back as that object; a new or changed one as itself.
 */
export function keepUnchanged<T extends { id: string }>(): (records: readonly T[]) => T[] {
  let previous = new Map<string, T>();
  return (records) => {
    const next = new Map<string, T>();
    const kept = records.map((record) => {
      const before = previous.get(record.id);
      const same = before !== undefined && isDeepStrictEqual(before, record);
      next.set(record.id, same ? before : record);
      return same ? before : record;
    });
    previous = next;
    return kept;
  };
}

/** `derive`, made once per object (which must not change once derived from). */
export function perObject<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key)!;
    const value = derive(key);
    made.set(key, value);
    return value;
  };
}
