/**
 * A composed page's fields, validated the same way by the seed, the templates, the admin API and
 * the admin form (src/lib/pages/describe.ts turns this schema into the form): its address, what
 * search engines and social networks read, and its sections (src/lib/composed-pages/).
 */
import { z } from 'zod';
import { sectionsField } from '#lib/composed-pages/document.ts';
import { slugField } from '#lib/content/text-fields.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { optionalFlag } from '#lib/pages/kinds.ts';
import { searchDescription, searchTitle } from '#lib/pages/documents/sections.ts';
import { reservedAddressMessage } from './addresses.ts';

export const SOCIAL_IMAGE_MESSAGE =
  'Choose the social image from the media library, or leave it empty for the site’s own.';

/** An optional text: empty is stored as null, so clearing a field clears its column. */
const nullable = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || check(value), message);

export const landingPageInput = z
  .object({
    title: searchTitle(),
    slug: slugField(80)
      .superRefine((slug, context) => {
        const reserved = reservedAddressMessage(slug);
        if (reserved) context.addIssue({ code: 'custom', message: reserved });
      })
      .meta({
        kind: 'line',
        title: 'Address',
        description: 'The page is at /{address}: lower-case letters, digits and hyphens.',
        slugFrom: ['title'],
      }),
    description: searchDescription(),
    sections: sectionsField,
    socialImage: nullable((path) => mediaIdOf(path) !== null, SOCIAL_IMAGE_MESSAGE).meta({
      kind: 'image',
      title: 'Image for social cards',
      description:
        'Shown when the page is shared on LinkedIn, Facebook or X; best 1200 × 630. Leave empty for the site’s own.',
    }),
    serviceType: nullable((text) => text.length <= 80, 'Service type: at most 80 characters.').meta(
      {
        kind: 'line',
        title: 'Service type (for search engines)',
        description:
          'Fill in when the page sells one service, such as Managed IT services: search engines then read it as that service.',
      },
    ),
    noindex: optionalFlag({
      label: 'Hide from search engines',
      help: 'For paid campaign pages: search engines are asked not to list the page, and it is left out of the sitemap.',
    }).transform((value) => value ?? false),
    isPublished: z
      .boolean({ error: 'isPublished must be true or false.' })
      .default(false)
      .meta({ kind: 'flag', title: 'Published on the site' }),
    // Shown beside "Published" (the admin's ScheduleInput), not among the fields.
    publishAt: z.iso
      .datetime({ offset: true, error: 'Enter a valid date and time to go live.' })
      .nullish()
      .transform((value) => (value ? new Date(value) : null))
      .meta({ kind: 'line', title: 'Goes live at' }),
  })
  .meta({ kind: 'group', title: 'Page' });
export type LandingPageInput = z.input<typeof landingPageInput>;
export type ValidLandingPageInput = z.output<typeof landingPageInput>;
