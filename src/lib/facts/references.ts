/**
 * Fact references in page copy: `{responseMinutes}`, `{price.professional}`. Copy names a fact
 * instead of repeating its value, so a fact changed once in Settings changes every page that states
 * it. A reference is a name in braces: lower-camel-case words joined by dots. A field may also
 * declare placeholders of its own (`{answered}` in a tool's progress line), which the page fills in
 * as the visitor uses it; anything else in braces that looks like a reference is refused on save.
 * Browser-safe: the admin's form uses it to show what each reference stands for.
 */

/** A reference, with its name as the first group. */
const REFERENCE = /\{([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*)\}/g;

/** The names referenced in `text`, each once, in order of appearance. */
export function referencesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(REFERENCE), (match) => match[1]!))];
}

/** The names in `text` that are neither a known fact nor one of the field's own placeholders. */
export function unknownReferences(
  text: string,
  known: ReadonlySet<string>,
  placeholders: readonly string[] = [],
): string[] {
  return referencesIn(text).filter((name) => !known.has(name) && !placeholders.includes(name));
}

/** The refusal of a text that names facts that do not exist. */
export function unknownReferenceMessage(label: string, names: readonly string[]): string {
  const listed = names.map((name) => `{${name}}`).join(', ');
  return names.length === 1
    ? `${label} refers to ${listed}, which is not a fact in Settings.`
    : `${label} refers to ${listed}, which are not facts in Settings.`;
}

/** `text` with every reference to a known fact replaced by its value; anything else is kept. */
export function substituteFacts(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(REFERENCE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** Every string inside `value` (objects and arrays walked) with its fact references replaced. */
export function substituteFactsDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return substituteFacts(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => substituteFactsDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteFactsDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** Fills a field's own placeholders (`{answered}`) with the values the page computed. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(REFERENCE, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A label that counts: its form for one or for many, with the count filled in. */
export function countedText(
  forms: { one: string; other: string },
  placeholder: string,
  count: number,
): string {
  return fillPlaceholders(count === 1 ? forms.one : forms.other, { [placeholder]: count });
}
