/**
 * The rich editor's side of the site's Markdown dialect (src/lib/markdown/dialect.ts): superscript,
 * subscript, highlight and keyboard marks, footnote references and definitions, and abbreviation
 * definitions, each read and written with the renderer's own patterns, so a post imported from
 * WordPress (or typed in the source view) opens in the formatted view and saves back unchanged.
 * Abbreviations need no mark: the renderer marks the terms a definition names wherever they are.
 */
import { Extension, Mark, Node, type AnyExtension } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import {
  ABBREVIATION_DEFINITION,
  abbreviationLineStart,
  FOOTNOTE_DEFINITION,
  FOOTNOTE_REFERENCE,
  footnoteLineStart,
  INLINE_MARKS,
  nextStart,
} from '#lib/markdown/dialect.ts';

const found = (index: number | undefined) => index ?? -1;

const inlineMarks = INLINE_MARKS.map((syntax) =>
  Mark.create({
    name: syntax.name,
    parseHTML: () => [{ tag: syntax.tag }],
    renderHTML: () => [syntax.tag, 0],
    markdownTokenizer: {
      name: syntax.name,
      level: 'inline',
      start: (src: string) => found(nextStart(src, syntax.open)),
      tokenize: (src, _tokens, lexer) => {
        const match = syntax.pattern.exec(src);
        if (!match) return undefined;
        return { type: syntax.name, raw: match[0], tokens: lexer.inlineTokens(match[1]!) };
      },
    },
    parseMarkdown: (token, helpers) =>
      helpers.applyMark(syntax.name, helpers.parseInline(token.tokens ?? [])),
    renderMarkdown: (node, helpers) =>
      `${syntax.open}${helpers.renderChildren(node)}${syntax.close}`,
  }),
);

/** `[^1]` in the text: shown as its label, kept as it is. */
const FootnoteReference = Node.create({
  name: 'footnoteReference',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes: () => ({ label: { default: '1' } }),
  parseHTML: () => [
    {
      tag: 'sup[data-footnote]',
      getAttrs: (element) => ({ label: element.getAttribute('data-footnote') }),
    },
  ],
  renderHTML: ({ node }) => [
    'sup',
    { 'data-footnote': node.attrs.label as string, class: 'footnote-ref' },
    `[${String(node.attrs.label)}]`,
  ],
  markdownTokenizer: {
    name: 'footnoteReference',
    level: 'inline',
    start: (src: string) => found(nextStart(src, '[^')),
    tokenize: (src) => {
      const match = FOOTNOTE_REFERENCE.exec(src);
      return match ? { type: 'footnoteReference', raw: match[0], label: match[1] } : undefined;
    },
  },
  parseMarkdown: (token, helpers) =>
    helpers.createNode('footnoteReference', { label: token.label as string }),
  renderMarkdown: (node) => `[^${String(node.attrs?.label ?? '1')}]`,
});

/** `[^1]: Its text.`: a line of its own, edited in place. */
const FootnoteDefinition = Node.create({
  name: 'footnoteDefinition',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ label: { default: '1' } }),
  parseHTML: () => [
    {
      tag: 'p[data-footnote-definition]',
      getAttrs: (element) => ({ label: element.getAttribute('data-footnote-definition') }),
    },
  ],
  renderHTML: ({ node }) => [
    'p',
    { 'data-footnote-definition': node.attrs.label as string, class: 'footnote-definition' },
    0,
  ],
  markdownTokenizer: {
    name: 'footnoteDefinition',
    level: 'block',
    start: (src: string) => found(footnoteLineStart(src)),
    tokenize: (src, _tokens, lexer) => {
      const match = FOOTNOTE_DEFINITION.exec(src);
      if (!match) return undefined;
      return {
        type: 'footnoteDefinition',
        raw: match[0],
        label: match[1],
        tokens: lexer.inlineTokens(match[2]!),
      };
    },
  },
  parseMarkdown: (token, helpers) =>
    helpers.createNode(
      'footnoteDefinition',
      { label: token.label as string },
      helpers.parseInline(token.tokens ?? []),
    ),
  renderMarkdown: (node, helpers) =>
    `[^${String(node.attrs?.label ?? '1')}]: ${helpers.renderChildren(node.content ?? [])}`,
});

