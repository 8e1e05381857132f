/**
 * The one read path for public content. The site is static, so every page reads whole lists once per
 * build (allInsights, allTaxonomies, listLocations, listIndustries) and the rules for related posts,
 * filters and paging run on those lists in src/lib/insights/; the admin reads the same functions.
 * A post is public when it is published and linked to at least one audience, journey stage and topic:
 * the detail page needs all three, so lists, related posts and the insights index show exactly the
 * posts whose page exists.
 */
import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import {
  industries,
  journeyStages,
  locations,
  media,
  personas,
  postJourneyStages,
  postPersonas,
  posts,
  postTopics,
  topics,
} from '#lib/db/schema.ts';
import { mediaIdOf, mediaPath } from '#lib/media/urls.ts';
import { shownImages } from '#lib/media/left-out.ts';
import { readingMinutes } from './reading-time.ts';
import type {
  Industry,
  Insight,
  LibraryImage,
  Location,
  Taxonomies,
  Taxonomy,
  TaxonomyKind,
} from './types.ts';

export const taxonomyTables = {
  persona: { table: personas, link: postPersonas, linkId: postPersonas.personaId },
  journeyStage: {
    table: journeyStages,
    link: postJourneyStages,
    linkId: postJourneyStages.journeyStageId,
  },
  topic: { table: topics, link: postTopics, linkId: postTopics.topicId },
} as const;

export const TAXONOMY_KINDS = Object.keys(taxonomyTables) as TaxonomyKind[];

function linkedTo(db: Database, kind: TaxonomyKind): SQL {
  const { table, link, linkId } = taxonomyTables[kind];
  const query = db
    .select({ one: sql`1` })
    .from(link)
    .innerJoin(table, eq(table.id, linkId))
    .where(eq(link.postId, posts.id));
  return exists(query);
}

/** Published, its time come (a scheduled post stays out), and linked to every kind of taxonomy. */
function isPublic(db: Database): SQL {
  return and(
    eq(posts.isPublished, true),
    lte(posts.publishedAt, sql`now()`),
    ...TAXONOMY_KINDS.map((kind) => linkedTo(db, kind)),
  )!;
}

const postColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  coverImageUrl: posts.coverImageUrl,
  category: posts.category,
  metaTitle: posts.metaTitle,
  metaDescription: posts.metaDescription,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
};

type PostRow = Pick<typeof posts.$inferSelect, keyof typeof postColumns>;

async function withTaxonomies(db: Database, rows: PostRow[]): Promise<Insight[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const linked = await Promise.all(
    TAXONOMY_KINDS.map(async (kind) => {
      const { table, link, linkId } = taxonomyTables[kind];
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
  const images = await libraryImages(
    db,
    rows.map((row) => row.coverImageUrl),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    coverImageUrl: row.coverImageUrl,
    coverImage: images.get(row.coverImageUrl) ?? null,
    category: row.category,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    // Public posts always have one (a check constraint ties it to is_published).
    publishedAt: row.publishedAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
    readingMinutes: readingMinutes(row.content),
    personas: personasByPost?.get(row.id) ?? [],
    journeyStages: stagesByPost?.get(row.id) ?? [],
    topics: topicsByPost?.get(row.id) ?? [],
  }));
}

/** The library images these paths name, by path (paths that name none are left out). */
export async function libraryImages(
  db: Database,
  paths: readonly (string | null)[],
): Promise<Map<string, LibraryImage>> {
  const ids = [...new Set(paths.map((path) => (path ? mediaIdOf(path) : null)))].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: media.id,
      width: media.width,
      height: media.height,
      alt: media.alt,
      sha256: media.sha256,
    })
    .from(media)
    .where(inArray(media.id, ids));
  // An image that does not decode is left out, as if the path named none (media/left-out.ts).
  const shown = await shownImages(db, rows);
  return new Map(shown.map(({ sha256: _sha256, ...row }) => [mediaPath(row.id), row]));
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

export async function listTaxonomy(db: Database, kind: TaxonomyKind): Promise<Taxonomy[]> {
  const { table } = taxonomyTables[kind];
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

const { id: _locationId, ...locationColumns } = getTableColumns(locations);

/** The published location rows (a row taken off the site keeps its copy for later). */
export async function listLocations(db: Database): Promise<Location[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.isPublished, true))
    .orderBy(asc(locations.state), asc(locations.city));
}

const { id: _industryId, ...industryColumns } = getTableColumns(industries);

/** The published industry rows, each with its library image if it has one. */
export async function listIndustries(db: Database): Promise<Industry[]> {
  const rows = await db
    .select(industryColumns)
    .from(industries)
    .where(eq(industries.isPublished, true))
    .orderBy(asc(industries.name));
  const images = await libraryImages(
    db,
    rows.map((row) => row.imageUrl),
  );
  return rows.map((row) => ({
    ...row,
    libraryImage: (row.imageUrl && images.get(row.imageUrl)) || null,
  }));
}
