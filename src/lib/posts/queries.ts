/**
 * The public reads of posts. The site is static, so every page reads whole lists once per build
 * (allInsights) and the rules for related posts, filters and paging run on those lists in
 * src/lib/insights/; the admin's preview reads the same function. A post is public when it is
 * published and linked to at least one audience, journey stage and topic: the detail page needs all
 * three, so lists, related posts and the insights index show exactly the posts whose page exists.
 */
import { and, asc, desc, eq, exists, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { posts } from '#lib/db/schema.ts';
import { imagesOf, libraryImages } from '#lib/media/queries.ts';
import { mediaPathsIn } from '#lib/media/urls.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_KIND_LIST } from '#lib/taxonomies/terms.ts';
import { readingMinutes } from './reading-time.ts';
import type { Insight, Taxonomy, TaxonomyKind } from '#lib/content/types.ts';

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
export function isPublic(db: Database): SQL {
  return and(
    eq(posts.isPublished, true),
    lte(posts.publishedAt, sql`now()`),
    ...TAXONOMY_KIND_LIST.map((kind) => linkedTo(db, kind)),
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

/** What a post's body gives its listing: minutes to read and the library images it shows. */
interface BodyFacts {
  content: string;
  minutes: number;
  mediaPaths: string[];
}

/**
 * The last read's body facts by post: every build pass reads every post (tens of megabytes at ten
 * thousand posts), and a change alters one. A post whose text is the same keeps its facts.
 */
let lastBodyFacts = new Map<string, BodyFacts>();

function bodyFactsOf(rows: readonly PostRow[]): Map<string, BodyFacts> {
  const facts = new Map<string, BodyFacts>();
  for (const { id, content } of rows) {
    const before = lastBodyFacts.get(id);
    facts.set(
      id,
      before?.content === content
        ? before
        : { content, minutes: readingMinutes(content), mediaPaths: mediaPathsIn(content) },
    );
  }
  lastBodyFacts = facts;
  return facts;
}

async function withTaxonomies(db: Database, rows: PostRow[]): Promise<Insight[]> {
  if (rows.length === 0) return [];
  const ids = new Set(rows.map((row) => row.id));
  const linked = await Promise.all(
    TAXONOMY_KIND_LIST.map(async (kind) => {
      const { table, link, linkId } = taxonomyTables[kind];
      // Every post's links in one read: the public posts are nearly all, and naming ten thousand
      // of them in the query costs more than the few links of drafts.
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
        .orderBy(asc(table.name));
      const byPost = new Map<string, Taxonomy[]>();
      for (const { postId, id, slug, name, intro } of found) {
        if (!ids.has(postId)) continue;
        const taxonomy = { id, slug, name, intro };
        const list = byPost.get(postId);
        if (list) list.push(taxonomy);
        else byPost.set(postId, [taxonomy]);
      }
      return byPost;
    }),
  );
  const [personasByPost, stagesByPost, topicsByPost] = linked;
  const body = bodyFactsOf(rows);
  const images = await libraryImages(db, [
    ...rows.map((row) => row.coverImageUrl),
    ...rows.flatMap((row) => body.get(row.id)!.mediaPaths),
  ]);
  return rows.map((row) => {
    const { minutes, mediaPaths } = body.get(row.id)!;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      coverImageUrl: row.coverImageUrl,
      coverImage: images.get(row.coverImageUrl) ?? null,
      bodyImages: imagesOf(images, mediaPaths),
      category: row.category,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      // Public posts always have one (a check constraint ties it to is_published).
      publishedAt: row.publishedAt ?? row.updatedAt,
      updatedAt: row.updatedAt,
      readingMinutes: minutes,
      personas: personasByPost?.get(row.id) ?? [],
      journeyStages: stagesByPost?.get(row.id) ?? [],
      topics: topicsByPost?.get(row.id) ?? [],
    };
  });
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

/** The slugs of every public post (the pages the build writes), without reading the posts. */
export async function publicInsightSlugs(db: Database): Promise<Set<string>> {
  const rows = await db.select({ slug: posts.slug }).from(posts).where(isPublic(db));
  return new Set(rows.map((row) => row.slug));
}
