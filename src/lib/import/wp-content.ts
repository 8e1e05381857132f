/**
 * A WordPress post's body, as it is in the export (Gutenberg block markup, or classic-editor HTML
 * with its blank-line paragraphs), turned into the Markdown this site's posts are written in
 * (docs/moving-in-and-out.md): shortcodes expanded, captions and galleries as images with their
 * caption below, embeds (YouTube, tweets, anything) as links, links to the old site made relative,
 * unsafe links and every script, style, frame and form dropped. Images are left as numbered
 * placeholders (`![alt](northbeam-import-image:3)`) for the importer to fill in with the media
 * library's copies (`finishMarkdown`); one it could not bring in goes, and the notes say so.
 */
import { decodeHTML } from 'entities';
import TurndownService from 'turndown';
import { isSafeUrl } from '#lib/markdown/render.ts';
import { replaceShortcodes, type Shortcode } from './shortcodes.ts';

export interface ImageRef {
  /** The image's address as the post has it (absolute, or relative to the old site). */
  src: string;
  alt: string;
  /** The attachment it belongs to (`wp-image-45`, `data-id`, a gallery id), when the HTML says. */
  attachmentId: number | null;
}

export interface Attachment {
  id: number;
  url: string;
  alt: string;
  title: string;
  parent: number;
}

export interface ConvertOptions {
  /** The old site's address: links to it become paths here, its uploads become library images. */
  siteUrl: string;
  /** Attachments by id, for galleries and for alt text. */
  attachments: ReadonlyMap<number, Attachment>;
  /** The post being converted (a gallery without ids shows its attached images). */
  postId: number;
  /** Where an old address of the site leads now (an imported post's new address), or null. */
  linkFor?: (url: URL) => string | null;
}

export interface ConvertedContent {
  /** Markdown with image placeholders (see finishMarkdown). */
  markdown: string;
  images: ImageRef[];
  /** What was changed on the way, for the dry run (a shortcode removed, an embed made a link). */
  notes: string[];
  /** The text before `<!--more-->`, when there is one: the excerpt when the post has none. */
  teaser: string | null;
}

const IMAGE_TOKEN = 'northbeam-import-image:';
const PLACEHOLDER = /!\[((?:\\.|[^\]\\])*)\]\(northbeam-import-image:(\d+)\)/g;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BLOCK_TAG =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|dl|dt|dd|table|thead|tbody|tfoot|tr|td|th|blockquote|pre|figure|figcaption|hr|section|article|aside|header|footer|nav|address|form|fieldset|details|summary|iframe|video|audio|object|embed|style|script|noscript|!--)/i;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const linkParagraph = (url: string, label = url) =>
  `<p><a href="${escapeAttribute(url)}">${escapeAttribute(label)}</a></p>`;

/**
 * WordPress's own `wpautop`, as far as Markdown needs it: in classic-editor HTML a blank line starts
 * a paragraph and a single newline is a line break, except around block-level tags. A paragraph that
 * is only an address is an embed (WordPress shows the page it names); here it becomes a link.
 */
export function autoParagraphs(html: string): string {
  const preserved: string[] = [];
  // Line breaks inside <pre> are the text's own.
  const withoutPre = html.replace(/<pre[\s\S]*?<\/pre>/gi, (pre) => {
    preserved.push(pre);
    return `\uE000pre${preserved.length - 1}\uE000`;
  });
  const chunks = withoutPre
    .replace(/(<\/(?:p|div|h[1-6]|ul|ol|table|blockquote|figure|pre)>)/gi, '$1\n\n')
    .replace(/(<(?:ul|ol|table|blockquote|figure|h[1-6])\b[^>]*>)/gi, '\n\n$1')
    .split(/\n\s*\n/);
  return chunks
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => {
      if (/^https?:\/\/\S+$/.test(chunk)) return linkParagraph(chunk);
      if (BLOCK_TAG.test(chunk) || chunk.startsWith('\uE000pre')) return chunk;
      return `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`;
    })
    .join('\n')
    .replace(/\uE000pre(\d+)\uE000/g, (_, index: string) => preserved[Number(index)]!);
}

interface Collected {
  images: ImageRef[];
  notes: Set<string>;
}