/** `*[WHO]: World Health Organization`: shown as the term and what it stands for. */
const AbbreviationDefinition = Node.create({
  name: 'abbreviationDefinition',
  group: 'block',
  atom: true,
  addAttributes: () => ({ term: { default: '' }, title: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'p[data-abbreviation]',
      getAttrs: (element) => ({
        term: element.getAttribute('data-abbreviation'),
        title: element.getAttribute('title'),
      }),
    },
  ],
  renderHTML: ({ node }) => [
    'p',
    {
      'data-abbreviation': node.attrs.term as string,
      title: node.attrs.title as string,
      class: 'abbreviation-definition',
    },
    `${String(node.attrs.term)}: ${String(node.attrs.title)}`,
  ],
  markdownTokenizer: {
    name: 'abbreviationDefinition',
    level: 'block',
    start: (src: string) => found(abbreviationLineStart(src)),
    tokenize: (src) => {
      const match = ABBREVIATION_DEFINITION.exec(src);
      if (!match) return undefined;
      return { type: 'abbreviationDefinition', raw: match[0], term: match[1], title: match[2] };
    },
  },
  parseMarkdown: (token, helpers) =>
    helpers.createNode('abbreviationDefinition', {
      term: token.term as string,
      title: token.title as string,
    }),
  renderMarkdown: (node) =>
    `*[${String(node.attrs?.term ?? '')}]: ${String(node.attrs?.title ?? '')}`,
});

const LINKED_IMAGE =
  /^\[!\[((?:\\.|[^\]\\\n])*)\]\(([^\s()]+)(?:\s+"((?:\\.|[^"\\\n])*)")?\)\]\(([^\s()]+)\)/;
const unescape = (text: string) => text.replace(/\\([\\[\]"])/g, '$1');

/**
 * A linked image, `[![alt](src)](href)`: the image with its link in `href` (the editor's marks
 * hold only text; markdown-doc.ts's image writes the link back).
 */
const LinkedImage = Extension.create({
  name: 'linkedImage',
  addGlobalAttributes: () => [
    { types: ['image'], attributes: { href: { default: null, rendered: false } } },
  ],
  markdownTokenizer: {
    name: 'linkedImage',
    level: 'inline',
    start: (src: string) => found(nextStart(src, '[![')),
    tokenize: (src) => {
      const match = LINKED_IMAGE.exec(src);
      if (!match) return undefined;
      return {
        type: 'linkedImage',
        raw: match[0],
        alt: unescape(match[1]!),
        src: match[2],
        title: match[3] === undefined ? null : unescape(match[3]),
        href: match[4],
      };
    },
  },
  parseMarkdown: (token, helpers) => {
    const { alt, src, title, href } = token;
    return helpers.createNode('image', { alt, src, title, href });
  },
});

/** The dialect's marks and nodes, for the editor's extension list. */
export const dialectExtensions = (): AnyExtension[] => [
  LinkedImage,
  ...inlineMarks,
  FootnoteReference,
  FootnoteDefinition,
  AbbreviationDefinition,
];

/**
 * The editor writes a literal `^` as `\^` and `==` as `\==`, as it does `*` or `~`: typed text
 * never turns into a superscript or a highlight when the page is built. (Its Markdown writer keeps
 * the characters it escapes in one private method, which this extends.)
 */
const writer = MarkdownManager.prototype as unknown as {
  escapeMarkdownSyntax: (this: unknown, text: string) => string;
};
const escapeMarkdownSyntax = writer.escapeMarkdownSyntax;
if (!(escapeMarkdownSyntax as { dialect?: true }).dialect) {
  const escaping = function (this: unknown, text: string) {
    return escapeMarkdownSyntax
      .call(this, text)
      .replace(/\^/g, '\\^')
      .replace(/=(?==)/g, '\\=');
  };
  writer.escapeMarkdownSyntax = Object.assign(escaping, { dialect: true as const });
}
