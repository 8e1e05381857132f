/** What the admin sends to create or update a post: the form's fields and the post's taxonomy links. */
import { z } from 'zod';
import { contentProblem } from '#lib/markdown/render.ts';
import {
  MARKDOWN_BODY_MAX,
  optionalText as optional,
  requiredText as required,
  slugField,
} from '#lib/content/text-fields.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import { isStockCover } from '#lib/brand/stock-covers.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { FOCUS_KEYWORD_MAX } from './fields.ts';

export const COVER_MESSAGE =
  'Image URL must be an image from the media library (/media/…) or a built-in topic graphic such as /images/insights/cloud.svg.';
export const MISSING_COVER_MESSAGE =
  'That image is not in the media library (it may have been deleted). Choose another cover.';

export const missingBodyImageMessage = (path: string) =>
  `The content shows an image that is not in the media library (it may have been deleted): ${path}. Insert it again from the library, or remove it.`;

/** The longest post body, in characters (UTF-16 units, as zod counts). */
export const POST_CONTENT_MAX = MARKDOWN_BODY_MAX;

export const postInput = z.object({
  /** Shown as the page's h1 and title. */
  title: required('Title', 200),
  /** The URL segment: /insights/{slug}. */
  slug: slugField(100),
  /** The card text and the Key Takeaway box. */
  excerpt: required('Excerpt', 500),
  /** Markdown; raw HTML is not rendered, and it must render within the renderer's limits. */
  content: required('Content', POST_CONTENT_MAX).superRefine((value, context) => {
    const problem = contentProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  /**
   * A library image (/media/{id}; that it exists is checked on save) or a built-in topic graphic,
   * which stands for the post's generated cover. Nothing else: no remote image, no path to a file
   * that may not exist.
   */
  coverImageUrl: required('Image URL', 500).refine(
    (path) => isStockCover(path) || mediaIdOf(path) !== null,
    COVER_MESSAGE,
  ),
  /** Shown on the insight page and its cards. */
  category: z.enum(INSIGHT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required.'
        : `Category must be one of: ${INSIGHT_CATEGORIES.join(', ')}.`,
  }),
  /** The title in search results and social cards; the title when null. */
  metaTitle: optional('Meta title', META_TITLE_MAX, 'search results cut longer titles.'),
  /** The description in search results and social cards; the excerpt (shortened) when null. */
  metaDescription: optional(
    'Meta description',
    META_DESCRIPTION_MAX,
    'search results cut longer descriptions.',
  ),
  /** The phrase the content guidance counts (its density in the body); never shown on pages. */
  focusKeyword: optional('Focus keyword', FOCUS_KEYWORD_MAX, 'a focus keyword is a short phrase.'),
  personaIds: z.array(z.uuid()).max(20).default([]),
  journeyStageIds: z.array(z.uuid()).max(20).default([]),
  topicIds: z.array(z.uuid()).max(20).default([]),
});

export type PostInput = z.input<typeof postInput>;
export type ValidPostInput = z.output<typeof postInput>;

/** The earliest and latest publish dates accepted: typos such as year 20226 are refused. */
const EARLIEST_PUBLISH = Date.UTC(2000, 0, 1);
const LATEST_PUBLISH = Date.UTC(2100, 0, 1);

/**
 * Publish now, at a time (future: scheduled; past: backdated, live at once), or unpublish. The
 * admin sends `publishAt` as an ISO instant, converted from New York time in the browser.
 */
export const publishInput = z.object({
  published: z.boolean({ error: 'published must be true or false.' }),
  publishAt: z.iso
    .datetime({ offset: true, error: 'Publish date must be a valid date and time.' })
    .transform((value) => new Date(value))
    .refine(
      (date) => date.getTime() >= EARLIEST_PUBLISH && date.getTime() < LATEST_PUBLISH,
      'Publish date must be between the years 2000 and 2099.',
    )
    .nullish(),
});
