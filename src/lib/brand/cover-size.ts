/** Covers are drawn at the Open Graph size; pages show them at this ratio too. */
export const COVER = { width: 1200, height: 630 } as const;
