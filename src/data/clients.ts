/**
 * Clients shown as wordmarks (fictional, like the whole site): each name with the simple shape its
 * mark is drawn around. The first two are the clients quoted in the home page's testimonials.
 */
export type WordmarkShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'bars' | 'arch';

export interface ClientWordmark {
  name: string;
  shape: WordmarkShape;
}

export const clientWordmarks: readonly ClientWordmark[] = [
  { name: 'Mitchell & Associates Law', shape: 'square' },
  { name: 'Harborview Family Health', shape: 'arch' },
  { name: 'Riverbend Dental', shape: 'circle' },
  { name: 'Copperline Manufacturing', shape: 'bars' },
  { name: 'Elm Street Foundation', shape: 'triangle' },
  { name: 'Quarry Hill Architects', shape: 'diamond' },
];
