/**
 * The old WordPress site as an import sees it (docs/moving-in-and-out.md): its own address (the
 * blog's, never the network's), the hosts its uploads are served from (its own, WordPress.com's
 * `files.wordpress.com` and the `i0.wp.com` image CDN), and where an upload's address puts it below
 * `uploads/`. A self-hosted export and a WordPress.com export of one site name their images
 * differently; both come to the same `2019/05/photo.jpg`.
 */
import { decodePercent, type WxrSite } from './wxr.ts';

/** An image a post shows, before it is brought in. */
export interface ImageRef {
  /** The image's address as the post has it (absolute, resolved against the old site). */
  src: string;
  alt: string;
  /** The attachment it belongs to (`wp-image-45`, `data-id`, a gallery id), when the HTML says. */
  attachmentId: number | null;
  /** Brought in to be linked to (a link to the file, or its attachment page), not shown. */
  linkOnly?: boolean;
}

/** An attachment of the export, as the body's images and links name it. */
export interface Attachment {
  id: number;
  url: string;
  alt: string;
  title: string;
  parent: number;
  /** Its attachment page on the old site, or null. */
  page: string | null;
}

export interface OldSite {
  url: URL;
  /** Hosts whose files are this site's uploads. */
  uploadHosts: ReadonlySet<string>;
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The old site: its address, and the hosts its uploads are on (its own, its attachments'). */
export function oldSite(site: Pick<WxrSite, 'siteUrl' | 'items'>): OldSite {
  const url = new URL(site.siteUrl);
  const hosts = new Set([bare(url.host)]);
  // A WordPress.com blog at name.wordpress.com keeps its files at name.files.wordpress.com.
  const dotCom = /^([a-z0-9-]+)\.wordpress\.com$/.exec(bare(url.host))?.[1];
  if (dotCom) hosts.add(`${dotCom}.files.wordpress.com`);
  for (const item of site.items) {
    if (item.type !== 'attachment' || !item.attachmentUrl) continue;
    try {
      hosts.add(bare(unwrapCdn(new URL(item.attachmentUrl, url)).host));
    } catch {
      // an unreadable address names no host
    }
  }
  return { url, uploadHosts: hosts };
}

/**
 * The address an image CDN serves a copy of: `https://i0.wp.com/example.com/wp-content/…?resize=…`
 * is `https://example.com/wp-content/…`. Other addresses as they are, without WordPress.com's
 * resizing query (`?w=1024`).
 */
export function unwrapCdn(url: URL): URL {
  if (/^i[0-3]\.wp\.com$/i.test(url.host)) {
    const inner = url.pathname.replace(/^\/+/, '');
    if (URL.canParse(`https://${inner}`)) return new URL(`https://${inner}`);
  }
  if (/(^|\.)files\.wordpress\.com$/i.test(url.host) && url.search) {
    const copy = new URL(url.href);
    copy.search = '';
    return copy;
  }
  return url;
}

/** Whether `url` is on the old site itself (its host, with or without www). */
export const onSite = (url: URL, site: OldSite) => bare(url.host) === bare(site.url.host);

const UPLOADS = /\/wp-content\/uploads\/(?:sites\/\d+\/)?(.+)$/;

/**
 * The part of an upload's address after `uploads/` (`2019/05/photo.jpg`), or null when it is none.
 * Without `site`, only `/wp-content/uploads/` addresses; with it, also the site's files on
 * WordPress.com (`name.files.wordpress.com/2019/05/photo.jpg`) and through the image CDN.
 */
export function uploadPathOf(address: string, site?: OldSite): string | null {
  let url: URL;
  try {
    url = new URL(address, site?.url ?? 'https://upload.invalid');
  } catch {
    return null;
  }
  if (site) url = unwrapCdn(url);
  const path = url.pathname;
  const below = UPLOADS.exec(path)?.[1];
  if (below) {
    return site && !site.uploadHosts.has(bare(url.host)) ? null : decodePercent(below);
  }
  if (
    site &&
    /(^|\.)files\.wordpress\.com$/i.test(url.host) &&
    site.uploadHosts.has(bare(url.host))
  ) {
    const file = /^\/(?:sites\/\d+\/)?(.+)$/.exec(path)?.[1];
    return file ? decodePercent(file) : null;
  }
  return null;
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|tiff?|heic)$/i;

/** Whether an upload is an image by its name (the rest are documents: PDF, audio, video…). */
export const isImageFile = (path: string) => IMAGE_FILE.test(path);
