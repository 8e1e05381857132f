/**
 * A location page's fields, validated the same way by the seed, the admin API and the admin form:
 * the row's own columns plus its details (areas, three highlights, four service cards, five FAQs).
 * The labels are the admin form's (src/lib/pages/describe.ts turns this schema into the form).
 */
import { z } from 'zod';
import type { LocationDetails } from '#lib/db/json-columns.ts';
import { card, faq, landingPageCopy, linkedCard } from '#lib/content/page-cards.ts';
import { copyText, requiredText, slugField } from '#lib/content/text-fields.ts';
import { LOCATION_COUNTS } from './fields.ts';

const exactly = <T extends z.ZodType>(
  item: T,
  count: number,
  what: string,
  words: { label: string; item: string },
) =>
  z
    .array(item)
    .length(count, { error: `A location page has exactly ${count} ${what}.` })
    .meta({ kind: 'list', title: words.label, itemLabel: words.item });

/** A city's service card: a new one links to the managed IT page until the editor says otherwise. */
const serviceCard = linkedCard.extend({
  href: linkedCard.shape.href.meta({ kind: 'link', title: 'Link', blank: '/managed-it-services' }),
});

export const locationDetails = z
  .object({
    areas: z
      .array(copyText('Area', 80))
      .min(1, { error: 'Name at least one area you serve.' })
      .max(LOCATION_COUNTS.maxAreas, { error: `Name at most ${LOCATION_COUNTS.maxAreas} areas.` })
      .meta({ kind: 'lines', title: 'Areas served (one per line)' }),
    highlights: exactly(card, LOCATION_COUNTS.highlights, 'highlights', {
      label: 'Highlights',
      item: 'Highlight',
    }),
    services: exactly(serviceCard, LOCATION_COUNTS.services, 'service cards', {
      label: 'Service cards',
      item: 'Service',
    }),
    faqs: exactly(faq, LOCATION_COUNTS.faqs, 'questions', { label: 'Questions', item: 'Question' }),
  })
  .meta({ kind: 'group', title: 'Page copy' }) satisfies z.ZodType<LocationDetails>;
export type { LocationDetails };

export const locationInput = z
  .object({
    city: requiredText('City', 80).meta({ kind: 'line', title: 'City' }),
    state: requiredText('State', 2)
      .regex(/^[A-Z]{2}$/, 'State is the two-letter code, such as CT.')
      .meta({ kind: 'line', title: 'State (two letters)', letterCase: 'upper' }),
    slug: slugField(80).meta({
      kind: 'line',
      title: 'Slug',
      description: 'The page’s address: /locations/{slug}.',
      slugFrom: ['city', 'state'],
    }),
    ...landingPageCopy(),
    details: locationDetails,
    isPublished: z
      .boolean({ error: 'isPublished must be true or false.' })
      .default(true)
      .meta({ kind: 'flag', title: 'Published on the site' }),
  })
  .meta({ kind: 'group', title: 'Location page' });
export type LocationInput = z.input<typeof locationInput>;
export type ValidLocationInput = z.output<typeof locationInput>;
