/**
 * How long a page's title and description may be in search results. Longer ones are cut off by the
 * search engine with an ellipsis of its own choosing; the site keeps every page inside them.
 */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

const ELLIPSIS = '…';

/**
 * `text` if it fits in `max` characters; otherwise its longest run of whole words that fits with a
 * trailing ellipsis (a single over-long word is cut).
 */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
}

/** The description a page shows search engines: its own, or its summary fitted to the limit. */
export const metaDescriptionOf = (own: string | null | undefined, summary: string): string =>
  own?.trim() ? own.trim() : fitToLength(summary, META_DESCRIPTION_MAX);

/** The title a page shows search engines (before " | Brand"): its own, or its heading. */
export const metaTitleOf = (own: string | null | undefined, heading: string): string =>
  own?.trim() ? own.trim() : heading;

export interface LengthCount {
  /** "42 / 60" */
  text: string;
  over: boolean;
}

/** A live counter for an SEO field: its length against the limit, and whether it is over. */
export function countLength(value: string, max: number): LengthCount {
  const length = value.trim().length;
  return { text: `${length} / ${max}`, over: length > max };
}
