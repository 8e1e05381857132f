/**
 * An industry page's fields, validated the same way by the seed, the admin API and the admin form:
 * the row's own columns, its image, and its details (specialized services, FAQs, resource links).
 */
import { z } from 'zod';
import type { IndustryDetails } from '#lib/db/json-columns.ts';
import { card, faq, landingPageCopy, itemCount, linkedCard } from '#lib/content/page-cards.ts';
import { copyText, requiredText, slugField } from '#lib/content/text-fields.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { INDUSTRY_COUNTS, INDUSTRY_IMAGE_MESSAGE, isStockIndustryImage } from './fields.ts';

const page = 'An industry page';

export const industryDetails = z
  .object({
    services: itemCount(card, INDUSTRY_COUNTS.services, ['service card', 'service cards'], page, {
      label: 'Specialized services',
      item: 'Service',
    }),
    faqs: itemCount(faq, INDUSTRY_COUNTS.faqs, ['question', 'questions'], page, {
      label: 'Questions',
      item: 'Question',
    }),
    resources: itemCount(
      linkedCard,
      INDUSTRY_COUNTS.resources,
      ['resource link', 'resource links'],
      page,
      { label: 'Resources', item: 'Resource' },
    ),
  })
  .meta({ kind: 'group', title: 'Page copy' }) satisfies z.ZodType<IndustryDetails>;
export type { IndustryDetails };

export const industryInput = z
  .object({
    name: requiredText('Name', 80).meta({ kind: 'line', title: 'Name' }),
    slug: slugField(80).meta({
      kind: 'line',
      title: 'Slug',
      description: 'The page’s address: /industries/{slug}.',
      slugFrom: ['name'],
    }),
    /** The hero's line under the name, and the card text on /industries. */
    description: copyText('Summary', 300).meta({
      kind: 'text',
      title: 'Summary (under the name, and on /industries)',
    }),
    ...landingPageCopy(),
    /** A library image (that it exists is checked on save), a built-in illustration, or none. */
    imageUrl: z
      .string()
      .trim()
      .transform((value) => value || null)
      .nullish()
      .transform((value) => value ?? null)
      .refine(
        (path) => path === null || isStockIndustryImage(path) || mediaIdOf(path) !== null,
        INDUSTRY_IMAGE_MESSAGE,
      )
      .meta({ kind: 'image', title: 'Image (leave empty for none)' }),
    details: industryDetails,
    isPublished: z
      .boolean({ error: 'isPublished must be true or false.' })
      .default(true)
      .meta({ kind: 'flag', title: 'Published on the site' }),
  })
  .meta({ kind: 'group', title: 'Industry page' });
export type IndustryInput = z.input<typeof industryInput>;
export type ValidIndustryInput = z.output<typeof industryInput>;
