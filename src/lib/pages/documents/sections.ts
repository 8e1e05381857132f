/**
 * The shapes page documents are assembled from, one per section component (src/components/sections/
 * types.ts): a hero, a section's heading, cards, figures, steps, questions, testimonials and the
 * closing call to action. What a component shows only when present (an icon, a link, bullets, a
 * step's duration) is an optional field, so a marketer can add it to any card.
 */
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';
import {
  choice,
  group,
  icon,
  line,
  lines,
  link,
  list,
  optionalFlag,
  optionalIcon,
  optionalLine,
  optionalLink,
  optionalParagraph,
  paragraph,
  type FieldWords,
} from '#lib/pages/kinds.ts';

/** Bounds of a list: how few and how many items the page's layout takes. */
export interface Bounds {
  min: number;
  max: number;
}

export const action = () =>
  group(
    { label: 'Button' },
    {
      label: line({ label: 'Button text', max: 60 }),
      href: link({ label: 'Link', help: 'A page on this site, an https:// address or a fact.' }),
      variant: choice(['primary', 'secondary'], {
        label: 'Style',
        help: 'Primary for the main action; secondary for the others.',
      }).optional(),
      external: optionalFlag({ label: 'Opens in a new tab (booking and chat tools)' }),
    },
  );

export const actions = (bounds: Bounds, label = 'Buttons') =>
  list(action(), { label, item: 'Button', ...bounds });

const optionalLines = (label: string, item: string, max: number, maxLength = 200) =>
  lines({ label, item, min: 0, max, maxLength }).optional();

/** The hero: the page's single h1, the line above it, its promise, buttons and badges. */
export const hero = () =>
  group(
    { label: 'Hero', help: 'The top of the page.' },
    {
      eyebrow: optionalLine({ label: 'Eyebrow', max: 80, help: 'Above the heading.' }),
      title: line({ label: 'Heading (h1)', max: 120 }),
      intro: paragraph({ label: 'Intro', max: 600 }),
      actions: actions({ min: 0, max: 3 }).optional(),
      badges: optionalLines('Badges (one per line)', 'Badge', 6, 60),
    },
  );

/**
 * What search results and the browser tab show. Their limits count the text as shown, with each
 * fact reference replaced by its value (checked on save with the facts of the day: input.ts).
 */
export const searchTitle = () =>
  line({
    label: 'Title in search results',
    max: 200,
    shownMax: META_TITLE_MAX,
    help: `Up to ${META_TITLE_MAX} characters as shown; the site adds " | Northbeam IT".`,
  });
export const searchDescription = () =>
  paragraph({
    label: 'Description in search results',
    max: 400,
    shownMax: META_DESCRIPTION_MAX,
    help: `Up to ${META_DESCRIPTION_MAX} characters as shown; also the social card's text.`,
  });

export const crumb = () => line({ label: 'Name in the breadcrumb trail', max: 60 });

const optionalIntro = () => optionalParagraph({ label: 'Intro', max: 400 });

/** A section's heading and the sentence under it (which may be left out), to spread in a group. */
export const headingFields = () => ({
  title: line({ label: 'Heading', max: 120 }),
  intro: optionalIntro(),
});

/** A section's heading and the sentence under it. */
export const heading = (words: FieldWords) => group(words, headingFields());

/** A section's heading, the sentence under it and its items. */
export const section = <T extends ReturnType<typeof list>>(words: FieldWords, items: T) =>
  group(words, { ...headingFields(), items });

/** A card: icon, title and text, and optionally a link under it and bullets inside it. */
export const feature = () =>
  group(
    { label: 'Card' },
    {
      icon: optionalIcon(),
      title: line({ label: 'Title', max: 120 }),
      description: paragraph({ label: 'Description', max: 600 }),
      href: optionalLink({ label: 'Link', help: 'Leave empty for a card without a link.' }),
      linkLabel: optionalLine({ label: 'Link text', max: 60 }),
      bullets: optionalLines('Bullets (one per line)', 'Bullet', 8),
    },
  ).refine((card) => !card.href === !card.linkLabel, {
    message: 'A card’s link and link text go together: fill in both or neither.',
    path: ['linkLabel'],
  });

