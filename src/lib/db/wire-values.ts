/**
 * How values cross to Postgres, in one place for both engines (docs/content-integrity.md): text
 * bound for Postgres is cleaned of NUL, which Postgres cannot store (a text value holding one is
 * refused with 22021, a JSON value holding `\u0000` with 22P05), whichever column and whichever
 * write it comes from; bytea travels as hex, converted natively rather than a byte at a time.
 */
import { types } from '@electric-sql/pglite';

const NUL = /\0/g;
/** The JSON escape of NUL, unless its backslash is itself escaped (`\\u0000` is text, not NUL). */
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

export const withoutNul = (text: string) => (text.includes('\0') ? text.replace(NUL, '') : text);

/** JSON text with every NUL inside its strings removed. */
export const jsonWithoutNul = (json: string) =>
  json.includes('\\u0000') ? json.replace(ESCAPED_NUL, '$1') : withoutNul(json);

const text = (value: unknown) => withoutNul(String(value));
const json = (value: unknown) =>
  jsonWithoutNul(typeof value === 'string' ? value : JSON.stringify(value));
const bytesOut = (value: unknown) => {
  const bytes = value as Uint8Array;
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
};
const bytesIn = (value: string) => Buffer.from(value.slice(2), 'hex');

/** The text types whose values are cleaned: text, varchar, char, name. */
const TEXT_TYPES = [types.TEXT, types.VARCHAR, types.BPCHAR, 19];
const JSON_TYPES = [types.JSON, types.JSONB];

/** PGlite's serializers and parsers (PGlite's own bytea conversion handles one byte per call). */
export const pgliteValueTypes = {
  serializers: {
    ...Object.fromEntries(TEXT_TYPES.map((oid) => [oid, text])),
    ...Object.fromEntries(JSON_TYPES.map((oid) => [oid, json])),
    [types.BYTEA]: bytesOut,
  },
  parsers: { [types.BYTEA]: bytesIn },
};

/**
 * Adds the cleaning to a postgres.js client's serializers, after Drizzle set its own (it sends
 * JSON already as text): each runs first, then the cleaning.
 */
export function cleanPostgresValues(options: {
  serializers: Record<string, (value: unknown) => unknown>;
}) {
  for (const oid of TEXT_TYPES) {
    const before = options.serializers[oid] ?? ((value: unknown) => `${value as string}`);
    options.serializers[oid] = (value) => withoutNul(String(before(value)));
  }
  for (const oid of JSON_TYPES) {
    const before = options.serializers[oid] ?? ((value: unknown) => value);
    options.serializers[oid] = (value) => json(before(value));
  }
}
