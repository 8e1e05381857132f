/**
 * The options the body editor is created with: the document model (markdown-doc.ts) with Markdown
 * in and out, pasted HTML cleaned first, no style element injected (the admin's CSP allows none;
 * src/styles/admin.css styles the editor), and library images shown from the admin's originals.
 */
import type { AnyExtension, EditorOptions } from '@tiptap/core';
import { Markdown } from '@tiptap/markdown';
import { cleanPastedHtml } from '#lib/markdown/pasted-html.ts';
import { BodyImage, bodyExtensions, MARKED_OPTIONS } from './markdown-doc.ts';

/** Shows an image's `src` from another address (a library image's original), storing it unchanged. */
const imageShownFrom = (shownSrc: (src: string) => string) =>
  BodyImage.extend({
    addNodeView() {
      return ({ node }) => {
        const image = document.createElement('img');
        image.src = shownSrc(String(node.attrs.src ?? ''));
        image.alt = String(node.attrs.alt ?? '');
        if (node.attrs.title) image.title = String(node.attrs.title);
        return { dom: image };
      };
    },
  });

export interface BodyEditorSetup {
  /** The Markdown the editor opens. */
  markdown: string;
  /** Where the editor shows an image from (library images live under the admin's API). */
  shownSrc?: (src: string) => string;
  /** Behavior the editor adds (its own shortcuts). */
  extensions?: AnyExtension[];
  /** Which pasted link addresses stay: the renderer's `isSafeUrl`. */
  isSafeHref: (href: string) => boolean;
}

export function bodyEditorOptions({
  markdown,
  shownSrc,
  extensions = [],
  isSafeHref,
}: BodyEditorSetup): Partial<EditorOptions> {
  return {
    extensions: [
      ...bodyExtensions(shownSrc ? imageShownFrom(shownSrc) : BodyImage),
      Markdown.configure({ markedOptions: MARKED_OPTIONS }),
      ...extensions,
    ],
    content: markdown,
    contentType: 'markdown',
    injectCSS: false,
    editorProps: { transformPastedHTML: (html) => cleanPastedHtml(html, isSafeHref) },
  };
}
