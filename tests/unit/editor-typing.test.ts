// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyEditorOptions } from '#islands/admin/editor/body-editor.ts';
import {
  editsFaithfully,
  holdsWhatIsShown,
  markdownToDoc,
} from '#islands/admin/editor/markdown-doc.ts';
import * as renderer from '#lib/markdown/render.ts';
import { editorBodyArbitrary, TYPED_MARKER } from '#test-support/markdown-bodies.ts';

// The rich-text editor never drops an edit (docs/product-rules.md, "Rich-text editor"): whatever
// Markdown the site accepts, the editor either opens it in the formatted view and every keystroke
// reaches the Markdown it saves, or says before any typing that it opens as source.

/** `npm test` runs one fixed seed; `npm run bench` sets EDITOR_PROPERTY_RUNS and a new seed. */
const RUNS = Number(process.env.EDITOR_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.EDITOR_PROPERTY_SEED ?? 20261128);

let open: Editor | undefined;
afterEach(() => {
  open?.destroy();
  open = undefined;
});

/** Opens the editor as the admin does and records the Markdown it sends on every change. */
function openEditor(markdown: string) {
  const sent: string[] = [];
  open = new Editor({
    element: document.createElement('div'),
    ...bodyEditorOptions({ markdown, isSafeHref: renderer.isSafeUrl }),
    onUpdate: ({ editor }) => sent.push(editor.getMarkdown().trimEnd()),
  });
  return { editor: open, sent };
}

/** Every position the cursor can type at: inside a paragraph, heading or code block. */
function typingPositions(editor: Editor): number[] {
  const positions: number[] = [];
  editor.state.doc.descendants((node, at) => {
    if (!node.isTextblock) return true;
    for (let offset = 0; offset <= node.content.size; offset++) positions.push(at + 1 + offset);
    return false;
  });
  return positions;
}

/** Types `text` at `position` as a keystroke does (ProseMirror's text input transaction). */
function typeAt(editor: Editor, position: number, text: string) {
  const { view } = editor;
  const handled = view.someProp('handleTextInput', (handle) =>
    handle(view, position, position, text, () => view.state.tr.insertText(text, position)),
  );
  if (!handled) view.dispatch(view.state.tr.insertText(text, position));
}

const rendered = (markdown: string) => renderer.renderMarkdown(markdown);

