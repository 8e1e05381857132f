/** How the generated article is shown on the page: its headings sit below the page's own, and "Copied!" lasts 2 s. */

/** How long the Copy button shows "Copied!". */
export const COPIED_INDICATOR_MS = 2000;

/**
 * Moves every heading of rendered HTML down by `levels` (h1 → h4 for 3), capped at h6, so the
 * article's own <h1> does not compete with the page's. Only for HTML from the safe renderer, whose
 * raw HTML is escaped: every `<hN` in it is a real heading.
 */
export function demoteHeadings(html: string, levels: number): string {
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/g,
    (_match, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + levels)}`,
  );
}

/**
 * Whether this browser signed in to the admin: the hint cookie of src/lib/auth/signed-in-hint.ts,
 * matched here so that the public island shares no module (no extra request) with the admin's.
 */
export const STAFF_BROWSER = /(?:^|;\s*)nb_admin_hint=/;
