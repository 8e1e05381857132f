/**
 * The rich-text editor's document model and its Markdown: which nodes and marks a body has (Tiptap
 * extensions over ProseMirror), and the conversion between that document and the Markdown the site
 * stores. The editor and the round-trip tests use this one definition; it needs no DOM.
 */
import { getSchema, type AnyExtension, type JSONContent } from '@tiptap/core';
import { Fragment, Node as DocNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Paragraph from '@tiptap/extension-paragraph';
import { MarkdownManager } from '@tiptap/markdown';
import type * as Renderer from '#lib/markdown/render.ts';
import { ExpressibleEmphasis } from './expressible-emphasis.ts';
import { LineCharacters } from './line-characters.ts';
import { dialectExtensions } from './dialect-nodes.ts';

/** Heading levels the toolbar offers: the page's title is the only h1. */
export const HEADING_LEVELS = [2, 3] as const;

/** How the site's renderer reads Markdown (src/lib/markdown/render.ts): GFM, a newline is a break. */
export const MARKED_OPTIONS = { gfm: true, breaks: true } as const;

/** `[`, `]` and `\` in alt text would end the image's brackets early. */
const escapeAlt = (alt: string) => alt.replace(/[\\[\]]/g, '\\$&');

/** A body image: inline, as Markdown writes it, with its alt text kept intact. */
export const BodyImage = Image.extend({
  renderMarkdown: (node) => {
    const src = String(node.attrs?.src ?? '');
    const alt = escapeAlt(String(node.attrs?.alt ?? ''));
    const title = node.attrs?.title ? ` "${String(node.attrs.title).replace(/"/g, '\\"')}"` : '';
    const image = `![${alt}](${src}${title})`;
    // A linked image (dialect-nodes.ts reads its link into `href`).
    return node.attrs?.href ? `[${image}](${String(node.attrs.href)})` : image;
  },
}).configure({ inline: true });

/**
 * A paragraph that stays a paragraph when it holds nothing but an image. Tiptap's own paragraph
 * hands a lone image up to the document as a block, which only a block image may be: with the
 * body's inline image that left the document outside its schema, and every keystroke after it
 * was lost (ProseMirror refuses to change a node whose content is invalid).
 */
export const BodyParagraph = Paragraph.extend({
  parseMarkdown(token, helpers) {
    const tokens = token.tokens ?? [];
    if (tokens.length === 1 && tokens[0]?.type === 'image') {
      return helpers.createNode('paragraph', undefined, helpers.parseInline(tokens));
    }
    return this.parent?.(token, helpers) ?? [];
  },
});

/** Every node and mark a body can hold; no underline (Markdown has none). */
export function bodyExtensions(image: AnyExtension = BodyImage): AnyExtension[] {
  return [
    StarterKit.configure({
      paragraph: false,
      heading: { levels: [...HEADING_LEVELS] },
      underline: false,
      // Its cursor beside an image needs styles of its own; arrow keys and clicks do without.
      gapcursor: false,
      link: { openOnClick: false, autolink: false, linkOnPaste: true },
    }),
    BodyParagraph,
    image,
    ...dialectExtensions(),
    ExpressibleEmphasis,
    LineCharacters,
  ];
}

let manager: MarkdownManager | undefined;
let schema: ReturnType<typeof getSchema> | undefined;

const markdownManager = () =>
  (manager ??= new MarkdownManager({
    extensions: bodyExtensions(),
    markedOptions: MARKED_OPTIONS,
  }));

/**
 * The document the editor opens for this Markdown. Throws a RangeError when the document would be
 * outside the editor's schema: the editor could show it but not change it.
 */
export function markdownToDoc(markdown: string): JSONContent {
  schema ??= getSchema(bodyExtensions());
  const parsed = markdownManager().parse(markdown);
  // As the editor does, an empty body is one empty paragraph to type into; nothing else is filled in.
  const doc = schema.topNodeType.createAndFill(
    null,
    Fragment.fromJSON(schema, parsed.content ?? []),
  );
  if (!doc) throw new RangeError('The document does not fit the editor’s schema.');
  doc.check();
  return doc.toJSON() as JSONContent;
}

/** The Markdown the site stores for this document (no blank lines at the end: they show nothing). */
export function docToMarkdown(doc: JSONContent): string {
  return markdownManager().serialize(doc).trimEnd();
}

/**
 * Whether `markdown`, the text a form is about to save, holds what the editor shows. Either it
 * opens as exactly the document shown (a body nobody typed in keeps its stored spelling, which
 * the editor would write differently: a soft line break, `*` for `_`), or it is this document's
 * Markdown and reading it back gives the same text. False when the document is outside the
 * schema or cannot be written out: saving then would lose what the marketer sees.
 */
export function holdsWhatIsShown(shown: DocNode, markdown: string): boolean {
  try {
    shown.check();
    // In the shown document's own schema: nodes of two schemas are never equal.
    const opened = DocNode.fromJSON(shown.type.schema, markdownToDoc(markdown));
    if (opened.eq(shown)) return true;
    if (docToMarkdown(shown.toJSON() as JSONContent) !== markdown.trimEnd()) return false;
    return opened.textContent === shown.textContent;
  } catch {
    return false;
  }
}

/** The site's renderer (src/lib/markdown/render.ts), which the editor loads on demand. */
export type MarkdownRenderer = Pick<
  typeof Renderer,
  'renderMarkdown' | 'MarkdownLimitError' | 'isSafeUrl'
>;

/**
 * Whether the rich editor can open this Markdown without changing the page: the site renders it
 * exactly as before once it went through the editor, and the editor can change every part of it
 * (its document fits the editor's schema). Tables, task lists, raw HTML shown as text,
 * loose lists and headings other than h2 and h3 are kept only in the Markdown source.
 */
export function editsFaithfully(markdown: string, renderer: MarkdownRenderer): boolean {
  const rendered = (source: string): string | null => {
    try {
      return renderer.renderMarkdown(source);
    } catch (error) {
      if (error instanceof renderer.MarkdownLimitError) return null;
      throw error;
    }
  };
  const before = rendered(markdown);
  if (before === null) return false;
  let doc: JSONContent;
  try {
    doc = markdownToDoc(markdown);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
  return rendered(docToMarkdown(doc)) === before;
}