describe('typing in the formatted view reaches the saved Markdown', () => {
  it('the shape of most posts (a paragraph, an image on its own line, a paragraph, a list at the end) opens formatted and keeps every keystroke', () => {
    const markdown =
      'First paragraph.\n\n![A server rack](/media/12345678-1234-4234-8234-123456789abc)\n\nSecond paragraph.\n\n- one\n- two';
    expect(editsFaithfully(markdown, renderer)).toBe(true);
    const { editor, sent } = openEditor(markdown);
    for (const position of typingPositions(editor).reverse()) {
      typeAt(editor, position, TYPED_MARKER);
      const saved = sent.at(-1) ?? '';
      expect(saved).toContain(TYPED_MARKER);
      expect(rendered(saved.replaceAll(TYPED_MARKER, ''))).toBe(rendered(markdown));
      expect(holdsWhatIsShown(editor.state.doc, saved)).toBe(true);
      editor.commands.setContent(markdown, { contentType: 'markdown', emitUpdate: false });
    }
  });

  it('a save without the last keystroke is refused, never reported as saved', () => {
    const markdown = 'First paragraph.\n\n![A rack](/media/1.png)\n\n- one';
    const { editor, sent } = openEditor(markdown);
    typeAt(editor, 3, TYPED_MARKER);
    expect(holdsWhatIsShown(editor.state.doc, sent.at(-1) ?? '')).toBe(true);
    expect(holdsWhatIsShown(editor.state.doc, markdown)).toBe(false);
  });

  it('a body nobody typed in is saved as stored, though the editor would spell it differently', () => {
    // A soft line break and underscores: the editor writes a space (or `*`), the text keeps its own.
    for (const markdown of [
      '## What changed\n\nNightly **off-site backups** and a patch window.\nEvery Tuesday.',
      'An _emphasized_ word and __strong__ words.',
    ]) {
      const { editor } = openEditor(markdown);
      expect(holdsWhatIsShown(editor.state.doc, markdown), markdown).toBe(true);
      typeAt(editor, 3, TYPED_MARKER);
      expect(holdsWhatIsShown(editor.state.doc, markdown), markdown).toBe(false);
      open?.destroy();
    }
  });

  it('lines put in whole as characters (a fill, dictation) become the lines they read as', () => {
    const { editor, sent } = openEditor('');
    editor.view.dispatch(
      editor.state.tr.insertText('Draft\n\nWritten by\na contributor.\n\n\nThe end.', 1),
    );
    expect(editor.state.doc.childCount).toBe(3);
    const saved = sent.at(-1) ?? '';
    expect(saved).toBe('Draft\n\nWritten by  \na contributor.\n\nThe end.');
    expect(holdsWhatIsShown(editor.state.doc, saved)).toBe(true);
  });

  it('an empty body opens formatted, as one empty paragraph to type into', () => {
    expect(editsFaithfully('', renderer)).toBe(true);
    expect(markdownToDoc('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    const { editor, sent } = openEditor('');
    typeAt(editor, 1, 'First words');
    expect(sent.at(-1)).toBe('First words');
  });

  it('a document outside the editor’s schema is refused when read, so it opens as source', () => {
    expect(() => markdownToDoc('![alone](/a.png)')).not.toThrow();
    const image = { type: 'image', attrs: { src: '/a.png', alt: 'a' } };
    const { editor } = openEditor('text');
    const outside = editor.schema.nodeFromJSON({ type: 'doc', content: [image] });
    expect(() => outside.check()).toThrow(RangeError);
    expect(holdsWhatIsShown(outside, '![a](/a.png)')).toBe(false);
  });

  it(
    'for any body the site accepts, each keystroke lands where it was typed and changes nothing else',
    { timeout: 30_000 + RUNS * 300 },
    () => {
      let opened = 0;
      fc.assert(
        fc.property(
          editorBodyArbitrary,
          fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
          (markdown, picks) => {
            if (!editsFaithfully(markdown, renderer)) return; // opens as source, and says so
            opened += 1;
            const before = rendered(markdown);
            const { editor, sent } = openEditor(markdown);
            const positions = typingPositions(editor);
            // From the end backwards, so that each keystroke lands where the document had it.
            const chosen = [
              ...new Set(picks.map((pick) => positions[pick % positions.length] ?? 1)),
            ];
            for (const position of chosen.sort((a, b) => b - a)) {
              typeAt(editor, position, TYPED_MARKER);
            }
            const saved = sent.at(-1) ?? '';
            expect(saved.split(TYPED_MARKER).length - 1, saved).toBe(chosen.length);
            expect(rendered(saved).split(TYPED_MARKER).length - 1, saved).toBe(chosen.length);
            expect(rendered(saved.replaceAll(TYPED_MARKER, '')), saved).toBe(before);
            expect(holdsWhatIsShown(editor.state.doc, saved), saved).toBe(true);
            editor.destroy();
            open = undefined;
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      // The generator makes mostly bodies the formatted view opens; a test that opened none would
      // prove nothing.
      expect(opened).toBeGreaterThan(RUNS / 2);
    },
  );
});

describe('bold and italic stay where Markdown can write them', () => {
  /** The position just before the first occurrence of `text` in the editor's document. */
  const positionOf = (editor: Editor, text: string) => {
    let found = -1;
    editor.state.doc.descendants((node, pos) => {
      const at = node.isText ? (node.text ?? '').indexOf(text) : -1;
      if (found < 0 && at >= 0) found = pos + at;
      return found < 0;
    });
    return found;
  };

  it.each([
    [
      'typed right before a bold "(note)": the typing joins the bold',
      'See **(note)** here',
      (editor: Editor) => typeAt(editor, positionOf(editor, '(note)'), 'More'),
      'See **More(note)** here',
    ],
    [
      'typed right after a bold "Note:" with bold turned off: the typing joins the bold',
      '**Note:** call us',
      (editor: Editor) => {
        const at = positionOf(editor, ' call');
        editor.view.dispatch(editor.state.tr.setStoredMarks([]));
        typeAt(editor, at, 'Call');
      },
      '**Note:Call** call us',
    ],
    [
      'the space before a bold "(note)" deleted: the bracket leaves the bold',
      'word **(note)**',
      (editor: Editor) => {
        const at = positionOf(editor, ' ');
        editor.view.dispatch(editor.state.tr.delete(at, at + 1));
      },
      'word(**note)**',
    ],
    [
      'the space after an italic "Note:" deleted: the colon leaves the italic',
      '*Note:* call',
      (editor: Editor) => {
        const at = positionOf(editor, ' call');
        editor.view.dispatch(editor.state.tr.delete(at, at + 1));
      },
      '*Note*:call',
    ],
  ])('%s', (_case, markdown, edit, expected) => {
    const { editor, sent } = openEditor(markdown);
    edit(editor);
    const saved = sent.at(-1) ?? '';
    expect(saved).toBe(expected);
    expect(holdsWhatIsShown(editor.state.doc, saved)).toBe(true);
  });
});
