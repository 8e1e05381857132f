/**
 * The admin's reads and writes of posts, drafts included. Every write goes through the shared
 * versioned change (src/lib/content/versioned.ts): one transaction with its activity entry, then a
 * publish request.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { postJourneyStages, postPersonas, posts, postTopics } from '#lib/db/schema.ts';
import { replacePostLinks } from './links.ts';
import { libraryImageExists } from '#lib/media/exists.ts';
import { mediaIdOf, mediaPathsIn } from '#lib/media/urls.ts';
import { MISSING_COVER_MESSAGE, missingBodyImageMessage, type ValidPostInput } from './input.ts';
import { isLive, postStatus } from './status.ts';
import { publishChange } from './publish-plan.ts';
import { claimSlug, recordOldSlug, SlugRedirectConflict } from './slug-redirects.ts';
import {
  ContentError,
  FOREIGN_KEY_VIOLATION,
  pgCode,
  UNIQUE_VIOLATION,
} from '#lib/content/errors.ts';
import {
  createVersioned,
  deleteVersioned,
  updateVersioned,
  versionedRecord,
} from '#lib/content/versioned.ts';

/** A post row as stored (its version is bumped by every write) with the ids of its taxonomy links. */
export type AdminPost = typeof posts.$inferSelect & {
  personaIds: string[];
  journeyStageIds: string[];
  topicIds: string[];
};

type PostRow = typeof posts.$inferSelect;

const NOT_FOUND = 'That post does not exist (it may have been deleted).';
const postRecord = versionedRecord<PostRow>(posts, {
  noun: 'post',
  notFound: NOT_FOUND,
  resource: 'posts',
});
const notFound = () => new ContentError('not-found', NOT_FOUND);

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

/**
 * A library cover must exist when the post is saved (a built-in graphic always does), and so must
 * every library image its body shows.
 */
async function requireImages(tx: Transaction, input: ValidPostInput): Promise<void> {
  if (mediaIdOf(input.coverImageUrl) && !(await libraryImageExists(tx, input.coverImageUrl))) {
    throw new ContentError('unknown-image', MISSING_COVER_MESSAGE, { field: 'coverImageUrl' });
  }
  for (const path of mediaPathsIn(input.content)) {
    if (!(await libraryImageExists(tx, path))) {
      throw new ContentError('unknown-image', missingBodyImageMessage(path), { field: 'content' });
    }
  }
}

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
    focusKeyword: input.focusKeyword,
  };
}

const links = (input: ValidPostInput) => ({
  personaIds: [...new Set(input.personaIds)],
  journeyStageIds: [...new Set(input.journeyStageIds)],
  topicIds: [...new Set(input.topicIds)],
});

/** Inserts a draft written by `author`. */
export async function createPost(
  db: Database | Transaction,
  author: AdminUser,
  input: ValidPostInput,
): Promise<AdminPost> {
  return createVersioned(db, author, postRecord, {
    insert: async (tx) => {
      await requireImages(tx, input);
      await claimSlug(tx, null, input.slug);
      const [row] = await tx
        .insert(posts)
        .values({ ...columns(input), authorId: author.id, isPublished: false, publishedAt: null })
        .returning({ id: posts.id });
      if (!row) throw new Error('insert returned no row');
      await replacePostLinks(tx, row.id, links(input));
      return { id: row.id, result: await readPost(tx, row.id) };
    },
    activity: (created) => ({
      action: 'post.created',
      subjectType: 'post',
      subjectId: created.id,
      summary: `Created the draft “${created.title}”`,
    }),
    announce: (created) => `Created the draft “${created.title}”`,
  }).catch((error: unknown) => translate(error, input.slug));
}

/**
 * Inserts a draft under the first of `slugs` that no other post uses (or used), e.g. a second
 * draft started from the same outline.
 */
export async function createDraftUnderFreeSlug(
  db: Database | Transaction,
  author: AdminUser,
  input: ValidPostInput,
  slugs: readonly string[],
): Promise<AdminPost> {
  for (const slug of slugs) {
    try {
      return await createPost(db, author, { ...input, slug });
    } catch (error) {
      if (!(error instanceof ContentError && error.kind === 'slug-taken')) throw error;
    }
  }
  throw new ContentError('slug-taken', `Every slug from “${slugs[0] ?? ''}” on is taken.`);
}

