/**
 * An industry page's fields, validated the same way by the seed, the admin API and the admin form:
 * the row's own columns, its image, and its details (specialized services, FAQs, resource links).
 */
import { z } from 'zod';
import { card, faq, itemCount, linkedCard } from '#lib/content/page-cards.ts';
import { requiredText, slugField } from '#lib/content/text-fields.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';
import { INDUSTRY_COUNTS, INDUSTRY_IMAGE_MESSAGE, isStockIndustryImage } from './fields.ts';

const page = 'An industry page';

export const industryDetails = z.object({
  services: itemCount(card, INDUSTRY_COUNTS.services, ['service card', 'service cards'], page),
  faqs: itemCount(faq, INDUSTRY_COUNTS.faqs, ['question', 'questions'], page),
  resources: itemCount(
    linkedCard,
    INDUSTRY_COUNTS.resources,
    ['resource link', 'resource links'],
    page,
  ),
});
export type IndustryDetails = z.output<typeof industryDetails>;

export const industryInput = z.object({
  slug: slugField(80),
  name: requiredText('Name', 80),
  /** The hero's line under the name, and the card text on /industries. */
  description: requiredText('Summary', 300),
  introText: requiredText('Intro', 1200),
  metaTitle: requiredText('Meta title', META_TITLE_MAX),
  metaDescription: requiredText('Meta description', META_DESCRIPTION_MAX),
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
    ),
  isPublished: z.boolean({ error: 'isPublished must be true or false.' }).default(true),
  details: industryDetails,
});
export type IndustryInput = z.input<typeof industryInput>;
export type ValidIndustryInput = z.output<typeof industryInput>;
