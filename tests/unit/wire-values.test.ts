/**
 * Text bound for Postgres is cleaned of NUL (docs/content-integrity.md), in one place for both
 * engines: a NUL in text, or the JSON escape of one, is dropped; an escaped backslash before `u0000`
 * is text and stays. The database tests write through it on PGlite and Postgres 15.
 */
import { describe, expect, it } from 'vitest';
import { jsonWithoutNul, withoutNul } from '#lib/db/wire-values.ts';

describe('cleaning NUL out of text bound for Postgres', () => {
  it.each([
    ['photo\0.jpg', 'photo.jpg'],
    ['\0\0', ''],
    ['no nul', 'no nul'],
  ])('text %j becomes %j', (text, clean) => {
    expect(withoutNul(text)).toBe(clean);
  });

  it.each([
    [JSON.stringify({ name: 'photo\0.jpg' }), { name: 'photo.jpg' }],
    [JSON.stringify({ note: 'a\\u0000b' }), { note: 'a\\u0000b' }],
    [JSON.stringify(['\\\0x']), ['\\x']],
    [JSON.stringify({ deep: [{ a: '\0' }] }), { deep: [{ a: '' }] }],
  ])('JSON %s keeps everything but its NULs', (json, value) => {
    expect(JSON.parse(jsonWithoutNul(json))).toEqual(value);
  });
});
