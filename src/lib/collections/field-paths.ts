/**
 * A field named by a dotted path into a record, where `*` stands for every item of a list:
 * `socialImage`, `sections.*.image`. Used for the fields an import maps (a library image's address
 * on the site it came from becomes its address here).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with every string at `path` replaced by `map(string)`; the rest is shared. */
export function mapStringsAt(value: unknown, path: string, map: (text: string) => string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return typeof value === 'string' ? map(value) : value;
  const tail = rest.join('.');
  if (head === '*') {
    return Array.isArray(value) ? value.map((item) => mapStringsAt(item, tail, map)) : value;
  }
  if (!isRecord(value) || !(head in value)) return value;
  return { ...value, [head]: mapStringsAt(value[head], tail, map) };
}
