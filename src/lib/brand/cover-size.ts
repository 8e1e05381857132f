/** Covers are drawn at the Open Graph size; pages show them at this ratio too. */
export const COVER = { width: 1200, height: 630 } as const;

/**
 * The widths pages load a cover at (`srcset`). 800 is what a phone needs for a full-width cover
 * (~400 CSS px at 2× density); without it phones took the 1200 file, a third again as heavy.
 */
export const COVER_WIDTHS = [600, 800, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The formats pages load a cover in: AVIF first (`<source>`), WebP the `<img>`'s own. */
export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];
