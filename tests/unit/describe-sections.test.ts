import { describe, expect, it } from 'vitest';
import { SECTION_TYPES } from '#lib/composed-pages/sections.ts';
import { landingPageInput } from '#lib/landing-pages/input.ts';
import { describeSchema } from '#lib/pages/describe.ts';
import type { SectionsField } from '#lib/pages/fields.ts';

describe('a sections field as the form engine reads it', () => {
  const form = describeSchema(landingPageInput);
  const sections =
    form.kind === 'group' ? form.fields.find((field) => field.key === 'sections') : undefined;

  it('offers every kind of section, in order, each a group of its fields without its type', () => {
    expect(sections?.kind).toBe('sections');
    const field = sections as SectionsField;
    expect(field.max).toBe(16);
    expect(field.sections.map(({ type }) => type)).toEqual([...SECTION_TYPES]);
    for (const { type, field: group } of field.sections) {
      expect(group.kind, type).toBe('group');
      expect(group.fields.length, type).toBeGreaterThan(0);
      expect(group.fields.map(({ key }) => key)).not.toContain('type');
    }
  });

  it('labels and limits each kind’s fields from its schema', () => {
    const field = sections as SectionsField;
    const cards = field.sections.find(({ type }) => type === 'cards')!.field;
    expect(cards.label).toBe('Cards');
    const items = cards.fields.find(({ key }) => key === 'items');
    expect(items).toMatchObject({ kind: 'list', itemLabel: 'Card', min: 1, max: 8 });
    const hero = field.sections[0]!.field;
    expect(hero.fields.find(({ key }) => key === 'title')).toMatchObject({
      label: 'Heading (h1)',
      max: 120,
      optional: false,
    });
  });
});
