/**
 * The first half of a WordPress import (docs/moving-in-and-out.md): what each item of the export
 * becomes, decided with what the database holds now, written nowhere. It gives the dry run the
 * admin reads (what is created, skipped and why, redirected, kept private, not imported) and the
 * list of items wp-apply.ts then runs. The dry run's figures are the import's: each image file,
 * document and old address is counted once, by the item that will bring it, and every redirect is
 * checked as the import will check it.
 *
 * The list of items depends only on the files and the mapping (never on the database), so a
 * resumed import, planned again after a restart, finds its place in the same list.
 */
import { posts, redirects as redirectRules } from '#lib/db/schema.ts';
import type { Database } from '#lib/db/database.ts';
import { INSIGHT_CATEGORIES, type InsightCategory } from '#config/publishing.ts';
import { pageKindPath } from '#lib/content/page-slug-redirects.ts';
import { mediaPath } from '#lib/media/urls.ts';
import { postInput } from '#lib/posts/input.ts';
import { insightPath } from '#lib/posts/slug-redirects.ts';
import { movedAddresses } from '#lib/redirects/admin.ts';
import { livePageProblem, STATIC_PAGES } from '#lib/redirects/live-pages.ts';
import {
  parseSource,
  planRedirect,
  sourceText,
  targetAsSource,
  type RedirectSource,
  type RuleShape,
} from '#lib/redirects/rules.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { slugify } from '#lib/text/slugify.ts';
import type { DryRun, ImportMapping, PlannedItem } from './fields.ts';
import { importedFrom } from './records.ts';
import {
  finishMarkdown,
  plainText,
  wordpressToMarkdown,
  type ConvertedContent,
} from './wp-content.ts';
import {
  cappedLinks,
  cleanMapping,
  comparableName,
  createdSlug,
  defaultMapping,
  linksOf,
  missingKinds,
  taxonomyIndex,
  termKey,
  termSummaries,
} from './wp-mapping.ts';
import {
  attachmentAddresses,
  attachmentsOf,
  footnotesOf,
  identityOf,
  itemKey,
  oldAddresses,
  seoFieldsOf,
  statusFor,
  stockCover,
  wordpressSourceKey,
  type PagePlan,
  type PostPlan,
  type WordPressItem,
  type WordPressPlan,
  type WordPressSource,
} from './wp-model.ts';
import { oldSite, type OldSite } from './wp-site.ts';
import { fileKey, locateImage, uploadsIndex } from './wp-uploads.ts';
import { decodePercent, type WpItem } from './wxr.ts';

/** An excerpt made from the body is cut at a word to about this many characters. */
const EXCERPT_LENGTH = 300;
const TITLE_MAX = 200;
const SLUG_MAX = 100;
/** Stands for a record the import creates (its id comes at import). */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
/**
 * Stands for a library image in the dry run's check of a post (alt text comes from the post, the
 * attachment or the file's name: never empty).
 */
const SAMPLE_IMAGE = {
  path: mediaPath(PLACEHOLDER_ID),
  alt: 'Image',
  full: `${mediaPath(PLACEHOLDER_ID)}/1600.webp`,
};

/** Describes a date for the dry run. */
const onDate = (date: Date) => date.toISOString().slice(0, 10);

