import { describe, expect, it } from 'vitest';
import { landingPageInput } from '#lib/landing-pages/input.ts';
import { LANDING_PAGE_TEMPLATES } from '#lib/landing-pages/templates.ts';

describe('landing page templates', () => {
  it.each(LANDING_PAGE_TEMPLATES.map((template) => [template.label, template] as const))(
    '%s passes every rule a saved page must pass',
    (_label, template) => {
      const parsed = landingPageInput.safeParse({ ...template.page, slug: 'a-new-page' });
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
  );

  it('offers each template once', () => {
    const ids = LANDING_PAGE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
