/** How the arrow keys move through the search dialog's results. */

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
