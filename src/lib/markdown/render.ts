/**
 * Markdown from the database (insight posts, the admin preview) rendered without raw HTML:
 * HTML in the source is shown as text, and only http(s), mailto, tel and site-relative links survive.
 *
 * The parser recurses once per nesting level and backtracks on long delimiter runs, so a hostile
 * source (5,000 `>` in a row, a list indented 2,000 levels, 50,000 `*`) would overflow the stack or
 * spin for seconds. `checkMarkdown` measures the source against explicit limits before the parser
 * ever sees it; `renderMarkdown` refuses with a `MarkdownLimitError` instead of throwing a RangeError.
 */
import {
  Marked,
  type MarkedExtension,
  type Token,
  type TokenizerAndRendererExtension,
  type Tokens,
} from 'marked';
import {
  ABBREVIATION_DEFINITION,
  abbreviationLineStart,
  FOOTNOTE_DEFINITION,
  FOOTNOTE_REFERENCE,
  footnoteLineStart,
  headingId,
  INLINE_MARKS,
  markAbbreviations,
  nextStart,
  uniqueIds,
} from './dialect.ts';

export interface RenderOptions {
  /**
   * How an image shows: its HTML (a library image at build time: the `<picture>` of its variants),
   * null to leave it out (a library image deleted, or undecodable), or undefined for the plain
   * `<img>` (an image that is not one of its concern).
   */
  image?: (href: string, alt: string) => string | null | undefined;
}

/** The options of the render under way (rendering is synchronous: one at a time). */
let current: RenderOptions = {};

export const MARKDOWN_LIMITS = {
  /** UTF-8 bytes of source. */
  maxBytes: 200 * 1024,
  /** Blockquotes and list items inside each other. */
  maxNesting: 16,
  /** `*`, `_` or `~` in a row (emphasis delimiters). */
  maxDelimiterRun: 64,
  /** Emphasis delimiters in one paragraph, list item or table row: the parser's cost grows with their square. */
  maxDelimitersPerParagraph: 256,
} as const;

export type MarkdownProblemKind =
  'too-large' | 'too-deep' | 'delimiter-run' | 'crowded-paragraph' | 'unrenderable';

