/**
 * How audiences, journey stages and topics are named and addressed: their public path prefix, the
 * word the admin uses for one, the segment of their admin API, and the kind of their revisions.
 */
import type { TaxonomyKind } from '#lib/content/types.ts';

export const TAXONOMY_TERMS = {
  persona: {
    prefix: '/persona',
    noun: 'audience',
    plural: 'Audiences',
    segment: 'audiences',
    revisions: 'personas',
  },
  journeyStage: {
    prefix: '/journey',
    noun: 'journey stage',
    plural: 'Journey stages',
    segment: 'stages',
    revisions: 'journey-stages',
  },
  topic: {
    prefix: '/topic',
    noun: 'topic',
    plural: 'Topics',
    segment: 'topics',
    revisions: 'topics',
  },
} as const satisfies Record<
  TaxonomyKind,
  { prefix: string; noun: string; plural: string; segment: string; revisions: string }
>;

export const TAXONOMY_KIND_LIST = Object.keys(TAXONOMY_TERMS) as TaxonomyKind[];

/** The kind an admin API segment names (`audiences` → persona), or null. */
export function kindForSegment(segment: string | undefined): TaxonomyKind | null {
  return TAXONOMY_KIND_LIST.find((kind) => TAXONOMY_TERMS[kind].segment === segment) ?? null;
}
