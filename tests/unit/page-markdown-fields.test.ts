// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyEditorOptions } from '#islands/admin/editor/body-editor.ts';
import { editsFaithfully, holdsWhatIsShown } from '#islands/admin/editor/markdown-doc.ts';
import * as renderer from '#lib/markdown/render.ts';
import type { FieldDescription } from '#lib/pages/fields.ts';
import { describedForm } from '#lib/pages/input.ts';
import { DOCUMENT_KEYS, PAGE_DOCUMENTS } from '#lib/pages/registry.ts';
import { seedDocument } from '#test-support/page-documents.ts';
import { TYPED_MARKER } from '#test-support/markdown-bodies.ts';

// Every long Markdown text of a page document is edited in the rich-text editor posts use
// (docs/page-copy.md, "Long texts"): the seeded ones, the /blog articles and the blog generator's
// outlines included, open formatted, not as Markdown source.

/** Every Markdown value of a document, by its path in the document. */
function markdownValues(
  field: FieldDescription,
  value: unknown,
  path: string,
): [path: string, markdown: string][] {
  if (field.kind === 'markdown') return typeof value === 'string' ? [[path, value]] : [];
  if (field.kind === 'group' && typeof value === 'object' && value !== null) {
    const group = value as Record<string, unknown>;
    return field.fields.flatMap((child) =>
      markdownValues(child, group[child.key], path ? `${path}.${child.key}` : child.key),
    );
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.flatMap((item, index) => markdownValues(field.item, item, `${path}.${index}`));
  }
  return [];
}

const seeded = DOCUMENT_KEYS.flatMap((key) =>
  markdownValues(describedForm(PAGE_DOCUMENTS[key].schema), seedDocument(key), '').map(
    ([path, markdown]) => [`${key} ${path}`, markdown] as const,
  ),
);

describe('the seeded Markdown of page documents opens formatted', () => {
  it('finds the two articles’ bodies and every outline section’s notes', () => {
    const names = seeded.map(([name]) => name);
    expect(names).toContain('blog-managed-it-services-small-business-guide body');
    expect(names).toContain('blog-cybersecurity-threats-2025 body');
    expect(
      names.filter((name) => name.startsWith('blog-outlines outlines.')).length,
    ).toBeGreaterThan(5);
  });

  it.each(seeded)('%s', (_name, markdown) => {
    expect(editsFaithfully(markdown, renderer)).toBe(true);
  });
});

let open: Editor | undefined;
afterEach(() => {
  open?.destroy();
  open = undefined;
});

/** Opens the editor as the admin's form does, recording the Markdown it sends on every change. */
function openEditor(markdown: string) {
  const sent: string[] = [];
  open = new Editor({
    element: document.createElement('div'),
    ...bodyEditorOptions({ markdown, isSafeHref: renderer.isSafeUrl }),
    onUpdate: ({ editor }) => sent.push(editor.getMarkdown().trimEnd()),
  });
  return { editor: open, sent };
}

describe('a seeded Markdown text saved through the editor', () => {
  it.each(seeded)(
    '%s: unchanged, it is sent back byte for byte and the save is allowed',
    (_name, markdown) => {
      const { editor, sent } = openEditor(markdown);
      // The form keeps the value it opened with until the editor sends a change: none is sent.
      expect(sent).toEqual([]);
      // Before saving, the form asks whether that value holds what the editor shows: it does.
      expect(holdsWhatIsShown(editor.state.doc, markdown)).toBe(true);
    },
  );

  it.each(seeded)(
    '%s: a word typed at its end reaches the Markdown, the rest unchanged',
    (_name, markdown) => {
      const { editor, sent } = openEditor(markdown);
      let end = 0;
      editor.state.doc.descendants((node, at) => {
        if (node.isTextblock) end = at + 1 + node.content.size;
        return !node.isTextblock;
      });
      editor.view.dispatch(editor.state.tr.insertText(TYPED_MARKER, end));
      const saved = sent.at(-1) ?? '';
      expect(saved).toContain(TYPED_MARKER);
      expect(renderer.renderMarkdown(saved.replace(TYPED_MARKER, ''))).toBe(
        renderer.renderMarkdown(markdown),
      );
      expect(holdsWhatIsShown(editor.state.doc, saved)).toBe(true);
    },
  );
});