function excerptOf(item: WpItem, converted: ConvertedContent): string {
  const given = plainText(item.excerpt) || converted.teaser || plainText(item.content);
  if (given.length <= EXCERPT_LENGTH) return given;
  const cut = given.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

/**
 * Redirects as the import will add them (redirects/admin.ts, `addKeptRedirects`), checked one after
 * another against the rules there are and those planned before: an address already redirected, a
 * page of this site, a chain that would loop are refused with the reason the import would give.
 */
async function redirectChecker(db: Database) {
  const rules = new Map<string, RuleShape>(
    (
      await db
        .select({
          id: redirectRules.id,
          path: redirectRules.fromPath,
          query: redirectRules.fromQuery,
          to: redirectRules.toTarget,
        })
        .from(redirectRules)
    ).map((rule) => [sourceText(rule), rule]),
  );
  const moved = await movedAddresses(db);
  const plannedPages = new Set<string>();
  /** The rules a target passes through (what the chain and loop checks read), in order. */
  const chainFrom = (to: string): RuleShape[] => {
    const chain: RuleShape[] = [];
    for (let at = targetAsSource(to); at && chain.length <= 20;) {
      const rule = rules.get(sourceText(at)) ?? rules.get(at.path);
      if (!rule || chain.includes(rule)) break;
      chain.push(rule);
      at = targetAsSource(rule.to);
    }
    return chain;
  };
  return {
    /** An address a post of this import will have (a page here once imported). */
    addPage: (path: string) => plannedPages.add(path),
    /** Plans `source → to`; the reason it will not be added, or null. */
    async claim(source: RedirectSource, to: string): Promise<string | null> {
      const from = sourceText(source);
      const existing = rules.get(from);
      if (existing) return `${from} already redirects to ${existing.to}.`;
      if (source.query === '') {
        if (plannedPages.has(source.path)) {
          return `${source.path} is a page on this site; a redirect from it would hide the page.`;
        }
        const problem = await livePageProblem(db, source.path);
        if (problem) return problem;
      }
      // The same checks as saving it (a renamed page's old address, a chain, a loop), over the
      // rules its target leads through: each claim costs its chain, not every rule there is.
      const plan = planRedirect(chainFrom(to), { id: null, source, to }, moved);
      if (!plan.ok) return plan.message;
      rules.set(from, { id: `planned ${rules.size}`, ...source, to: plan.to });
      return null;
    },
  };
}

/** This site's pages a WordPress page may lead to (not files, feeds or forms' answers). */
const SITE_PAGES = STATIC_PAGES.filter(
  (path) => path !== '/' && !path.includes('.') && !/^\/contact\/|^\/blog-generator/.test(path),
);
/** What WordPress sites call the pages this site has under another name. */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  'contact us': '/contact',
  'get in touch': '/contact',
  'our service': '/services',
  'what we do': '/services',
  price: '/pricing',
  'pricing plan': '/pricing',
  plan: '/pricing',
  blog: '/insights',
  new: '/insights',
  article: '/insights',
  resource: '/insights',
  industry: '/industries',
  location: '/locations',
  'service area': '/locations',
  partner: '/partnerships',
};

/** This site's page a WordPress page's old path matches (by its path, its name, or a synonym). */
function matchingPage(path: string): string | null {
  if (path === '/') return '/';
  if ((SITE_PAGES as readonly string[]).includes(path)) return path;
  const last = comparableName(decodePercent(path.split('/').pop() ?? ''));
  if (!last) return null;
  return (
    SITE_PAGES.find((page) => comparableName(page.slice(1)) === last) ?? PAGE_NAMES[last] ?? null
  );
}

/** The insight category a post's WordPress categories name, else the mapping's default. */
function categoryOf(item: WpItem, fallback: string): InsightCategory {
  const names = new Set(
    item.terms.filter((term) => term.taxonomy === 'category').map((t) => comparableName(t.name)),
  );
  return (
    INSIGHT_CATEGORIES.find((name) => names.has(comparableName(name))) ??
    INSIGHT_CATEGORIES.find((name) => name === fallback) ??
    INSIGHT_CATEGORIES[0]
  );
}

