/**
 * Reads an uploaded XML file into a tree, refusing with the line and the reason what an import must
 * not take (docs/moving-in-and-out.md): text that is not UTF-8; any document type or entity
 * declaration (so no external entity reads a file or an address, and no entity expands into
 * gigabytes); elements nested deeper than `XML_LIMITS.depth`, names longer than
 * `XML_LIMITS.nameLength` or named like JavaScript's object internals (`__proto__`); and what is
 * not XML (a tag left open, a closing tag that does not match).
 *
 * The guard is the tokenizer: the same pass that finds a declaration builds the tree the import
 * reads, so no second parser can read the file differently (a processing instruction holding
 * `<![CDATA[` once hid a DOCTYPE from a separate scan). Markup is tokenized as XML 1.0 defines it:
 * a processing instruction ends at `?>`, a comment at `-->`, a CDATA section at `]]>`, an attribute
 * value at its closing quote. It is lenient where WordPress's own importer is, because WordPress's
 * exporter writes such files: an `&` that starts no reference is an ampersand, a reference XML does
 * not define (`&nbsp;`) is kept as written for the HTML it is part of, and characters XML forbids
 * (a stray form feed) are kept for the importer's own cleaning. No library tokenizes XML strictly
 * and still reads a bare `&`: strict ones refuse the export, lenient ones read markup as HTML does.
 */
import { ImportFileError } from './errors.ts';

export const XML_LIMITS = {
  /** Elements inside each other; a WordPress export nests six deep. */
  depth: 64,
  /** Characters in an element or attribute name. */
  nameLength: 200,
  /** Attributes on one element. */
  attributes: 100,
} as const;

export interface XmlElement {
  /** As written, with its prefix (`wp:post_id`). */
  name: string;
  /** By name as written; a map, so a name such as `__proto__` is only a name. */
  attributes: ReadonlyMap<string, string>;
  /** Elements and text (CDATA sections are text), in order. */
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

/** The line `index` is on (1-based). */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
  }
  return line;
}

const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

const REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|([A-Za-z_][\w.-]{0,31}));/g;

/** Text with XML's references replaced; any other `&` (bare, or an HTML entity) stays as written. */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(PREDEFINED, name) ? PREDEFINED[name]! : whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : whole;
  });
}

const NAME = /[^\s/>=<"'!?&]+/y;
/** Names no WordPress export uses that mean something to JavaScript objects: refused outright. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const SPACE = /\s*/y;

const DECLARATION_REFUSAL =
  'the file declares a document type (<!DOCTYPE or <!ENTITY>). Entity declarations are refused: they can read files on the server or expand without limit, and a WordPress export has none.';

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      'file',
      'The file is not UTF-8 text. Export it again from WordPress (Tools → Export).',
    );
  }
}

/**
 * The file's root element once the whole file has passed every check, and its text (for the lines
 * of later refusals); throws ImportFileError (400) otherwise.
 */