/** The post with its links, or not-found. */
async function readPost(db: Database | Transaction, id: string): Promise<AdminPost> {
  const [post] = await loadPosts(db, [id]);
  if (!post) throw notFound();
  return post;
}

/**
 * Replaces the post's fields and links and stamps updated_at, provided the post is still at
 * `expectedVersion` (else `stale`, with the current version). A live post that changes its slug
 * leaves its old address redirecting to the new one.
 */
export async function updatePost(
  db: Database | Transaction,
  editor: AdminUser,
  id: string,
  input: ValidPostInput,
  expectedVersion: number,
): Promise<AdminPost> {
  return updateVersioned(db, editor, postRecord, id, expectedVersion, {
    write: async (tx, before) => {
      await requireImages(tx, input);
      const renamed = before.slug !== input.slug;
      if (renamed) await claimSlug(tx, id, input.slug);
      await tx
        .update(posts)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(posts.id, id));
      if (renamed && isLive(before)) await recordOldSlug(tx, id, before.slug);
      await replacePostLinks(tx, id, links(input));
      if (await isPublishedWithoutLinks(tx, id)) {
        throw new ContentError(
          'incomplete',
          'A published post needs at least one audience, journey stage and topic. Add them, or unpublish the post first.',
        );
      }
    },
    read: (tx) => readPost(tx, id),
    activity: (saved, before) => ({
      action: 'post.saved',
      subjectType: 'post',
      subjectId: saved.id,
      summary: `Saved “${saved.title}”`,
      details: before.slug !== saved.slug ? { slug: [before.slug, saved.slug] } : {},
    }),
    announce: (saved) => `Saved “${saved.title}”`,
  }).catch((error: unknown) => translate(error, input.slug));
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

const PUBLISH_ACTIONS = {
  published: 'post.published',
  scheduled: 'post.scheduled',
  draft: 'post.unpublished',
} as const;

/**
 * Publish or unpublish (published_at = null), provided the post is still at `expectedVersion`.
 * Publishing takes `at` as the publish date: ahead of now it schedules the post, behind it backdates
 * it (live at once). Without `at` a draft is published now and a published post keeps its date.
 * Publishing is refused for a post that would not appear in insights because it lacks an audience,
 * a journey stage or a topic. Publishing a post as it already is changes nothing (not even its
 * version).
 */
export async function setPublished(
  db: Database | Transaction,
  editor: AdminUser,
  id: string,
  published: boolean,
  expectedVersion: number,
  at?: Date | null,
): Promise<AdminPost> {
  return updateVersioned(db, editor, postRecord, id, expectedVersion, {
    write: async (tx, post) => {
      if (published && !hasEveryTaxonomy(await readPost(tx, id))) {
        throw new ContentError(
          'incomplete',
          'This post needs at least one audience, journey stage and topic before it can be published — without them it would not appear in Insights.',
        );
      }
      const publishedAt = published ? (at ?? post.publishedAt ?? new Date()) : null;
      if (
        post.isPublished === published &&
        post.publishedAt?.getTime() === publishedAt?.getTime()
      ) {
        return 'unchanged';
      }
      await tx.update(posts).set({ isPublished: published, publishedAt }).where(eq(posts.id, id));
      return 'changed';
    },
    read: (tx) => readPost(tx, id),
    activity: (changed) => ({
      action: PUBLISH_ACTIONS[postStatus(changed)],
      subjectType: 'post',
      subjectId: changed.id,
      summary: publishChange(changed),
      details: { publishedAt: changed.publishedAt?.toISOString() ?? null },
    }),
    announce: (changed) => publishChange(changed),
  });
}

/** Deletes the post if it is still at `expectedVersion`; its taxonomy links go with it (on delete cascade). */
export async function deletePost(
  db: Database | Transaction,
  editor: AdminUser,
  id: string,
  expectedVersion: number,
): Promise<void> {
  await deleteVersioned(db, editor, postRecord, id, expectedVersion, {
    remove: async (tx, before) => {
      await tx.delete(posts).where(eq(posts.id, id));
      return before;
    },
    activity: (deleted) => ({
      action: 'post.deleted',
      subjectType: 'post',
      subjectId: id,
      summary: `Deleted “${deleted.title}”`,
      details: { slug: deleted.slug },
    }),
    announce: () => 'Deleted a post',
  });
}
