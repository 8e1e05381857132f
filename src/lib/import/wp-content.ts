/**
 * A WordPress post's body, as it is in the export (Gutenberg block markup, or classic-editor HTML
 * with its blank-line paragraphs), turned into the Markdown this site's posts are written in, its
 * dialect included (docs/moving-in-and-out.md): shortcodes expanded, captions and galleries as
 * images with their caption below, embeds as links, links to the old site made relative, in-page
 * anchors kept on their headings, footnotes as footnotes, strike, superscript, subscript, mark, kbd
 * and abbreviations kept; unsafe links and every script, style and frame dropped. What cannot come
 * (a server-rendered block, a form, an unknown shortcode, a document) is named in `leftOut`.
 *
 * Images are left as numbered placeholders (`![alt](northbeam-import-image:3)`, and links to an
 * image's full size as `(northbeam-import-full:3)`) for the importer to fill in with the media
 * library's copies (`finishMarkdown`); one it could not bring in goes, and the notes say so.
 */
import { decodeHTML } from 'entities';
import TurndownService from 'turndown';
import { headingId } from '#lib/markdown/dialect.ts';
import { isSafeUrl } from '#lib/markdown/render.ts';
import { replaceShortcodes, type Shortcode } from './shortcodes.ts';
import {
  isImageFile,
  oldSite,
  onSite,
  unwrapCdn,
  uploadPathOf,
  type Attachment,
  type ImageRef,
  type OldSite,
} from './wp-site.ts';

export type { Attachment, ImageRef } from './wp-site.ts';

export interface ConvertOptions {
  /** The old site: links to it become paths here, its uploads become library images. */
  site?: OldSite;
  /** The old site's address, when `site` is not given. */
  siteUrl?: string;
  /** Attachments by id, for galleries, alt text and links to attachment pages. */
  attachments: ReadonlyMap<number, Attachment>;
  /** The post being converted (a gallery without ids shows its attached images). */
  postId: number;
  /** Where an old address of the site leads now (an imported post's new address), or null. */
  linkFor?: (url: URL) => string | null;
  /** The post's footnotes as Gutenberg keeps them (its `footnotes` meta): id → HTML. */
  footnotes?: ReadonlyMap<string, string>;
}

export interface ConvertedContent {
  /** Markdown with image placeholders (see finishMarkdown). */
  markdown: string;
  /** Images shown (`northbeam-import-image:N`) or linked to (`northbeam-import-full:N`), by N. */
  images: ImageRef[];
  /** What was changed on the way, for the dry run (an embed made a link). */
  notes: string[];
  /** What is not imported, each with the reason (a server-rendered block, a form, a document). */
  leftOut: string[];
  /** The documents (PDF, audio, video: uploads the media library does not take) it links to. */
  documents: string[];
  /** The text before `<!--more-->`, when there is one: the excerpt when the post has none. */
  teaser: string | null;
}

const IMAGE_TOKEN = 'northbeam-import-image:';
const FULL_TOKEN = 'northbeam-import-full:';
const ALT = String.raw`(?:\\.|[^\]\\])*`;
const LABEL = String.raw`(?:\\.|[^[\]\\]|\[(?:\\.|[^[\]\\])*\])*`;
const PLACEHOLDER = new RegExp(String.raw`!\[(${ALT})\]\(${IMAGE_TOKEN}(\d+)\)`, 'g');
const LINKED_PLACEHOLDER = new RegExp(
  String.raw`\[!\[${ALT}\]\(${IMAGE_TOKEN}(\d+)\)\]\([^)\s]*\)`,
  'g',
);
const FULL_LINK = new RegExp(String.raw`\[(${LABEL})\]\(${FULL_TOKEN}(\d+)\)`, 'g');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BLOCK_TAG =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|dl|dt|dd|table|thead|tbody|tfoot|tr|td|th|blockquote|pre|figure|figcaption|hr|section|article|aside|header|footer|nav|address|form|fieldset|details|summary|iframe|video|audio|object|embed|style|script|noscript|!--)/i;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const linkParagraph = (url: string, label = url) =>
  `<p><a href="${escapeAttribute(url)}">${escapeAttribute(label)}</a></p>`;

