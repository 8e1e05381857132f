/**
 * What a save changed in a document, field by field, for the activity log: each leaf whose value
 * differs, by its path ("hero.title", "testimonials.2"), with its value before and after. A list
 * that grew or shrank is one change of its own ("testimonials": 3 items → 2 items).
 */

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The short form of a value in the log: long texts are cut, lists and groups summarized. */
function summary(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isRecord(value)) return 'a group of fields';
  return value;
}

export function changedFields(before: unknown, after: unknown, path = ''): FieldChange[] {
  const here = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], here(key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: FieldChange[] =
      before.length === after.length
        ? []
        : [{ path: path || '(document)', before: summary(before), after: summary(after) }];
    const shared = Math.min(before.length, after.length);
    for (let index = 0; index < shared; index++) {
      changes.push(...changedFields(before[index], after[index], here(index)));
    }
    return changes;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || '(document)', before: summary(before), after: summary(after) }];
}