/** The HTML a shortcode stands for; one this site has no use for is removed, its content kept. */
function renderShortcode(shortcode: Shortcode, options: ConvertOptions, found: Collected): string {
  const { name, attrs, content } = shortcode;
  const url = (attrs.url ?? attrs.src ?? attrs.mp4 ?? attrs['0'] ?? content ?? '').trim();
  switch (name) {
    case 'caption':
    case 'wp_caption': {
      const inner = content ?? '';
      const image = /(<a\b[^>]*>\s*)?<img\b[^>]*>(\s*<\/a>)?/i.exec(inner)?.[0] ?? '';
      const caption = (attrs.caption ?? inner.replace(image, '')).trim();
      return `<figure>${image}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    }
    case 'gallery': {
      const ids = (attrs.ids ?? attrs.include ?? '')
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0);
      const images = ids.length
        ? ids.map((id) => options.attachments.get(id))
        : [...options.attachments.values()].filter((a) => a.parent === options.postId);
      const shown = images.filter((image): image is Attachment => image !== undefined);
      if (shown.length < (ids.length || shown.length)) {
        found.notes.add('A gallery names images that are not in the export; they were left out.');
      }
      return shown
        .map(
          (image) =>
            `<figure><img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.alt || image.title)}" data-id="${image.id}"></figure>`,
        )
        .join('');
    }
    case 'embed':
    case 'youtube':
    case 'vimeo':
    case 'soundcloud':
    case 'tweet':
    case 'twitter':
    case 'instagram':
    case 'video':
    case 'audio':
    case 'playlist': {
      if (/^https?:\/\//.test(url)) {
        found.notes.add(`The [${name}] embed became a link to what it showed.`);
        return linkParagraph(url);
      }
      found.notes.add(`Removed the shortcode [${name}]: it named nothing to link to.`);
      return '';
    }
    default:
      found.notes.add(`Removed the shortcode [${name}] (the text inside it, if any, was kept).`);
      return content ?? '';
  }
}

const EMBED_BLOCK =
  /<!--\s*wp:(?:core-)?embed(?:\/[\w-]+)?\s*(\{[\s\S]*?\})?\s*\/?-->([\s\S]*?)<!--\s*\/wp:(?:core-)?embed(?:\/[\w-]+)?\s*-->/g;

