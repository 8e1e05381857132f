/**
 * Keeps bold and italic where Markdown can write them. Markdown's `**` and `*` cannot open right
 * after a letter when the emphasized text starts with punctuation (`word**(note)**` is not bold),
 * nor close before a letter when it ends with punctuation (`**Note:**Call`). The editor can show
 * such text, and saving it would put literal asterisks on the page. So after every change:
 *
 * - text just typed against such a boundary joins the emphasis (typing "See" before a bold
 *   "(note)" gives a bold "See(note)"), so nothing already there changes;
 * - otherwise (a space deleted between them, say) the punctuation at that edge leaves the emphasis.
 *
 * What the editor shows is then always what the Markdown says.
 */
import { combineTransactionSteps, Extension, getChangedRanges } from '@tiptap/core';
import type { MarkType, Node as DocNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';

/** The marks written with `*`/`_` delimiter runs, which follow Markdown's flanking rules. */
const DELIMITED_MARKS = ['bold', 'italic', 'strike'];

type Kind = 'space' | 'punctuation' | 'other';

/** Markdown's classes: Unicode whitespace, Unicode punctuation or symbol, anything else. */
function kindOf(text: string | undefined): Kind {
  if (text === undefined || /^\s$/u.test(text)) return 'space';
  return /^[\p{P}\p{S}]$/u.test(text) ? 'punctuation' : 'other';
}

interface Cell {
  /** Document position of this character (or inline node). */
  pos: number;
  kind: Kind;
  marks: readonly { type: MarkType }[];
}

/** A text block's content as cells: a character each, an image as punctuation (`![…](…)`). */
function cellsOf(block: DocNode, start: number): Cell[] {
  const cells: Cell[] = [];
  block.forEach((child, offset) => {
    const pos = start + offset;
    if (child.isText) {
      const text = child.text ?? '';
      for (let index = 0; index < text.length; index++) {
        cells.push({ pos: pos + index, kind: kindOf(text[index]), marks: child.marks });
      }
    } else {
      cells.push({
        pos,
        kind: child.type.name === 'hardBreak' ? 'space' : 'punctuation',
        marks: child.marks,
      });
    }
  });
  return cells;
}

const has = (cell: Cell | undefined, type: MarkType) =>
  cell !== undefined && cell.marks.some((mark) => mark.type === type);

/** The fixes one text block needs, as mark additions and removals. */
function fixBlock(
  tr: Transaction,
  block: DocNode,
  start: number,
  types: MarkType[],
  typed: (pos: number) => boolean,
): void {
  const cells = cellsOf(block, start);
  for (const type of types) {
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index];
      if (!cell || !has(cell, type)) continue;
      const before = cells[index - 1];
      const opens = !has(before, type);
      if (opens && cell.kind === 'punctuation' && before?.kind === 'other') {
        if (typed(before.pos)) {
          let first = index - 1;
          while (first > 0 && typed(cells[first - 1]?.pos ?? -1)) first -= 1;
          tr.addMark(cells[first]?.pos ?? before.pos, cell.pos, type.create());
        } else {
          let end = index;
          while (has(cells[end], type) && cells[end]?.kind === 'punctuation') end += 1;
          tr.removeMark(cell.pos, (cells[end - 1]?.pos ?? cell.pos) + 1, type);
        }
      }
      const after = cells[index + 1];
      const closes = !has(after, type);
      if (closes && cell.kind === 'punctuation' && after?.kind === 'other') {
        if (typed(after.pos)) {
          let last = index + 1;
          while (last < cells.length - 1 && typed(cells[last + 1]?.pos ?? -1)) last += 1;
          tr.addMark(after.pos, (cells[last]?.pos ?? after.pos) + 1, type.create());
        } else {
          let first = index;
          while (has(cells[first], type) && cells[first]?.kind === 'punctuation') first -= 1;
          tr.removeMark(cells[first + 1]?.pos ?? cell.pos, cell.pos + 1, type);
        }
      }
    }
  }
}

/** The transaction that makes every delimited mark the change touched writable, or null. */
export function expressibleEmphasis(
  transactions: readonly Transaction[],
  before: EditorState,
  after: EditorState,
): Transaction | null {
  if (!transactions.some((transaction) => transaction.docChanged)) return null;
  const types = DELIMITED_MARKS.flatMap((name) => after.schema.marks[name] ?? []);
  if (types.length === 0) return null;
  const changed = getChangedRanges(combineTransactionSteps(before.doc, [...transactions])).map(
    ({ newRange }) => newRange,
  );
  const typed = (pos: number) => changed.some(({ from, to }) => pos >= from && pos < to);
  const tr = after.tr;
  const seen = new Set<number>();
  for (const { from, to } of changed) {
    after.doc.nodesBetween(
      Math.max(0, from - 1),
      Math.min(after.doc.content.size, to + 1),
      (node, pos) => {
        if (!node.isTextblock) return true;
        if (!seen.has(pos)) {
          seen.add(pos);
          fixBlock(tr, node, pos + 1, types, typed);
        }
        return false;
      },
    );
  }
  return tr.docChanged ? tr : null;
}

export const ExpressibleEmphasis = Extension.create({
  name: 'expressibleEmphasis',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: new PluginKey('expressibleEmphasis'),
      appendTransaction: expressibleEmphasis,
    }),
  ],
});
