/**
 * The guard against doorway pages: location pages that say the same thing with another city's name
 * in it. A page's own words are its intro and its FAQs; with the city and state taken out, two pages
 * whose three-word phrases overlap by more than `DOORWAY_THRESHOLD` (Jaccard) are near duplicates.
 * The admin's editor warns while typing; the build refuses to publish them.
 */

export const DOORWAY_THRESHOLD = 0.6;

export interface LocationText {
  slug: string;
  city: string;
  state: string;
  intro: string;
  faqs: readonly { question: string; answer: string }[];
}

/** A location row's own words, as the guard compares them. */
export const locationText = (row: {
  slug: string;
  city: string;
  state: string;
  introText: string;
  details: { faqs: LocationText['faqs'] };
}): LocationText => ({
  slug: row.slug,
  city: row.city,
  state: row.state,
  intro: row.introText,
  faqs: row.details.faqs,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's own words, lower-cased, with its city and state removed. */
export function ownWords(page: LocationText): string[] {
  const text = [page.intro, ...page.faqs.flatMap((faq) => [faq.question, faq.answer])].join(' ');
  const names = [page.city, page.state].filter(Boolean).map(escape).join('|');
  return text
    .replace(new RegExp(`\\b(?:${names})\\b`, 'gi'), ' ')
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

function phrases(words: readonly string[], size = 3): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) found.add(words.slice(i, i + size).join(' '));
  return found;
}

/** How alike two pages' own words are: 0 (nothing shared) to 1 (the same text). */
export function similarity(a: LocationText, b: LocationText): number {
  const left = phrases(ownWords(a));
  const right = phrases(ownWords(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const phrase of left) if (right.has(phrase)) shared++;
  return shared / (left.size + right.size - shared);
}

export interface NearDuplicate {
  slug: string;
  similarTo: string;
  /** 0–1, rounded to two decimals. */
  score: number;
}

/** Every pair of pages over the threshold (each pair once, most alike first). */
export function nearDuplicates(
  pages: readonly LocationText[],
  threshold = DOORWAY_THRESHOLD,
): NearDuplicate[] {
  const found: NearDuplicate[] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const score = similarity(pages[i]!, pages[j]!);
      if (score > threshold) {
        found.push({
          slug: pages[i]!.slug,
          similarTo: pages[j]!.slug,
          score: Math.round(score * 100) / 100,
        });
      }
    }
  }
  return found.sort((a, b) => b.score - a.score);
}

/** The build's refusal, naming each pair. */
export function doorwayMessage(pairs: readonly NearDuplicate[]): string {
  return `Location pages too alike to publish (over ${Math.round(DOORWAY_THRESHOLD * 100)}% the same once the city names are removed): ${pairs
    .map(
      (pair) =>
        `/locations/${pair.slug} and /locations/${pair.similarTo} (${Math.round(pair.score * 100)}%)`,
    )
    .join('; ')}. Rewrite the intro and FAQs of one of them for its own city.`;
}
