/**
 * A WordPress export (WXR: RSS 2.0 with WordPress's namespaces) read into plain data: the blog's
 * address, its categories and tags, and every item (posts, pages, attachments, the rest) with the
 * fields an import uses. The file is read by xml-guard.ts (UTF-8, no declaration, bounded, XML as
 * WordPress writes it); what is XML but not a WordPress export is refused here with the line.
 */
import { decodeHTML } from 'entities';
import { slugify } from '#lib/text/slugify.ts';
import { ImportFileError } from './errors.ts';
import { lineAt, readXml, type XmlElement } from './xml-guard.ts';

export interface WpTerm {
  taxonomy: 'category' | 'post_tag';
  slug: string;
  /** Plain text (WordPress stores it HTML-escaped; decoded here). */
  name: string;
}

export interface WpItem {
  /** Its post id, or 0 when the exporter wrote none. */
  id: number;
  /** post, page, attachment, revision, nav_menu_item, … */
  type: string;
  /** publish, future, draft, pending, private, trash, auto-draft, inherit */
  status: string;
  /** Non-empty when the post is password-protected. */
  password: string;
  title: string;
  /** The item's address on the old site (its permalink), or null. */
  link: string | null;
  /** Its GUID (WordPress's unique name for it, often `https://site/?p=123`), or null. */
  guid: string | null;
  /** The post's slug as WordPress stored it (percent-encoded for non-ASCII), or ''. */
  slug: string;
  /** Its date in UTC (post_date_gmt; post_date when WordPress left that empty), or null. */
  date: Date | null;
  content: string;
  excerpt: string;
  terms: WpTerm[];
  /** Its post meta (`_thumbnail_id`, `_wp_attachment_image_alt`, SEO fields, `footnotes`). */
  meta: Readonly<Record<string, string>>;
  parent: number;
  /** For an attachment: its file's address. */
  attachmentUrl: string | null;
  /** Its author's login (`dc:creator`), or ''. */
  creator: string;
  /** Comments WordPress showed with it (approved ones). */
  comments: number;
}

export interface WxrSite {
  title: string;
  /**
   * The blog's own address (wp:base_blog_url, else the channel's link, else wp:base_site_url),
   * without a trailing slash: its permalinks, links and uploads are there.
   */
  siteUrl: string;
  /**
   * The network's address (wp:base_site_url) when it is another (WordPress.com, a multisite): two
   * blogs of one network share it, so nothing is keyed by it.
   */
  networkUrl: string | null;
  /** Every category and tag, those no post uses included. */
  terms: WpTerm[];
  items: WpItem[];
}

const WP_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/?$/;
const EXCERPT_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/?$/;
const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

/** The element's text (its text and CDATA, trimmed), '' when it is absent. */
function text(element: XmlElement | undefined): string {
  if (!element) return '';
  let value = '';
  for (const child of element.children) if (typeof child === 'string') value += child;
  return value.trim();
}

const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.name === name,
  );

