/**
 * What the admin's post list asks for: a title search, filters, a sort and a page, read from the
 * query string of GET /api/admin/posts. The list is paged on the server, 25 posts to a page.
 */
import { z } from 'zod';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';

export const POSTS_PAGE_SIZE = 25;
export const POST_LIST_STATUSES = ['draft', 'scheduled', 'published'] as const;
/** updated: last changed first; published: newest publish date first, drafts last. */
export const POST_LIST_SORTS = ['updated', 'published'] as const;
/** More pages than any real list has: a typo such as page=1e9 is refused, not run. */
const MAX_PAGE = 10_000;

const taxonomyId = (label: string) =>
  z.uuid({ error: `${label} must be the id of one of the site’s ${label.toLowerCase()}s.` });

export const postListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .refine((value) => !hasForbiddenControl(value), controlCharMessage('Search'))
    .default(''),
  /** One post by its exact slug (the editor's link dialog checks /insights/{slug} with it). */
  slug: z.string().trim().max(100, 'Slug must be at most 100 characters.').optional(),
  status: z
    .enum(POST_LIST_STATUSES, { error: 'Status must be draft, scheduled or published.' })
    .optional(),
  persona: taxonomyId('Audience').optional(),
  stage: taxonomyId('Journey stage').optional(),
  topic: taxonomyId('Topic').optional(),
  sort: z.enum(POST_LIST_SORTS, { error: 'Sort must be updated or published.' }).default('updated'),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}.`)
    .default(1),
});

export type PostListQuery = z.output<typeof postListQuery>;

/** The query string's parameters, each named once; empty values mean "not set". */
export function postListParams(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(postListQuery.shape)) {
    const value = search.get(key);
    if (value !== null && value !== '') params[key] = value;
  }
  return params;
}

/** How many pages `total` posts fill (at least one, so an empty list still has page 1). */
export const pageCountFor = (total: number): number =>
  Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
