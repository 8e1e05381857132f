/**
 * The sections a composed page is made of (docs/product-rules.md, "Composed pages"): one schema per
 * kind, each built from the field kinds and section shapes the built-in pages use
 * (src/lib/pages/kinds.ts, src/lib/pages/documents/sections.ts), so every field keeps its label,
 * help, limits and fact-reference check. A section is a group of fields with a `type`; the order of
 * SECTION_TYPES is the order the admin offers them in.
 */
import { z } from 'zod';
import { MOTIF_NAMES } from '#lib/brand/motifs.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import {
  choice,
  flag,
  group,
  line,
  lines,
  list,
  markdown,
  optionalFlag,
  optionalLine,
  optionalParagraph,
  paragraph,
  type FieldWords,
} from '#lib/pages/kinds.ts';
import {
  actions,
  features,
  faqs,
  stats,
  steps,
  testimonial,
  comparisonCategories,
  pricingPlan,
} from '#lib/pages/documents/sections.ts';
import {
  LEAD_FORM_NAME_MAX,
  QUESTION_MAX,
  RESERVED_FORM_NAMES,
  type LeadFormField,
} from '#lib/leads/page-form-limits.ts';

/** The kinds of section, in the order the admin's "Add a section" offers them. */
export const SECTION_TYPES = [
  'hero',
  'cards',
  'steps',
  'figures',
  'testimonials',
  'clients',
  'pricing',
  'comparison',
  'faq',
  'callToAction',
  'text',
  'imageText',
  'leadForm',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Sections a page may have at most. */
export const MAX_SECTIONS = 16;

/** The shapes the client wordmarks are drawn around (src/components/sections/ClientWordmarks.astro). */
export const WORDMARK_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'bars', 'arch'] as const;

/** A section's background: white, or a light grey that sets it apart from its neighbors. */
const background = () =>
  choice(['white', 'grey'], {
    label: 'Background',
    help: 'Grey sets the section apart from the ones around it.',
  }).optional();

const sectionHeading = () => line({ label: 'Heading', max: 120 });
const sectionIntro = () => optionalParagraph({ label: 'Intro', max: 400 });

/** One kind of section: its fields and `type`, described as a group for the form. */
const kind = <T extends SectionType, S extends z.ZodRawShape>(
  type: T,
  words: FieldWords,
  shape: S,
) => group(words, { type: z.literal(type), ...shape });

export const heroSection = kind(
  'hero',
  { label: 'Hero', help: 'The top of the page, with its main heading. Every page opens with one.' },
  {
    look: choice(['dark', 'light'], {
      label: 'Look',
      help: 'Dark: a dark band across the page. Light: a light opening with the illustration and points in a card beside the text.',
    }).optional(),
    eyebrow: optionalLine({ label: 'Eyebrow', max: 80, help: 'A few words above the heading.' }),
    title: line({ label: 'Heading (h1)', max: 120, help: 'The page’s main heading.' }),
    intro: paragraph({ label: 'Intro', max: 600 }),
    actions: actions({ min: 0, max: 3 }).optional(),
    badges: lines({
      label: 'Badges (one per line; dark look only)',
      item: 'Badge',
      min: 0,
      max: 6,
      maxLength: 60,
    }).optional(),
    illustration: choice(MOTIF_NAMES, {
      label: 'Illustration',
      help: 'Shown on wide screens only, beside the text.',
    }).optional(),
    points: lines({
      label: 'Points under the illustration (one per line; light look only)',
      item: 'Point',
      min: 0,
      max: 4,
      maxLength: 80,
    }).optional(),
  },
);

export const cardsSection = kind(
  'cards',
  { label: 'Cards', help: 'A grid of cards, each with an icon, a title, a sentence or two.' },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    columns: choice(['2', '3', '4'], {
      label: 'Cards per row on wide screens',
    }).optional(),
    background: background(),
    items: features({ min: 1, max: 8 }),
  },
);

export const stepsSection = kind(
  'steps',
  { label: 'Steps', help: 'Numbered steps: how it works, from first call to done.' },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    background: background(),
    items: steps({ min: 2, max: 6 }),
  },
);

export const figuresSection = kind(
  'figures',
  { label: 'Figures', help: 'Two to four figures with what each measures and its source.' },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    background: choice(['white', 'grey', 'dark'], {
      label: 'Background',
      help: 'Dark makes the figures stand out.',
    }).optional(),
    items: stats({ min: 2, max: 4 }),
  },
);

export const testimonialsSection = kind(
  'testimonials',
  { label: 'Testimonials', help: 'What clients say, in their words.' },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    items: list(testimonial(), { label: 'Testimonials', item: 'Testimonial', min: 1, max: 4 }),
  },
);

export const clientsSection = kind(
  'clients',
  { label: 'Client logos', help: 'A strip of client names, each drawn beside a simple mark.' },
  {
    title: sectionHeading(),
    items: list(
      group(
        { label: 'Client' },
        {
          name: line({ label: 'Name', max: 40 }),
          shape: choice(WORDMARK_SHAPES, { label: 'Mark' }),
        },
      ),
      { label: 'Clients', item: 'Client', min: 2, max: 8 },
    ),
  },
);

export const pricingSection = kind(
  'pricing',
  {
    label: 'Pricing plans',
    help: 'Up to four plans side by side; one may be marked most popular.',
  },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    background: background(),
    items: list(pricingPlan({ label: 'Who it is for', help: 'Such as 26–99 users.' }), {
      label: 'Plans',
      item: 'Plan',
      min: 1,
      max: 4,
    }),
  },
);