/** A file's name as a reader would say it (the last part of its path). */
const fileName = (path: string) => path.split('/').pop() ?? path;

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
    .replace(/(<\/(?:p|div|h[1-6]|ul|ol|dl|table|blockquote|figure|pre|address)>)/gi, '$1\n\n')
    .replace(/(<(?:ul|ol|dl|table|blockquote|figure|h[1-6]|address)\b[^>]*>)/gi, '\n\n$1')
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
  leftOut: Set<string>;
  documents: Set<string>;
  /** Footnotes by their id in the HTML: their text (HTML), and their number once referenced. */
  footnotes: Map<string, { html: string; label: number | null }>;
  /** Abbreviations: the term as shown, and what it stands for (the first title given). */
  abbreviations: Map<string, string>;
  /** In-page anchors: a heading's id on WordPress → its id here. */
  anchors: Map<string, string>;
}

/** Shortcodes of footnote plugins: their content is the note. */
const FOOTNOTE_SHORTCODES = new Set(['efn_note', 'footnote', 'ref']);

/** The HTML a shortcode stands for; one this site has no use for is removed, its content kept. */
function renderShortcode(shortcode: Shortcode, options: ConvertOptions, found: Collected): string {
  const { name, attrs, content } = shortcode;
  const url = (
    attrs.url ??
    attrs.src ??
    attrs.mp4 ??
    attrs.mp3 ??
    attrs['0'] ??
    content ??
    ''
  ).trim();
  if (FOOTNOTE_SHORTCODES.has(name) && content?.trim()) {
    const id = `shortcode-${found.footnotes.size + 1}`;
    found.footnotes.set(id, { html: content, label: null });
    // (Not empty: the converter drops an empty element.)
    return `<sup data-fn="${id}" class="fn">*</sup>`;
  }
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
        const site = siteOf(options);
        const upload = uploadPathOf(url, site);
        if (upload) {
          leaveDocument(found, upload);
          return '';
        }
        found.notes.add(`The [${name}] embed became a link to what it showed.`);
        return linkParagraph(url);
      }
      found.leftOut.add(`The shortcode [${name}]: it named nothing to link to.`);
      return '';
    }
    default:
      found.leftOut.add(
        `The shortcode [${name}], which this site does not know: removed (the text inside it, if any, kept).`,
      );
      return content ?? '';
  }
}

/** A document the body links to or embeds: named, not imported (the library takes images). */
function leaveDocument(found: Collected, path: string) {
  found.documents.add(path);
  found.leftOut.add(
    `The file “${fileName(path)}”: the media library takes images only, so it is not imported; its link was removed and its text kept.`,
  );
}

/** A block's attributes: JSON inside its comment (never past the comment's end). */
const ATTRIBUTES = String.raw`\{(?:(?!-->)[\s\S])*?\}`;
const EMBED_BLOCK = new RegExp(
  String.raw`<!--\s*wp:(?:core-)?embed(?:\/[\w-]+)?\s*(${ATTRIBUTES})?\s*\/?-->([\s\S]*?)<!--\s*\/wp:(?:core-)?embed(?:\/[\w-]+)?\s*-->`,
  'g',
);
/** A plugin's form (a contact form, a signup), with its fields. */
const FORM_BLOCK = new RegExp(
  String.raw`<!--\s*wp:((?:[a-z0-9-]+\/)?(?:[a-z0-9-]*-)?form(?:-[a-z0-9-]*)?)(?:\s+${ATTRIBUTES})?\s*-->[\s\S]*?<!--\s*\/wp:\1\s*-->`,
  'g',
);
/** Blocks whose content WordPress draws at each visit, with their inner blocks. */
const DYNAMIC_CONTAINER = new RegExp(
  String.raw`<!--\s*wp:((?:[a-z0-9-]+\/)?(?:query|comments|comments-query-loop|navigation|latest-comments))(?:\s+${ATTRIBUTES})?\s*-->[\s\S]*?<!--\s*\/wp:\1\s*-->`,
  'g',
);
/** A block with no HTML of its own: WordPress draws it at each visit. */
const SELF_CLOSING_BLOCK = new RegExp(
  String.raw`<!--\s*wp:((?:[a-z0-9-]+\/)?[a-z0-9-]+)(?:\s+${ATTRIBUTES})?\s*\/-->`,
  'g',
);
/** Self-closing blocks that show nothing a reader misses. */
const SILENT_BLOCKS = new Set(['more', 'nextpage', 'footnotes', 'spacer', 'separator']);

/** A block's name as a reader would say it: `latest-posts` is “Latest posts”. */
function blockName(name: string): string {
  const [namespace, bare = name] = name.includes('/') ? name.split('/') : [null, name];
  const words = bare.replace(/-/g, ' ');
  return `${words[0]!.toUpperCase()}${words.slice(1)}${namespace && namespace !== 'core' ? ` (${namespace})` : ''}`;
}

