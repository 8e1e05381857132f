/**
 * How a WordPress site's categories and tags map onto audiences, journey stages and topics
 * (docs/moving-in-and-out.md): the mapping the screen starts from, what a post's terms and the
 * defaults give it, and the export's terms as the screen lists them.
 */
import type { Database, Transaction } from '#lib/db/database.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_KIND_LIST, TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { slugify } from '#lib/text/slugify.ts';
import type { ImportMapping, TermTarget, WpTermSummary } from './fields.ts';
import { decodePercent, type WpTerm, type WxrSite } from './wxr.ts';

export const termKey = (term: Pick<WpTerm, 'taxonomy' | 'slug'>) => `${term.taxonomy}:${term.slug}`;

export interface TaxonomyIndex {
  byKind: Record<TaxonomyKind, { id: string; slug: string; name: string }[]>;
}

export async function taxonomyIndex(db: Database | Transaction): Promise<TaxonomyIndex> {
  const lists = await Promise.all(
    TAXONOMY_KIND_LIST.map(async (kind) => {
      const { table } = taxonomyTables[kind];
      const rows = await db
        .select({ id: table.id, slug: table.slug, name: table.name })
        .from(table)
        .orderBy(table.name, table.slug);
      return [kind, rows] as const;
    }),
  );
  return { byKind: Object.fromEntries(lists) as TaxonomyIndex['byKind'] };
}

/** The slug a term's new topic (audience, stage) gets. */
export const createdSlug = (term: Pick<WpTerm, 'slug' | 'name'>) =>
  slugify(decodePercent(term.slug)) || slugify(term.name) || 'imported';

/** A word's singular, as far as names of audiences and topics need it. */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) {
    return word;
  }
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A name as the default mapping compares it: case, accents, plurals, punctuation and `&` against
 * "and" aside ("Small Business" is "small-businesses", "Cloud & Backup" is "Cloud and backups").
 */
export const comparableName = (name: string) =>
  slugify(name.replace(/&/g, ' and '))
    .split('-')
    .filter((word) => word !== '')
    .map(singular)
    .join(' ');

/**
 * The mapping the screen starts from: a term whose name or slug matches a topic's (else an
 * audience's, else a stage's) goes to it, the rest are not used. No default: a post its terms give
 * no audience, stage or topic comes in as a draft until one is chosen (nothing lands in an
 * arbitrary first audience). The category defaults to the first insight category.
 */
export function defaultMapping(terms: readonly WpTerm[], index: TaxonomyIndex): ImportMapping {
  const order: TaxonomyKind[] = ['topic', 'persona', 'journeyStage'];
  const mapped: Record<string, TermTarget> = {};
  for (const term of terms) {
    const names = new Set(
      [term.name, decodePercent(term.slug)].map(comparableName).filter((name) => name !== ''),
    );
    const match = order
      .map((kind) => ({
        kind,
        found: index.byKind[kind].find(
          (record) =>
            names.has(comparableName(record.name)) || names.has(comparableName(record.slug)),
        ),
      }))
      .find(({ found }) => found);
    mapped[termKey(term)] = match?.found
      ? { action: 'link', kind: match.kind, id: match.found.id }
      : { action: 'ignore' };
  }
  return {
    terms: mapped,
    defaults: { persona: null, journeyStage: null, topic: null, category: INSIGHT_CATEGORIES[0] },
    fetchMissingImages: false,
  };
}

/** A mapping with every audience, stage or topic it names still there (one deleted since is dropped). */
export function cleanMapping(mapping: ImportMapping, index: TaxonomyIndex): ImportMapping {
  const exists = (kind: TaxonomyKind, id: string | null) =>
    id !== null && index.byKind[kind].some((record) => record.id === id);
  return {
    terms: Object.fromEntries(
      Object.entries(mapping.terms).map(([key, target]) => [
        key,
        target.action === 'link' && !exists(target.kind, target.id) ? { action: 'ignore' } : target,
      ]),
    ),
    defaults: {
      persona: exists('persona', mapping.defaults.persona) ? mapping.defaults.persona : null,
      journeyStage: exists('journeyStage', mapping.defaults.journeyStage)
        ? mapping.defaults.journeyStage
        : null,
      topic: exists('topic', mapping.defaults.topic) ? mapping.defaults.topic : null,
      category: mapping.defaults.category,
    },
    fetchMissingImages: mapping.fetchMissingImages === true,
  };
}

/** The most audiences, stages or topics a post may have (posts/input.ts's limit). */
export const LINKS_MAX = 20;

/**
 * The post's links as the mapping makes them (terms first, then the defaults), at most `LINKS_MAX`
 * of each kind: a WordPress post with more keeps its first ones (`dropped` says how many went).
 */
export function linksOf(
  plan: { terms: readonly TermTarget[] },
  mapping: ImportMapping,
  created: (kind: TaxonomyKind, term: number) => string | null,
): Record<TaxonomyKind, string[]> {
  const links: Record<TaxonomyKind, string[]> = { persona: [], journeyStage: [], topic: [] };
  plan.terms.forEach((target, index) => {
    if (target.action === 'link') links[target.kind].push(target.id);
    if (target.action === 'create') {
      const id = created(target.kind, index);
      if (id) links[target.kind].push(id);
    }
  });
  const { defaults } = mapping;
  if (links.persona.length === 0 && defaults.persona) links.persona.push(defaults.persona);
  if (links.journeyStage.length === 0 && defaults.journeyStage) {
    links.journeyStage.push(defaults.journeyStage);
  }
  if (links.topic.length === 0 && defaults.topic) links.topic.push(defaults.topic);
  return {
    persona: [...new Set(links.persona)],
    journeyStage: [...new Set(links.journeyStage)],
    topic: [...new Set(links.topic)],
  };
}

/** Links within `LINKS_MAX` of each kind, and what was dropped (e.g. "3 topics"). */
export function cappedLinks(links: Record<TaxonomyKind, string[]>): {
  links: Record<TaxonomyKind, string[]>;
  dropped: string[];
} {
  const dropped = TAXONOMY_KIND_LIST.filter((kind) => links[kind].length > LINKS_MAX).map(
    (kind) => `${links[kind].length - LINKS_MAX} ${TAXONOMY_TERMS[kind].plural.toLowerCase()}`,
  );
  return {
    links: {
      persona: links.persona.slice(0, LINKS_MAX),
      journeyStage: links.journeyStage.slice(0, LINKS_MAX),
      topic: links.topic.slice(0, LINKS_MAX),
    },
    dropped,
  };
}

export const missingKinds = (links: Record<TaxonomyKind, string[]>) =>
  TAXONOMY_KIND_LIST.filter((kind) => links[kind].length === 0).map(
    (kind) => TAXONOMY_TERMS[kind].noun,
  );

/** The summary of the export's categories and tags for the mapping screen, most used first. */
export function termSummaries(site: WxrSite): WpTermSummary[] {
  const counts = new Map<string, number>();
  for (const item of site.items.filter((i) => i.type === 'post')) {
    for (const term of item.terms) counts.set(termKey(term), (counts.get(termKey(term)) ?? 0) + 1);
  }
  return site.terms
    .map((term) => ({
      key: termKey(term),
      taxonomy: term.taxonomy,
      slug: term.slug,
      name: term.name.replace(/\s+/g, ' ').trim() || term.slug,
      posts: counts.get(termKey(term)) ?? 0,
    }))
    .sort((a, b) => b.posts - a.posts || a.name.localeCompare(b.name));
}
