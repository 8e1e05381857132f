import { describe, expect, it } from 'vitest';
import { NO_HEADING_MESSAGE } from '#lib/composed-pages/composition.ts';
import { sectionsField } from '#lib/composed-pages/document.ts';
import { MAX_SECTIONS } from '#lib/composed-pages/sections.ts';

const hero = { type: 'hero', title: 'Find out where you are exposed', intro: 'A free review.' };
const cta = {
  type: 'callToAction',
  title: 'Talk to us',
  text: 'We answer within the hour.',
  actions: [{ label: 'Contact us', href: '/contact' }],
};
const form = {
  type: 'leadForm',
  title: 'Book it',
  formName: 'Assessment',
  fields: { name: true, email: true, phone: false, companySize: false, message: false },
  button: 'Book',
};
const card = { title: 'Backups', description: 'Whether they would bring you back.' };

/** What the schema says about a composition: each refusal with where it points. */
function refusals(sections: unknown[]): string[] {
  const parsed = sectionsField.safeParse(sections);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a composed page', () => {
  it('may be saved with a hero first and any sections after it', () => {
    expect(
      refusals([hero, { type: 'cards', title: 'What it covers', items: [card] }, form, cta]),
    ).toEqual([]);
  });

  it.each<[string, unknown[], string]>([
    ['without a hero', [cta], `: ${NO_HEADING_MESSAGE}`],
    [
      'with two heroes',
      [hero, cta, hero],
      '2: Section 3 (Hero): a page has one hero, and section 1 is already one. Remove one of them.',
    ],
    [
      'with the hero below another section',
      [cta, hero],
      '1: Section 2 (Hero): the hero opens the page, with its main heading. Move it to the top.',
    ],
    [
      'with two lead forms',
      [hero, form, form],
      '2: Section 3 (Lead form): a page has one lead form, and section 2 is already one. Remove one of them.',
    ],
    [
      'with a lead form that does not ask for an email',
      [hero, { ...form, fields: { ...form.fields, email: false } }],
      '1.fields.email: Section 2 (Lead form): tick Email. Without an address, its leads cannot be answered.',
    ],
    [
      'with a text section holding a second main heading',
      [hero, { type: 'text', body: '# Another h1\n\nText.' }],
      '1.body: Section 2 (Text): the page’s main heading (h1) is the hero’s. Make this text’s headings Heading 2 or smaller (## in Markdown).',
    ],
    [
      'with a section of no known kind',
      [hero, { type: 'carousel' }],
      '1.type: Section 2: choose one of the kinds of section (Hero, Cards, Steps, Figures, Testimonials, Client logos, Pricing plans, Comparison table, Questions and answers, Call to action, Text, Image with text, Lead form).',
    ],
    [
      'with more sections than a page holds',
      [hero, ...Array.from({ length: MAX_SECTIONS }, () => cta)],
      `: A page has at most ${MAX_SECTIONS} sections.`,
    ],
  ])('is refused %s, saying why', (_case, sections, message) => {
    expect(refusals(sections)).toContain(message);
  });

  it('names the section and the field of a missing text', () => {
    const issues = refusals([hero, { ...cta, title: '' }]);
    expect(issues.some((issue) => issue.startsWith('1.title: Section 2 (Call to action):'))).toBe(
      true,
    );
  });

  it('refuses a section over its item limit, naming it', () => {
    const cards = {
      type: 'cards',
      title: 'Too many',
      items: Array.from({ length: 9 }, () => card),
    };
    const issues = refusals([hero, cards]);
    expect(issues.some((issue) => issue.startsWith('1.items: Section 2 (Cards):'))).toBe(true);
  });
});
