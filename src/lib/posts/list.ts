/** The admin's post list, paged on the server: search, filters, sort, then one page of posts. */
import { and, count, desc, eq, exists, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { postJourneyStages, postPersonas, posts, postTopics } from '#lib/db/schema.ts';
import { postsWithLinks, type AdminPost } from './admin.ts';
import { POSTS_PAGE_SIZE, type PostListQuery } from './list-query.ts';

export interface PostListPage {
  posts: AdminPost[];
  total: number;
}

/** `value` as a literal part of a LIKE pattern (its % and _ match only themselves). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const now = sql`now()`;

function conditions(db: Database, query: PostListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) where.push(ilike(posts.title, `%${likeLiteral(query.q)}%`));
  if (query.slug) where.push(eq(posts.slug, query.slug));
  if (query.status === 'draft') where.push(eq(posts.isPublished, false));
  if (query.status === 'scheduled') {
    where.push(and(eq(posts.isPublished, true), gt(posts.publishedAt, now))!);
  }
  if (query.status === 'published') {
    where.push(and(eq(posts.isPublished, true), lte(posts.publishedAt, now))!);
  }
  const linked = [
    [query.persona, postPersonas, postPersonas.personaId, postPersonas.postId],
    [query.stage, postJourneyStages, postJourneyStages.journeyStageId, postJourneyStages.postId],
    [query.topic, postTopics, postTopics.topicId, postTopics.postId],
  ] as const;
  for (const [id, table, column, postId] of linked) {
    if (!id) continue;
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(and(eq(postId, posts.id), eq(column, id))),
      ),
    );
  }
  return where;
}

export async function listPostsPage(db: Database, query: PostListQuery): Promise<PostListPage> {
  const where = and(...conditions(db, query));
  const order =
    query.sort === 'published'
      ? [sql`${posts.publishedAt} desc nulls last`, desc(posts.updatedAt), desc(posts.id)]
      : [desc(posts.updatedAt), desc(posts.id)];
  const [counted, page] = await Promise.all([
    db.select({ total: count() }).from(posts).where(where),
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(POSTS_PAGE_SIZE)
      .offset((query.page - 1) * POSTS_PAGE_SIZE),
  ]);
  const ids = page.map((row) => row.id);
  const byId = new Map((await postsWithLinks(db, ids)).map((post) => [post.id, post]));
  return {
    posts: ids.flatMap((id) => byId.get(id) ?? []),
    total: Number(counted[0]?.total ?? 0),
  };
}