export const features = (bounds: Bounds, item = 'Card') =>
  list(feature(), { label: `${item}s`, item, ...bounds });

export const stat = () =>
  group(
    { label: 'Figure' },
    {
      value: line({ label: 'Figure', max: 60, help: 'As shown, such as 98% or Under 2 min.' }),
      label: line({ label: 'What it measures', max: 120 }),
      detail: optionalLine({ label: 'Source or detail', max: 160 }),
    },
  );

export const stats = (bounds: Bounds) =>
  list(stat(), { label: 'Figures', item: 'Figure', ...bounds });

export const step = () =>
  group(
    { label: 'Step' },
    {
      title: line({ label: 'Title', max: 120 }),
      duration: optionalLine({ label: 'Duration', max: 40 }),
      description: paragraph({ label: 'Description', max: 600 }),
      features: optionalLines('Points (one per line)', 'Point', 8),
    },
  );

export const steps = (bounds: Bounds) => list(step(), { label: 'Steps', item: 'Step', ...bounds });

export const faq = () =>
  group(
    { label: 'Question' },
    {
      question: line({ label: 'Question', max: 200, numbered: true }),
      answer: paragraph({ label: 'Answer', max: 1000, numbered: true }),
    },
  );

export const faqs = (bounds: Bounds) =>
  list(faq(), { label: 'Questions', item: 'Question', ...bounds });

export const testimonial = () =>
  group(
    { label: 'Testimonial' },
    {
      name: line({ label: 'Name', max: 80 }),
      role: line({ label: 'Role', max: 80 }),
      company: line({ label: 'Company', max: 120 }),
      content: paragraph({ label: 'Quote', max: 600 }),
    },
  );

/** The closing band: a heading, a sentence and its buttons. */
export const callToAction = (
  words: FieldWords = { label: 'Closing call to action' },
  buttons: Bounds = { min: 1, max: 3 },
) =>
  group(words, {
    title: line({ label: 'Heading', max: 120 }),
    text: paragraph({ label: 'Text', max: 400 }),
    actions: actions(buttons),
  });

/** A line of text that links on, under a section. */
export const textLink = (label: string) =>
  group({ label }, { label: line({ label: 'Link text', max: 80 }), href: link({ label: 'Link' }) });

/** A pricing plan: its name, price, who it is for, what it includes, and "Most popular". */
export const pricingPlan = (users: FieldWords = { label: 'Users' }) =>
  group(
    { label: 'Plan' },
    {
      name: line({ label: 'Name', max: 40 }),
      price: line({
        label: 'Price',
        max: 60,
        help: 'Such as {price.professional}/user/month.',
      }),
      users: line({ label: users.label, max: 80, ...(users.help && { help: users.help }) }),
      features: lines({
        label: 'What it includes (one per line)',
        item: 'Feature',
        min: 1,
        max: 8,
        maxLength: 200,
      }),
      popular: optionalFlag({ label: 'Marked “Most popular”' }),
    },
  );

export const pricingPlans = () =>
  list(pricingPlan(), { label: 'Plans', item: 'Plan', min: 1, max: 4 });

/** One category of the comparison table: its name, icon, and rows of us against the alternative. */
export const comparisonCategories = (bounds: Bounds) =>
  list(
    group(
      { label: 'Category' },
      {
        name: line({ label: 'Name', max: 60 }),
        icon: icon(),
        rows: list(
          group(
            { label: 'Row' },
            {
              aspect: line({ label: 'What is compared', max: 80 }),
              traditional: line({ label: 'The alternative', max: 120 }),
              northbeam: line({ label: 'Us', max: 120 }),
            },
          ),
          { label: 'Rows', item: 'Row', min: 1, max: 8 },
        ),
      },
    ),
    { label: 'Categories', item: 'Category', items: 'Categories', ...bounds },
  );
