/**
 * The facts the copy states are written once, in the Settings document; copy refers to them
 * (`{responseMinutes}`, `{price.professional}`) instead of repeating them, so changing a promise, a
 * price or a phone number is one edit. No page document's seed, location or industry seed, page
 * template or component writes a fact out as a literal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factValues } from '#lib/facts/catalog.ts';
import { substituteFactsDeep } from '#lib/facts/references.ts';
import { seedDocument, seedSettings } from '#test-support/page-documents.ts';

const COPY_DIRS = ['src', 'content/seed'];

/** Literals that restate a fact; each would drift on its own if the fact changed. */
const REPEATED_FACTS: readonly [string, RegExp][] = [
  ['the uptime SLA', /99\.9%/],
  ['the response time', /(?<![-\d.])15[- ]min(ute)?s?\b/i],
  ['a phone number', /\(203\) 555-01\d\d/],
  ['an email address', /\b(support|sales)@example\.com/],
  // Not the top of a market range ("$30 to $75 per user"), which states no price of ours.
  ['a plan price', /(?<!\d to )\$(2,500|90|75)(?=\/| per user| a month| per month)/],
];

/**
 * The facts themselves, copy that states a measured figure rather than the promise, the contradiction
 * check's description of the phrases it looks for, and the blog generator's outlines (suggestions
 * for posts a marketer writes, not a page's claims). The blog's articles refer to the facts like any
 * other page (a price changed in Settings once stayed at $90 in one of them).
 */
const ALLOWED: readonly string[] = [
  'content/seed/pages/settings.json',
  'content/seed/pages/transparency.json',
  'content/seed/pages/blog-outlines.json',
  'src/lib/facts/claims.ts',
];

function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(path);
    return /\.(ts|tsx|astro|json)$/.test(entry.name) ? [path] : [];
  });
}

describe('brand facts', () => {
  const files = COPY_DIRS.flatMap(copyFiles).filter((file) => !ALLOWED.includes(file));

  it.each(REPEATED_FACTS)('%s is never written out in copy', (_fact, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the blog articles state the plans by reference, so a price changed once changes there too', () => {
    const article = seedDocument('blog-managed-it-services-small-business-guide') as {
      body: string;
    };
    expect(article.body).toContain(
      '{price.professional} per user for {plans.professionalMinUsers} to {plans.professionalMaxUsers} users',
    );
    const raised = factValues({
      ...seedSettings(),
      plans: { ...seedSettings().plans, professionalPricePerUser: 95 },
    });
    const shown = substituteFactsDeep(article, raised).body;
    expect(shown).toContain('$95 per user for 26 to 99 users');
    expect(shown).not.toMatch(/\$90 per user/);
  });

  it('the copy refers to the facts, and reads them as Settings states them', () => {
    const home = seedDocument('home') as { hero: { badges: string[] } };
    expect(home.hero.badges).toContain('{responseMinutes}-minute response time');
    const shown = substituteFactsDeep(home, factValues(seedSettings()));
    expect(shown.hero.badges).toEqual(
      expect.arrayContaining([
        '15-minute response time',
        '99.9% uptime SLA',
        '500+ businesses served',
      ]),
    );
  });
});
