/**
 * The shipped topic graphics (public/images/insights/{name}.svg, a unit test keeps the list true):
 * the stand-in covers a post may point at. A leaf, so a post's write schema can accept them without
 * pulling in how covers are drawn (cover-choice.ts).
 */
export const STOCK_COVER_NAMES = [
  'ai-infrastructure',
  'backup-recovery',
  'cloud',
  'compliance',
  'cybersecurity',
  'it-strategy',
  'managed-it',
  'networking',
] as const;
export type StockCoverName = (typeof STOCK_COVER_NAMES)[number];

const STOCK_COVERS: ReadonlySet<string> = new Set(
  STOCK_COVER_NAMES.map((name) => `/images/insights/${name}.svg`),
);

export const isStockCover = (url: string): boolean => STOCK_COVERS.has(url);
