/**
 * The second half of a WordPress import (docs/moving-in-and-out.md): one planned item (wp-plan.ts)
 * made real, in one transaction with its images, taxonomy links, redirects, the record of where it
 * came from (a second import finds it and creates nothing) and its activity entry. It checks again
 * what the dry run checked, since the database may have moved on, and says what became of the item
 * in the words of the dry run, with what of it was not imported.
 */
import { eq } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { posts, type RedirectRow } from '#lib/db/schema.ts';
import { pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import { createVersioned, versionedRecord } from '#lib/content/versioned.ts';
import { recordActivity } from '#lib/audit/activity.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { mediaPath } from '#lib/media/urls.ts';
import { claimSlug, insightPath, SlugRedirectConflict } from '#lib/posts/slug-redirects.ts';
import { postInput, type ValidPostInput } from '#lib/posts/input.ts';
import { replacePostLinks } from '#lib/posts/links.ts';
import { addKeptRedirects, type KeptRedirect } from '#lib/redirects/admin.ts';
import { parseSource, sourceText } from '#lib/redirects/rules.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import type { ImportMapping } from './fields.ts';
import { bodyImagePath, fullImagePath, storeImage, type StoredImage } from './images.ts';
import type { ItemOutcome } from './outcome.ts';
import { importedRecord, rememberImport } from './records.ts';
import { importTaxonomy } from './taxonomy.ts';
import { finishMarkdown, type PlacedImage } from './wp-content.ts';
import { cappedLinks, createdSlug, linksOf, missingKinds } from './wp-mapping.ts';
import {
  attachmentsOf,
  stockCover,
  wordpressSourceKey,
  type PagePlan,
  type PostPlan,
  type WordPressItem,
  type WordPressSource,
} from './wp-model.ts';
import { postInputOf } from './wp-plan.ts';
import { oldSite } from './wp-site.ts';
import { readyImages } from './wp-uploads.ts';
import type { WxrSite } from './wxr.ts';

/** A post skipped at import time (the database moved on since the dry run). */
class SkipItem extends Error {}

const importRecord = versionedRecord<typeof posts.$inferSelect>(posts, {
  noun: 'post',
  notFound: 'That post does not exist.',
  resource: 'posts',
});

const sentence = (status: string) => `${status[0]!.toUpperCase()}${status.slice(1)}`;

/** "Not imported: …" for the result, as the dry run named them. */
const leftOutText = (leftOut: readonly string[]) =>
  leftOut.length > 0 ? ` Not imported: ${leftOut.join(' ')}` : '';

/**
 * Imports one planned item. Returns what became of it; a post the database no longer has room for
 * (its slug taken meanwhile, imported by another run) is skipped and says why.
 */
export async function applyWordPressItem(
  db: Database,
  actor: AdminUser,
  source: WordPressSource,
  item: WordPressItem,
  mapping: ImportMapping,
): Promise<ItemOutcome> {
  const key = wordpressSourceKey(source.site);
  switch (item.kind) {
    case 'skip':
      return { outcome: 'skipped', message: item.reason };
    case 'taxonomy':
      return importTaxonomy(
        db,
        actor,
        {
          source: key,
          key: item.key,
          kind: item.target,
          summary: `Imported ${item.title} from WordPress (${source.site.siteUrl})`,
        },
        {
          slug: createdSlug(item.term),
          name: (item.term.name.trim() || createdSlug(item.term)).slice(0, 80),
          intro: null,
        },
      );
    case 'redirects':
      return applyArchives(db, actor, source.site, item.redirects);
    case 'page':
      return applyPage(db, actor, key, source.site, item.plan);
    case 'post':
      return applyPost(db, actor, key, source, item.plan, mapping);
  }
}

async function applyArchives(
  db: Database,
  actor: AdminUser,
  site: WxrSite,
  wanted: { from: string; to: string }[],
): Promise<ItemOutcome> {
  const outcomes = await db.transaction(async (tx) => {
    const done = await addKeptRedirects(
      tx,
      wanted.flatMap(({ from, to }) => {
        const parsed = parseSource(from);
        return parsed.ok
          ? [{ source: parsed.value, to, note: `WordPress archive (${site.siteUrl})` }]
          : [];
      }),
    );
    await recordActivity(tx, actor, {
      action: 'import.item',
      subjectType: 'import',
      summary: `Redirected ${done.filter((d) => d.outcome === 'created').length} category and tag archive(s) of ${site.siteUrl}`,
    });
    return done;
  });
  const made = outcomes.filter((o) => o.outcome === 'created').length;
  const skipped = outcomes.filter((o) => o.outcome === 'skipped');
  const reasons = skipped.map((o) => `No redirect from ${o.from}: ${o.reason}`).join(' ');
  if (made === 0)
    return { outcome: 'skipped', message: reasons || 'Every archive redirects already.' };
  return {
    outcome: 'created',
    message: `${made} archive redirect(s).${reasons ? ` ${reasons}` : ''}`,
    counts: { redirects: made },
  };
}

/** A WordPress page: its old address leads to this site's page that matches it. */
async function applyPage(
  db: Database,
  actor: AdminUser,
  source: string,
  site: WxrSite,
  plan: PagePlan,
): Promise<ItemOutcome> {
  if (await importedRecord(db, source, plan.key)) {
    return { outcome: 'unchanged', message: 'Imported before: this import creates nothing twice.' };
  }
  const from = sourceText(plan.from!);
  const [outcome] = await db.transaction(async (tx) => {
    const done = await addKeptRedirects(
      tx,
      [
        {
          source: plan.from!,
          to: plan.to,
          note: `WordPress page ${plan.item.id} (${site.siteUrl})`,
        },
      ],
      'import' satisfies RedirectRow['origin'],
    );
    if (done[0]?.outcome === 'created') {
      await rememberImport(tx, source, plan.key, 'redirects', plan.to);
      await recordActivity(tx, actor, {
        action: 'import.item',
        subjectType: 'import',
        summary: `Redirected the WordPress page “${plan.title}” (${from}) to ${plan.to}`,
      });
    }
    return done;
  });
  if (outcome?.outcome !== 'created') {
    return {
      outcome: outcome?.outcome === 'unchanged' ? 'unchanged' : 'skipped',
      message: outcome?.reason ?? `${from} leads to ${plan.to} already.`,
    };
  }
  return {
    outcome: 'created',
    message: `${from} redirects to ${plan.to}.`,
    counts: { pages: 1, redirects: 1 },
  };
}

async function applyPost(
  db: Database,
  actor: AdminUser,
  source: string,
  { site, uploads, fetchImage }: WordPressSource,
  plan: PostPlan,
  mapping: ImportMapping,
): Promise<ItemOutcome> {
  const done = await importedRecord(db, source, plan.key);
  if (done) return { outcome: 'unchanged', message: 'Imported before: nothing was created twice.' };
  const old = oldSite(site);
  const attachments = attachmentsOf(site);
  const refs = plan.converted.images.map((ref) => ({
    ref,
    attachment: ref.attachmentId === null ? undefined : attachments.get(ref.attachmentId),
  }));
  if (plan.featured) {
    refs.push({
      ref: { src: plan.featured.url, alt: plan.featured.alt, attachmentId: plan.featured.id },
      attachment: plan.featured,
    });
  }
  const images = await readyImages(
    db,
    source,
    { site: old, uploads, ...(fetchImage && { fetchImage }) },
    refs,
    mapping.fetchMissingImages === true,
  );
  const notes = [...plan.notes];
  const leftOut = [...plan.leftOut];
  // What the dry run already named (not in the ZIP) is in `leftOut`; what reading found is new.
  for (const image of images) {
    if (image.existing || image.checked?.ok || !image.checked || !uploads) continue;
    const said = `An image: ${image.checked.reason}`;
    if (!leftOut.includes(said)) leftOut.push(said);
  }
  const created = (kind: TaxonomyKind, at: number) =>
    `${kind}:${createdSlug(plan.item.terms[at]!)}`;
  const createdIds = new Map<string, string>();
  for (const [at, target] of plan.terms.entries()) {
    if (target.action !== 'create') continue;
    const { table } = taxonomyTables[target.kind];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.slug, createdSlug(plan.item.terms[at]!)));
    if (row) createdIds.set(created(target.kind, at), row.id);
  }
  const { links } = cappedLinks(
    linksOf(plan, mapping, (kind, at) => createdIds.get(created(kind, at)) ?? null),
  );
  let status = plan.status;
  const missing = missingKinds(links);
  if (status !== 'draft' && missing.length > 0) {
    notes.push(`Imported as a draft: it has no ${missing.join(' and no ')}.`);
    status = 'draft';
  }
  let counts: Record<string, number> = {};
  try {
    const post = await createVersioned(db, actor, importRecord, {
      insert: async (tx) => {
        const stored = new Map<string, StoredImage>();
        let newFiles = 0;
        for (const image of images) {
          let library = image.existing ?? stored.get(image.key) ?? null;
          if (!library && image.checked?.ok) {
            library = await storeImage(tx, image.checked.image, actor.email);
            await rememberImport(tx, source, image.key, 'media', library.id);
            newFiles += 1;
          }
          if (library) stored.set(image.key, library);
        }
        const placed: (PlacedImage | null)[] = images
          .slice(0, plan.converted.images.length)
          .map((image) => {
            const library = stored.get(image.key);
            return library
              ? { path: bodyImagePath(library), alt: library.alt, full: fullImagePath(library) }
              : null;
          });
        const featured = plan.featured ? stored.get(images[images.length - 1]!.key) : undefined;
        const checked = postInput.safeParse(
          postInputOf(
            plan,
            finishMarkdown(plan.converted.markdown, placed),
            featured ? mediaPath(featured.id) : stockCover(plan.category),
            links,
          ),
        );
        if (!checked.success) {
          throw new SkipItem(
            `It cannot be saved as a post: ${checked.error.issues.map((issue) => issue.message).join(' ')}`,
          );
        }
        const input: ValidPostInput = checked.data;
        try {
          await claimSlug(tx, null, input.slug);
        } catch (error) {
          if (error instanceof SlugRedirectConflict) throw new SkipItem(error.message);
          throw error;
        }
        const [taken] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(eq(posts.slug, input.slug));
        if (taken) throw new SkipItem(`A post already has the address ${insightPath(input.slug)}.`);
        const publishedAt = status === 'draft' ? null : plan.publishedAt;
        const [row] = await tx
          .insert(posts)
          .values({
            title: input.title,
            slug: input.slug,
            excerpt: input.excerpt,
            content: input.content,
            coverImageUrl: input.coverImageUrl,
            category: input.category,
            metaTitle: input.metaTitle,
            metaDescription: input.metaDescription,
            authorId: actor.id,
            isPublished: publishedAt !== null,
            publishedAt,
            createdAt: plan.item.date ?? new Date(),
          })
          .returning({ id: posts.id });
        await replacePostLinks(tx, row!.id, {
          personaIds: links.persona,
          journeyStageIds: links.journeyStage,
          topicIds: links.topic,
        });
        await rememberImport(tx, source, plan.key, 'post', row!.id);
        const wanted: KeptRedirect[] = [];
        if (status === 'published') {
          const note = `WordPress post ${plan.item.id > 0 ? plan.item.id : plan.key} (${site.siteUrl})`;
          for (const old of plan.redirects) {
            wanted.push({ source: old, to: insightPath(input.slug), note });
          }
          for (const { attachment, sources } of plan.attachmentRedirects) {
            const library = images.find((image) => image.attachment?.id === attachment.id);
            const stored_ = library && stored.get(library.key);
            if (!stored_) continue;
            for (const old of sources) {
              wanted.push({
                source: old,
                to: fullImagePath(stored_),
                note: `WordPress attachment ${attachment.id}`,
              });
            }
          }
        }
        const redirected = await addKeptRedirects(
          tx,
          wanted,
          'import' satisfies RedirectRow['origin'],
        );
        for (const skipped of redirected.filter((r) => r.outcome === 'skipped')) {
          notes.push(`No redirect from ${skipped.from}: ${skipped.reason}`);
        }
        counts = {
          posts: 1,
          images: newFiles,
          redirects: redirected.filter((r) => r.outcome === 'created').length,
          documents: plan.documents.length,
        };
        return { id: row!.id, result: { id: row!.id, title: input.title, slug: input.slug } };
      },
      activity: (post) => ({
        action: 'import.item',
        subjectType: 'post',
        subjectId: post.id,
        summary: `Imported “${post.title}” from WordPress (${status}, ${counts.images ?? 0} new image(s), ${counts.redirects ?? 0} redirect(s))`,
        details: { source: site.siteUrl, wordpressId: plan.item.id, slug: post.slug },
      }),
      announce: () => null,
    });
    return {
      outcome: 'created',
      message: `${sentence(status)} at ${insightPath(post.slug)}.${notes.length ? ` ${notes.join(' ')}` : ''}${leftOutText(leftOut)}`,
      counts,
    };
  } catch (error) {
    if (error instanceof SkipItem) return { outcome: 'skipped', message: error.message };
    if (pgCode(error) === UNIQUE_VIOLATION) {
      return { outcome: 'skipped', message: 'Its address was taken while it was being imported.' };
    }
    throw error;
  }
}
