/**
 * A composed page's sections as one field (docs/product-rules.md, "Composed pages"), in page
 * order. The schema refuses a composition that would break the layout (composition.ts) and names
 * the section each message is about; whether its images are still in the library needs the
 * database and is checked on save (src/lib/landing-pages/collection.ts).
 */
import { z } from 'zod';
import { describeSchema } from '#lib/pages/describe.ts';
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
 * page's composition. Described to the form as a `sections` field: the kinds it offers, each
 * described (describe.ts) as the group of its fields.
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
    // Described here, as plain data: metadata is copied as JSON, which a schema does not survive.
    sections: SECTION_TYPES.map((type) => ({ type, field: describeSchema(SECTION_SCHEMAS[type]) })),
  });

/** A composed page's sections as saved and rendered: each checked, the composition sound. */
export type ComposedSections = z.output<typeof sectionsField>;
/** Sections as written: a template, or what the admin sends. */
export type ComposedSectionsInput = SectionInput[];
export type { Section };
