/**
 * A location page's fields, validated the same way by the seed, the admin API and the admin form:
 * the row's own columns plus its details (areas, three highlights, four service cards, five FAQs).
 */
import { z } from 'zod';
import { card, faq, linkedCard } from '#lib/content/page-cards.ts';
import { requiredText, slugField } from '#lib/content/text-fields.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';
import { LOCATION_COUNTS } from './fields.ts';

const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z.array(item).length(count, { error: `A location page has exactly ${count} ${what}.` });

export const locationDetails = z.object({
  areas: z
    .array(requiredText('Area', 80))
    .min(1, { error: 'Name at least one area you serve.' })
    .max(LOCATION_COUNTS.maxAreas, { error: `Name at most ${LOCATION_COUNTS.maxAreas} areas.` }),
  highlights: exactly(card, LOCATION_COUNTS.highlights, 'highlights'),
  services: exactly(linkedCard, LOCATION_COUNTS.services, 'service cards'),
  faqs: exactly(faq, LOCATION_COUNTS.faqs, 'questions'),
});
export type LocationDetails = z.output<typeof locationDetails>;

export const locationInput = z.object({
  slug: slugField(80),
  city: requiredText('City', 80),
  state: requiredText('State', 2).regex(/^[A-Z]{2}$/, 'State is the two-letter code, such as CT.'),
  metaTitle: requiredText('Meta title', META_TITLE_MAX),
  metaDescription: requiredText('Meta description', META_DESCRIPTION_MAX),
  introText: requiredText('Intro', 1200),
  isPublished: z.boolean({ error: 'isPublished must be true or false.' }).default(true),
  details: locationDetails,
});
export type LocationInput = z.input<typeof locationInput>;
export type ValidLocationInput = z.output<typeof locationInput>;
