/**
 * A composed page as one document (docs/product-rules.md, "Composed pages"): its sections, in page
 * order, and what search engines and social networks read. The schema refuses a composition that
 * would break the layout (composition.ts) and names the section each message is about; whether its
 * images are still in the library needs the database and is checked on save (save-check.ts).
 */
import { z } from 'zod';
import { mediaIdOf } from '#lib/media/urls.ts';
import { optionalFlag, optionalLine } from '#lib/pages/kinds.ts';
import { searchDescription, searchTitle } from '#lib/pages/documents/sections.ts';
import { compositionProblems, sectionName, type RefusedSection } from './composition.ts';
import {
  isSectionType,
  MAX_SECTIONS,
  SECTION_LABELS,
  SECTION_SCHEMAS,
  SECTION_TYPES,
  type Section,
  type SectionInput,
} from './sections.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KINDS_LISTED = SECTION_TYPES.map((type) => SECTION_LABELS[type]).join(', ');

/**
 * The sections, each checked by its kind's schema with every message naming the section, then the
 * page's composition. Described to the form as a `sections` field: the kinds it offers are their
 * schemas, which describe.ts describes like any group.
 */
export const sectionsField = z
  .array(z.unknown(), { error: 'Sections must be a list.' })
  .max(MAX_SECTIONS, `A page has at most ${MAX_SECTIONS} sections.`)
  .transform((items, context): Section[] => {
    const checked: (Section | RefusedSection)[] = [];
    let refused = false;
    items.forEach((item, index) => {
      const type = isRecord(item) ? item['type'] : undefined;
      if (!isSectionType(type)) {
        refused = true;
        context.addIssue({
          code: 'custom',
          path: [index, 'type'],
          message: `Section ${index + 1}: choose one of the kinds of section (${KINDS_LISTED}).`,
        });
        return;
      }
      const result = SECTION_SCHEMAS[type].safeParse(item);
      if (result.success) {
        checked.push(result.data);
        return;
      }
      refused = true;
      checked.push({ type, refused: true });
      for (const issue of result.error.issues) {
        context.addIssue({
          code: 'custom',
          path: [index, ...issue.path],
          message: `${sectionName(index, type)}: ${issue.message}`,
        });
      }
    });
    for (const problem of compositionProblems(checked)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
    return refused ? z.NEVER : (checked as Section[]);
  })
  .meta({
    kind: 'sections',
    title: 'Sections',
    description: 'The page from top to bottom. It opens with a hero, whose heading is the page’s.',
    maxItems: MAX_SECTIONS,
    sections: SECTION_TYPES.map((type) => ({ type, schema: SECTION_SCHEMAS[type] })),
  });

export const SOCIAL_IMAGE_MESSAGE =
  'Choose the social image from the media library, or leave it empty for the site’s own.';

export const composedPageSchema = z
  .object({
    title: searchTitle(),
    description: searchDescription(),
    socialImage: z
      .string()
      .trim()
      .refine((path) => path === '' || mediaIdOf(path) !== null, SOCIAL_IMAGE_MESSAGE)
      .meta({
        kind: 'image',
        title: 'Image for social cards',
        description:
          'Shown when the page is shared on LinkedIn, Facebook or X; best 1200 × 630. Leave empty for the site’s own.',
      })
      .optional(),
    serviceType: optionalLine({
      label: 'Service type (for search engines)',
      max: 80,
      help: 'Fill in when the page sells one service, such as Managed IT services: search engines then read it as that service.',
    }),
    noindex: optionalFlag({
      label: 'Hide from search engines',
      help: 'For paid campaign pages: search engines are asked not to list the page, and it is left out of the sitemap.',
    }),
    sections: sectionsField,
  })
  .meta({ kind: 'group', title: 'Page' });

/** A composed page as saved and rendered: every section checked, its composition sound. */
export type ComposedPage = z.output<typeof composedPageSchema>;
/** A composed page as written: a template, or what the admin sends. */
export type ComposedPageInput = Omit<z.input<typeof composedPageSchema>, 'sections'> & {
  sections: SectionInput[];
};
