/**
 * What the import knows of a file before it builds anything from it (docs/moving-in-and-out.md): its
 * kind by its first bytes (UTF-16 included, so the import can say what is wrong with it), and how
 * many entries a list of an export holds, counted in its text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topLevelEntries } from '#lib/import/site-export.ts';
import { uploadKind } from '#lib/import/staging.ts';

const bytes = (text: string, encoding: BufferEncoding = 'utf8') =>
  new Uint8Array(Buffer.from(text, encoding));

describe('the kind of an upload, by its first bytes', () => {
  it.each([
    ['a ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]), 'zip'],
    ['an empty ZIP', new Uint8Array([0x50, 0x4b, 0x05, 0x06]), 'zip'],
    ['XML', bytes('<?xml version="1.0"?><rss/>'), 'xml'],
    ['XML after a byte-order mark and spaces', bytes('\uFEFF  \n<rss/>'), 'xml'],
    ['UTF-16 XML, little-endian with its mark', bytes('\uFEFF<rss/>', 'utf16le'), 'xml'],
    ['UTF-16 XML without a mark', bytes('<rss/>', 'utf16le'), 'xml'],
    ['two bytes of text', bytes('ab'), null],
    ['JSON', bytes('{"a":1}'), null],
    ['nothing', new Uint8Array(0), null],
  ])('%s: %s', (_name, head, kind) => {
    expect(uploadKind(head)).toBe(kind);
  });
});

describe('counting the entries of a list without building them', () => {
  it.each([
    ['[]', 0],
    ['  [ ]  ', 0],
    ['[{}]', 1],
    ['[{},{},{}]', 3],
    ['[1, "a,b", {"x": [1,2,3]}, [4,5], null]', 5],
    ['["\\"],[", {}]', 2],
    ['{"a": [1, 2]}', null],
    ['', null],
  ])('%s holds %s', (text, count) => {
    expect(topLevelEntries(text, 1_000_000)).toBe(count);
  });

  it('stops counting past its limit', () => {
    expect(topLevelEntries(`[${'{},'.repeat(999_999)}{}]`, 10)).toBe(11);
  });

  it('counts what JSON.parse would build (random lists)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 })), (list) => {
        expect(topLevelEntries(JSON.stringify(list, null, 1), 1_000_000)).toBe(list.length);
      }),
      { seed: 43 },
    );
  });
});
