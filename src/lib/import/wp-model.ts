/**
 * What a WordPress import plans and then applies (docs/moving-in-and-out.md): the kinds of item, the
 * rules both halves read (what a status becomes, who an item is, its old addresses, its search
 * fields), and the shapes wp-plan.ts hands to wp-apply.ts. A WordPress page is planned as a page of
 * its own (`PagePlan`), with its converted body: today it leads its old address to this site's
 * page; once the site builds pages, applying it makes one.
 */
import type { InsightCategory } from '#config/publishing.ts';
import type { STOCK_COVER_NAMES } from '#lib/brand/cover-choice.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { parseSource, sourceText, type RedirectSource } from '#lib/redirects/rules.ts';
import { fitToLength, META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';
import type { DryRun, TermTarget } from './fields.ts';
import type { Download } from './remote-images.ts';
import { plainText, type ConvertedContent } from './wp-content.ts';
import { onSite, uploadPathOf, type Attachment, type ImageRef, type OldSite } from './wp-site.ts';
import type { WpItem, WpTerm, WxrSite } from './wxr.ts';
import type { SafeZip } from './zip.ts';

export interface WordPressSource {
  site: WxrSite;
  uploads: SafeZip | null;
  /** How an image missing from the ZIP is downloaded, when the mapping asks (remote-images.ts). */
  fetchImage?: (address: string) => Promise<Download>;
}

/**
 * Where import records of this blog are kept: its own address (never its network's: two blogs of
 * one network are two sources).
 */
export const wordpressSourceKey = (site: Pick<WxrSite, 'siteUrl'>) => `wordpress ${site.siteUrl}`;

export type StatusRule =
  | {
      action: 'create';
      status: 'published' | 'scheduled' | 'draft';
      publishedAt: Date | null;
      note?: string;
      /** Why it stays private here (it was not public on WordPress), when that is so. */
      private?: string;
    }
  | { action: 'skip'; reason: string };

/** What a WordPress status (and password) becomes here (docs/moving-in-and-out.md). */
export function statusFor(
  item: Pick<WpItem, 'status' | 'date'> & Partial<Pick<WpItem, 'password'>>,
  now: Date,
): StatusRule {
  if (item.password && (item.status === 'publish' || item.status === 'future')) {
    const reason =
      'It was password-protected on WordPress: imported as a draft, so its text does not become public.';
    return { action: 'create', status: 'draft', publishedAt: null, note: reason, private: reason };
  }
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
      return { action: 'create', status: 'draft', publishedAt: null };
    case 'pending': {
      const reason = 'It was waiting for review on WordPress (pending): imported as a draft.';
      return {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        note: reason,
        private: reason,
      };
    }
    case 'private': {
      const reason = 'It was private on WordPress (never public): imported as a draft.';
      return {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        note: reason,
        private: reason,
      };
    }
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

/**
 * Who an item is, for the import records: its post id when it has one, else its GUID, else its
 * link, else its slug (some exporters write no post id). `post:123` for a post with id 123.
 */
export function itemKey(item: Pick<WpItem, 'type' | 'id' | 'guid' | 'link' | 'slug' | 'title'>) {
  const kind = item.type === 'page' ? 'page' : 'post';
  if (item.id > 0) return `${kind}:${item.id}`;
  if (item.guid) return `${kind}:guid:${item.guid}`;
  if (item.link) return `${kind}:link:${item.link}`;
  if (item.slug) return `${kind}:slug:${item.slug}`;
  return `${kind}:title:${plainText(item.title)}`;
}

/** What the identity of an item rests on, for the dry run's words. */
export const identityOf = (key: string) =>
  /:guid:/.test(key)
    ? 'its GUID'
    : /:link:/.test(key)
      ? 'its address'
      : /:slug:/.test(key)
        ? 'its slug'
        : /:title:/.test(key)
          ? 'its title'
          : 'its post id';

/** The addresses an item had on the old site (its permalink and `?p=ID`), as sources here. */
export function oldAddresses(item: Pick<WpItem, 'link' | 'id'>, site: URL): RedirectSource[] {
  const sources: RedirectSource[] = [];
  if (item.link) {
    try {
      const link = new URL(item.link, site);
      if (link.host.replace(/^www\./, '') === site.host.replace(/^www\./, '')) {
        const parsed = parseSource(`${link.pathname}${link.search}`);
        // The home page itself is no post's address; `/?p=123` (plain permalinks) is.
        if (parsed.ok && (parsed.value.path !== '/' || parsed.value.query))
          sources.push(parsed.value);
      }
    } catch {
      // an unreadable link: ?p= below still leads there
    }
  }
  if (item.id > 0) {
    const byId = parseSource(`/?p=${item.id}`);
    if (byId.ok) sources.push(byId.value);
  }
  return [...new Map(sources.map((source) => [sourceText(source), source])).values()];
}

/**
 * An attachment's old addresses: its page, `?attachment_id=`, `?p=`, and its file's: where it was
 * on the site, and `/wp-content/uploads/…` (the address a WordPress.com site's file has once the
 * site is on a domain of its own), so that two exports of one site redirect the same addresses.
 */
export function attachmentAddresses(
  attachment: WpItem | undefined,
  site: OldSite,
): RedirectSource[] {
  if (!attachment) return [];
  const sources = oldAddresses(attachment, site.url);
  const file = attachment.attachmentUrl ? new URL(attachment.attachmentUrl, site.url) : null;
  const upload = attachment.attachmentUrl ? uploadPathOf(attachment.attachmentUrl, site) : null;
  for (const text of [
    attachment.id > 0 ? `/?attachment_id=${attachment.id}` : '',
    file && onSite(file, site) ? file.pathname : '',
    upload ? `/wp-content/uploads/${upload.split('/').map(encodeURIComponent).join('/')}` : '',
  ]) {
    const parsed = text ? parseSource(text) : null;
    if (parsed?.ok) sources.push(parsed.value);
  }
  return [...new Map(sources.map((source) => [sourceText(source), source])).values()];
}

export function attachmentsOf(site: WxrSite): Map<number, Attachment> {
  return new Map(
    site.items
      .filter((item) => item.type === 'attachment' && item.attachmentUrl && item.id > 0)
      .map((item) => [
        item.id,
        {
          id: item.id,
          url: item.attachmentUrl!,
          alt: item.meta._wp_attachment_image_alt ?? '',
          title: plainText(item.title),
          parent: item.parent,
          page: item.link,
        },
      ]),
  );
}

/** Gutenberg's footnotes of a post (its `footnotes` meta, JSON): id → HTML. */
export function footnotesOf(item: Pick<WpItem, 'meta'>): Map<string, string> {
  const notes = new Map<string, string>();
  const json = item.meta.footnotes;
  if (!json) return notes;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return notes;
    for (const entry of parsed as unknown[]) {
      const { id, content } = (entry ?? {}) as { id?: unknown; content?: unknown };
      if (typeof id === 'string' && typeof content === 'string') notes.set(id, content);
    }
  } catch {
    // unreadable footnotes: the body's references show their numbers only
  }
  return notes;
}

/** Search-field plugins, first found wins: where each keeps the title and the description. */
const SEO_PLUGINS = [
  {
    name: 'Yoast SEO',
    title: '_yoast_wpseo_title',
    description: '_yoast_wpseo_metadesc',
    variable: /%%([a-z_]+)%%/gi,
  },
  {
    name: 'Rank Math',
    title: 'rank_math_title',
    description: 'rank_math_description',
    variable: /%([a-z_]+)%/gi,
  },
  {
    name: 'All in One SEO',
    title: '_aioseo_title',
    description: '_aioseo_description',
    variable: /#([a-z_]+)\b/gi,
  },
  {
    name: 'All in One SEO',
    title: '_aioseop_title',
    description: '_aioseop_description',
    variable: /%([a-z_]+)%/gi,
  },
] as const;

const TITLE_VARIABLES = new Set(['title', 'post_title']);
const EXCERPT_VARIABLES = new Set(['excerpt', 'excerpt_only', 'post_excerpt', 'post_content']);

/**
 * A search title or description as the plugin showed it: the post's title and excerpt filled in,
 * the old site's name and separators dropped (this site adds its own name), other variables gone.
 */
function resolveSeo(text: string, variable: RegExp, title: string, excerpt: string): string {
  return plainText(
    text.replace(variable, (_, found: string) => {
      const name = found.toLowerCase();
      if (TITLE_VARIABLES.has(name)) return title;
      if (EXCERPT_VARIABLES.has(name)) return excerpt;
      return ' ';
    }),
  )
    .replace(/^[\s|–—·•»:-]+|[\s|–—·•»:-]+$/g, '')
    .replace(/\s+/g, ' ');
}

export interface SeoFields {
  metaTitle: string | null;
  metaDescription: string | null;
  /** The plugin they came from, or null. */
  from: string | null;
}

/** The post's search title and description from Yoast, Rank Math or All in One SEO. */
export function seoFieldsOf(item: Pick<WpItem, 'meta'>, title: string, excerpt: string): SeoFields {
  for (const plugin of SEO_PLUGINS) {
    const rawTitle = item.meta[plugin.title]?.trim() ?? '';
    const rawDescription = item.meta[plugin.description]?.trim() ?? '';
    if (!rawTitle && !rawDescription) continue;
    const metaTitle = rawTitle ? resolveSeo(rawTitle, plugin.variable, title, excerpt) : '';
    const metaDescription = rawDescription
      ? resolveSeo(rawDescription, plugin.variable, title, excerpt)
      : '';
    return {
      metaTitle: metaTitle && metaTitle !== title ? fitToLength(metaTitle, META_TITLE_MAX) : null,
      metaDescription: metaDescription ? fitToLength(metaDescription, META_DESCRIPTION_MAX) : null,
      from: plugin.name,
    };
  }
  return { metaTitle: null, metaDescription: null, from: null };
}

const STOCK_FOR_CATEGORY: Partial<Record<InsightCategory, (typeof STOCK_COVER_NAMES)[number]>> = {
  Cybersecurity: 'cybersecurity',
  'Cloud Solutions': 'cloud',
  'Network Architecture': 'networking',
  'AI Infrastructure': 'ai-infrastructure',
};

/** The built-in topic graphic a post without a featured image gets. */
export const stockCover = (category: InsightCategory) =>
  `/images/insights/${STOCK_FOR_CATEGORY[category] ?? 'managed-it'}.svg`;

/** An image a post brings in: its reference, its attachment, and the file the dry run found. */
export interface PlannedImage {
  ref: ImageRef;
  attachment: Attachment | undefined;
}

export interface PostPlan {
  item: WpItem;
  key: string;
  title: string;
  slug: string;
  status: 'published' | 'scheduled' | 'draft';
  publishedAt: Date | null;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  converted: ConvertedContent;
  featured: Attachment | null;
  category: InsightCategory;
  terms: TermTarget[];
  /** What the conversion changed, and why its status is what it is. */
  notes: string[];
  /** What of it is not imported, each with the reason (per post, in the dry run and the result). */
  leftOut: string[];
  /** The old addresses that will redirect to it (only those the dry run found free). */
  redirects: RedirectSource[];
  /** Attachments whose old addresses will redirect to their image (this post brings them first). */
  attachmentRedirects: { attachment: WpItem; sources: RedirectSource[] }[];
  /** Documents its body links to that are not imported (files this post names first). */
  documents: string[];
}

export interface PagePlan {
  item: WpItem;
  key: string;
  title: string;
  /** Its address on the old site, as a source here (null: it had none on the site). */
  from: RedirectSource | null;
  /** Where its old address leads here: this site's page that matches it. */
  to: string;
  /** Its body, converted: what a site page made from it will hold. */
  converted: ConvertedContent;
}

export type WordPressItem =
  | { kind: 'taxonomy'; key: string; title: string; term: WpTerm; target: TaxonomyKind }
  | { kind: 'post'; key: string; title: string; plan: PostPlan }
  | { kind: 'page'; key: string; title: string; plan: PagePlan }
  | { kind: 'redirects'; key: string; title: string; redirects: { from: string; to: string }[] }
  /** Listed in the dry run and the result alike, with its reason: nothing is done. */
  | { kind: 'skip'; key: string; title: string; reason: string };

export interface WordPressPlan {
  source: string;
  dryRun: DryRun;
  /**
   * The items an import runs, in order: new topics, then posts (and the items skipped, with their
   * reasons), then pages, then archive redirects.
   */
  items: WordPressItem[];
}