export class MarkdownLimitError extends Error {
  readonly kind: MarkdownProblemKind;
  constructor(kind: MarkdownProblemKind, message: string) {
    super(message);
    this.name = 'MarkdownLimitError';
    this.kind = kind;
  }
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
// Browsers read `\` as `/` (so `/\evil.example` leaves the site) and drop tabs and newlines inside
// URLs (so `/<tab>/evil.example` does too): an address holding either is never safe.
const URL_BREAKER = /[\\\s\p{Cc}]/u;

export const isSafeUrl = (href: string) => !URL_BREAKER.test(href) && SAFE_URL.test(href);

/** What one render has seen of the dialect: its footnotes, abbreviations and heading ids. */
interface DialectState {
  /** Delimiters the source holds at all: no other start is looked for (see `inlineMarks`). */
  holds: Set<string>;
  numbers: Map<string, number>;
  references: Map<string, number>;
  abbreviations: Map<string, string>;
  headingIds: (id: string) => string;
}
const freshState = (source = ''): DialectState => ({
  holds: new Set(INLINE_MARKS.map((mark) => mark.open).filter((open) => source.includes(open))),
  numbers: new Map(),
  references: new Map(),
  abbreviations: new Map(),
  headingIds: uniqueIds(),
});
let dialect = freshState();

type FootnoteDefinition = Tokens.Generic & { label: string; tokens: Token[] };
type FootnoteReference = Tokens.Generic & { label: string };
interface FootnoteList extends Tokens.Generic {
  items: { number: number; tokens: Token[]; referred: boolean }[];
}

/**
 * Text stops before `~` and `[` by itself (strike, links), so subscript and kbd need no start;
 * `^` and `==` are looked for only in a source that holds them (a start is asked for at every
 * stretch of text, and a long paragraph has thousands).
 */
const STOPS_TEXT = new Set(['~', '[[']);

const inlineMarks: TokenizerAndRendererExtension[] = INLINE_MARKS.map((mark) => ({
  name: mark.name,
  level: 'inline',
  ...(!STOPS_TEXT.has(mark.open) && {
    start: (src: string) => (dialect.holds.has(mark.open) ? nextStart(src, mark.open) : undefined),
  }),
  tokenizer(src) {
    const match = mark.pattern.exec(src);
    if (!match) return undefined;
    return { type: mark.name, raw: match[0], tokens: this.lexer.inlineTokens(match[1]!) };
  },
  renderer(token) {
    return `<${mark.tag}>${this.parser.parseInline(token.tokens ?? [])}</${mark.tag}>`;
  },
}));

const plainHeading = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The dialect of dialect.ts: marks, footnotes, abbreviations and heading ids. */
const dialectExtension: MarkedExtension = {
  extensions: [
    ...inlineMarks,
    {
      name: 'footnoteReference',
      level: 'inline',
      tokenizer(src) {
        const match = FOOTNOTE_REFERENCE.exec(src);
        return match ? { type: 'footnoteReference', raw: match[0], label: match[1]! } : undefined;
      },
      renderer(token) {
        const { label } = token as FootnoteReference;
        const number = dialect.numbers.get(label);
        if (number === undefined) return escapeHtml(token.raw);
        const seen = (dialect.references.get(label) ?? 0) + 1;
        dialect.references.set(label, seen);
        const id = seen === 1 ? `fnref-${number}` : `fnref-${number}-${seen}`;
        return `<sup class="footnote-ref"><a href="#fn-${number}" id="${id}">${number}</a></sup>`;
      },
    },
    {
      name: 'footnoteDefinition',
      level: 'block',
      start: footnoteLineStart,
      tokenizer(src) {
        const match = FOOTNOTE_DEFINITION.exec(src);
        if (!match) return undefined;
        const token = {
          type: 'footnoteDefinition',
          raw: match[0],
          label: match[1]!,
          tokens: [] as Token[],
        };
        // Lexed once the blocks are, as a paragraph is (link definitions further down count).
        this.lexer.inline(match[2]!, token.tokens);
        return token;
      },
      // Shown in the list at the end, in the order the text refers to them.
      renderer: () => '',
    },
    {
      name: 'abbreviation',
      level: 'block',
      start: abbreviationLineStart,
      tokenizer(src) {
        const match = ABBREVIATION_DEFINITION.exec(src);
        if (!match) return undefined;
        return { type: 'abbreviation', raw: match[0], term: match[1]!, title: match[2]! };
      },
      renderer: () => '',
    },
    {
      name: 'footnotes',
      level: 'block',
      renderer(token) {
        const items = (token as FootnoteList).items.map(({ number, tokens, referred }) => {
          const back = referred
            ? ` <a href="#fnref-${number}" class="footnote-back" aria-label="Back to the text of note ${number}">↩</a>`
            : '';
          return `<li id="fn-${number}"><p>${this.parser.parseInline(tokens)}${back}</p></li>`;
        });
        return `<section class="footnotes" aria-label="Notes">\n<ol>\n${items.join('\n')}\n</ol>\n</section>\n`;
      },
    },
  ],
  hooks: {
    preprocess(markdown) {
      dialect = freshState(markdown);
      return markdown;
    },
    processAllTokens(tokens) {
      const definitions = new Map<string, FootnoteDefinition>();
      const referred: string[] = [];
      void marked.walkTokens(tokens, (token) => {
        if (token.type === 'footnoteDefinition') {
          const definition = token as FootnoteDefinition;
          if (!definitions.has(definition.label)) definitions.set(definition.label, definition);
        } else if (token.type === 'footnoteReference') {
          referred.push((token as FootnoteReference).label);
        } else if (token.type === 'abbreviation') {
          const { term, title } = token as Tokens.Generic & { term: string; title: string };
          if (!dialect.abbreviations.has(term)) dialect.abbreviations.set(term, title);
        }
      });
      for (const label of [...referred, ...definitions.keys()]) {
        if (definitions.has(label) && !dialect.numbers.has(label)) {
          dialect.numbers.set(label, dialect.numbers.size + 1);
        }
      }
      if (definitions.size === 0) return tokens;
      const referredLabels = new Set(referred);
      const items = [...definitions.values()]
        .map((definition) => ({
          number: dialect.numbers.get(definition.label)!,
          tokens: definition.tokens,
          referred: referredLabels.has(definition.label),
        }))
        .sort((a, b) => a.number - b.number);
      tokens.push({ type: 'footnotes', raw: '', items });
      return tokens;
    },
    postprocess(html) {
      return markAbbreviations(html, dialect.abbreviations);
    },
  },
};

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const id = headingId(plainHeading(inner)) || 'section';
      return `<h${depth} id="${dialect.headingIds(id)}">${inner}</h${depth}>\n`;
    },
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return label;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${label}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      const shown = current.image?.(href, text);
      if (shown !== undefined) return shown ?? '';
      if (!isSafeUrl(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});
marked.use(dialectExtension);

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER_MARKER = /^[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*/;
const DELIMITER_RUN = new RegExp(
  `[*]{${MARKDOWN_LIMITS.maxDelimiterRun + 1}}|[_]{${MARKDOWN_LIMITS.maxDelimiterRun + 1}}|[~]{${MARKDOWN_LIMITS.maxDelimiterRun + 1}}`,
);

const indentColumns = (line: string) => {
  let columns = 0;
  for (const char of line) {
    if (char === ' ') columns += 1;
    else if (char === '\t') columns += 4;
    else break;
  }
  return columns;
};

/** The source's lines outside fenced code blocks (a fence itself reads as a blank line). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
      continue;
    }
    if (opener) fence = opener;
    lines.push(opener ? '' : line);
  }
  return lines;
}

/**
 * How deeply blockquote and list markers nest: each marker on a line is one level, and a list item's
 * indentation counts one level per two columns (how nested lists are written).
 */
export function nestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of proseLines(markdown)) {
    let rest = line;
    let markers = 0;
    for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
      markers += 1;
      rest = rest.slice(match[0].length);
      if (markers > MARKDOWN_LIMITS.maxNesting) break;
    }
    const depth = markers === 0 ? 0 : markers + Math.floor(indentColumns(line) / 2);
    deepest = Math.max(deepest, depth);
    if (deepest > MARKDOWN_LIMITS.maxNesting) break;
  }
  return deepest;
}