export function readXml(bytes: Uint8Array): { root: XmlElement; text: string } {
  const text = decodeUtf8(bytes);
  function fail(reason: string, at: number): never {
    throw new ImportFileError('file', reason, lineAt(text, at));
  }
  function malformed(reason: string, at: number): never {
    fail(`the XML is malformed: ${reason}`, at);
  }
  const closing = (marker: string, from: number, what: string, at: number) => {
    const end = text.indexOf(marker, from);
    if (end === -1) malformed(`${what} is never closed.`, at);
    return end;
  };
  const readName = (at: number, what: string): string => {
    NAME.lastIndex = at;
    const name = NAME.exec(text)?.[0];
    if (!name) malformed(`${what} has no name.`, at);
    if (name.length > XML_LIMITS.nameLength) {
      fail(
        `a name is longer than ${XML_LIMITS.nameLength} characters (“${name.slice(0, 40)}…”). A WordPress export has no such name.`,
        at,
      );
    }
    if (RESERVED_NAMES.has(name.replace(/^.*:/, ''))) {
      fail(`an element or attribute is named “${name}”, which no WordPress export uses.`, at);
    }
    return name;
  };
  const skipSpace = (at: number) => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    return SPACE.lastIndex;
  };

  const stack: { element: XmlElement; at: number }[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  const addText = (value: string, start: number) => {
    const open = stack[stack.length - 1];
    if (open) {
      const { children } = open.element;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + value;
      else children.push(value);
    } else if (value.trim() !== '') {
      malformed('there is text outside the root element.', start);
    }
  };

  while (at < text.length) {
    const open = text.indexOf('<', at);
    const textEnd = open === -1 ? text.length : open;
    if (textEnd > at) addText(decodeReferences(text.slice(at, textEnd)), at);
    if (open === -1) break;
    if (text.startsWith('<?', open)) {
      // A processing instruction (the XML declaration among them) runs to `?>`, whatever it holds.
      at = closing('?>', open + 2, 'A processing instruction', open) + 2;
    } else if (text.startsWith('<!--', open)) {
      at = closing('-->', open + 4, 'A comment', open) + 3;
    } else if (text.startsWith('<![CDATA[', open)) {
      if (stack.length === 0) malformed('a CDATA section is outside the root element.', open);
      const end = closing(']]>', open + 9, 'A CDATA section', open);
      addText(text.slice(open + 9, end), open);
      at = end + 3;
    } else if (text.startsWith('<!', open)) {
      // <!DOCTYPE, <!ENTITY, <!ELEMENT, <!ATTLIST…: every markup declaration is refused.
      fail(DECLARATION_REFUSAL, open);
    } else if (text.startsWith('</', open)) {
      const name = readName(open + 2, 'A closing tag');
      const end = skipSpace(open + 2 + name.length);
      if (text[end] !== '>') malformed(`the closing tag </${name}> has no “>”.`, open);
      const current = stack.pop();
      if (!current) malformed(`</${name}> closes nothing.`, open);
      if (current.element.name !== name) {
        malformed(
          `</${name}> closes <${current.element.name}> (opened on line ${lineAt(text, current.at)}).`,
          open,
        );
      }
      at = end + 1;
    } else {
      const name = readName(open + 1, 'A tag');
      if (stack.length >= XML_LIMITS.depth) {
        fail(
          `elements are nested more than ${XML_LIMITS.depth} deep. A WordPress export nests six deep.`,
          open,
        );
      }
      if (root && stack.length === 0) malformed('there is a second root element.', open);
      const attributes = new Map<string, string>();
      let cursor = open + 1 + name.length;
      let selfClosing = false;
      for (;;) {
        const next = skipSpace(cursor);
        if (text.startsWith('/>', next)) {
          selfClosing = true;
          cursor = next + 2;
          break;
        }
        if (text[next] === '>') {
          cursor = next + 1;
          break;
        }
        if (next >= text.length) malformed(`the tag <${name}> is never closed.`, open);
        if (next === cursor) malformed(`the tag <${name}> runs its attributes together.`, next);
        const attribute = readName(next, `An attribute of <${name}>`);
        const equals = skipSpace(next + attribute.length);
        if (text[equals] !== '=') malformed(`the attribute ${attribute} has no value.`, next);
        const quoteAt = skipSpace(equals + 1);
        const quote = text[quoteAt];
        if (quote !== '"' && quote !== "'") {
          malformed(`the value of ${attribute} is not in quotes.`, next);
        }
        const valueEnd = closing(quote, quoteAt + 1, `The value of ${attribute}`, next);
        if (attributes.size >= XML_LIMITS.attributes) {
          fail(`an element has more than ${XML_LIMITS.attributes} attributes.`, open);
        }
        // XML reads tabs and line breaks in an attribute value as spaces.
        attributes.set(
          attribute,
          decodeReferences(text.slice(quoteAt + 1, valueEnd).replace(/[\t\n\r]/g, ' ')),
        );
        cursor = valueEnd + 1;
      }
      const element: XmlElement = { name, attributes, children: [] };
      const parent = stack[stack.length - 1];
      if (parent) parent.element.children.push(element);
      else root = element;
      if (!selfClosing) stack.push({ element, at: open });
      at = cursor;
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) {
    malformed(
      `the file ends before <${unclosed.element.name}> (line ${lineAt(text, unclosed.at)}) is closed: it may have been cut short. Export it again.`,
      text.length,
    );
  }
  if (!root) malformed('the file has no element.', 0);
  return { root, text };
}
