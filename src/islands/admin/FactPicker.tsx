/**
 * Offers the site's facts (its phone, prices, response time…) for a text field: the marketer picks
 * one by its name and today's value, and its reference (`{phone}`) goes where the cursor was, so
 * the page keeps showing the current value when Settings change. Nobody types braces from memory.
 */
import { useId, useState, type ReactNode } from 'react';
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

export function FactPicker({
  fieldLabel,
  facts,
  onInsert,
}: {
  fieldLabel: string;
  facts: readonly FactJson[];
  /** Puts `{name}` into the field, where its cursor is. */
  onInsert: (reference: string) => void;
}): ReactNode {
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  if (facts.length === 0) return null;
  return (
    <div className="fact-picker mt-1 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={selectId} className="text-slate-700">
        Insert a fact into {fieldLabel.toLowerCase()}
      </label>
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">Choose a fact…</option>
        {facts.map((fact) => (
          <option key={fact.name} value={fact.name}>
            {factOption(fact)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="admin-button-secondary"
        disabled={chosen === ''}
        onClick={() => {
          onInsert(`{${chosen}}`);
          setChosen('');
        }}
      >
        Insert
      </button>
    </div>
  );
}
