/**
 * A WordPress site moving in (docs/moving-in-and-out.md): its export (WXR) and, optionally, a ZIP
 * of its wp-content/uploads folder become posts, library images, topics and redirects.
 *
 * - `planWordPress` decides, with what the database holds, what each item becomes: the dry run the
 *   admin reads (created, skipped and why, redirected) and the list of items an import runs.
 * - `applyWordPressItem` imports one item, in one transaction with its images, taxonomy links,
 *   redirects, the record of where it came from (a second import finds it and creates nothing) and
 *   its activity entry. It checks again what the dry run checked: the database may have moved on.
 */
import { eq } from 'drizzle-orm';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { posts, type RedirectRow } from '#lib/db/schema.ts';
import { pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import { createVersioned, versionedRecord } from '#lib/content/versioned.ts';
import { recordActivity } from '#lib/audit/activity.ts';
import { INSIGHT_CATEGORIES, type InsightCategory } from '#config/publishing.ts';
import type { STOCK_COVER_NAMES } from '#lib/brand/cover-choice.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { claimSlug, insightPath, SlugRedirectConflict } from '#lib/posts/slug-redirects.ts';
import { postInput, type ValidPostInput } from '#lib/posts/input.ts';
import { replacePostLinks } from '#lib/posts/links.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { pageKindPath } from '#lib/content/page-slug-redirects.ts';
import { slugify } from '#lib/text/slugify.ts';
import { mediaPath } from '#lib/media/urls.ts';
import { MAX_IMAGE_BYTES } from '#lib/media/rules.ts';
import { addKeptRedirects, type KeptRedirect } from '#lib/redirects/admin.ts';
import { parseSource, sourceText, type RedirectSource } from '#lib/redirects/rules.ts';
import type { DryRun, ImportMapping, PlannedItem, TermTarget } from './fields.ts';
import {
  cleanMapping,
  createdSlug,
  defaultMapping,
  linksOf,
  missingKinds,
  taxonomyIndex,
  termKey,
  termSummaries,
} from './wp-mapping.ts';
import { imageCandidates, readyImages, uploadPathOf, uploadsIndex } from './wp-uploads.ts';
import { importedFrom, importedRecord, rememberImport } from './records.ts';
import { importTaxonomy } from './taxonomy.ts';
import { bodyImagePath, fullImagePath, storeImage, type StoredImage } from './images.ts';
import {
  finishMarkdown,
  plainText,
  wordpressToMarkdown,
  type Attachment,
  type ConvertedContent,
} from './wp-content.ts';
import { decodePercent, type WpItem, type WpTerm, type WxrSite } from './wxr.ts';
import type { SafeZip } from './zip.ts';
import type { Download } from './remote-images.ts';
import type { ItemOutcome } from './outcome.ts';

/** An excerpt made from the body is cut at a word to about this many characters. */
const EXCERPT_LENGTH = 300;
const TITLE_MAX = 200;
const SLUG_MAX = 100;
/**
 * Stands for a library image in the dry run's check of a post (the real id comes at import, and
 * alt text from the post, the attachment or the file's name: never empty).
 */
const SAMPLE_IMAGE = { path: '/media/00000000-0000-4000-8000-000000000000', alt: 'Image' };

export interface WordPressSource {
  site: WxrSite;
  uploads: SafeZip | null;
  /** How an image missing from the ZIP is downloaded, when the mapping asks (remote-images.ts). */
  fetchImage?: (address: string) => Promise<Download>;
}

/** Where import records of this site are kept: its address. */
export const wordpressSourceKey = (site: WxrSite) => `wordpress ${site.siteUrl}`;

/** What a WordPress status becomes here (docs/moving-in-and-out.md). */
export function statusFor(
  item: Pick<WpItem, 'status' | 'date'>,
  now: Date,
):
  | {
      action: 'create';
      status: 'published' | 'scheduled' | 'draft';
      publishedAt: Date | null;
      note?: string;
    }
  | { action: 'skip'; reason: string } {
  switch (item.status) {
    case 'publish':
      return { action: 'create', status: 'published', publishedAt: item.date ?? now };
    case 'future':
      return item.date && item.date > now
        ? { action: 'create', status: 'scheduled', publishedAt: item.date }
        : {
            action: 'create',
            status: 'draft',
            publishedAt: null,
            note: 'Its scheduled time passed without WordPress publishing it: imported as a draft.',
          };
    case 'draft':
    case 'pending':
      return { action: 'create', status: 'draft', publishedAt: null };
    case 'private':
      return {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        note: 'It was private on WordPress (never public): imported as a draft.',
      };
    case 'trash':
      return { action: 'skip', reason: 'It is in WordPress’s trash.' };
    case 'auto-draft':
      return { action: 'skip', reason: 'It is an empty draft WordPress saved by itself.' };
    default:
      return {
        action: 'skip',
        reason: `Its status “${item.status}” is not one a post can have here.`,
      };
  }
}

interface PostPlan {
  item: WpItem;
  key: string;
  title: string;
  slug: string;
  status: 'published' | 'scheduled' | 'draft';
  publishedAt: Date | null;
  excerpt: string;
  converted: ConvertedContent;
  featured: Attachment | null;
  category: InsightCategory;
  terms: TermTarget[];
  notes: string[];
}

export interface WordPressPlan {
  source: string;
  dryRun: DryRun;
  /** The items an import runs, in order: new topics first, then posts, then archive redirects. */
  items: WordPressItem[];
}

export type WordPressItem =
  | { kind: 'taxonomy'; key: string; title: string; term: WpTerm; target: TaxonomyKind }
  | { kind: 'post'; key: string; title: string; plan: PostPlan }
  | { kind: 'redirects'; key: string; title: string; redirects: { from: string; to: string }[] };

function attachmentsOf(site: WxrSite): Map<number, Attachment> {
  return new Map(
    site.items
      .filter((item) => item.type === 'attachment' && item.attachmentUrl)
      .map((item) => [
        item.id,
        {
          id: item.id,
          url: item.attachmentUrl!,
          alt: item.meta._wp_attachment_image_alt ?? '',
          title: plainText(item.title),
          parent: item.parent,
        },
      ]),
  );
}

function excerptOf(item: WpItem, converted: ConvertedContent): string {
  const given = plainText(item.excerpt) || converted.teaser || plainText(item.content);
  if (given.length <= EXCERPT_LENGTH) return given;
  const cut = given.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

const STOCK_FOR_CATEGORY: Partial<Record<InsightCategory, (typeof STOCK_COVER_NAMES)[number]>> = {
  Cybersecurity: 'cybersecurity',
  'Cloud Solutions': 'cloud',
  'Network Architecture': 'networking',
  'AI Infrastructure': 'ai-infrastructure',
};
const stockCover = (category: InsightCategory) =>
  `/images/insights/${STOCK_FOR_CATEGORY[category] ?? 'managed-it'}.svg`;

/** The addresses a post had on the old site (its permalink and `?p=ID`), as sources here. */
function oldAddresses(item: WpItem, site: URL): RedirectSource[] {
  const sources: RedirectSource[] = [];
  if (item.link) {
    try {
      const link = new URL(item.link, site);
      if (link.host === site.host) {
        const parsed = parseSource(`${link.pathname}${link.search}`);
        // The home page itself is no post's address; `/?p=123` (plain permalinks) is.
        if (parsed.ok && (parsed.value.path !== '/' || parsed.value.query))
          sources.push(parsed.value);
      }
    } catch {
      // an unreadable link: ?p= below still leads there
    }
  }
  const byId = parseSource(`/?p=${item.id}`);
  if (byId.ok) sources.push(byId.value);
  return [...new Map(sources.map((source) => [sourceText(source), source])).values()];
}

/** An attachment's old addresses: its page, `?attachment_id=`, `?p=` and its file. */
function attachmentAddresses(attachment: WpItem | undefined, site: URL): RedirectSource[] {
  if (!attachment) return [];
  const sources = oldAddresses(attachment, site);
  for (const text of [
    `/?attachment_id=${attachment.id}`,
    attachment.attachmentUrl ? new URL(attachment.attachmentUrl, site).pathname : '',
  ]) {
    const parsed = text ? parseSource(text) : null;
    if (parsed?.ok) sources.push(parsed.value);
  }
  return [...new Map(sources.map((source) => [sourceText(source), source])).values()];
}

/** Describes a date for the dry run. */
const onDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Plans an import of `source` with `mapping` (null: the default one) against what the database
 * holds now: the dry run and the items.
 */
export async function planWordPress(
  db: Database,
  { site, uploads }: WordPressSource,
  mapping: ImportMapping | null,
  now = new Date(),
): Promise<WordPressPlan> {
  const source = wordpressSourceKey(site);
  const siteUrl = new URL(site.siteUrl);
  const index = await taxonomyIndex(db);
  const chosen = mapping ? cleanMapping(mapping, index) : defaultMapping(site.terms, index);
  const records = await importedFrom(db, source);
  const takenSlugs = new Set(
    (await db.select({ slug: posts.slug }).from(posts)).map((row) => row.slug),
  );
  const attachments = attachmentsOf(site);
  const attachmentItems = new Map(
    site.items.filter((i) => i.type === 'attachment').map((i) => [i.id, i]),
  );
  const files = uploadsIndex(uploads);
  const planned: PlannedItem[] = [];
  const items: WordPressItem[] = [];
  const notes: DryRun['notes'] = [];
  const redirects: DryRun['redirects'] = [];
  const skip = (key: string, kind: PlannedItem['kind'], title: string, detail: string) =>
    planned.push({ key, kind, title, action: 'skip', detail });

  // New topics (audiences, stages) the mapping asks for.
  const termsByKey = new Map(site.terms.map((term) => [termKey(term), term]));
  const toCreate = new Set<string>();
  for (const [key, target] of Object.entries(chosen.terms)) {
    const term = termsByKey.get(key);
    if (!term || target.action !== 'create') continue;
    const slug = createdSlug(term);
    const noun = TAXONOMY_TERMS[target.kind].noun;
    const existing = index.byKind[target.kind].find((record) => record.slug === slug);
    const title = `The ${noun} “${plainText(term.name) || slug}”`;
    toCreate.add(`${target.kind}:${slug}`);
    items.push({ kind: 'taxonomy', key: `term:${key}`, title, term, target: target.kind });
    if (existing) {
      skip(
        `term:${key}`,
        'taxonomy',
        title,
        `There is a ${noun} at ${pageKindPath(target.kind, slug)} already: the posts go to it.`,
      );
      continue;
    }
    planned.push({
      key: `term:${key}`,
      kind: 'taxonomy',
      title,
      action: 'create',
      detail: `A new ${noun} at ${pageKindPath(target.kind, slug)}.`,
    });
  }

  // Posts: slugs first, so links between them can be rewritten to their new addresses.
  const ignoredTypes = new Map<string, number>();
  const candidates: { item: WpItem; status: ReturnType<typeof statusFor> }[] = [];
  const slugOf = new Map<number, string>();
  const claimed = new Set<string>();
  for (const item of site.items) {
    if (item.type === 'attachment') continue;
    const title = plainText(item.title) || `Untitled (WordPress post ${item.id})`;
    if (item.type === 'page') {
      skip(
        `page:${item.id}`,
        'post',
        title,
        'WordPress pages are not imported: this site’s pages are its own. Add a redirect for its address if it should lead somewhere.',
      );
      continue;
    }
    if (item.type !== 'post') {
      ignoredTypes.set(item.type, (ignoredTypes.get(item.type) ?? 0) + 1);
      continue;
    }
    const status = statusFor(item, now);
    if (status.action === 'skip') {
      skip(`post:${item.id}`, 'post', title, status.reason);
      continue;
    }
    let slug = (
      slugify(decodePercent(item.slug)) ||
      slugify(plainText(item.title)) ||
      `post-${item.id}`
    )
      .slice(0, SLUG_MAX)
      .replace(/-+$/, '');
    // Two drafts may share an empty slug on WordPress; here each needs its own.
    if (claimed.has(slug)) slug = `${slug}-${item.id}`;
    claimed.add(slug);
    slugOf.set(item.id, slug);
    candidates.push({ item, status });
  }
  const newAddress = new Map<string, string>();
  for (const { item, status } of candidates) {
    if (status.action !== 'create' || status.status !== 'published') continue;
    for (const old of oldAddresses(item, siteUrl))
      newAddress.set(sourceText(old), insightPath(slugOf.get(item.id)!));
  }
  const linkFor = (url: URL) => {
    const parsed = parseSource(`${url.pathname}${url.search}`);
    return parsed.ok ? (newAddress.get(sourceText(parsed.value)) ?? null) : null;
  };

  let imageCount = 0;
  for (const { item, status } of candidates) {
    if (status.action !== 'create') continue;
    const key = `post:${item.id}`;
    const slug = slugOf.get(item.id)!;
    let title = plainText(item.title) || `Untitled (WordPress post ${item.id})`;
    if (title.length > TITLE_MAX) title = `${title.slice(0, TITLE_MAX - 1)}…`;
    // Known now, checked again at import: the item stays in the list, so a resumed import's
    // position in it does not move when earlier items have been imported.
    const nowSkipped = records.has(key)
      ? 'Imported before: this import creates nothing twice.'
      : takenSlugs.has(slug)
        ? `A post already has the address ${insightPath(slug)}.`
        : null;
    const converted = wordpressToMarkdown(item.content, {
      siteUrl: site.siteUrl,
      attachments,
      postId: item.id,
      linkFor,
    });
    const categories = item.terms.filter((term) => term.taxonomy === 'category');
    const category =
      INSIGHT_CATEGORIES.find((name) =>
        categories.some((term) => plainText(term.name).toLowerCase() === name.toLowerCase()),
      ) ??
      (INSIGHT_CATEGORIES as readonly string[]).find((name) => name === chosen.defaults.category) ??
      INSIGHT_CATEGORIES[0];
    const featuredId = Number(item.meta._thumbnail_id);
    const plan: PostPlan = {
      item,
      key,
      title,
      slug,
      status: status.status,
      publishedAt: status.publishedAt,
      excerpt: excerptOf(item, converted),
      converted,
      featured: attachments.get(featuredId) ?? null,
      category: category as InsightCategory,
      terms: item.terms.map((term) => chosen.terms[termKey(term)] ?? { action: 'ignore' }),
      notes: [...converted.notes, ...(status.note ? [status.note] : [])],
    };
    const links = linksOf(plan, chosen, (kind, at) =>
      toCreate.has(`${kind}:${createdSlug(item.terms[at]!)}`)
        ? '00000000-0000-4000-8000-000000000000'
        : null,
    );
    const missing = missingKinds(links);
    if (plan.status !== 'draft' && missing.length > 0) {
      plan.notes.push(
        `Imported as a draft: it would have no ${missing.join(' and no ')} (choose a default on the mapping screen to publish it).`,
      );
      plan.status = 'draft';
      plan.publishedAt = null;
    }
    const images = [
      ...converted.images.map((ref) => ({
        ref,
        attachment: attachments.get(ref.attachmentId ?? -1),
      })),
    ];
    if (plan.featured)
      images.push({
        ref: { src: plan.featured.url, alt: plan.featured.alt, attachmentId: plan.featured.id },
        attachment: plan.featured,
      });
    const found = images.filter(({ ref, attachment }) =>
      imageCandidates(ref, attachment).some((path) => {
        const size = files.has(path) ? uploads?.sizeOf(files.get(path)!) : undefined;
        return size !== undefined && size <= MAX_IMAGE_BYTES;
      }),
    );
    const notInZip = images.length - found.length;
    if (notInZip > 0) {
      plan.notes.push(
        chosen.fetchMissingImages
          ? `${notInZip} image(s) are not in the uploads ZIP: they will be downloaded from ${site.siteUrl}.`
          : uploads
            ? `${notInZip} image(s) are not in the uploads ZIP (or are over 5 MB) and will be left out.`
            : `${notInZip} image(s) will be left out: no uploads ZIP was given.`,
      );
    }
    imageCount += chosen.fetchMissingImages ? images.length : found.length;
    const input = postInputOf(
      plan,
      finishMarkdown(
        converted.markdown,
        converted.images.map(() => SAMPLE_IMAGE),
      ),
      plan.featured && found.some((f) => f.attachment === plan.featured)
        ? mediaPath('00000000-0000-4000-8000-000000000000')
        : stockCover(plan.category),
      { persona: [], journeyStage: [], topic: [] },
    );
    const checked = postInput.safeParse(input);
    if (!checked.success) {
      skip(
        key,
        'post',
        title,
        `It cannot be saved as a post: ${checked.error.issues.map((issue) => issue.message).join(' ')}`,
      );
      continue;
    }
    items.push({ kind: 'post', key, title, plan });
    if (nowSkipped) {
      skip(key, 'post', title, nowSkipped);
      continue;
    }
    const when = plan.publishedAt
      ? ` ${plan.status === 'scheduled' ? 'for' : 'on'} ${onDate(plan.publishedAt)}`
      : '';
    planned.push({
      key,
      kind: 'post',
      title,
      action: 'create',
      detail: `${plan.status[0]!.toUpperCase()}${plan.status.slice(1)}${when} at ${insightPath(slug)}${found.length ? `, ${found.length} image(s)` : ''}.`,
    });
    if (plan.notes.length > 0) notes.push({ key, title, notes: plan.notes });
    if (plan.status === 'published') {
      for (const old of oldAddresses(item, siteUrl))
        redirects.push({ from: sourceText(old), to: insightPath(slug) });
      for (const { attachment } of found) {
        for (const old of attachmentAddresses(
          attachment && attachmentItems.get(attachment.id),
          siteUrl,
        )) {
          redirects.push({ from: sourceText(old), to: 'the image in the media library' });
        }
      }
    }
  }

  // Category and tag archives lead to the topic (audience, stage) they became.
  const archives: { from: string; to: string }[] = [];
  for (const term of site.terms) {
    const target = chosen.terms[termKey(term)];
    if (!target || target.action === 'ignore') continue;
    const slug =
      target.action === 'link'
        ? index.byKind[target.kind].find((record) => record.id === target.id)?.slug
        : createdSlug(term);
    if (!slug) continue;
    const base = term.taxonomy === 'category' ? 'category' : 'tag';
    archives.push({ from: `/${base}/${term.slug}`, to: pageKindPath(target.kind, slug) });
  }
  if (archives.length > 0) {
    items.push({
      kind: 'redirects',
      key: 'archives',
      title: 'Category and tag archives',
      redirects: archives,
    });
    redirects.push(...archives);
  }
  if (ignoredTypes.size > 0) {
    notes.push({
      key: 'other',
      title: 'Other items of the export',
      notes: [
        `Not imported: ${[...ignoredTypes].map(([type, count]) => `${count} ${type}`).join(', ')} (revisions, menus and the like have no place here).`,
      ],
    });
  }
  const created = planned.filter((p) => p.action === 'create').length;
  return {
    source,
    items,
    dryRun: {
      kind: 'wordpress',
      source: site.siteUrl,
      counts: {
        create: created,
        skip: planned.length - created,
        redirects: redirects.length,
        images: imageCount,
      },
      items: planned,
      redirects,
      notes,
      terms: termSummaries(site),
      mapping: chosen,
    },
  };
}

function postInputOf(
  plan: PostPlan,
  content: string,
  coverImageUrl: string,
  links: Record<TaxonomyKind, string[]>,
): Record<string, unknown> {
  return {
    title: plan.title,
    slug: plan.slug,
    excerpt: plan.excerpt || plan.title,
    content,
    coverImageUrl,
    category: plan.category,
    metaTitle: null,
    metaDescription: null,
    personaIds: links.persona,
    journeyStageIds: links.journeyStage,
    topicIds: links.topic,
  };
}

/** A post skipped at import time (the database moved on since the dry run). */
class SkipItem extends Error {}

const importRecord = versionedRecord<typeof posts.$inferSelect>(posts, {
  noun: 'post',
  notFound: 'That post does not exist.',
});

/**
 * Imports one planned item. Returns what became of it; a post the database no longer has room for
 * (its slug taken meanwhile, imported by another run) is skipped and says why.
 */
export async function applyWordPressItem(
  db: Database,
  actor: AdminUser,
  { site, uploads, fetchImage }: WordPressSource,
  item: WordPressItem,
  mapping: ImportMapping,
): Promise<ItemOutcome> {
  const source = wordpressSourceKey(site);
  if (item.kind === 'taxonomy') return applyTaxonomy(db, actor, source, site, item);
  if (item.kind === 'redirects') {
    const outcomes = await db.transaction(async (tx) => {
      const done = await addKeptRedirects(
        tx,
        item.redirects.map(({ from, to }) => ({
          source: (parseSource(from) as { ok: true; value: RedirectSource }).value,
          to,
          note: `WordPress archive (${site.siteUrl})`,
        })),
      );
      await recordActivity(tx, actor, {
        action: 'import.item',
        subjectType: 'import',
        summary: `Redirected ${done.filter((d) => d.outcome === 'created').length} category and tag archive(s) of ${site.siteUrl}`,
      });
      return done;
    });
    const made = outcomes.filter((o) => o.outcome === 'created').length;
    return {
      outcome: made > 0 ? 'created' : 'unchanged',
      message: `${made} archive redirect(s) added${
        outcomes.some((o) => o.outcome === 'skipped')
          ? `; skipped: ${outcomes
              .filter((o) => o.reason)
              .map((o) => o.reason)
              .join(' ')}`
          : ''
      }.`,
      counts: { redirects: made },
    };
  }
  return applyPost(db, actor, source, site, uploads, item.plan, mapping, fetchImage);
}

function applyTaxonomy(
  db: Database,
  actor: AdminUser,
  source: string,
  site: WxrSite,
  item: Extract<WordPressItem, { kind: 'taxonomy' }>,
): Promise<ItemOutcome> {
  const slug = createdSlug(item.term);
  return importTaxonomy(
    db,
    actor,
    {
      source,
      key: item.key,
      kind: item.target,
      summary: `Imported ${item.title} from WordPress (${site.siteUrl})`,
    },
    { slug, name: (plainText(item.term.name) || slug).slice(0, 80), intro: null },
  );
}

async function applyPost(
  db: Database,
  actor: AdminUser,
  source: string,
  site: WxrSite,
  uploads: SafeZip | null,
  plan: PostPlan,
  mapping: ImportMapping,
  fetchImage: WordPressSource['fetchImage'],
): Promise<ItemOutcome> {
  const siteUrl = new URL(site.siteUrl);
  const done = await importedRecord(db, source, plan.key);
  if (done) return { outcome: 'unchanged', message: 'Imported before: nothing was created twice.' };
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
    { site, uploads, ...(fetchImage && { fetchImage }) },
    refs,
    mapping.fetchMissingImages === true,
  );
  const notes = [...plan.notes];
  const failed = images.filter((image) => !image.existing && !image.checked?.ok);
  for (const image of failed) {
    notes.push(
      image.checked && !image.checked.ok
        ? `Left out an image (${image.checked.reason})`
        : `Left out an image that is not in the uploads ZIP (${uploadPathOf(image.ref.src) ?? image.ref.src}).`,
    );
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
  const links = linksOf(plan, mapping, (kind, at) => createdIds.get(created(kind, at)) ?? null);
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
        const placed: ({ path: string; alt: string } | null)[] = [];
        const stored = new Map<string, StoredImage>();
        for (const image of images) {
          let library = image.existing ?? stored.get(image.key) ?? null;
          if (!library && image.checked?.ok) {
            library = await storeImage(tx, image.checked.image, actor.email);
            await rememberImport(tx, source, image.key, 'media', library.id);
          }
          if (library) stored.set(image.key, library);
          placed.push(library ? { path: bodyImagePath(library), alt: library.alt } : null);
        }
        const bodyCount = plan.converted.images.length;
        const featured = plan.featured ? stored.get(`attachment:${plan.featured.id}`) : undefined;
        const checked = postInput.safeParse(
          postInputOf(
            plan,
            finishMarkdown(plan.converted.markdown, placed.slice(0, bodyCount)),
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
          const note = `WordPress post ${plan.item.id} (${site.siteUrl})`;
          for (const old of oldAddresses(plan.item, siteUrl)) {
            wanted.push({ source: old, to: insightPath(input.slug), note });
          }
          for (const [key, library] of stored) {
            const attachmentId = Number(key.replace(/^attachment:/, ''));
            const attachment = site.items.find(
              (i) => i.id === attachmentId && i.type === 'attachment',
            );
            for (const old of attachmentAddresses(attachment, siteUrl)) {
              wanted.push({
                source: old,
                to: fullImagePath(library),
                note: `WordPress attachment ${attachmentId}`,
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
          images: [...stored.values()].filter((image) => image.created).length,
          redirects: redirected.filter((r) => r.outcome === 'created').length,
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
      message: `${status[0]!.toUpperCase()}${status.slice(1)} at ${insightPath(post.slug)}.${notes.length ? ` ${notes.join(' ')}` : ''}`,
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
