/**
 * Page documents (docs/page-copy.md): every seed passes its schema; the field kinds refuse what a
 * save must refuse, with the message on the field; the form engine's field descriptions come from
 * the schemas with their labels and limits; and a save's changes are named field by field.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { factValues } from '#lib/facts/catalog.ts';
import { changedFields } from '#lib/pages/changes.ts';
import { describeSchema } from '#lib/pages/describe.ts';
import { checkDocument, describedForm, shownLengthProblems } from '#lib/pages/input.ts';
import {
  flag,
  group,
  icon,
  isAllowedPageLink,
  line,
  lines,
  link,
  list,
  markdown,
  number,
  optionalLine,
  paragraph,
} from '#lib/pages/kinds.ts';
import { DOCUMENT_KEYS, PAGE_DOCUMENTS, type DocumentKey } from '#lib/pages/registry.ts';
import { locationInput } from '#lib/locations/input.ts';
import { PAGE_SEED_DIR, seedDocument, seedSettings } from '#test-support/page-documents.ts';

const errors = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

describe('the seed', () => {
  it('has one document for every key, and nothing else', () => {
    const files = readdirSync(PAGE_SEED_DIR).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...DOCUMENT_KEYS].sort());
  });

  it.each(DOCUMENT_KEYS)('%s passes its schema', (key) => {
    const checked = checkDocument(key, seedDocument(key));
    expect(checked.ok ? {} : checked.fields).toEqual({});
  });

  it.each(DOCUMENT_KEYS.filter((key) => key !== 'settings'))(
    '%s fits its search limits as shown, with the seed’s facts',
    (key) => {
      const facts = factValues(seedSettings());
      const form = describedForm(PAGE_DOCUMENTS[key as DocumentKey].schema);
      expect(shownLengthProblems(form, seedDocument(key), facts)).toEqual({});
    },
  );
});

describe('field kinds refuse what a save must', () => {
  const heading = line({ label: 'Heading', max: 20 });
  it.each([
    ['', 'Heading is required.'],
    ['   ', 'Heading is required.'],
    ['x'.repeat(21), 'Heading must be at most 20 characters.'],
    ['Two\nlines', 'Heading must be a single line of text.'],
    ['NUL\u0000', 'Heading must be a single line of text.'],
    ['{nope} here', 'Heading refers to {nope}, which is not a fact in Settings.'],
  ])('a line %j: %s', (value, message) => {
    expect(errors(heading, value)).toEqual({ _: message });
  });

  it('takes a fact, and trims', () => {
    expect(heading.parse('  {uptime} uptime ')).toBe('{uptime} uptime');
  });

  it('lets a field use its own placeholders and no other', () => {
    const progress = line({ label: 'Progress', max: 80, placeholders: ['answered'] });
    expect(errors(progress, 'Answered {answered}')).toEqual({});
    expect(errors(progress, 'Answered {total}')).toEqual({
      _: 'Progress refers to {total}, which is not a fact in Settings.',
    });
  });

  it('keeps line feeds in a paragraph but not a NUL', () => {
    const intro = paragraph({ label: 'Intro', max: 100 });
    expect(errors(intro, 'One.\nTwo.')).toEqual({});
    expect(errors(intro, 'One.\u0000')).toEqual({
      _: 'Intro contains a control character (such as NUL); remove it and try again.',
    });
  });

  it('leaves an optional line empty', () => {
    expect(errors(optionalLine({ label: 'Eyebrow', max: 10 }), '')).toEqual({});
    expect(errors(z.object({ e: optionalLine({ label: 'Eyebrow', max: 10 }) }), {})).toEqual({});
  });

  it.each([
    ['/compliance', true],
    ['/locations/hartford-ct', true],
    ['https://cal.example.com/northbeam-it/30min', true],
    ['{bookingUrl}', true],
    ['{priorityPhone.href}', true],
    ['{salesEmail.href}?subject=Referral%20to%20Northbeam%20IT', true],
    ['{phone.href}?subject=Hi', false],
    ['{responseMinutes}', false],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['mailto:someone@example.com', false],
    ['tel:+12035550142', false],
    ['https://127.0.0.1/x', false],
  ])('a link to %s allowed: %s', (href, allowed) => {
    expect(isAllowedPageLink(href)).toBe(allowed);
  });

  it('refuses a link the rule refuses, on the field', () => {
    expect(errors(link({ label: 'Link' }), 'javascript:alert(1)')).toEqual({
      _: 'Link must be a page on this site, such as /compliance, an https:// address, or a contact fact such as {priorityPhone.href}.',
    });
  });

  it.each([
    [1, {}],
    [0.5, { _: 'Rating must be at least 1.' }],
    [4.95, { _: 'Rating may have at most 1 decimal.' }],
    [4.9, {}],
    ['4.9', { _: 'Rating must be a number.' }],
  ])('a rating of %j', (value, expected) => {
    expect(errors(number({ label: 'Rating', min: 1, max: 5, step: 0.1 }), value)).toEqual(expected);
  });

  it('keeps a list within its bounds, naming its items', () => {
    const quotes = list(line({ label: 'Quote', max: 50 }), {
      label: 'Testimonials',
      item: 'Testimonial',
      min: 1,
      max: 2,
    });
    expect(errors(quotes, [])).toEqual({ _: 'Testimonials: at least 1 testimonial.' });
    expect(errors(quotes, ['a', 'b', 'c'])).toEqual({ _: 'Testimonials: at most 2 testimonials.' });
    const points = lines({ label: 'Points', item: 'Point', min: 0, max: 1, maxLength: 10 });
    expect(errors(points, ['a', 'b'])).toEqual({ _: 'Points: at most 1 point.' });
  });

  it('checks Markdown with the limits of posts', () => {
    const body = markdown({ label: 'Body', max: 1000 });
    expect(errors(body, '# Hello\n\nA paragraph.')).toEqual({});
    expect(errors(body, `${'>'.repeat(40)} deep`)).toEqual({
      _: expect.stringContaining('nest'),
    });
  });

  it('names a field by its path in the document', () => {
    const checked = checkDocument('home', {
      ...seedDocument('home'),
      hero: { title: '', intro: 'x' },
    });
    expect(checked.ok ? {} : checked.fields).toEqual({ 'hero.title': 'Heading (h1) is required.' });
  });
});

describe('describeSchema: the form the engine renders', () => {
  it('carries labels, help, kinds, limits and what a new item starts as', () => {
    const schema = group(
      { label: 'Doc' },
      {
        title: line({ label: 'Title', max: 60, help: 'The h1.' }),
        intro: paragraph({ label: 'Intro', max: 200 }).optional(),
        icon: icon(),
        published: flag({ label: 'Published' }),
        items: list(
          group(
            { label: 'Question' },
            { question: line({ label: 'Question', max: 80, numbered: true }) },
          ),
          { label: 'Questions', item: 'Question', min: 1, max: 3 },
        ),
      },
    );
    expect(describeSchema(schema)).toEqual({
      key: '',
      label: 'Doc',
      optional: false,
      kind: 'group',
      fields: [
        { key: 'title', label: 'Title', help: 'The h1.', optional: false, kind: 'line', max: 60 },
        { key: 'intro', label: 'Intro', optional: true, kind: 'text', max: 200 },
        { key: 'icon', label: 'Icon', optional: false, kind: 'icon' },
        { key: 'published', label: 'Published', optional: false, kind: 'flag' },
        {
          key: 'items',
          label: 'Questions',
          optional: false,
          kind: 'list',
          itemLabel: 'Question',
          min: 1,
          max: 3,
          item: {
            key: 'item',
            label: 'Question',
            optional: false,
            kind: 'group',
            fields: [
              {
                key: 'question',
                label: 'Question',
                optional: false,
                numbered: true,
                kind: 'line',
                max: 80,
              },
            ],
          },
        },
      ],
    });
  });

  it('describes the location form the Locations tab shows', () => {
    const form = describeSchema(locationInput);
    expect(form.kind === 'group' && form.fields.map((field) => [field.key, field.label])).toEqual([
      ['city', 'City'],
      ['state', 'State (two letters)'],
      ['slug', 'Slug'],
      ['metaTitle', 'Meta title'],
      ['metaDescription', 'Meta description'],
      ['introText', 'Intro'],
      ['details', 'Page copy'],
      ['isPublished', 'Published on the site'],
    ]);
  });
});

describe('changedFields: what a save changed', () => {
  it('names each changed leaf, and a list that grew or shrank', () => {
    const before = { hero: { title: 'A', intro: 'B' }, items: [{ name: 'x' }, { name: 'y' }] };
    const after = { hero: { title: 'A!', intro: 'B' }, items: [{ name: 'x' }] };
    expect(changedFields(before, after)).toEqual([
      { path: 'hero.title', before: 'A', after: 'A!' },
      { path: 'items', before: '2 items', after: '1 item' },
    ]);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });
});