const child = (element: XmlElement, name: string): XmlElement | undefined =>
  childrenNamed(element, name)[0];

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
function prefixFor(root: XmlElement, matches: (uri: string) => boolean): string | null {
  for (const [name, value] of root.attributes) {
    const prefix = /^xmlns:(.+)$/.exec(name)?.[1];
    if (prefix && matches(value)) return prefix;
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

const address = (value: string) => value.replace(/\/+$/, '');

/** Reads a WordPress export; throws ImportFileError (400, with the line) for anything else. */
export function parseWxr(bytes: Uint8Array): WxrSite {
  const { root: rss, text: xml } = readXml(bytes);
  if (rss.name !== 'rss') notWordPress(xml, 'its root element is not <rss>.', /<[a-zA-Z]/);
  const wp = prefixFor(rss, (uri) => WP_NAMESPACE.test(uri));
  if (!wp) notWordPress(xml, 'it declares no WordPress export namespace.', /<rss\b/);
  const content = prefixFor(rss, (uri) => uri === CONTENT_NAMESPACE) ?? 'content';
  const excerpt = prefixFor(rss, (uri) => EXCERPT_NAMESPACE.test(uri)) ?? 'excerpt';
  const dc = prefixFor(rss, (uri) => uri === DC_NAMESPACE) ?? 'dc';
  const channel = child(rss, 'channel');
  if (!channel) notWordPress(xml, 'it has no <channel>.', /<rss\b/);
  if (!text(child(channel, `${wp}:wxr_version`))) {
    notWordPress(xml, `its channel has no <${wp}:wxr_version>.`, /<channel\b/);
  }
  const network = address(text(child(channel, `${wp}:base_site_url`)));
  const siteUrl =
    [address(text(child(channel, `${wp}:base_blog_url`))), address(text(child(channel, 'link')))]
      .filter((url) => URL.canParse(url))
      .find((url) => /^https?:/.test(url)) ?? network;
  if (!URL.canParse(siteUrl)) {
    notWordPress(xml, 'its channel names no site address (wp:base_blog_url).', /<channel\b/);
  }
  const terms: WpTerm[] = [
    ...childrenNamed(channel, `${wp}:category`).map((node) => ({
      taxonomy: 'category' as const,
      slug: text(child(node, `${wp}:category_nicename`)),
      name: decodeHTML(text(child(node, `${wp}:cat_name`))),
    })),
    ...childrenNamed(channel, `${wp}:tag`).map((node) => ({
      taxonomy: 'post_tag' as const,
      slug: text(child(node, `${wp}:tag_slug`)),
      name: decodeHTML(text(child(node, `${wp}:tag_name`))),
    })),
  ].filter((term) => term.slug !== '');
  const items = childrenNamed(channel, 'item').map((node): WpItem => {
    // A null prototype: a meta key is only a key, whatever it is called.
    const meta: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const entry of childrenNamed(node, `${wp}:postmeta`)) {
      meta[text(child(entry, `${wp}:meta_key`))] = text(child(entry, `${wp}:meta_value`));
    }
    const comments = childrenNamed(node, `${wp}:comment`).filter(
      (comment) => text(child(comment, `${wp}:comment_approved`)) === '1',
    ).length;
    return {
      id: Number(text(child(node, `${wp}:post_id`))) || 0,
      type: text(child(node, `${wp}:post_type`)) || 'post',
      status: text(child(node, `${wp}:status`)) || 'draft',
      password: text(child(node, `${wp}:post_password`)),
      title: text(child(node, 'title')),
      link: text(child(node, 'link')) || null,
      guid: text(child(node, 'guid')) || null,
      slug: text(child(node, `${wp}:post_name`)),
      date:
        wpDate(text(child(node, `${wp}:post_date_gmt`))) ??
        wpDate(text(child(node, `${wp}:post_date`))),
      content: text(child(node, `${content}:encoded`)),
      excerpt: text(child(node, `${excerpt}:encoded`)),
      terms: childrenNamed(node, 'category')
        .map((category): WpTerm | null => {
          const name = decodeHTML(text(category));
          const domain = category.attributes.get('domain');
          // A feed's plain <category>Name</category> (some exporters write only that) is a category.
          const taxonomy = domain ?? 'category';
          if (taxonomy !== 'category' && taxonomy !== 'post_tag') return null;
          const slug = category.attributes.get('nicename') || slugify(name);
          return slug ? { taxonomy, slug, name } : null;
        })
        .filter((term): term is WpTerm => term !== null),
      meta,
      parent: Number(text(child(node, `${wp}:post_parent`))) || 0,
      attachmentUrl: text(child(node, `${wp}:attachment_url`)) || null,
      creator: decodeHTML(text(child(node, `${dc}:creator`))),
      comments,
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
  return {
    title: decodeHTML(text(child(channel, 'title'))),
    siteUrl,
    networkUrl: network && network !== siteUrl && URL.canParse(network) ? network : null,
    terms,
    items,
  };
}
