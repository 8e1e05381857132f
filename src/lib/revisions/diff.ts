/**
 * A readable difference between two versions of one document: the fields that differ, each with a
 * label a person reads ("Questions 3 › Answer"), text compared word by word (line by line when
 * long), lists as what was taken out and put in. `before` is the older version, `after` the one it
 * is compared with; bookkeeping (ids, versions, timestamps of the row) is not compared.
 * Browser-safe: the history panel runs it.
 */
import { diffLines, diffWordsWithSpace } from 'diff';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { BOOKKEEPING_FIELDS } from './fields.ts';

export interface TextPart {
  text: string;
  /** removed: only in `before`; added: only in `after`. */
  change: 'same' | 'removed' | 'added';
}

export type FieldChange = { path: string; label: string } & (
  | { kind: 'text'; parts: TextPart[] }
  | { kind: 'list'; removed: string[]; added: string[] }
  | { kind: 'value'; before: string; after: string }
);

export interface DiffOptions {
  /** Names for ids (a post's audiences, stages and topics), shown instead of the ids. */
  names?: Readonly<Record<string, string>>;
}

/** Past this many characters, text is compared line by line: quicker, and easier to read. */
export const WORD_DIFF_MAX_CHARS = 5_000;

/** Labels of the fields whose name alone does not read well; others are spelled out from the name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  coverImageUrl: 'Cover image',
  imageUrl: 'Image',
  introText: 'Intro',
  isPublished: 'Published',
  publishedAt: 'Publish date',
  personaIds: 'Audiences',
  journeyStageIds: 'Journey stages',
  topicIds: 'Topics',
  faqs: 'Questions',
  href: 'Link',
  linkLabel: 'Link text',
  // A page's details are the page: their fields read without the prefix.
  details: '',
};

const spelledOut = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "details.faqs.2.answer" → "Questions 3 › Answer". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') {
      const last = parts.pop();
      parts.push(last ? `${last} ${segment + 1}` : `Item ${segment + 1}`);
    } else {
      const label = FIELD_LABELS[segment] ?? spelledOut(segment);
      if (label) parts.push(label);
    }
  }
  return parts.join(' › ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shown(value: unknown, names: DiffOptions['names']): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (names?.[value]) return names[value];
    if (ISO_INSTANT.test(value)) return formatSiteTime(new Date(value));
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** Word by word, or line by line past WORD_DIFF_MAX_CHARS. */
export function textParts(before: string, after: string): TextPart[] {
  const long = before.length > WORD_DIFF_MAX_CHARS || after.length > WORD_DIFF_MAX_CHARS;
  const changes = long ? diffLines(before, after) : diffWordsWithSpace(before, after);
  return changes.map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

function compare(
  before: unknown,
  after: unknown,
  path: (string | number)[],
  options: DiffOptions,
  out: FieldChange[],
): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const at = { path: path.join('.'), label: fieldLabel(path) };
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(right), ...Object.keys(left)])) {
      if (path.length === 0 && BOOKKEEPING_FIELDS.has(key)) continue;
      compare(left[key], right[key], [...path, key], options, out);
    }
    return;
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    if ([...left, ...right].every(isPrimitive)) {
      const removed = left.filter((item) => !right.includes(item));
      const added = right.filter((item) => !left.includes(item));
      if (removed.length > 0 || added.length > 0) {
        out.push({
          ...at,
          kind: 'list',
          removed: removed.map((item) => shown(item, options.names)),
          added: added.map((item) => shown(item, options.names)),
        });
      } else {
        // The same items in another order.
        const order = (list: unknown[]) =>
          list.map((item) => shown(item, options.names)).join(', ');
        out.push({ ...at, kind: 'value', before: order(left), after: order(right) });
      }
      return;
    }
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      compare(left[index], right[index], [...path, index], options, out);
    }
    return;
  }
  const textual = (value: unknown) =>
    value === null || value === undefined || typeof value === 'string';
  if (textual(before) && textual(after) && !ISO_INSTANT.test(String(before ?? after ?? ''))) {
    out.push({ ...at, kind: 'text', parts: textParts(String(before ?? ''), String(after ?? '')) });
    return;
  }
  out.push({
    ...at,
    kind: 'value',
    before: shown(before, options.names),
    after: shown(after, options.names),
  });
}

/** Every field that differs between the two versions, in the document's order. */
export function documentDiff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  options: DiffOptions = {},
): FieldChange[] {
  const out: FieldChange[] = [];
  compare(before, after, [], options, out);
  return out;
}

/**
 * The parts of a text change as shown: unchanged stretches longer than `context * 2` characters
 * keep `context` characters at each end around an ellipsis, so a one-word change in a long post
 * reads at a glance.
 */
export function condensed(parts: readonly TextPart[], context = 80): TextPart[] {
  return parts.map((part, index) => {
    if (part.change !== 'same' || part.text.length <= context * 2) return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? '' : part.text.slice(0, context);
    const tail = last ? '' : part.text.slice(-context);
    return { change: 'same', text: `${head}…${tail}` };
  });
}
