/**
 * The fields of an audience, journey stage or topic, validated the same way by the admin form (in
 * the browser) and the API.
 */
import { z } from 'zod';
import { optionalText, requiredText, slugField } from '#lib/content/text-fields.ts';

export const TAXONOMY_NAME_MAX = 80;
export const TAXONOMY_SLUG_MAX = 80;
export const TAXONOMY_INTRO_MAX = 600;

/** The admin form's fields, validated the same way in the browser and the API. */
export const taxonomyInput = z.object({
  name: requiredText('Name', TAXONOMY_NAME_MAX),
  slug: slugField(TAXONOMY_SLUG_MAX),
  intro: optionalText(
    'Intro',
    TAXONOMY_INTRO_MAX,
    'it opens the listing page, above the articles.',
  ),
});
export type TaxonomyInput = z.input<typeof taxonomyInput>;
export type ValidTaxonomyInput = z.output<typeof taxonomyInput>;
