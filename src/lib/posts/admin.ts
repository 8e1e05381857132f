/** The admin's reads and writes of posts, drafts included; every write is one transaction. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#lib/db/database.ts';
import { postJourneyStages, postPersonas, posts, postTopics } from '#lib/db/schema.ts';
import { replacePostLinks } from './links.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { MISSING_COVER_MESSAGE, type ValidPostInput } from './input.ts';
import { isLive } from './status.ts';
import { claimSlug, recordOldSlug, SlugRedirectConflict } from './slug-redirects.ts';
import {
  ContentError,
  FOREIGN_KEY_VIOLATION,
  pgCode,
  UNIQUE_VIOLATION,
} from '#lib/content/errors.ts';

/** A post row as stored (its version is bumped by every write) with the ids of its taxonomy links. */
export type AdminPost = typeof posts.$inferSelect & {
  personaIds: string[];
  journeyStageIds: string[];
  topicIds: string[];
};

export const STALE_MESSAGE =
  'This post was changed by someone else since you opened it. Reload it to see their version, or overwrite it with yours.';

const notFound = () =>
  new ContentError('not-found', 'That post does not exist (it may have been deleted).');

function translate(error: unknown, slug?: string): never {
  if (error instanceof ContentError) throw error;
  if (error instanceof SlugRedirectConflict) throw new ContentError('slug-taken', error.message);
  const code = pgCode(error);
  if (code === UNIQUE_VIOLATION) {
    throw new ContentError('slug-taken', `Another post already uses the slug "${slug ?? ''}".`);
  }
  if (code === FOREIGN_KEY_VIOLATION) {
    throw new ContentError(
      'unknown-taxonomy',
      'An audience, journey stage or topic no longer exists.',
    );
  }
  throw error;
}

/** A library cover must exist when the post is saved (a built-in graphic always does). */
async function requireCover(tx: Transaction, path: string): Promise<void> {
  if (mediaIdOf(path) && !(await libraryImageExists(tx, path))) {
    throw new ContentError('unknown-image', MISSING_COVER_MESSAGE, { field: 'coverImageUrl' });
  }
}

/** After a versioned write matched no row: the post is gone (not-found) or was changed (stale). */
async function missedWrite(db: Database | Transaction, id: string): Promise<never> {
  const [row] = await db.select({ version: posts.version }).from(posts).where(eq(posts.id, id));
  if (!row) throw notFound();
  throw new ContentError('stale', STALE_MESSAGE, { currentVersion: row.version });
}

const matches = (id: string, version: number) => and(eq(posts.id, id), eq(posts.version, version));
const nextVersion = sql`${posts.version} + 1`;

async function loadPosts(db: Database | Transaction, ids?: string[]): Promise<AdminPost[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(ids ? inArray(posts.id, ids) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id));
  if (rows.length === 0) return [];
  const postIds = rows.map((row) => row.id);
  const [personaLinks, stageLinks, topicLinks] = await Promise.all([
    db.select().from(postPersonas).where(inArray(postPersonas.postId, postIds)),
    db.select().from(postJourneyStages).where(inArray(postJourneyStages.postId, postIds)),
    db.select().from(postTopics).where(inArray(postTopics.postId, postIds)),
  ]);
  return rows.map((row) => ({
    ...row,
    personaIds: personaLinks.filter((l) => l.postId === row.id).map((l) => l.personaId),
    journeyStageIds: stageLinks.filter((l) => l.postId === row.id).map((l) => l.journeyStageId),
    topicIds: topicLinks.filter((l) => l.postId === row.id).map((l) => l.topicId),
  }));
}

/** Every post, drafts included, newest created first. */
export function listPosts(db: Database): Promise<AdminPost[]> {
  return loadPosts(db);
}

/** The posts with these ids, with their taxonomy links (none for an empty list). */
export function postsWithLinks(db: Database, ids: string[]): Promise<AdminPost[]> {
  return ids.length === 0 ? Promise.resolve([]) : loadPosts(db, ids);
}

export async function getPost(db: Database, id: string): Promise<AdminPost | null> {
  const [post] = await loadPosts(db, [id]);
  return post ?? null;
}

function columns(input: ValidPostInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    coverImageUrl: input.coverImageUrl,
    category: input.category,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
  };
}

const links = (input: ValidPostInput) => ({
  personaIds: [...new Set(input.personaIds)],
  journeyStageIds: [...new Set(input.journeyStageIds)],
  topicIds: [...new Set(input.topicIds)],
});

