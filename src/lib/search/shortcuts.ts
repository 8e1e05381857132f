/**
 * Which keys open the site search, from anywhere on a page. (The header script uses this; the
 * dialog's own keys are in listbox-keys.ts, a separate module so the two scripts share no chunk.)
 */

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