export const comparisonSection = kind(
  'comparison',
  {
    label: 'Comparison table',
    help: 'How we compare with the alternative, one table per category.',
  },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    ours: line({ label: 'Our column’s heading', max: 40 }),
    theirs: line({ label: 'The alternative’s column heading', max: 40 }),
    items: comparisonCategories({ min: 1, max: 4 }),
  },
);

export const faqSection = kind(
  'faq',
  {
    label: 'Questions and answers',
    help: 'Questions that open to show their answer; search engines read them too.',
  },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    background: background(),
    items: faqs({ min: 1, max: 10 }),
  },
);

export const callToActionSection = kind(
  'callToAction',
  { label: 'Call to action', help: 'A band with a heading, a sentence and buttons.' },
  {
    title: sectionHeading(),
    text: paragraph({ label: 'Text', max: 400 }),
    actions: actions({ min: 1, max: 3 }),
  },
);

/** The longest text section, in characters: a page stays a landing page, not an article. */
export const TEXT_SECTION_MAX = 6000;

export const textSection = kind(
  'text',
  { label: 'Text', help: 'Paragraphs, lists and subheadings, formatted like an article.' },
  {
    title: optionalLine({ label: 'Heading', max: 120, help: 'Leave empty for none.' }),
    body: markdown({ label: 'Text', max: TEXT_SECTION_MAX }),
    background: background(),
  },
);

export const LIBRARY_IMAGE_MESSAGE = 'Choose an image from the media library.';

/** An image from the media library (that it is still there is checked on save). */
const libraryImage = (words: FieldWords) =>
  z
    .string({ error: LIBRARY_IMAGE_MESSAGE })
    .trim()
    .min(1, LIBRARY_IMAGE_MESSAGE)
    .refine((path) => mediaIdOf(path) !== null, LIBRARY_IMAGE_MESSAGE)
    .meta({ kind: 'image', title: words.label, ...(words.help && { description: words.help }) });

export const imageTextSection = kind(
  'imageText',
  {
    label: 'Image with text',
    help: 'An image from the media library beside a heading, text and buttons.',
  },
  {
    image: libraryImage({
      label: 'Image',
      help: 'Its description for people who cannot see it is the one in the media library.',
    }),
    imageSide: choice(['left', 'right'], { label: 'Image on the' }).optional(),
    title: sectionHeading(),
    text: paragraph({ label: 'Text', max: 1200 }),
    actions: actions({ min: 0, max: 2 }).optional(),
    background: background(),
  },
);

const formNameMessage = `The form’s name must not be ${RESERVED_FORM_NAMES.map((name) => `“${name}”`).join(' or ')}: the contact page’s form is called that.`;

export const leadFormSection = kind(
  'leadForm',
  {
    label: 'Lead form',
    help: 'A form visitors send to the team, like the contact form. Its leads name this page and the form.',
  },
  {
    title: sectionHeading(),
    intro: sectionIntro(),
    formName: line({
      label: 'Form name',
      max: LEAD_FORM_NAME_MAX,
      help: 'How the leads inbox and the leads report name this form’s leads, such as “Law firm assessment”.',
    }).refine((name) => !RESERVED_FORM_NAMES.includes(name.toLowerCase()), formNameMessage),
    fields: group(
      {
        label: 'What the form asks',
        help: 'Email is needed: without it a lead cannot be answered.',
      },
      {
        name: flag({ label: 'Name' }),
        email: flag({ label: 'Email' }),
        phone: flag({ label: 'Phone (the visitor may leave it empty)' }),
        companySize: flag({ label: 'Company size' }),
        message: flag({ label: 'Message' }),
      } satisfies Record<LeadFormField, unknown>,
    ),
    question: optionalLine({
      label: 'Your own question',
      max: QUESTION_MAX,
      help: 'Leave empty for none. Such as: Which practice software does your firm use?',
    }),
    questionRequired: optionalFlag({ label: 'Visitors must answer your question' }),
    button: line({ label: 'Button text', max: 40 }),
    background: background(),
  },
);

/** Every kind of section by its type, for parsing one and for the admin's form. */
export const SECTION_SCHEMAS = {
  hero: heroSection,
  cards: cardsSection,
  steps: stepsSection,
  figures: figuresSection,
  testimonials: testimonialsSection,
  clients: clientsSection,
  pricing: pricingSection,
  comparison: comparisonSection,
  faq: faqSection,
  callToAction: callToActionSection,
  text: textSection,
  imageText: imageTextSection,
  leadForm: leadFormSection,
} as const satisfies Record<SectionType, z.ZodType>;

/** What the admin and the messages call each kind of section. */
export const SECTION_LABELS: Record<SectionType, string> = Object.fromEntries(
  SECTION_TYPES.map((type) => [type, z.globalRegistry.get(SECTION_SCHEMAS[type])?.title ?? type]),
) as Record<SectionType, string>;

export type Section = { [T in SectionType]: z.output<(typeof SECTION_SCHEMAS)[T]> }[SectionType];
export type SectionInput = {
  [T in SectionType]: z.input<(typeof SECTION_SCHEMAS)[T]>;
}[SectionType];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const isSectionType = (value: unknown): value is SectionType =>
  typeof value === 'string' && (SECTION_TYPES as readonly string[]).includes(value);
