/** What the import screen sends: the files it uploaded, and the mapping of WordPress terms. */
import { z } from 'zod';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';

const kind = z.enum(['persona', 'journeyStage', 'topic'], {
  error: 'A term maps to an audience, a journey stage or a topic.',
});

export const termTarget = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ignore') }),
  z.object({ action: z.literal('link'), kind, id: z.uuid({ error: 'Choose one from the list.' }) }),
  z.object({ action: z.literal('create'), kind }),
]);

export const importMappingInput = z.object({
  terms: z
    .record(z.string().max(300), termTarget)
    .refine((terms) => Object.keys(terms).length <= 10_000, 'At most 10,000 categories and tags.'),
  defaults: z.object({
    persona: z.uuid().nullable(),
    journeyStage: z.uuid().nullable(),
    topic: z.uuid().nullable(),
    category: z.enum(INSIGHT_CATEGORIES, {
      error: `Category must be one of: ${INSIGHT_CATEGORIES.join(', ')}.`,
    }),
  }),
  fetchMissingImages: z.boolean().default(false),
});

const uploadId = z.uuid({ error: 'Upload the file first.' });

export const importStartInput = z.object({
  /** The WordPress export (XML) or an export of this site (ZIP). */
  file: uploadId,
  /** A ZIP of wp-content/uploads (WordPress only). */
  uploads: uploadId.optional(),
  label: z.string().trim().max(300).default(''),
});

export const importMappingBody = z.object({ mapping: importMappingInput });
