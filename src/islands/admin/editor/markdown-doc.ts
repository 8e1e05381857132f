/**
 * The rich-text editor's document model and its Markdown: which nodes and marks a post body has
 * (Tiptap extensions over ProseMirror), and the conversion between that document and the Markdown
 * the site stores. The editor and the round-trip tests use this one definition.
 */
import { getSchema, type AnyExtension, type JSONContent } from '@tiptap/core';
import { Node as DocNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { MarkdownManager } from '@tiptap/markdown';

/** Heading levels the toolbar offers: the page's title is the only h1. */
export const HEADING_LEVELS = [2, 3] as const;

/** Options the site's renderer parses with (src/lib/markdown/render.ts): GFM, newline = line break. */
export const MARKED_OPTIONS = { gfm: true, breaks: true } as const;

/** Every node and mark a body can hold; no underline (Markdown has none). */
export function bodyExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      underline: false,
      link: { openOnClick: false, autolink: false, linkOnPaste: true },
    }),
    Image.configure({ inline: true }),
  ];
}

let manager: MarkdownManager | undefined;
let schema: ReturnType<typeof getSchema> | undefined;

const markdownManager = () =>
  (manager ??= new MarkdownManager({
    extensions: bodyExtensions(),
    markedOptions: MARKED_OPTIONS,
  }));

/** The document the editor opens for this Markdown, checked against the schema. */
export function markdownToDoc(markdown: string): JSONContent {
  schema ??= getSchema(bodyExtensions());
  return DocNode.fromJSON(schema, markdownManager().parse(markdown)).toJSON() as JSONContent;
}

/** The Markdown the site stores for this document. */
export function docToMarkdown(doc: JSONContent): string {
  return markdownManager().serialize(doc);
}
