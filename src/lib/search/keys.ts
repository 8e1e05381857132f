/** Keyboard rules of the site search: which keys open it, and how arrows move through results. */

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * `/` opens search unless the visitor is typing somewhere; Ctrl-K and ⌘-K open it everywhere.
 * `typingTarget` says whether focus is in a text field or an editable element.
 */
export function opensSearch(event: KeyLike, typingTarget: boolean): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingTarget;
}

/** The active option after a key: -1 is the input itself; arrows wrap around the list. */
export function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    default:
      return null;
  }
}
