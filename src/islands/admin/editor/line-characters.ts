/**
 * Turns line-break characters inside text into the lines they read as. Typing Enter makes a
 * paragraph, but text put in whole (a browser's fill, dictation, an extension) can carry "\n"
 * into a paragraph: shown as a line break, written to Markdown as a paragraph break or as
 * nothing, so what was saved would differ from what was shown. After every change, outside code
 * blocks, a blank line ("\n\n") splits the paragraph and a single "\n" is a hard break.
 */
import { Extension } from '@tiptap/core';
import type { Node as DocNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';

interface Run {
  from: number;
  to: number;
  /** A blank line or more: the paragraph ends here. */
  splits: boolean;
}

/** The newline runs in the document's text, outside code. */
function newlineRuns(doc: DocNode): Run[] {
  const runs: Run[] = [];
  doc.descendants((node, pos, parent) => {
    if (node.isTextblock) return !node.type.spec.code;
    if (!node.isText || !node.text?.includes('\n')) return false;
    for (const match of node.text.matchAll(/\n+/g)) {
      const from = pos + match.index;
      const splits = match[0].length > 1 && parent?.type.name === 'paragraph';
      runs.push({ from, to: from + match[0].length, splits });
    }
    return false;
  });
  return runs;
}

/** The transaction that makes every newline character a paragraph or a hard break, or null. */
export function lineCharacters(
  transactions: readonly Transaction[],
  _before: EditorState,
  after: EditorState,
): Transaction | null {
  if (!transactions.some((transaction) => transaction.docChanged)) return null;
  const hardBreak = after.schema.nodes.hardBreak;
  const runs = newlineRuns(after.doc);
  if (runs.length === 0 || !hardBreak) return null;
  const tr = after.tr;
  // From the end, so each run's positions still hold when it is changed.
  for (const { from, to, splits } of runs.reverse()) {
    if (splits) tr.delete(from, to).split(from);
    else tr.replaceWith(from, to, hardBreak.create());
  }
  return tr;
}

export const LineCharacters = Extension.create({
  name: 'lineCharacters',
  addProseMirrorPlugins: () => [
    new Plugin({ key: new PluginKey('lineCharacters'), appendTransaction: lineCharacters }),
  ],
});
