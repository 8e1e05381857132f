/**
 * Moving and removing the items of a list the admin edits (a list field's items, a page's
 * sections), and what a screen reader hears after each. Pure: no DOM.
 */

/** The items with the one at `from` moved to `to`; the others keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** The items without the one at `index`. */
export const removeItem = <T>(items: readonly T[], index: number): T[] =>
  items.filter((_, i) => i !== index);

/** "Section 2 (Cards) moved up to 1.": `name` is the item's name before the move. */
export const movedMessage = (name: string, from: number, to: number): string =>
  `${name} moved ${to < from ? 'up' : 'down'} to ${to + 1}.`;

export const removedMessage = (name: string): string => `${name} removed.`;

/**
 * Where focus goes once the item at `index` is removed, leaving `remaining` items: the item that
 * took its place, or null when it was the last (the Add control then).
 */
export const focusAfterRemoval = (index: number, remaining: number): number | null =>
  index < remaining ? index : null;
