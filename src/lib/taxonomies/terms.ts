/**
 * How audiences, journey stages and topics are named and addressed: their public path prefix, the
 * word the admin uses for one, the segment of their admin API, and their table (which names their
 * revisions).
 */
import type { TaxonomyKind } from '#lib/content/types.ts';

export const TAXONOMY_TERMS = {
  persona: {
    prefix: '/persona',
    noun: 'audience',
    plural: 'Audiences',
    segment: 'audiences',
    table: 'personas',
  },
  journeyStage: {
    prefix: '/journey',
    noun: 'journey stage',
    plural: 'Journey stages',
    segment: 'stages',
    table: 'journey_stages',
  },
  topic: { prefix: '/topic', noun: 'topic', plural: 'Topics', segment: 'topics', table: 'topics' },
} as const satisfies Record<
  TaxonomyKind,
  { prefix: string; noun: string; plural: string; segment: string; table: string }
>;

export const TAXONOMY_KIND_LIST = Object.keys(TAXONOMY_TERMS) as TaxonomyKind[];

/** The kind an admin API segment names (`audiences` → persona), or null. */
export function kindForSegment(segment: string | undefined): TaxonomyKind | null {
  return TAXONOMY_KIND_LIST.find((kind) => TAXONOMY_TERMS[kind].segment === segment) ?? null;
}
