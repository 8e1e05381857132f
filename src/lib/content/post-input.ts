/** What the admin sends to create or update a post: the form's fields and the post's taxonomy links. */
import { z } from 'zod';
import { contentProblem } from '#lib/markdown/render.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { SLUG_PATTERN } from '#lib/text/slugify.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasForbiddenControl(value), controlCharMessage(label));

/**
 * A path on this site: one leading slash, then no second slash, backslash, whitespace or control
 * character (browsers read `/\host` and `/<tab>/host` as another site).
 */
export const SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

export const postInput = z.object({
  /** Shown as the page's h1 and title. */
  title: required('Title', 200),
  /** The URL segment: /insights/{slug}. */
  slug: required('Slug', 100).regex(
    SLUG_PATTERN,
    'Slug may contain only lower-case letters, digits and single hyphens.',
  ),
  /** The card text and the Key Takeaway box. */
  excerpt: required('Excerpt', 500),
  /** Markdown; raw HTML is not rendered, and it must render within the renderer's limits. */
  content: required('Content', 100_000).superRefine((value, context) => {
    const problem = contentProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  /** An image on this site (the CSP allows no remote images), e.g. /images/insights/cloud.svg. */
  coverImageUrl: required('Image URL', 500).regex(
    SITE_PATH,
    'Image URL must be a path on this site, such as /images/insights/cloud.svg.',
  ),
  category: required('Category', 60),
  personaIds: z.array(z.uuid()).max(20).default([]),
  journeyStageIds: z.array(z.uuid()).max(20).default([]),
  topicIds: z.array(z.uuid()).max(20).default([]),
});

export type PostInput = z.input<typeof postInput>;
export type ValidPostInput = z.output<typeof postInput>;

export const publishInput = z.object({
  published: z.boolean({ error: 'published must be true or false.' }),
});
