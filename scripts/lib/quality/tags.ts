/**
 * The start tags of a built page, read with htmlparser2: the site checks take links, metadata and
 * islands from them. Attribute values and the text of title and textarea are decoded as a browser
 * decodes them; the text of script and style stays as written.
 */
import { Parser } from 'htmlparser2';

export interface Tag {
  /** Lower-cased element name. */
  name: string;
  /** Attributes with lower-cased names and decoded values (a bare attribute has the value ''). */
  attrs: Record<string, string>;
  /** Text content, only for script, style, title and textarea. */
  text?: string;
}

const TEXT_KEPT = new Set(['script', 'style', 'title', 'textarea']);

/** Every start tag of the document in order (comments, doctype and end tags are skipped). */
export function parseTags(html: string): Tag[] {
  const tags: Tag[] = [];
  // Raw-text and escapable raw-text elements never nest, so one open one at a time.
  let textOf: Tag | null = null;
  const parser = new Parser({
    onopentag(name, attrs) {
      const tag: Tag = { name, attrs: { ...attrs } };
      if (TEXT_KEPT.has(name)) {
        tag.text = '';
        textOf = tag;
      }
      tags.push(tag);
    },
    ontext(text) {
      if (textOf) textOf.text += text;
    },
    onclosetag() {
      textOf = null;
    },
  });
  parser.end(html);
  return tags;
}
