/**
 * Offers the site's facts (its phone, prices, response time…) for a text field: the marketer picks
 * one by its name and today's value, and its reference (`{phone}`) goes where the cursor was, so
 * the page keeps showing the current value when Settings change. Nobody types braces from memory.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FactJson } from '#lib/pages/json.ts';

/** A text with `insert` put in place of the selection from `start` to `end`, and the caret after it. */
export function insertAt(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${insert}${text.slice(to)}`, caret: from + insert.length };
}

/** How a fact is offered: its name in words and what it says today. */
export const factOption = (fact: FactJson) => `${fact.label}: ${fact.value}`;

/**
 * "Insert a fact", shown while the field (or the picker) has focus, so a long form gains no clutter
 * and a keyboard user meets it right after the field. Its names never repeat the field's label:
 * that label names the field alone.
 */
export function FactPicker({
  facts,
  onInsert,
}: {
  facts: readonly FactJson[];
  /** Puts `{name}` into the field, where its cursor is. */
  onInsert: (reference: string) => void;
}): ReactNode {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);
  if (facts.length === 0) return null;
  const close = () => {
    setOpen(false);
    setChosen('');
  };
  if (!open) {
    return (
      <button
        type="button"
        className="fact-picker-toggle link mt-1 text-sm"
        aria-expanded="false"
        // Keeps the field focused (and so the button shown) while a pointer presses it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(true)}
      >
        Insert a fact
      </button>
    );
  }
  return (
    <div
      className="fact-picker mt-1 flex flex-wrap items-center gap-2 text-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <label htmlFor={selectId} className="text-slate-700">
        Fact
      </label>
      <select
        ref={select}
        id={selectId}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">Choose…</option>
        {facts.map((fact) => (
          <option key={fact.name} value={fact.name}>
            {factOption(fact)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        disabled={chosen === ''}
        onClick={() => {
          onInsert(`{${chosen}}`);
          close();
        }}
      >
        Insert
      </button>
      <button type="button" className="link text-sm" onClick={close}>
        Cancel
      </button>
    </div>
  );
}