/** Inserts a draft authored by `authorId`. */
export async function createPost(
  db: Database | Transaction,
  input: ValidPostInput,
  authorId: string,
): Promise<AdminPost> {
  const id = await db
    .transaction(async (tx) => {
      await requireCover(tx, input.coverImageUrl);
      await claimSlug(tx, null, input.slug);
      const [row] = await tx
        .insert(posts)
        .values({ ...columns(input), authorId, isPublished: false, publishedAt: null })
        .returning({ id: posts.id });
      if (!row) throw new Error('insert returned no row');
      await replacePostLinks(tx, row.id, links(input));
      return row.id;
    })
    .catch((error: unknown) => translate(error, input.slug));
  return (await getPost(db, id)) ?? Promise.reject(notFound());
}

/**
 * Replaces the post's fields and links, stamps updated_at and bumps the version, provided the post
 * is still at `expectedVersion` (else `stale`, with the current version). A live post that changes
 * its slug leaves its old address redirecting to the new one.
 */
export async function updatePost(
  db: Database | Transaction,
  id: string,
  input: ValidPostInput,
  expectedVersion: number,
): Promise<AdminPost> {
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({
          slug: posts.slug,
          isPublished: posts.isPublished,
          publishedAt: posts.publishedAt,
        })
        .from(posts)
        .where(matches(id, expectedVersion))
        .for('update');
      if (!before) return missedWrite(tx, id);
      await requireCover(tx, input.coverImageUrl);
      const renamed = before.slug !== input.slug;
      if (renamed) await claimSlug(tx, id, input.slug);
      await tx
        .update(posts)
        .set({ ...columns(input), updatedAt: new Date(), version: nextVersion })
        .where(matches(id, expectedVersion));
      if (renamed && isLive(before)) await recordOldSlug(tx, id, before.slug);
      await replacePostLinks(tx, id, links(input));
      if (await isPublishedWithoutLinks(tx, id)) {
        throw new ContentError(
          'incomplete',
          'A published post needs at least one audience, journey stage and topic. Add them, or unpublish the post first.',
        );
      }
    })
    .catch((error: unknown) => translate(error, input.slug));
  return (await getPost(db, id)) ?? Promise.reject(notFound());
}

async function isPublishedWithoutLinks(tx: Transaction, id: string): Promise<boolean> {
  const [post] = await loadPosts(tx, [id]);
  return Boolean(post?.isPublished) && !hasEveryTaxonomy(post);
}

function hasEveryTaxonomy(
  post: Pick<AdminPost, 'personaIds' | 'journeyStageIds' | 'topicIds'> | undefined,
): boolean {
  return Boolean(
    post &&
    post.personaIds.length > 0 &&
    post.journeyStageIds.length > 0 &&
    post.topicIds.length > 0,
  );
}

/**
 * Publish or unpublish (published_at = null), provided the post is still at `expectedVersion`.
 * Publishing takes `at` as the publish date: ahead of now it schedules the post, behind it backdates
 * it (live at once). Without `at` a draft is published now and a published post keeps its date.
 * Publishing is refused for a post that would not appear in insights because it lacks an audience,
 * a journey stage or a topic.
 */
export async function setPublished(
  db: Database | Transaction,
  id: string,
  published: boolean,
  expectedVersion: number,
  at?: Date | null,
): Promise<AdminPost> {
  await db.transaction(async (tx) => {
    const [post] = await loadPosts(tx, [id]);
    if (!post) throw notFound();
    if (post.version !== expectedVersion) {
      throw new ContentError('stale', STALE_MESSAGE, { currentVersion: post.version });
    }
    if (published && !hasEveryTaxonomy(post)) {
      throw new ContentError(
        'incomplete',
        'This post needs at least one audience, journey stage and topic before it can be published — without them it would not appear in Insights.',
      );
    }
    const publishedAt = published ? (at ?? post.publishedAt ?? new Date()) : null;
    if (post.isPublished === published && post.publishedAt?.getTime() === publishedAt?.getTime()) {
      return;
    }
    const updated = await tx
      .update(posts)
      .set({ isPublished: published, publishedAt, version: nextVersion })
      .where(matches(id, expectedVersion))
      .returning({ id: posts.id });
    if (updated.length === 0) await missedWrite(tx, id);
  });
  return (await getPost(db, id)) ?? Promise.reject(notFound());
}

/** Deletes the post if it is still at `expectedVersion`; its taxonomy links go with it (on delete cascade). */
export async function deletePost(
  db: Database | Transaction,
  id: string,
  expectedVersion: number,
): Promise<void> {
  const deleted = await db
    .delete(posts)
    .where(matches(id, expectedVersion))
    .returning({ id: posts.id });
  if (deleted.length === 0) await missedWrite(db, id);
}
