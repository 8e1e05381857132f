/**
 * A WordPress export (WXR: RSS 2.0 with WordPress's namespaces) read into plain data: the site's
 * address, its categories and tags, and every item (posts, pages, attachments, the rest) with the
 * fields an import uses. The file has passed xml-guard.ts first (UTF-8, no DOCTYPE, well-formed);
 * what is well-formed but not a WordPress export is refused here with the line.
 */
import { XMLParser } from 'fast-xml-parser';
import { ImportFileError } from './errors.ts';
import { checkedXml, lineAt } from './xml-guard.ts';

export interface WpTerm {
  taxonomy: 'category' | 'post_tag';
  slug: string;
  name: string;
}

export interface WpItem {
  id: number;
  /** post, page, attachment, revision, nav_menu_item, … */
  type: string;
  /** publish, future, draft, pending, private, trash, auto-draft, inherit */
  status: string;
  title: string;
  /** The item's address on the old site (its permalink), or null. */
  link: string | null;
  /** The post's slug as WordPress stored it (percent-encoded for non-ASCII), or ''. */
  slug: string;
  /** Its date in UTC (post_date_gmt; post_date when WordPress left that empty), or null. */
  date: Date | null;
  content: string;
  excerpt: string;
  terms: WpTerm[];
  /** Its post meta (`_thumbnail_id`, `_wp_attachment_image_alt`, `_wp_attached_file`). */
  meta: Record<string, string>;
  parent: number;
  /** For an attachment: its file's address. */
  attachmentUrl: string | null;
}

export interface WxrSite {
  title: string;
  /** The site's address (wp:base_site_url, else the channel's link), without a trailing slash. */
  siteUrl: string;
  /** Every category and tag, those no post uses included. */
  terms: WpTerm[];
  items: WpItem[];
}

const WP_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/?$/;
const EXCERPT_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/?$/;
const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';

type Node = Record<string, unknown>;

/** The text of an element however the parser shaped it (a string, or `#text` beside attributes). */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

const asArray = (value: unknown): Node[] =>
  value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).filter(
        (entry): entry is Node => typeof entry === 'object' && entry !== null,
      );

/** WordPress's percent-encoded text (a non-ASCII slug, an upload's path) decoded; as it is when malformed. */
export function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `2019-05-01 14:00:00` (UTC) as a date; null for WordPress's zero date or anything unreadable. */
export function wpDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The prefix the document gives a namespace (`wp` for WordPress's), or null when it is absent. */
function prefixFor(root: Node, matches: (uri: string) => boolean): string | null {
  for (const [key, value] of Object.entries(root)) {
    const prefix = /^@_xmlns:(.+)$/.exec(key)?.[1];
    if (prefix && typeof value === 'string' && matches(value)) return prefix;
  }
  return null;
}

function notWordPress(xml: string, reason: string, near: RegExp): never {
  const index = xml.search(near);
  throw new ImportFileError(
    'file',
    `this is not a WordPress export: ${reason} Export it from WordPress with Tools → Export → All content.`,
    lineAt(xml, Math.max(0, index)),
  );
}

/** Reads a WordPress export; throws ImportFileError (400, with the line) for anything else. */
export function parseWxr(bytes: Uint8Array): WxrSite {
  const xml = checkedXml(bytes);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) =>
      name === 'item' || name === 'category' || /:(postmeta|category|tag)$/.test(name),
  });
  const document = parser.parse(xml) as Node;
  const rss = document.rss as Node | undefined;
  if (!rss || typeof rss !== 'object') {
    notWordPress(xml, 'its root element is not <rss>.', /<[a-zA-Z]/);
  }
  const wp = prefixFor(rss, (uri) => WP_NAMESPACE.test(uri));
  if (!wp) notWordPress(xml, 'it declares no WordPress export namespace.', /<rss\b/);
  const content = prefixFor(rss, (uri) => uri === CONTENT_NAMESPACE) ?? 'content';
  const excerpt = prefixFor(rss, (uri) => EXCERPT_NAMESPACE.test(uri)) ?? 'excerpt';
  const channel = rss.channel as Node | undefined;
  if (!channel || typeof channel !== 'object') {
    notWordPress(xml, 'it has no <channel>.', /<rss\b/);
  }
  if (!text(channel[`${wp}:wxr_version`])) {
    notWordPress(xml, `its channel has no <${wp}:wxr_version>.`, /<channel\b/);
  }
  const siteUrl = (text(channel[`${wp}:base_site_url`]) || text(channel.link)).replace(/\/+$/, '');
  if (!URL.canParse(siteUrl)) {
    notWordPress(xml, 'its channel names no site address (wp:base_site_url).', /<channel\b/);
  }
  const terms: WpTerm[] = [
    ...asArray(channel[`${wp}:category`]).map((node) => ({
      taxonomy: 'category' as const,
      slug: text(node[`${wp}:category_nicename`]),
      name: text(node[`${wp}:cat_name`]),
    })),
    ...asArray(channel[`${wp}:tag`]).map((node) => ({
      taxonomy: 'post_tag' as const,
      slug: text(node[`${wp}:tag_slug`]),
      name: text(node[`${wp}:tag_name`]),
    })),
  ].filter((term) => term.slug !== '');
  const items = asArray(channel.item).map((node): WpItem => {
    const meta: Record<string, string> = {};
    for (const entry of asArray(node[`${wp}:postmeta`])) {
      meta[text(entry[`${wp}:meta_key`])] = text(entry[`${wp}:meta_value`]);
    }
    const link = text(node.link) || null;
    return {
      id: Number(text(node[`${wp}:post_id`])) || 0,
      type: text(node[`${wp}:post_type`]) || 'post',
      status: text(node[`${wp}:status`]) || 'draft',
      title: text(node.title),
      link,
      slug: text(node[`${wp}:post_name`]),
      date: wpDate(text(node[`${wp}:post_date_gmt`])) ?? wpDate(text(node[`${wp}:post_date`])),
      content: text(node[`${content}:encoded`]),
      excerpt: text(node[`${excerpt}:encoded`]),
      terms: asArray(node.category)
        .map((category) => ({
          taxonomy: text(category['@_domain']) as WpTerm['taxonomy'],
          slug: text(category['@_nicename']),
          name: text(category),
        }))
        .filter(
          (term) => (term.taxonomy === 'category' || term.taxonomy === 'post_tag') && term.slug,
        ),
      meta,
      parent: Number(text(node[`${wp}:post_parent`])) || 0,
      attachmentUrl: text(node[`${wp}:attachment_url`]) || null,
    };
  });
  // Terms the items use but the channel does not list (some exporters leave them out).
  const known = new Set(terms.map((term) => `${term.taxonomy}:${term.slug}`));
  for (const term of items.flatMap((item) => item.terms)) {
    const key = `${term.taxonomy}:${term.slug}`;
    if (!known.has(key)) {
      known.add(key);
      terms.push(term);
    }
  }
  return { title: text(channel.title), siteUrl, terms, items };
}
