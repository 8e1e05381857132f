/**
 * The public reads of spec §7. A post is public when it is published and linked to at least one
 * audience, journey stage and topic: the detail page needs all three, so lists, related posts and the
 * insights index show exactly the posts whose page exists.
 */
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  industries,
  journeyStages,
  locations,
  personas,
  postJourneyStages,
  postPersonas,
  posts,
  postTopics,
  topics,
} from '../db/schema.ts';
import { readingMinutes } from './reading-time.ts';
import type {
  Industry,
  Insight,
  InsightSummary,
  Location,
  Paged,
  Taxonomies,
  Taxonomy,
  TaxonomyKind,
} from './types.ts';

export const DEFAULT_PAGE_SIZE = 10;

const taxonomies = {
  persona: { table: personas, link: postPersonas, linkId: postPersonas.personaId },
  journeyStage: {
    table: journeyStages,
    link: postJourneyStages,
    linkId: postJourneyStages.journeyStageId,
  },
  topic: { table: topics, link: postTopics, linkId: postTopics.topicId },
} as const;

const TAXONOMY_KINDS = Object.keys(taxonomies) as TaxonomyKind[];

function linkedTo(db: Database, kind: TaxonomyKind, slug?: string): SQL {
  const { table, link, linkId } = taxonomies[kind];
  const query = db
    .select({ one: sql`1` })
    .from(link)
    .innerJoin(table, eq(table.id, linkId))
    .where(and(eq(link.postId, posts.id), slug === undefined ? undefined : eq(table.slug, slug)));
  return exists(query);
}

function isPublic(db: Database): SQL {
  return and(eq(posts.isPublished, true), ...TAXONOMY_KINDS.map((kind) => linkedTo(db, kind)))!;
}

const postColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  coverImageUrl: posts.coverImageUrl,
  category: posts.category,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
};

interface PostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  coverImageUrl: string;
  category: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

async function withTaxonomies(db: Database, rows: PostRow[]): Promise<Insight[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const linked = await Promise.all(
    TAXONOMY_KINDS.map(async (kind) => {
      const { table, link, linkId } = taxonomies[kind];
      const found = await db
        .select({
          postId: link.postId,
          id: table.id,
          slug: table.slug,
          name: table.name,
          intro: table.intro,
        })
        .from(link)
        .innerJoin(table, eq(table.id, linkId))
        .where(inArray(link.postId, ids))
        .orderBy(asc(table.name));
      const byPost = new Map<string, Taxonomy[]>();
      for (const { postId, ...taxonomy } of found) {
        byPost.set(postId, [...(byPost.get(postId) ?? []), taxonomy]);
      }
      return byPost;
    }),
  );
  const [personasByPost, stagesByPost, topicsByPost] = linked;
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    coverImageUrl: row.coverImageUrl,
    category: row.category,
    // Public posts always have one (a check constraint ties it to is_published).
    publishedAt: row.publishedAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
    readingMinutes: readingMinutes(row.content),
    personas: personasByPost?.get(row.id) ?? [],
    journeyStages: stagesByPost?.get(row.id) ?? [],
    topics: topicsByPost?.get(row.id) ?? [],
  }));
}

function summarise({ content: _content, ...summary }: Insight): InsightSummary {
  return summary;
}

/** One public post by slug with its taxonomies; null when missing, a draft or not fully tagged. */
export async function getInsight(db: Database, slug: string): Promise<Insight | null> {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublic(db)))
    .limit(1);
  const [insight] = await withTaxonomies(db, rows);
  return insight ?? null;
}

export interface ListOptions {
  page?: number;
  pageSize?: number;
  persona?: string;
  journeyStage?: string;
  topic?: string;
}

function pageNumbers(options: ListOptions) {
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  return { page, pageSize };
}

/** Public posts, newest first, one page at a time, optionally filtered by taxonomy slugs. */
export async function listInsights(
  db: Database,
  options: ListOptions = {},
): Promise<Paged<InsightSummary>> {
  const { page, pageSize } = pageNumbers(options);
  const filters = TAXONOMY_KINDS.flatMap((kind) => {
    const slug = options[kind];
    return slug ? [linkedTo(db, kind, slug)] : [];
  });
  const where = and(isPublic(db), ...filters);
  const [counted, rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(where),
    db
      .select(postColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const count = Number(counted[0]?.count ?? 0);
  return {
    data: (await withTaxonomies(db, rows)).map(summarise),
    count,
    page,
    pageSize,
    totalPages: Math.ceil(count / pageSize),
  };
}

/** Every public post, newest first: static paths, the insights index and the RSS feed. */
export async function allInsights(db: Database): Promise<Insight[]> {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .where(isPublic(db))
    .orderBy(desc(posts.publishedAt), desc(posts.id));
  return withTaxonomies(db, rows);
}

export async function getTaxonomy(
  db: Database,
  kind: TaxonomyKind,
  slug: string,
): Promise<Taxonomy | null> {
  const { table } = taxonomies[kind];
  const [row] = await db
    .select({ id: table.id, slug: table.slug, name: table.name, intro: table.intro })
    .from(table)
    .where(eq(table.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function listTaxonomy(db: Database, kind: TaxonomyKind): Promise<Taxonomy[]> {
  const { table } = taxonomies[kind];
  return db
    .select({ id: table.id, slug: table.slug, name: table.name, intro: table.intro })
    .from(table)
    .orderBy(asc(table.name), asc(table.slug));
}

export async function allTaxonomies(db: Database): Promise<Taxonomies> {
  const [personaList, stageList, topicList] = await Promise.all(
    TAXONOMY_KINDS.map((kind) => listTaxonomy(db, kind)),
  );
  return { personas: personaList ?? [], journeyStages: stageList ?? [], topics: topicList ?? [] };
}

/** Public posts linked to one taxonomy record; an unknown slug gives an empty page. */
export async function insightsByTaxonomy(
  db: Database,
  kind: TaxonomyKind,
  slug: string,
  options: Pick<ListOptions, 'page' | 'pageSize'> = {},
): Promise<Paged<InsightSummary>> {
  const taxonomy = await getTaxonomy(db, kind, slug);
  if (!taxonomy) return { data: [], count: 0, ...pageNumbers(options), totalPages: 0 };
  return listInsights(db, { ...options, [kind]: slug });
}

const locationColumns = {
  slug: locations.slug,
  city: locations.city,
  state: locations.state,
  metaTitle: locations.metaTitle,
  metaDescription: locations.metaDescription,
  introText: locations.introText,
};

export async function getLocation(db: Database, slug: string): Promise<Location | null> {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function listLocations(db: Database): Promise<Location[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .orderBy(asc(locations.state), asc(locations.city));
}

const industryColumns = {
  slug: industries.slug,
  name: industries.name,
  description: industries.description,
  introText: industries.introText,
  metaTitle: industries.metaTitle,
  metaDescription: industries.metaDescription,
  imageUrl: industries.imageUrl,
};

export async function getIndustry(db: Database, slug: string): Promise<Industry | null> {
  const [row] = await db
    .select(industryColumns)
    .from(industries)
    .where(eq(industries.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function listIndustries(db: Database): Promise<Industry[]> {
  return db.select(industryColumns).from(industries).orderBy(asc(industries.name));
}
