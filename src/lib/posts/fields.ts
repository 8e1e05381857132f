/** Browser-safe leaves of a post's fields: the limits the editor shows while typing. */

/** The longest focus keyword, in characters. */
export const FOCUS_KEYWORD_MAX = 100;
