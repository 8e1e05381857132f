/** Page metadata: merges a page's own values with the site defaults into what the <head> renders. */

export interface PageMeta {
  /** The page's own title, without the brand; omitted on the home page. */
  title?: string;
  /** 50–160 characters; falls back to the site description. */
  description?: string;
  /** Site-relative path of the page, e.g. `/pricing`. */
  path: string;
  /** Site-relative or absolute social image; falls back to the default 1200×630 image. */
  image?: { src: string; width: number; height: number; alt: string };
  noindex?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  tags?: readonly string[];
  location?: { city: string; state: string };
}

export interface SiteDefaults {
  brand: string;
  defaultTitle: string;
  defaultDescription: string;
  defaultImage: { path: string; width: number; height: number; alt: string };
}

export interface ResolvedMeta {
  title: string;
  description: string;
  canonical: string;
  image: { url: string; width: number; height: number; alt: string };
  robots: string;
  type: 'website' | 'article';
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    author?: string;
    tags: readonly string[];
  };
}

/** "Page title | Brand"; the home page (no title) gets the default title. */
export function pageTitle(
  title: string | undefined,
  site: Pick<SiteDefaults, 'brand' | 'defaultTitle'>,
): string {
  return `${title?.trim() || site.defaultTitle} | ${site.brand}`;
}

/** The one place canonical URLs are built: absolute, no trailing slash except the root, no query. */
export function absoluteUrl(path: string, siteUrl: string | URL): string {
  const url = new URL(path, siteUrl);
  url.search = '';
  url.hash = '';
  if (url.pathname !== '/' && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.href;
}

export function resolveMeta(
  page: PageMeta,
  site: SiteDefaults,
  siteUrl: string | URL,
): ResolvedMeta {
  const image = page.image ?? {
    src: site.defaultImage.path,
    width: site.defaultImage.width,
    height: site.defaultImage.height,
    alt: site.defaultImage.alt,
  };
  const type = page.type ?? 'website';
  const resolved: ResolvedMeta = {
    title: pageTitle(page.title, site),
    description: page.description ?? site.defaultDescription,
    canonical: absoluteUrl(page.path, siteUrl),
    image: {
      url: absoluteUrl(image.src, siteUrl),
      width: image.width,
      height: image.height,
      alt: image.alt,
    },
    robots: page.noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large',
    type,
  };
  if (type === 'article') {
    resolved.article = {
      ...(page.publishedTime && { publishedTime: page.publishedTime }),
      ...(page.modifiedTime && { modifiedTime: page.modifiedTime }),
      ...(page.author && { author: page.author }),
      tags: page.tags ?? [],
    };
  }
  return resolved;
}
