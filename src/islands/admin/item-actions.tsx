/**
 * What every list the admin edits item by item shares (a list field's items, a page's sections):
 * each item's Move up, Move down and Remove buttons, and what follows a press. Focus stays on the
 * moved item's button, a removal moves it to the item that took the removed one's place (or to
 * the Add control), an item added with a heading takes focus to it, and a polite live region says what happened. Items keep their keys through
 * moves, so what a field holds of its own (a rich-text editor, a slug typed by hand) moves with
 * its item.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  focusAfterRemoval,
  movedMessage,
  moveItem,
  removedMessage,
  removeItem,
} from './reorder.ts';

type Action = 'up' | 'down' | 'remove' | 'heading' | 'add';

/** The elements `useItemActions` moves focus to, by the item they belong to and what they do. */
export const itemTarget = (owner: string, action: Action, index?: number) => ({
  'data-item-of': owner,
  'data-item-action': action,
  ...(index !== undefined && { 'data-item-index': index }),
});

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export interface ItemActions<T> {
  /** What the targets of this list are marked with (`itemTarget`). */
  owner: string;
  /** One key per item, kept through moves and removals. */
  keys: readonly number[];
  add: (item: T) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** The live region that says what the last move or removal did. */
  announcer: ReactNode;
}

export function useItemActions<T>({
  items,
  onChange,
  nameOf,
}: {
  items: readonly T[];
  onChange: (next: T[]) => void;
  /** An item's name as its buttons say it: "section 2 (Cards)", "testimonial 2". */
  nameOf: (index: number) => string;
}): ItemActions<T> {
  const owner = useId();
  const nextKey = useRef(0);
  const keys = useRef<number[]>([]);
  // A value replaced from outside (a Reload, a restored revision) gets keys of its own.
  if (keys.current.length !== items.length) keys.current = items.map(() => nextKey.current++);
  const focusNext = useRef<[Action, number | undefined][] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const candidates = focusNext.current;
    if (!candidates) return;
    focusNext.current = null;
    for (const [action, index] of candidates) {
      const selector = `[data-item-of="${owner}"][data-item-action="${action}"]${index === undefined ? '' : `[data-item-index="${index}"]`}`;
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  return {
    owner,
    keys: keys.current,
    add: (item) => {
      keys.current = [...keys.current, nextKey.current++];
      focusNext.current = [['heading', items.length]];
      onChange([...items, item]);
    },
    move: (from, to) => {
      const direction = to < from ? 'up' : 'down';
      keys.current = moveItem(keys.current, from, to);
      focusNext.current = [
        [direction, to],
        [direction === 'up' ? 'down' : 'up', to],
        ['heading', to],
      ];
      setAnnouncement(movedMessage(capitalized(nameOf(from)), from, to));
      onChange(moveItem(items, from, to));
    },
    remove: (index) => {
      keys.current = removeItem(keys.current, index);
      const next = focusAfterRemoval(index, items.length - 1);
      focusNext.current = [
        ...(next === null
          ? []
          : ([
              ['heading', next],
              ['remove', next],
            ] as [Action, number][])),
        ['add', undefined],
      ];
      setAnnouncement(removedMessage(capitalized(nameOf(index))));
      onChange(removeItem(items, index));
    },
    announcer: (
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    ),
  };
}

/** An item's Move up, Move down and Remove buttons, each naming the item. */
export function ItemActionButtons({
  actions,
  index,
  count,
  name,
  removable,
  removeDisabled,
}: {
  actions: Pick<ItemActions<unknown>, 'owner' | 'move' | 'remove'>;
  index: number;
  count: number;
  /** As `nameOf` says it: "section 2 (Cards)". */
  name: string;
  /** A list whose length is fixed has no Remove. */
  removable: boolean;
  /** At the list's least length. */
  removeDisabled: boolean;
}) {
  const button = 'btn-secondary px-3 py-1.5 text-sm';
  return (
    <>
      {count > 1 && (
        <>
          <button
            type="button"
            className={button}
            disabled={index === 0}
            onClick={() => actions.move(index, index - 1)}
            {...itemTarget(actions.owner, 'up', index)}
          >
            Move {name} up
          </button>
          <button
            type="button"
            className={button}
            disabled={index === count - 1}
            onClick={() => actions.move(index, index + 1)}
            {...itemTarget(actions.owner, 'down', index)}
          >
            Move {name} down
          </button>
        </>
      )}
      {removable && (
        <button
          type="button"
          className={button}
          disabled={removeDisabled}
          onClick={() => actions.remove(index)}
          {...itemTarget(actions.owner, 'remove', index)}
        >
          Remove {name}
        </button>
      )}
    </>
  );
}
