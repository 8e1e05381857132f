/**
 * Where a value links to an address: every string in a JSON document (a page document, a record)
 * that is the address, the address with a #fragment or ?query, or a Markdown link to it. Pure: the
 * callers read the documents; this walks them and says where, field by field.
 */

/** One place a link was found: the field's path in the document ("header › 1 › links › 0 › href"). */
export interface LinkPlace {
  field: string;
  /** The link's text as the document has it (the whole value, cut to a line). */
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bareLink = (path: string) => new RegExp(`^${escape(path)}(?:[?#].*)?$`);
const markdownLink = (path: string) =>
  new RegExp(`\\[[^\\]]*\\]\\(\\s*${escape(path)}(?:[?#][^)\\s]*)?(?:\\s+"[^"]*")?\\s*\\)`);

/** Whether `text` links to `path`: is it (with a #fragment or ?query), or a Markdown link to it. */
export function linksTo(text: string, path: string): boolean {
  return bareLink(path).test(text.trim()) || markdownLink(path).test(text);
}

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The link as the field has it: the whole value, or the Markdown link within a longer text. */
const linkText = (text: string, path: string) =>
  shortened(bareLink(path).test(text.trim()) ? text.trim() : markdownLink(path).exec(text)![0]);

/** Every field of `document` that links to `path`, in document order. */
export function linkPlaces(document: unknown, path: string): LinkPlace[] {
  const places: LinkPlace[] = [];
  const walk = (value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      if (linksTo(value, path)) places.push({ field: at.join(' › '), text: linkText(value, path) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...at, String(index + 1)]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    }
  };
  walk(document, []);
  return places;
}