// Lines that start their own inline run: list items, headings, table rows, quotes.
const SEGMENT_START = /^[ \t]*(?:[-+*]\s|\d{1,9}[.)]\s|#{1,6}\s|\||>)/;
const DELIMITER = /[*_~]/g;

/** The most emphasis delimiters any one paragraph (or list item, heading, table row) holds. */
export function crowdedParagraphDelimiters(markdown: string): number {
  let most = 0;
  let current = 0;
  for (const line of proseLines(markdown)) {
    if (line.trim() === '' || SEGMENT_START.test(line)) current = 0;
    current += line.match(DELIMITER)?.length ?? 0;
    most = Math.max(most, current);
  }
  return most;
}

/** Why the source cannot be rendered within the limits, or null when it can. */
export function markdownProblem(markdown: string): MarkdownLimitError | null {
  const bytes = new TextEncoder().encode(markdown).byteLength;
  if (bytes > MARKDOWN_LIMITS.maxBytes) {
    return new MarkdownLimitError(
      'too-large',
      `Content is ${Math.ceil(bytes / 1024)} KB; the limit is ${MARKDOWN_LIMITS.maxBytes / 1024} KB.`,
    );
  }
  if (nestingDepth(markdown) > MARKDOWN_LIMITS.maxNesting) {
    return new MarkdownLimitError(
      'too-deep',
      `Content nests quotes or lists more than ${MARKDOWN_LIMITS.maxNesting} levels deep.`,
    );
  }
  if (DELIMITER_RUN.test(markdown)) {
    return new MarkdownLimitError(
      'delimiter-run',
      `Content has more than ${MARKDOWN_LIMITS.maxDelimiterRun} *, _ or ~ characters in a row.`,
    );
  }
  if (crowdedParagraphDelimiters(markdown) > MARKDOWN_LIMITS.maxDelimitersPerParagraph) {
    return new MarkdownLimitError(
      'crowded-paragraph',
      `Content has more than ${MARKDOWN_LIMITS.maxDelimitersPerParagraph} *, _ or ~ characters in one paragraph.`,
    );
  }
  return null;
}

function parseWithinLimits(markdown: string): string {
  const problem = markdownProblem(markdown);
  if (problem) throw problem;
  try {
    return marked.parse(markdown, { async: false });
  } catch (error) {
    // Nothing known reaches here within the limits; if something does, it is one post's problem.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new MarkdownLimitError('unrenderable', `Content could not be rendered (${reason}).`);
  }
}

/** HTML for the source; throws `MarkdownLimitError` when it exceeds the limits or cannot render. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  current = options;
  try {
    return parseWithinLimits(markdown);
  } finally {
    current = {};
  }
}

const DANGEROUS_SCHEME = /^\s*(?:javascript|data|vbscript):/i;

/**
 * What saving a post's Markdown must refuse, as one message, or null when it is fine: a source the
 * renderer cannot take, or a link or image whose address holds a backslash, whitespace or a control
 * character, or uses a javascript:, data: or vbscript: URL.
 */
export function contentProblem(markdown: string): string | null {
  const problem = markdownProblem(markdown);
  if (problem) return problem.message;
  let tokens: Token[];
  try {
    tokens = marked.lexer(markdown);
  } catch {
    return 'Content could not be rendered.';
  }
  let refused: string | null = null;
  let withoutAlt: string | null = null;
  // No async extension is registered, so the walk is synchronous and its result array is empty.
  void marked.walkTokens(tokens, (token) => {
    if (refused || (token.type !== 'link' && token.type !== 'image')) return;
    const href = (token as Tokens.Link | Tokens.Image).href;
    if (URL_BREAKER.test(href) || DANGEROUS_SCHEME.test(href)) refused = href;
    else if (token.type === 'image' && !(token as Tokens.Image).text.trim()) withoutAlt ??= href;
  });
  if (refused !== null) {
    const shown = JSON.stringify(String(refused).slice(0, 80));
    return `Content links to ${shown}; link addresses may not contain backslashes or spaces, or use javascript:, data: or vbscript:.`;
  }
  if (withoutAlt !== null) {
    const shown = JSON.stringify(String(withoutAlt).slice(0, 80));
    return `Content has an image without alt text (${shown}); describe each image for people who cannot see it.`;
  }
  return null;
}
