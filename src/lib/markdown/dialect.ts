/**
 * The site's Markdown beyond GFM (docs/content-integrity.md, "The Markdown dialect"), defined once for
 * the renderer (render.ts) and the rich editor (src/islands/admin/editor/markdown-doc.ts), which read
 * it with the same patterns:
 *
 * - `^sup^`, `~sub~`, `==mark==`, `[[Ctrl]]` (kbd): inline, on one line, no space just inside the
 *   delimiters (so `~5 to ~10` stays text), the delimiter itself only escaped inside;
 * - footnotes: `[^1]` in the text, `[^1]: Its text.` on a line of its own (shown at the end, in the
 *   order they are referred to);
 * - abbreviations: `*[WHO]: World Health Organization` on a line of its own (every "WHO" of the text
 *   becomes an `<abbr>` with that title);
 * - headings get ids from their text (`## Our prices` is `#our-prices`), so in-page links reach them.
 *
 * Strike is GFM's `~~text~~`. Every pattern here is anchored and runs in time linear in what it
 * reads (the renderer's limits, render.ts, hold for a hostile source).
 */
import { slugify } from '#lib/text/slugify.ts';

/** A piece of inner text: an escaped character, or one that is neither `\` nor in `excluded`. */
const piece = (excluded: string) => String.raw`(?:\\[\s\S]|[^\\\n${excluded}])`;
const edge = (excluded: string) => String.raw`(?:\\[\s\S]|[^\\\s${excluded}])`;

/** An inline mark's pattern: `open`, content with no space at either end, `close`. */
function markPattern(open: string, close: string, excluded: string, after = ''): RegExp {
  return new RegExp(
    String.raw`^${open}(${edge(excluded)}(?:${piece(excluded)}*?${edge(excluded)})?)${close}${after}`,
  );
}

export interface InlineMarkSyntax {
  /** The editor's mark, and the token's type. */
  name: 'superscript' | 'subscript' | 'highlight' | 'keyboard';
  /** The HTML element it renders as. */
  tag: 'sup' | 'sub' | 'mark' | 'kbd';
  open: string;
  close: string;
  /** Matches at the start of the text; group 1 is the inner Markdown. */
  pattern: RegExp;
}

export const INLINE_MARKS: readonly InlineMarkSyntax[] = [
  {
    name: 'superscript',
    tag: 'sup',
    open: '^',
    close: '^',
    pattern: markPattern(String.raw`\^`, String.raw`\^`, '\\^'),
  },
  {
    name: 'subscript',
    tag: 'sub',
    open: '~',
    close: '~',
    // One tilde only: `~~` is strike.
    pattern: markPattern('~(?!~)', '~', '~', '(?!~)'),
  },
  {
    name: 'highlight',
    tag: 'mark',
    open: '==',
    close: '==',
    pattern: markPattern('==(?!=)', '==', '=', '(?!=)'),
  },
  {
    name: 'keyboard',
    tag: 'kbd',
    open: '[[',
    close: ']]',
    pattern: markPattern(String.raw`\[\[`, String.raw`\]\]`, '\\[\\]'),
  },
];

/** A footnote's label: what `[^…]` names it by. */
const LABEL = '[A-Za-z0-9_-]{1,32}';
export const FOOTNOTE_REFERENCE = new RegExp(String.raw`^\[\^(${LABEL})\](?!:)`);
export const FOOTNOTE_DEFINITION = new RegExp(
  String.raw`^\[\^(${LABEL})\]:[ \t]*([^\n]*?)[ \t]*(?:\n|$)`,
);
const FOOTNOTE_DEFINITION_LINE = new RegExp(String.raw`^\[\^${LABEL}\]:`, 'm');
export const ABBREVIATION_DEFINITION = /^\*\[([^\]\n]{1,64})\]:[ \t]*([^\n]*?)[ \t]*(?:\n|$)/;
const ABBREVIATION_LINE = /^\*\[[^\]\n]{1,64}\]:/m;

/** How far ahead a start is looked for before the text is cut there anyway (see `nextStart`). */
const START_WINDOW = 512;

/**
 * Where inline syntax may start in `src`: the first `needle` within the next `START_WINDOW`
 * characters; past them, the last space before (the text is cut there and looked at again), so that
 * the search stays within a window however long a paragraph is.
 */
export function nextStart(src: string, needle: string): number | undefined {
  const window = src.length > START_WINDOW ? src.slice(0, START_WINDOW) : src;
  const found = window.indexOf(needle);
  if (found !== -1) return found;
  if (src.length <= START_WINDOW) return undefined;
  const space = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'));
  return space > 0 ? space + 1 : START_WINDOW;
}

/** Where a line starting block syntax (a footnote's or an abbreviation's) is, if any. */
export const footnoteLineStart = (src: string) => src.match(FOOTNOTE_DEFINITION_LINE)?.index;
export const abbreviationLineStart = (src: string) => src.match(ABBREVIATION_LINE)?.index;

/** A heading's id from its text (GitHub's way, in this site's slugs); '' when it has no letters. */
export const headingId = (text: string) => slugify(text);

/**
 * Ids the page around a body already has (src/components/layout, blog, insights, sections, ui:
 * tests/unit/markdown-dialect.test.ts keeps the list true): a heading named so gets `-2`.
 */
export const PAGE_IDS = [
  'main',
  'mobile-menu',
  'key-takeaway',
  'related',
  'related-services',
  'posts',
  'testimonials',
] as const;

/**
 * Ids as a document gives them: the same one twice becomes `-2`, `-3`, …, and neither a page's own
 * id nor a footnote's (`fn-1`, `fnref-1`) is ever a heading's.
 */
export function uniqueIds(): (id: string) => string {
  const seen = new Map<string, number>(PAGE_IDS.map((id) => [id, 1]));
  return (wanted) => {
    const id = /^fn(?:ref)?-\d/.test(wanted) ? `${wanted}-heading` : wanted;
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}-${count}`;
  };
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Elements whose text no abbreviation is marked in. */
const NO_ABBREVIATION = new Set(['code', 'pre', 'abbr', 'script', 'style']);

/**
 * Marks every whole-word occurrence of the abbreviations' terms in rendered HTML's text (not in
 * tags, attributes, code or an existing abbr) with `<abbr title>`.
 */
export function markAbbreviations(
  html: string,
  abbreviations: ReadonlyMap<string, string>,
): string {
  if (abbreviations.size === 0) return html;
  const terms = [...abbreviations.keys()].sort((a, b) => b.length - a.length);
  const byEscaped = new Map(terms.map((term) => [escapeHtml(term), abbreviations.get(term)!]));
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\p{N}_])(?:${[...byEscaped.keys()]
      .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})(?![\p{L}\p{N}_])`,
    'gu',
  );
  const inside: string[] = [];
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => {
      if (index % 2 === 1) {
        const tag = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
        const name = tag?.[2]?.toLowerCase();
        if (name && NO_ABBREVIATION.has(name) && !part.endsWith('/>')) {
          if (tag![1]) inside.splice(inside.lastIndexOf(name), 1);
          else inside.push(name);
        }
        return part;
      }
      if (inside.length > 0) return part;
      return part.replace(
        pattern,
        (term) => `<abbr title="${escapeHtml(byEscaped.get(term)!)}">${term}</abbr>`,
      );
    })
    .join('');
}
