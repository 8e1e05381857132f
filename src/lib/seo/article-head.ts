/**
 * The head of an article page (a blog post or an insight): its Open Graph/article meta and its
 * JSON-LD (Article, then the Home › section › article breadcrumb), built the same way for both.
 */
import { article, breadcrumbList, type BusinessFacts } from './json-ld.ts';
import { absoluteUrl, type PageMeta } from './meta.ts';

/** Social images of articles are cropped to this size. */
export const ARTICLE_IMAGE = { width: 1200, height: 630 } as const;

export interface ArticleHeadInput {
  /** Site-relative path of the article, e.g. /blog/some-post. */
  path: string;
  title: string;
  description: string;
  image: { src: string; alt: string };
  publishedAt: Date;
  modifiedAt: Date;
  author: string;
  tags: readonly string[];
  /** The listing the article belongs to, the breadcrumb's middle step. */
  section: { name: string; path: string };
}

export interface ArticleHead {
  meta: PageMeta;
  jsonLd: unknown[];
}

/** `publisher`: the business (lib/seo/business.ts), from the build's Settings. */
export function articleHead(
  input: ArticleHeadInput,
  site: string | URL,
  publisher: BusinessFacts,
): ArticleHead {
  const url = absoluteUrl(input.path, site);
  const published = input.publishedAt.toISOString();
  const modified = input.modifiedAt.toISOString();
  return {
    meta: {
      path: input.path,
      title: input.title,
      description: input.description,
      image: { src: input.image.src, ...ARTICLE_IMAGE, alt: input.image.alt },
      type: 'article',
      publishedTime: published,
      modifiedTime: modified,
      author: input.author,
      tags: input.tags,
    },
    jsonLd: [
      article({
        headline: input.title,
        description: input.description,
        url,
        image: absoluteUrl(input.image.src, site),
        datePublished: published,
        dateModified: modified,
        author: input.author,
        publisher,
        keywords: input.tags,
      }),
      breadcrumbList([
        { name: 'Home', url: absoluteUrl('/', site) },
        { name: input.section.name, url: absoluteUrl(input.section.path, site) },
        { name: input.title, url },
      ]),
    ],
  };
}
