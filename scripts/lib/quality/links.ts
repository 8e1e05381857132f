/**
 * Internal links and asset references of built pages: which URLs a page points at, which built file
 * (or on-demand route) answers each one, and which do not resolve.
 */
import type { Tag } from './tags.ts';

export interface Reference {
  /** Where the URL came from, e.g. `a[href]`, `img[srcset]`, `meta[og:image]`. */
  source: string;
  url: string;
}

const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  script: ['src'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
};

const URL_METAS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:audio',
  'og:video',
  'twitter:image',
]);

/** The URLs of a `srcset` value, without their width or density descriptors (HTML's parsing rules). */
export function parseSrcset(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i] ?? '')) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !/\s/.test(value[end] ?? '')) end++;
    let url = value.slice(i, end);
    i = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Skip the descriptors up to the next comma outside parentheses.
      let depth = 0;
      while (i < value.length) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** Every URL a page refers to: links, assets, form targets, island modules and social images. */
export function extractReferences(tags: readonly Tag[]): Reference[] {
  const references: Reference[] = [];
  for (const tag of tags) {
    if (tag.name === 'meta') {
      const key = tag.attrs['property'] ?? tag.attrs['name'] ?? '';
      const content = tag.attrs['content'];
      if (URL_METAS.has(key) && content) references.push({ source: `meta[${key}]`, url: content });
      continue;
    }
    for (const attr of URL_ATTRIBUTES[tag.name] ?? []) {
      const value = tag.attrs[attr];
      if (value === undefined) continue;
      if (tag.name === 'link' && /\b(dns-prefetch|preconnect)\b/.test(tag.attrs['rel'] ?? '')) {
        continue;
      }
      const urls = attr === 'srcset' ? parseSrcset(value) : [value];
      for (const url of urls) references.push({ source: `${tag.name}[${attr}]`, url });
    }
  }
  return references;
}

export interface InternalTarget {
  /** Decoded pathname, e.g. `/blog/some-post`. */
  path: string;
  /** Fragment without `#`, or '' when there is none. */
  hash: string;
}

const NOT_FETCHED = /^(mailto|tel|sms|javascript|data|blob|about):/i;

/**
 * The internal target of `url` as written on the page at `pagePath`, or null when the URL leaves the
 * site (another origin or a non-HTTP scheme). `siteOrigin` is the site's configured origin
 * (SITE_URL), which absolute self-references (canonical, og:url, og:image) carry.
 */
export function internalTarget(
  url: string,
  pagePath: string,
  siteOrigin: string,
): InternalTarget | null {
  const trimmed = url.trim();
  if (trimmed === '' || NOT_FETCHED.test(trimmed)) return null;
  const origin = new URL(siteOrigin).origin;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, origin + pagePath);
  } catch {
    return { path: trimmed, hash: '' };
  }
  if (resolved.origin !== origin) return null;
  let path = resolved.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep the raw path: it will not match a file and is reported as broken.
  }
  return { path, hash: decodeURIComponent(resolved.hash.replace(/^#/, '')) };
}

/** The URL path a built HTML file answers: `index.html` → `/`, `blog/x.html` → `/blog/x`. */
export function pagePathForFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** The built file (relative to the client folder, leading slash) that serves `path`, if any. */
export function fileForPath(path: string, files: ReadonlySet<string>): string | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const candidates = bare === '/' ? ['/index.html'] : [bare, `${bare}.html`, `${bare}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * A matcher for an on-demand page or endpoint file under src/pages (one with `prerender = false`):
 * `api/admin/posts/[id].ts` → `/api/admin/posts/<one segment>`, `[...rest]` → any depth.
 */
export function routePatternForPageFile(file: string): RegExp {
  const route = file
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')
    .replace(/\.(astro|ts|js|mjs|md|mdx|html)$/, '')
    .replace(/(^|\/)index$/, '');
  const pattern = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '(?:/.*)?';
      const escaped = segment
        .split(/(\[[^\]]+\])/)
        .map((part) =>
          /^\[[^\]]+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return `/${escaped}`;
    })
    .join('');
  return new RegExp(`^${pattern === '' ? '/' : pattern}/?$`);
}

export interface PageLinks {
  /** URL path of the page, e.g. `/blog`. */
  path: string;
  references: readonly Reference[];
}

export interface BrokenLink {
  page: string;
  source: string;
  url: string;
  reason: string;
}

export interface LinkIndex {
  /** Built files relative to the client folder, with a leading slash: `/blog.html`, `/_astro/x.js`. */
  files: ReadonlySet<string>;
  /** Element ids per page path, for `#fragment` checks. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Routes served on demand (not built as files). */
  onDemand: readonly RegExp[];
}

/** Every reference of every page that resolves to neither a built file nor an on-demand route. */
export function findBrokenLinks(
  pages: readonly PageLinks[],
  index: LinkIndex,
  siteOrigin: string,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const { source, url } of page.references) {
      const target = internalTarget(url, page.path, siteOrigin);
      if (!target) continue;
      const file = fileForPath(target.path, index.files);
      if (!file) {
        if (index.onDemand.some((route) => route.test(target.path))) continue;
        broken.push({ page: page.path, source, url, reason: 'no such file or route' });
        continue;
      }
      if (target.hash && file.endsWith('.html') && !target.hash.startsWith(':~:')) {
        const ids = index.ids.get(pagePathForFile(file.slice(1)));
        if (ids && !ids.has(target.hash)) {
          broken.push({
            page: page.path,
            source,
            url,
            reason: `no element with id "${target.hash}"`,
          });
        }
      }
    }
  }
  return broken;
}

/** The ids of a page's elements. */
export function elementIds(tags: readonly Tag[]): Set<string> {
  const ids = new Set<string>();
  for (const tag of tags) {
    const id = tag.attrs['id'];
    if (id) ids.add(id);
    // Legacy named anchors are valid fragment targets too.
    if (tag.name === 'a' && tag.attrs['name']) ids.add(tag.attrs['name']);
  }
  return ids;
}

/** The reference sources that are a link a visitor (or a crawler) can follow to another page. */
const FOLLOWED_LINKS = new Set(['a[href]', 'area[href]']);

/**
 * Indexable pages that no other indexable page links to (the home page aside): reachable only
 * through the sitemap. `pages` are all built pages; `indexable` the paths of those without noindex.
 */
export function findOrphanPages(
  pages: readonly PageLinks[],
  indexable: ReadonlySet<string>,
  files: ReadonlySet<string>,
  siteOrigin: string,
): string[] {
  const linkedTo = new Set<string>();
  for (const page of pages) {
    if (!indexable.has(page.path)) continue;
    for (const { source, url } of page.references) {
      if (!FOLLOWED_LINKS.has(source)) continue;
      const target = internalTarget(url, page.path, siteOrigin);
      const file = target && fileForPath(target.path, files);
      if (!file?.endsWith('.html')) continue;
      const path = pagePathForFile(file.slice(1));
      if (path !== page.path) linkedTo.add(path);
    }
  }
  return [...indexable].filter((path) => path !== '/' && !linkedTo.has(path)).sort();
}

/** Pages listed per broken URL before "…": navigation links repeat on every page. */