function serverRendered(name: string, found: Collected) {
  const bare = name.replace(/^core\//, '');
  if (SILENT_BLOCKS.has(bare)) return;
  if (bare === 'block') {
    found.leftOut.add(
      'A reusable block: its content is kept apart from the post on WordPress and is not imported.',
    );
  } else if (/(?:^|[-/])form(?:-|$)|^[a-z0-9-]+\/field-/.test(bare)) {
    found.leftOut.add(
      `The form “${blockName(name)}”: forms are not imported (this site has its own contact form).`,
    );
  } else {
    found.leftOut.add(
      `The block “${blockName(name)}”: WordPress drew it at each visit (a server-rendered block), so there is nothing to import.`,
    );
  }
}

/** Gutenberg's embed blocks as links (with their caption); server-rendered blocks named; the rest as HTML. */
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
    .replace(FORM_BLOCK, (_, name: string) => {
      serverRendered(name, found);
      return '';
    })
    .replace(DYNAMIC_CONTAINER, (_, name: string) => {
      serverRendered(name, found);
      return '';
    })
    .replace(SELF_CLOSING_BLOCK, (_, name: string) => {
      serverRendered(name, found);
      return '';
    })
    .replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
}

function attachmentIdOf(element: HTMLElement): number | null {
  const fromClass = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(element.getAttribute('class') ?? '')?.[1];
  const id = Number(fromClass ?? element.getAttribute('data-id') ?? NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const siteOf = (options: ConvertOptions): OldSite =>
  options.site ?? oldSite({ siteUrl: options.siteUrl ?? 'https://old.invalid', items: [] });

/** Whether an element is inside a footnote reference (`<sup data-fn>`). */
function footnoteAround(node: Node): boolean {
  for (let at = node.parentNode; at; at = at.parentNode) {
    if (at.nodeName === 'SUP' && (at as HTMLElement).getAttribute('data-fn') !== null) return true;
  }
  return false;
}

/** The link around an element (an image inside `<a href>`), or null. */
function linkAround(node: Node): HTMLElement | null {
  for (let at = node.parentNode; at; at = at.parentNode) {
    if (at.nodeName === 'A' && (at as HTMLElement).getAttribute('href')) return at as HTMLElement;
  }
  return null;
}

/** Text as Markdown writes it, with this site's dialect escaped too (`~ ^ ==`, and HTML-like `<`). */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\*/g, '\\*')
    .replace(/^-/g, '\\-')
    .replace(/^\+ /g, '\\+ ')
    .replace(/^(=+)/g, '\\$1')
    .replace(/^(#{1,6}) /g, '\\$1 ')
    .replace(/`/g, '\\`')
    .replace(/[~^[\]_]/g, '\\$&')
    .replace(/=(?==)/g, '\\=')
    .replace(/^>/g, '\\>')
    .replace(/^(\d+)\. /g, '$1\\. ')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/** A run of backticks longer than any inside `text`, at least three: a fence that holds it. */
const fenceFor = (text: string) =>
  '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));

/** A filter for elements by name (the DOM's types know no obsolete ones: strike, tt, acronym). */
const named =
  (...names: string[]) =>
  (node: HTMLElement) =>
    names.includes(node.nodeName.toLowerCase());

/** An inline mark of the dialect around content (nothing when the content is empty). */
const inlineMark =
  (delimiter: string, closing = delimiter) =>
  (content: string) =>
    content.trim() ? `${delimiter}${content}${closing}` : content;

function converter(options: ConvertOptions, found: Collected): TurndownService {
  const site = siteOf(options);
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
  });
  service.escape = escapeText;
  service.remove([
    'script',
    'style',
    'noscript',
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
  service.addRule('form', {
    filter: 'form',
    replacement: () => {
      found.leftOut.add('A form: forms are not imported (this site has its own contact form).');
      return '';
    },
  });
  // The page's title is its only h1, and the editor writes h2 and h3: other levels move to them.
  service.addRule('heading', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node) => {
      const level = node.nodeName === 'H3' || /^H[4-6]$/.test(node.nodeName) ? 3 : 2;
      const text = content.replace(/\n+/g, ' ').trim();
      return text ? `\n\n${'#'.repeat(level)} ${text}\n\n` : '';
    },
  });
  service.addRule('preformatted', {
    filter: (node) =>
      node.nodeName === 'PRE' &&
      !/\bwp-block-verse\b/.test(node.getAttribute('class') ?? '') &&
      !(node.childNodes.length === 1 && node.firstChild?.nodeName === 'CODE'),
    replacement: (_content, node) => {
      const text = (node.textContent ?? '').replace(/\n$/, '');
      const fence = fenceFor(text);
      return `\n\n${fence}\n${text}\n${fence}\n\n`;
    },
  });
  // A verse keeps its lines and their indentation (as no-break spaces), and its emphasis.
  service.addRule('verse', {
    filter: (node) =>
      node.nodeName === 'PRE' && /\bwp-block-verse\b/.test(node.getAttribute('class') ?? ''),
    replacement: (content) =>
      `\n\n${content
        .replace(/^\n+|\n+$/g, '')
        .split('\n')
        .map((line) => line.replace(/^[ \t]+/, (indent) => '\u00a0'.repeat(indent.length)))
        .join('  \n')}\n\n`,
  });
  service.addRule('strike', {
    filter: named('del', 's', 'strike'),
    replacement: inlineMark('~~'),
  });
  service.addRule('superscript', {
    filter: (node) => node.nodeName === 'SUP' && !node.getAttribute('data-fn'),
    replacement: inlineMark('^'),
  });
  service.addRule('subscript', { filter: 'sub', replacement: inlineMark('~') });
  service.addRule('mark', { filter: 'mark', replacement: inlineMark('==') });
  service.addRule('kbd', { filter: 'kbd', replacement: inlineMark('[[', ']]') });
  service.addRule('variable', { filter: ['var', 'cite', 'dfn'], replacement: inlineMark('*') });
  service.addRule('teletype', { filter: named('tt'), replacement: inlineMark('`') });
  service.addRule('quotation', { filter: 'q', replacement: inlineMark('“', '”') });
  service.addRule('summary', { filter: 'summary', replacement: (c) => `\n\n**${c.trim()}**\n\n` });
  service.addRule('definition-term', {
    filter: 'dt',
    replacement: (content) => (content.trim() ? `\n\n**${content.trim()}**  \n` : ''),
  });
  service.addRule('definition', {
    filter: 'dd',
    replacement: (content) => `${content.trim()}\n\n`,
  });
  service.addRule('abbreviation', {
    filter: named('abbr', 'acronym'),
    replacement: (content, node) => {
      const term = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const title = (node.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
      if (term && title && !/[[\]\n]/.test(term) && !found.abbreviations.has(term)) {
        found.abbreviations.set(term, title);
      }
      return content;
    },
  });
  service.addRule('footnote-reference', {
    filter: (node) => node.nodeName === 'SUP' && node.getAttribute('data-fn') !== null,
    replacement: (_content, node) => {
      const footnote = found.footnotes.get(node.getAttribute('data-fn')!);
      if (!footnote) return '';
      footnote.label ??= Math.max(0, ...[...found.footnotes.values()].map((f) => f.label ?? 0)) + 1;
      return `[^${footnote.label}]`;
    },
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const element = node;
      const src = ['data-lazy-src', 'data-src', 'data-original', 'src']
        .map((name) => element.getAttribute(name)?.trim() ?? '')
        .find((value) => value !== '' && !/^data:/i.test(value));
      const alt = (element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
      if (!src) return '';
      let url: URL;
      try {
        url = unwrapCdn(new URL(src, site.url));
      } catch {
        return '';
      }
      if (!onSite(url, site) && uploadPathOf(url.href, site) === null) {
        // An image on another site would be fetched by every reader: it becomes a link instead
        // (inside a link, its alt text: a link in a link is no link).
        found.notes.add('An image from another site became a link to it.');
        if (linkAround(node)) return escapeText(alt || 'Image');
        return url.protocol === 'https:' ? `[${escapeText(alt || 'Image')}](${url.href})` : '';
      }
      found.images.push({ src: url.href, alt, attachmentId: attachmentIdOf(element) });
      return `![${alt.replace(/([\\\]])/g, '\\$1')}](${IMAGE_TOKEN}${found.images.length - 1})`;
    },
  });
  const attachmentByPage = new Map<string, Attachment>();
  for (const attachment of options.attachments.values()) {
    if (attachment.page) attachmentByPage.set(attachment.page.replace(/\/+$/, ''), attachment);
  }
  /** The attachment an address is the page of (its page, `?attachment_id=`, `?p=`), if any. */
  const attachmentPage = (url: URL): Attachment | undefined => {
    const byPage = attachmentByPage.get(url.href.replace(/[#].*$/, '').replace(/\/+$/, ''));
    if (byPage) return byPage;
    const id = Number(url.searchParams.get('attachment_id') ?? url.searchParams.get('p'));
    return url.pathname.replace(/\/+$/, '') === '' && id ? options.attachments.get(id) : undefined;
  };
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
    replacement: (content, node) => {
      const href = node.getAttribute('href')!.trim();
      if (!content.trim()) return '';
      // A File block's second link is its download button: the same file again.
      if (/\bwp-block-file__button\b/.test(node.getAttribute('class') ?? '')) return '';
      // A footnote's number links to its note: the reference replaces it whole.
      if (footnoteAround(node)) return content;
      if (href === '' || href === '#') return content;
      if (href.startsWith('#')) return anchorLink(content, href.slice(1));
      let url: URL | null;
      try {
        url = new URL(href, site.url);
      } catch {
        url = null;
      }
      if (!url || !/^https?:$/.test(url.protocol)) {
        return isSafeUrl(href) ? `[${content}](${href})` : content;
      }
      const shownImage = /^!\[(?:\\.|[^\]\\])*\]\(northbeam-import-image:(\d+)\)$/.exec(
        content.trim(),
      )?.[1];
      const attachment = attachmentPage(url);
      const file = uploadPathOf(attachment?.url ?? url.href, site);
      if (file !== null && (onSite(url, site) || uploadPathOf(url.href, site) !== null)) {
        if (!isImageFile(file)) {
          leaveDocument(found, file);
          return content;
        }
        // A link to an image's own file (or attachment page) leads to the image's largest size.
        const shown = shownImage === undefined ? undefined : found.images[Number(shownImage)];
        const same =
          shown &&
          ((attachment && shown.attachmentId === attachment.id) ||
            sameFile(uploadPathOf(shown.src, site), file));
        let target: number;
        if (same) target = Number(shownImage);
        else {
          found.images.push({
            src: unwrapCdn(new URL(attachment?.url ?? url.href)).href,
            alt: '',
            attachmentId: attachment?.id ?? null,
            linkOnly: true,
          });
          target = found.images.length - 1;
        }
        return `[${content}](${FULL_TOKEN}${target})`;
      }
      let target = href;
      if (onSite(url, site)) {
        const moved = options.linkFor?.(url);
        target = moved ? `${moved}${url.hash}` : `${url.pathname}${url.search}${url.hash}`;
      }
      if (!isSafeUrl(target)) return content;
      return `[${content}](${target})`;
    },
  });
  const anchorLink = (content: string, id: string) => {
    let decoded = id;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      // kept as written
    }
    const here = found.anchors.get(decoded);
    if (here) return `[${content}](#${here})`;
    found.notes.add(
      `A link to #${decoded} on the same page pointed at something that is not a heading: its text was kept.`,
    );
    return content;
  };
  // A gallery block's images sit in a list for layout's sake: here they are one after another.
  service.addRule('gallery-list', {
    filter: (node) =>
      (node.nodeName === 'UL' || node.nodeName === 'LI') &&
      /\bblocks-gallery-(grid|item)\b/.test(node.getAttribute('class') ?? ''),
    replacement: (content) => `\n\n${content}\n\n`,
  });
  service.addRule('figcaption', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n*${content.trim()}*\n\n` : ''),
  });
  service.addRule('frame', {
    filter: ['iframe', 'video', 'audio'],
    replacement: (_content, node) => {
      const element = node;
      const src =
        element.getAttribute('src') ??
        element.getElementsByTagName('source')[0]?.getAttribute('src') ??
        '';
      let url: URL;
      try {
        url = new URL(src, site.url);
      } catch {
        return '';
      }
      const upload = uploadPathOf(url.href, site);
      if (upload !== null) {
        leaveDocument(found, upload);
        return '';
      }
      found.notes.add(`An embedded ${node.nodeName.toLowerCase()} became a link to it.`);
      return url.protocol === 'https:' || url.protocol === 'http:'
        ? `\n\n[${url.href}](${url.href})\n\n`
        : '';
    },
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => `\n\n${markdownTable(node, service)}\n\n`,
  });
  return service;
}

/** Whether two upload paths are one image (a size WordPress made of it counts as the image). */
function sameFile(a: string | null, b: string): boolean {
  if (a === null) return false;
  const original = (path: string) =>
    path.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1').replace(/-scaled(\.[a-z0-9]+)$/i, '$1');
  return original(a) === original(b);
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

const HEADING_WITH_ID = /<h[1-6]\b([^>]*)>([\s\S]*?)<\/h[1-6]>/gi;
const ID_ATTRIBUTE = /\b(?:id|name)\s*=\s*("([^"]*)"|'([^']*)')/gi;

/** The ids a heading carried on WordPress (its own, or an anchor's inside it), with its id here. */
function headingAnchors(html: string): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const [, attributes = '', inner = ''] of html.matchAll(HEADING_WITH_ID)) {
    const here = headingId(plainText(inner));
    if (!here) continue;
    for (const match of `${attributes} ${inner}`.matchAll(ID_ATTRIBUTE)) {
      const id = match[2] ?? match[3] ?? '';
      if (id && !anchors.has(id)) anchors.set(id, here);
    }
  }
  return anchors;
}

/** Converts a post's body; see the module comment. */
export function wordpressToMarkdown(html: string, options: ConvertOptions): ConvertedContent {
  const found: Collected = {
    images: [],
    notes: new Set(),
    leftOut: new Set(),
    documents: new Set(),
    footnotes: new Map(
      [...(options.footnotes ?? new Map<string, string>())].map(([id, note]) => [
        id,
        { html: note, label: null },
      ]),
    ),
    abbreviations: new Map(),
    anchors: new Map(),
  };
  let source = html.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  const more = /<!--\s*more\b[^>]*-->|<!--\s*wp:more\b[\s\S]*?\/wp:more\s*-->/.exec(source);
  const teaserHtml = more ? source.slice(0, more.index) : null;
  source = source.replace(/<!--\s*more\b[^>]*-->|<!--\s*wp:more\b[\s\S]*?\/wp:more\s*-->/g, '');
  const blocks = /<!--\s*wp:/.test(source);
  if (blocks) source = expandBlocks(source, found);
  source = replaceShortcodes(source, (shortcode) => renderShortcode(shortcode, options, found));
  if (!blocks) source = autoParagraphs(source);
  for (const [id, here] of headingAnchors(source)) found.anchors.set(id, here);
  const service = converter(options, found);
  let markdown = tidy(service.turndown(source));
  // Footnotes no reference shows still come, after those in order: their text is the post's.
  const footnotes = [...found.footnotes.values()];
  for (const footnote of footnotes) {
    footnote.label ??= Math.max(0, ...footnotes.map((f) => f.label ?? 0)) + 1;
  }
  const definitions = footnotes
    .sort((a, b) => a.label! - b.label!)
    .map(({ html: note, label }) => {
      const text = tidy(service.turndown(note)).replace(/\s*\n+\s*/g, ' ');
      return text ? `[^${label}]: ${text}` : '';
    })
    .filter((line) => line !== '');
  const abbreviations = [...found.abbreviations].map(([term, title]) => `*[${term}]: ${title}`);
  if (definitions.length > 0) markdown += `\n\n${definitions.join('\n')}`;
  if (abbreviations.length > 0) markdown += `\n\n${abbreviations.join('\n')}`;
  const teaser = teaserHtml === null ? null : plainText(teaserHtml);
  return {
    markdown: markdown.trim(),
    images: found.images,
    notes: [...found.notes],
    leftOut: [...found.leftOut],
    documents: [...found.documents],
    teaser,
  };
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

export interface PlacedImage {
  /** The body's address of the library image (`/media/{id}`). */
  path: string;
  alt: string;
  /** Where a link to the image's full size goes (its widest variant). */
  full: string;
}

/**
 * Fills the image placeholders with the library's copies (`placed[n]`, for `images[n]`): its
 * address, and its alt text where the post gave none; a link to its full size, its widest variant.
 * An image that could not be brought in (null) is left out, and a link to it keeps its text.
 */
export function finishMarkdown(markdown: string, placed: readonly (PlacedImage | null)[]): string {
  return tidy(
    markdown
      .replace(LINKED_PLACEHOLDER, (whole, index: string) => (placed[Number(index)] ? whole : ''))
      .replace(PLACEHOLDER, (_, alt: string, index: string) => {
        const image = placed[Number(index)];
        if (!image) return '';
        return `![${alt || image.alt.replace(/([\\\]])/g, '\\$1')}](${image.path})`;
      })
      .replace(FULL_LINK, (_, label: string, index: string) => {
        const image = placed[Number(index)];
        return image ? `[${label}](${image.full})` : label;
      }),
  );
}
