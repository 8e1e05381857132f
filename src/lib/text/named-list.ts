/** Names in a refusal: the first few quoted, the rest counted ("“A”, “B” and 3 more"). */
export const NAMED_AT_MOST = 5;

export function namedList(titles: readonly string[], atMost = NAMED_AT_MOST): string {
  const shown = titles.slice(0, atMost).map((title) => `“${title}”`);
  const more = titles.length > shown.length ? ` and ${titles.length - shown.length} more` : '';
  return `${shown.join(', ')}${more}`;
}