const sentence = (status: string) => `${status[0]!.toUpperCase()}${status.slice(1)}`;

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
  const old: OldSite = oldSite(site);
  const index = await taxonomyIndex(db);
  const chosen = mapping ? cleanMapping(mapping, index) : defaultMapping(site.terms, index);
  const records = await importedFrom(db, source);
  const takenSlugs = new Set(
    (await db.select({ slug: posts.slug }).from(posts)).map((row) => row.slug),
  );
  const checker = await redirectChecker(db);
  const attachments = attachmentsOf(site);
  const attachmentItems = new Map(
    site.items.filter((i) => i.type === 'attachment' && i.id > 0).map((i) => [i.id, i]),
  );
  const files = uploadsIndex(uploads);
  const items: WordPressItem[] = [];
  const entries: PlannedItem[] = [];
  const notes: DryRun['notes'] = [];
  const redirects: DryRun['redirects'] = [];
  const keptPrivate: NonNullable<DryRun['keptPrivate']> = [];
  const pages: NonNullable<DryRun['pages']> = [];
  const counts = { posts: 0, pages: 0, images: 0, documents: 0, redirects: 0, downloads: 0 };
  const add = (item: WordPressItem, entry: Omit<PlannedItem, 'key' | 'title'>) => {
    items.push(item);
    entries.push({ key: item.key, title: item.title, ...entry });
  };
  const skipItem = (key: string, kind: PlannedItem['kind'], title: string, reason: string) =>
    add({ kind: 'skip', key, title, reason }, { kind, action: 'skip', detail: reason });

  // New topics (audiences, stages) the mapping asks for.
  const termsByKey = new Map(site.terms.map((term) => [termKey(term), term]));
  const toCreate = new Set<string>();
  for (const [key, target] of Object.entries(chosen.terms)) {
    const term = termsByKey.get(key);
    if (!term || target.action !== 'create') continue;
    const slug = createdSlug(term);
    const noun = TAXONOMY_TERMS[target.kind].noun;
    const existing = index.byKind[target.kind].find((record) => record.slug === slug);
    const title = `The ${noun} “${term.name.trim() || slug}”`;
    toCreate.add(`${target.kind}:${slug}`);
    add(
      { kind: 'taxonomy', key: `term:${key}`, title, term, target: target.kind },
      existing
        ? {
            kind: 'taxonomy',
            action: 'skip',
            detail: `There is a ${noun} at ${pageKindPath(target.kind, slug)} already: the posts go to it.`,
          }
        : {
            kind: 'taxonomy',
            action: 'create',
            detail: `A new ${noun} at ${pageKindPath(target.kind, slug)}.`,
          },
    );
  }

  // Who each item is, its status, and its slug: first, so links between posts find their new
  // addresses.
  const ignoredTypes = new Map<string, number>();
  const seen = new Set<string>();
  type Candidate = { item: WpItem; key: string; title: string };
  const order: (
    { skip: Candidate & { reason: string } } | { post: Candidate } | { page: Candidate }
  )[] = [];
  const slugOf = new Map<WpItem, string>();
  const claimed = new Set<string>();
  for (const [position, item] of site.items.entries()) {
    if (item.type === 'attachment') continue;
    if (item.type !== 'post' && item.type !== 'page') {
      ignoredTypes.set(item.type, (ignoredTypes.get(item.type) ?? 0) + 1);
      continue;
    }
    const key = itemKey(item);
    const title =
      plainText(item.title) ||
      `Untitled (WordPress ${item.type} ${item.id > 0 ? item.id : position + 1})`;
    if (seen.has(key)) {
      order.push({
        skip: {
          item,
          key: `${key}#${position}`,
          title,
          reason: `The export holds this ${item.type} twice (the same ${identityOf(key).replace(/^its /, '')}): the first is imported.`,
        },
      });
      continue;
    }
    seen.add(key);
    if (item.type === 'page') {
      order.push({ page: { item, key, title } });
      continue;
    }
    const status = statusFor(item, now);
    if (status.action === 'skip') {
      order.push({ skip: { item, key, title, reason: status.reason } });
      continue;
    }
    let slug = (
      slugify(decodePercent(item.slug)) ||
      slugify(plainText(item.title)) ||
      `post-${item.id > 0 ? item.id : position + 1}`
    )
      .slice(0, SLUG_MAX)
      .replace(/-+$/, '');
    // Two drafts may share an empty slug on WordPress; here each needs its own.
    if (claimed.has(slug)) slug = `${slug}-${item.id > 0 ? item.id : position + 1}`;
    claimed.add(slug);
    slugOf.set(item, slug);
    order.push({ post: { item, key, title } });
  }
  const newAddress = new Map<string, string>();
  for (const entry of order) {
    if (!('post' in entry)) continue;
    const { item } = entry.post;
    const status = statusFor(item, now);
    if (status.action !== 'create' || status.status !== 'published') continue;
    for (const address of oldAddresses(item, old.url)) {
      newAddress.set(sourceText(address), insightPath(slugOf.get(item)!));
    }
  }
  const linkFor = (url: URL) => {
    const parsed = parseSource(`${url.pathname}${url.search}`);
    return parsed.ok ? (newAddress.get(sourceText(parsed.value)) ?? null) : null;
  };
  for (const slug of slugOf.values()) checker.addPage(insightPath(slug));

  const ownedFiles = new Set<string>();
  const ownedDocuments = new Set<string>();
  const redirectedAttachments = new Set<number>();
  const pageItems: { item: WpItem; key: string; title: string }[] = [];
  for (const entry of order) {
    if ('skip' in entry) {
      const { key, title, reason, item } = entry.skip;
      skipItem(key, item.type === 'page' ? 'page' : 'post', title, reason);
      continue;
    }
    if ('page' in entry) {
      pageItems.push(entry.page);
      continue;
    }
    const { item, key } = entry.post;
    const status = statusFor(item, now);
    if (status.action !== 'create') continue;
    const slug = slugOf.get(item)!;
    let title = entry.post.title;
    if (title.length > TITLE_MAX) title = `${title.slice(0, TITLE_MAX - 1)}…`;
    const converted = wordpressToMarkdown(item.content, {
      site: old,
      attachments,
      postId: item.id,
      linkFor,
      footnotes: footnotesOf(item),
    });
    const excerpt = excerptOf(item, converted);
    const seo = seoFieldsOf(item, title, excerpt);
    const featured = attachments.get(Number(item.meta._thumbnail_id)) ?? null;
    const plan: PostPlan = {
      item,
      key,
      title,
      slug,
      status: status.status,
      publishedAt: status.publishedAt,
      excerpt,
      metaTitle: seo.metaTitle,
      metaDescription: seo.metaDescription,
      converted,
      featured,
      category: categoryOf(item, chosen.defaults.category),
      terms: item.terms.map((term) => chosen.terms[termKey(term)] ?? { action: 'ignore' }),
      notes: [...converted.notes, ...(status.note ? [status.note] : [])],
      leftOut: [...converted.leftOut],
      redirects: [],
      attachmentRedirects: [],
      documents: [],
    };
    if (status.private) keptPrivate.push({ key, title, reason: status.private });
    if (seo.from) plan.notes.push(`Its search title and description come from ${seo.from}.`);
    if (item.comments > 0) {
      plan.leftOut.push(
        `${item.comments} comment${item.comments === 1 ? '' : 's'}: comments are not imported (this site has none).`,
      );
    }
    if (item.creator) {
      plan.leftOut.push(
        `Its author, “${item.creator}”: authors are not imported (posts here are signed by the site’s team).`,
      );
    }
    // Each audience, stage or topic the import creates stands in with an id of its own.
    const { links, dropped } = cappedLinks(
      linksOf(plan, chosen, (kind, at) =>
        toCreate.has(`${kind}:${createdSlug(item.terms[at]!)}`)
          ? `${PLACEHOLDER_ID.slice(0, -12)}${String(at).padStart(12, '0')}`
          : null,
      ),
    );
    if (dropped.length > 0) {
      plan.notes.push(
        `Only its first 20 of each are kept (a post’s limit here): ${dropped.join(' and ')} left out.`,
      );
    }
    const missing = missingKinds(links);
    if (plan.status !== 'draft' && missing.length > 0) {
      plan.notes.push(
        `Imported as a draft: it would have no ${missing.join(' and no ')} (choose one for its categories and tags, or a default, on the mapping screen to publish it).`,
      );
      plan.status = 'draft';
      plan.publishedAt = null;
    }

    // Its images, each file counted by the first post that brings it.
    const refs = converted.images.map((ref) => ({
      ref,
      attachment: ref.attachmentId === null ? undefined : attachments.get(ref.attachmentId),
    }));
    if (featured) {
      refs.push({
        ref: { src: featured.url, alt: featured.alt, attachmentId: featured.id },
        attachment: featured,
      });
    }
    let shown = 0;
    let newFiles = 0;
    const leftOutImages = new Set<string>();
    let missingImages = 0;
    const coming: (typeof refs)[number][] = [];
    for (const image of refs) {
      const located = locateImage(image.ref, image.attachment, { files, uploads, site: old });
      if (!located.found) {
        if (chosen.fetchMissingImages) {
          const address = image.attachment?.url ?? image.ref.src;
          if (!ownedFiles.has(`url:${address}`) && !records.has(`url:${address}`)) {
            ownedFiles.add(`url:${address}`);
            counts.downloads += 1;
          }
          coming.push(image);
        } else {
          leftOutImages.add(located.reason);
          missingImages += 1;
        }
        continue;
      }
      coming.push(image);
      if (!image.ref.linkOnly) shown += 1;
      const key = fileKey(located.path);
      const before = [
        key,
        `upload:${located.path}`,
        ...(image.attachment ? [`attachment:${image.attachment.id}`] : []),
      ].some((recordKey) => records.has(recordKey));
      if (!before && !ownedFiles.has(key)) {
        ownedFiles.add(key);
        newFiles += 1;
      }
    }
    if (!uploads && missingImages > 0) {
      plan.leftOut.push(
        `${missingImages === 1 ? 'An image' : `${missingImages} images`}: no uploads ZIP was given.`,
      );
    } else for (const reason of leftOutImages) plan.leftOut.push(`An image: ${reason}`);
    if (chosen.fetchMissingImages && coming.length > shown + newFiles) {
      plan.notes.push(`Images the uploads ZIP lacks will be downloaded from ${site.siteUrl}.`);
    }
    for (const document of converted.documents) {
      if (!ownedDocuments.has(document)) {
        ownedDocuments.add(document);
        plan.documents.push(document);
      }
    }
    const input = postInputOf(
      plan,
      finishMarkdown(
        converted.markdown,
        converted.images.map(() => SAMPLE_IMAGE),
      ),
      featured && coming.some((image) => image.attachment === featured)
        ? mediaPath(PLACEHOLDER_ID)
        : stockCover(plan.category),
      links,
    );
    const checked = postInput.safeParse(input);
    if (!checked.success) {
      skipItem(
        key,
        'post',
        title,
        converted.markdown.trim() === ''
          ? `Its body has nothing this site can show${converted.leftOut.length ? ` (${converted.leftOut.join(' ')})` : ''}: a post needs some text.`
          : `It cannot be saved as a post: ${checked.error.issues.map((issue) => issue.message).join(' ')}`,
      );
      continue;
    }
    const item_: WordPressItem = { kind: 'post', key, title, plan };
    // Known now, checked again at import: the item stays in the list either way.
    const nowSkipped = records.has(key)
      ? 'Imported before: this import creates nothing twice.'
      : takenSlugs.has(slug)
        ? `A post already has the address ${insightPath(slug)}.`
        : null;
    if (nowSkipped) {
      add(item_, { kind: 'post', action: 'skip', detail: nowSkipped });
      continue;
    }
    if (plan.status === 'published') {
      for (const address of oldAddresses(item, old.url)) {
        const refused = await checker.claim(address, insightPath(slug));
        if (refused) plan.notes.push(`No redirect from ${sourceText(address)}: ${refused}`);
        else plan.redirects.push(address);
      }
      for (const { attachment } of coming) {
        if (!attachment || redirectedAttachments.has(attachment.id)) continue;
        redirectedAttachments.add(attachment.id);
        const wpItem = attachmentItems.get(attachment.id);
        if (!wpItem) continue;
        const sources: RedirectSource[] = [];
        for (const address of attachmentAddresses(wpItem, old)) {
          if (!(await checker.claim(address, SAMPLE_IMAGE.full))) sources.push(address);
        }
        if (sources.length > 0) plan.attachmentRedirects.push({ attachment: wpItem, sources });
      }
    }
    const when = plan.publishedAt
      ? ` ${plan.status === 'scheduled' ? 'for' : 'on'} ${onDate(plan.publishedAt)}`
      : '';
    add(item_, {
      kind: 'post',
      action: 'create',
      detail: `${sentence(plan.status)}${when} at ${insightPath(slug)}${shown ? `, ${shown} image${shown === 1 ? '' : 's'}` : ''}.`,
    });
    counts.posts += 1;
    counts.images += newFiles;
    counts.documents += plan.documents.length;
    for (const address of plan.redirects) {
      redirects.push({ from: sourceText(address), to: insightPath(slug) });
    }
    for (const { sources } of plan.attachmentRedirects) {
      for (const address of sources) {
        redirects.push({ from: sourceText(address), to: 'the image in the media library' });
      }
    }
    if (plan.notes.length > 0 || plan.leftOut.length > 0) {
      notes.push({ key, title, notes: plan.notes, leftOut: plan.leftOut });
    }
  }

  // Pages: listed with the address each will lead to. This site's pages are made here, so a page
  // leads its old address to the page of this site that matches it.
  for (const { item, key, title } of pageItems) {
    const status = statusFor(item, now);
    const address = oldAddresses({ link: item.link, id: 0 }, old.url)[0] ?? null;
    const from = address ? sourceText(address) : null;
    const listed = (to: string | null, detail: string) =>
      pages.push({ key, title, from, to, detail });
    if (status.action === 'skip' || status.status !== 'published') {
      const reason =
        status.action === 'skip'
          ? status.reason
          : `${status.private?.replace(/: imported as a draft.*$/, '') ?? 'It was not published on WordPress'}: its address was never public, so nothing leads from it.`;
      listed(null, reason);
      skipItem(key, 'page', title, reason);
      continue;
    }
    // A page at `/?page_id=12` is matched by its slug.
    const path =
      address && address.query === ''
        ? address.path
        : item.slug
          ? `/${item.slug}`
          : address
            ? null
            : '/';
    const to = path ? matchingPage(path) : null;
    if (!to || !address || to === sourceText(address)) {
      const reason = !to
        ? `No page here matches ${from ?? 'it'}: WordPress pages are not imported until this site builds pages (its text is kept in the export). Add a redirect for it in Redirects if it should lead somewhere.`
        : `Its address, ${to}, is this site’s own page: it leads there already.`;
      listed(to && address && to === sourceText(address) ? to : null, reason);
      skipItem(key, 'page', title, reason);
      continue;
    }
    const converted = wordpressToMarkdown(item.content, {
      site: old,
      attachments,
      postId: item.id,
      linkFor,
      footnotes: footnotesOf(item),
    });
    const plan: PagePlan = { item, key, title, from: address, to, converted };
    const pageItem: WordPressItem = { kind: 'page', key, title, plan };
    const refused = records.has(key)
      ? 'Imported before: this import creates nothing twice.'
      : await checker.claim(address, to);
    listed(to, refused ?? `${from} will redirect to ${to}.`);
    if (refused) {
      add(pageItem, { kind: 'page', action: 'skip', detail: refused });
      continue;
    }
    add(pageItem, { kind: 'page', action: 'create', detail: `${from} will redirect to ${to}.` });
    counts.pages += 1;
    redirects.push({ from: from!, to });
  }

  // Category and tag archives lead to the topic (audience, stage) they became.
  const archives: { from: string; to: string }[] = [];
  const archiveSkips: string[] = [];
  for (const term of site.terms) {
    const target = chosen.terms[termKey(term)];
    if (!target || target.action === 'ignore') continue;
    const slug =
      target.action === 'link'
        ? index.byKind[target.kind].find((record) => record.id === target.id)?.slug
        : createdSlug(term);
    if (!slug) continue;
    const base = term.taxonomy === 'category' ? 'category' : 'tag';
    const from = `/${base}/${term.slug}`;
    const to = pageKindPath(target.kind, slug);
    archives.push({ from, to });
    const parsed = parseSource(from);
    const refused = parsed.ok ? await checker.claim(parsed.value, to) : parsed.message;
    if (refused) archiveSkips.push(`No redirect from ${from}: ${refused}`);
    else redirects.push({ from, to });
  }
  if (archives.length > 0) {
    const made = archives.length - archiveSkips.length;
    add(
      {
        kind: 'redirects',
        key: 'archives',
        title: 'Category and tag archives',
        redirects: archives,
      },
      made > 0
        ? { kind: 'redirects', action: 'create', detail: `${made} archive redirect(s).` }
        : { kind: 'redirects', action: 'skip', detail: archiveSkips.join(' ') },
    );
    if (archiveSkips.length > 0 && made > 0) {
      notes.push({ key: 'archives', title: 'Category and tag archives', notes: archiveSkips });
    }
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
  const created = entries.filter((entry) => entry.action === 'create').length;
  counts.redirects = redirects.length;
  return {
    source,
    items,
    dryRun: {
      kind: 'wordpress',
      source: site.siteUrl,
      counts: {
        create: created,
        skip: entries.length - created,
        redirects: counts.redirects,
        images: counts.images,
        posts: counts.posts,
        pages: counts.pages,
        documents: counts.documents,
        ...(chosen.fetchMissingImages && { downloads: counts.downloads }),
      },
      items: entries,
      redirects,
      notes,
      keptPrivate,
      pages,
      terms: termSummaries(site),
      mapping: chosen,
    },
  };
}

/** The fields of the post schema a plan fills (posts/input.ts). */
export function postInputOf(
  plan: PostPlan,
  content: string,
  coverImageUrl: string,
  links: ReturnType<typeof linksOf>,
): Record<string, unknown> {
  return {
    title: plan.title,
    slug: plan.slug,
    excerpt: plan.excerpt || plan.title,
    content,
    coverImageUrl,
    category: plan.category,
    metaTitle: plan.metaTitle,
    metaDescription: plan.metaDescription,
    personaIds: links.persona,
    journeyStageIds: links.journeyStage,
    topicIds: links.topic,
  };
}