/** Gutenberg's embed blocks as links (with their caption); the other blocks' HTML stands as it is. */
function expandBlocks(html: string, found: Collected): string {
  return html
    .replace(EMBED_BLOCK, (_, json: string | undefined, inner: string) => {
      let url = '';
      try {
        const attributes = JSON.parse(json ?? '{}') as { url?: unknown };
        if (typeof attributes.url === 'string') url = attributes.url;
      } catch {
        // the URL is in the block's HTML too
      }
      url ||= /https?:\/\/[^\s<"]+/.exec(inner)?.[0] ?? '';
      const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/i.exec(inner)?.[1]?.trim();
      if (!url) return '';
      found.notes.add('An embed became a link to what it showed.');
      return linkParagraph(url) + (caption ? `<p><em>${caption}</em></p>` : '');
    })
    .replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
}

function attachmentIdOf(element: HTMLElement): number | null {
  const fromClass = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(element.getAttribute('class') ?? '')?.[1];
  const id = Number(fromClass ?? element.getAttribute('data-id') ?? NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const sameSite = (url: URL, site: URL) =>
  url.host.replace(/^www\./, '') === site.host.replace(/^www\./, '');

const isUploadPath = (url: URL) => /\/wp-content\/uploads\//.test(url.pathname);

function converter(options: ConvertOptions, found: Collected): TurndownService {
  const site = new URL(options.siteUrl);
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
  });
  service.remove([
    'script',
    'style',
    'noscript',
    'form',
    'button',
    'input',
    'select',
    'textarea',
    'object',
    'embed',
    'canvas',
    'template',
    'head',
  ]);
  service.remove((node) => node.nodeName.toLowerCase() === 'svg');
  // The page's title is its only h1: a heading one in the body moves one level down.
  service.addRule('demoted-h1', {
    filter: 'h1',
    replacement: (content) => `\n\n## ${content.replace(/\n+/g, ' ').trim()}\n\n`,
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const element = node;
      const src = element.getAttribute('src') ?? '';
      const alt = (element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
      if (!src || /^data:/i.test(src)) return '';
      let url: URL;
      try {
        url = new URL(src, site);
      } catch {
        return '';
      }
      if (!sameSite(url, site) && !isUploadPath(url)) {
        // An image on another site would be fetched by every reader: it becomes a link instead.
        found.notes.add('An image from another site became a link to it.');
        return url.protocol === 'https:' ? `[${alt || 'Image'}](${url.href})` : '';
      }
      found.images.push({ src: url.href, alt, attachmentId: attachmentIdOf(element) });
      return `![${alt.replace(/([\\\]])/g, '\\$1')}](${IMAGE_TOKEN}${found.images.length - 1})`;
    },
  });
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
    replacement: (content, node) => {
      const href = node.getAttribute('href')!.trim();
      let url: URL | null;
      try {
        url = new URL(href, site);
      } catch {
        url = null;
      }
      // A picture that links to its own file (or attachment page) is just the picture here.
      const onlyImage = /^!\[[^\]]*\]\(northbeam-import-image:\d+\)$/.test(content.trim());
      if (onlyImage && url && sameSite(url, site)) return content;
      if (!content.trim()) return '';
      let target = href;
      if (url && sameSite(url, site) && /^https?:$/.test(url.protocol)) {
        target = options.linkFor?.(url) ?? `${url.pathname}${url.search}${url.hash}`;
      }
      if (!isSafeUrl(target)) return content;
      return `[${content}](${target})`;
    },
  });
  // A gallery block's images sit in a list for layout's sake: here they are one after another.
  service.addRule('gallery-list', {
    filter: (node) =>
      (node.nodeName === 'UL' || node.nodeName === 'LI') &&
      /\bblocks-gallery-(grid|item)\b/.test(node.getAttribute('class') ?? ''),
    replacement: (content) => `\n\n${content}\n\n`,
  });
  service.addRule('figcaption', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n_${content.trim()}_\n\n` : ''),
  });
  service.addRule('frame', {
    filter: ['iframe', 'video', 'audio'],
    replacement: (_content, node) => {
      const element = node;
      const src =
        element.getAttribute('src') ??
        element.getElementsByTagName('source')[0]?.getAttribute('src') ??
        '';
      found.notes.add(`An embedded ${node.nodeName.toLowerCase()} became a link to it.`);
      try {
        const url = new URL(src, site);
        return url.protocol === 'https:' || url.protocol === 'http:'
          ? `\n\n[${url.href}](${url.href})\n\n`
          : '';
      } catch {
        return '';
      }
    },
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => `\n\n${markdownTable(node, service)}\n\n`,
  });
  return service;
}

/** A table as a GFM table: its first row is the header; cells on one line each. */
function markdownTable(table: HTMLElement, service: TurndownService): string {
  const rows = Array.from(table.getElementsByTagName('tr')).map((row) =>
    Array.from(row.childNodes)
      .filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH')
      .map((cell) =>
        service
          .turndown((cell as HTMLElement).innerHTML)
          .replace(/\n+/g, ' ')
          .replace(/\|/g, '\\|')
          .trim(),
      ),
  );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] || ' ').join(' | ')} |`;
  return [line(rows[0]!), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
}

/** Converts a post's body; see the module comment. */
export function wordpressToMarkdown(html: string, options: ConvertOptions): ConvertedContent {
  const found: Collected = { images: [], notes: new Set() };
  let source = html.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  const more = /<!--\s*more\b[^>]*-->|<!--\s*wp:more\b[\s\S]*?\/wp:more\s*-->/.exec(source);
  const teaserHtml = more ? source.slice(0, more.index) : null;
  source = source.replace(/<!--\s*more\b[^>]*-->|<!--\s*wp:more\b[\s\S]*?\/wp:more\s*-->/g, '');
  const blocks = /<!--\s*wp:/.test(source);
  if (blocks) source = expandBlocks(source, found);
  source = replaceShortcodes(source, (shortcode) => renderShortcode(shortcode, options, found));
  if (!blocks) source = autoParagraphs(source);
  const markdown = tidy(converter(options, found).turndown(source));
  const teaser = teaserHtml === null ? null : plainText(teaserHtml);
  return { markdown, images: found.images, notes: [...found.notes], teaser };
}

/** Blank-only lines gone, at most one empty line in a row, no trailing spaces but line breaks'. */
function tidy(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      /^[\s\u00a0]*$/.test(line) ? '' : line.replace(/[ \t\u00a0]+$/, (t) => (t === '  ' ? t : '')),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of some HTML (comments, shortcodes, captions and tags gone, entities decoded), on one line. */
export function plainText(html: string): string {
  const withoutShortcodes = replaceShortcodes(
    html.replace(/<!--[\s\S]*?-->/g, ''),
    ({ name, content }) => (name === 'caption' || name === 'wp_caption' ? '' : (content ?? '')),
  );
  return decodeHTML(
    withoutShortcodes
      .replace(/<(script|style|figure)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Fills the image placeholders with the library's copies (`placed[n]`, for `images[n]`): its
 * address, and its alt text where the post gave none. An image that could not be brought in (null)
 * is left out.
 */
export function finishMarkdown(
  markdown: string,
  placed: readonly ({ path: string; alt: string } | null)[],
): string {
  return tidy(
    markdown.replace(PLACEHOLDER, (_, alt: string, index: string) => {
      const image = placed[Number(index)];
      if (!image) return '';
      return `![${alt || image.alt.replace(/([\\\]])/g, '\\$1')}](${image.path})`;
    }),
  );
}
