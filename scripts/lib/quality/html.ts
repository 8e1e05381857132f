/**
 * A small tokenizer for the HTML our own build emits: start tags with their attributes, and the
 * text of raw-text elements (script, style, title). The site checks read links, metadata and
 * islands from it; validity itself is html-validate's job, so this only has to read valid HTML.
 */
import { decodeEntities } from '#lib/text/html-entities.ts';

export interface Tag {
  /** Lower-cased element name. */
  name: string;
  /** Attributes with lower-cased names and decoded values (a bare attribute has the value ''). */
  attrs: Record<string, string>;
  /** Text content, only for script, style, title and textarea. */
  text?: string;
}

const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

// Re-exported for the callers that read excerpts or tags and their text.
export { decodeEntities };

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name in attrs) continue; // The first occurrence wins, as in browsers.
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Every start tag of the document in order (comments, doctype and end tags are skipped). */
export function parseTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 64));
    if (!nameMatch) {
      // End tag, doctype, or a stray "<": skip past the next ">".
      const end = html.indexOf('>', open + 1);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const name = (nameMatch[1] ?? '').toLowerCase();
    // Find the end of the start tag, skipping ">" inside quoted attribute values.
    let j = open + nameMatch[0].length;
    let quote: string | null = null;
    for (; j < html.length; j++) {
      const c = html[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        break;
      }
    }
    const attrSource = html.slice(open + nameMatch[0].length, j);
    const tag: Tag = { name, attrs: parseAttributes(attrSource) };
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      const end = close === -1 ? html.length : close;
      tag.text = html.slice(i, end);
      i = end;
    }
    tags.push(tag);
  }
  return tags;
}
