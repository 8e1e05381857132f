/**
 * The built-in blog (docs/page-copy.md#the-blog): each /blog article is a page document of its own,
 * its slug (and so its address) fixed by its key, and the blog generator's outlines are one document
 * holding the list the generator offers. The limits are the blog's content guidelines
 * (docs/product-rules.md): a meta description of at most 155 characters, Markdown as posts have it.
 */
import { BLOG_CATEGORIES } from '#config/blog.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import { META_DESCRIPTION_GUIDELINE } from '#lib/content-guidance/rules.ts';
import {
  choice,
  group,
  line,
  lines,
  list,
  markdown,
  number,
  optionalLine,
  paragraph,
} from '#lib/pages/kinds.ts';

/** The content guidelines' meta description limit, for articles and outlines alike. */
export const BLOG_META_DESCRIPTION_MAX = META_DESCRIPTION_GUIDELINE;

/** A date as the blog prints it, written YYYY-MM-DD. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));

const date = (label: string) =>
  line({ label, max: 10, help: 'Written YYYY-MM-DD, e.g. 2025-01-15.' }).refine(
    isDate,
    `${label} must be a date written YYYY-MM-DD.`,
  );

const metaDescription = () =>
  paragraph({
    label: 'Meta description',
    max: BLOG_META_DESCRIPTION_MAX,
    help: 'The search-result snippet: 50 to 155 characters.',
  }).min(50, 'Meta description must be at least 50 characters.');

/** One /blog article: what its card, page, feed and structured data show. */
export const blogArticleSchema = group(
  { label: 'Blog article' },
  {
    title: line({ label: 'Headline (h1)', max: 120 }).min(
      10,
      'Headline (h1) must be at least 10 characters.',
    ),
    excerpt: paragraph({
      label: 'Excerpt',
      max: 400,
      help: 'One or two sentences for the cards, the feed and the structured data.',
    }).min(50, 'Excerpt must be at least 50 characters.'),
    metaDescription: metaDescription(),
    keywords: lines({
      label: 'Keywords (one per line)',
      item: 'Keyword',
      min: 1,
      max: 12,
      maxLength: 80,
    }),
    category: choice(BLOG_CATEGORIES, {
      label: 'Category',
      help: 'Related articles share it; /blog lists articles by it.',
    }),
    publishedAt: date('Published'),
    updatedAt: date('Updated').optional(),
    readTime: number({
      label: 'Read time (minutes)',
      min: 1,
      max: 120,
      help: 'As printed on the page: the word count divided by 200, rounded up.',
    }),
    author: optionalLine({ label: 'Author', max: 80, help: 'Northbeam IT Team when empty.' }),
    body: markdown({ label: 'Article' }),
  },
);

/** What the generator names an outline by: the choice's value, unique within the list. */
const OUTLINE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BLOG_URL = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

const outlineSection = group(
  { label: 'Section' },
  {
    h2: line({ label: 'Heading (h2)', max: 160 }).min(
      3,
      'Heading (h2) must be at least 3 characters.',
    ),
    content: markdown({
      label: 'What it covers',
      max: 4000,
      help: 'Guidance for the author who writes the article.',
    }).min(10, 'What it covers must be at least 10 characters.'),
    h3_subsections: list(
      group(
        { label: 'Subsection' },
        {
          h3: line({ label: 'Heading (h3)', max: 160 }).min(
            3,
            'Heading (h3) must be at least 3 characters.',
          ),
          content: markdown({ label: 'What it covers', max: 4000 }).min(
            10,
            'What it covers must be at least 10 characters.',
          ),
        },
      ),
      { label: 'Subsections', item: 'Subsection', min: 0, max: 8 },
    ).optional(),
  },
);

const outline = group(
  { label: 'Outline' },
  {
    id: line({
      label: 'Short name',
      max: 60,
      help: 'Lowercase words joined by hyphens; tells the outlines apart.',
    }).regex(OUTLINE_ID, 'Short name must be lowercase words joined by hyphens.'),
    title: line({ label: 'Article headline', max: 160 }).min(
      10,
      'Article headline must be at least 10 characters.',
    ),
    primaryKeyword: line({ label: 'Primary keyword', max: 80 }).min(
      3,
      'Primary keyword must be at least 3 characters.',
    ),
    secondaryKeywords: lines({
      label: 'Secondary keywords (one per line)',
      item: 'Secondary keyword',
      min: 1,
      max: 12,
      maxLength: 80,
    }),
    metaDescription: metaDescription(),
    category: choice(INSIGHT_CATEGORIES, {
      label: 'Category',
      help: 'The insight category (and cover) of a draft started from it.',
    }),
    url: line({
      label: 'Address',
      max: 120,
      help: 'Where the article will be published: /blog/ and its slug.',
    }).regex(BLOG_URL, 'Address must be /blog/ followed by lowercase words joined by hyphens.'),
    sections: list(outlineSection, { label: 'Sections', item: 'Section', min: 3, max: 12 }),
  },
);

/** The outlines /blog-generator offers, in the order it lists them. */
export const blogOutlinesSchema = group(
  { label: 'Blog generator outlines' },
  {
    outlines: list(outline, { label: 'Outlines', item: 'Outline', min: 1, max: 20 }),
  },
).superRefine(({ outlines }, context) => {
  const seen = new Set<string>();
  outlines.forEach(({ id }, index) => {
    if (seen.has(id)) {
      context.addIssue({
        code: 'custom',
        path: ['outlines', index, 'id'],
        message: `Short name ${id} is already another outline’s.`,
      });
    }
    seen.add(id);
  });
});
