/** The seed's page documents (content/seed/pages/), for tests that need today's copy or facts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PricingRates } from '#lib/calculators/pricing.ts';
import { settingsSchema, type SiteSettings } from '#lib/pages/documents/settings.ts';

export const PAGE_SEED_DIR = join(import.meta.dirname, '../../content/seed/pages');

/** The seed's document for `key`, as stored. */
export function seedDocument(key: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(PAGE_SEED_DIR, `${key}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The facts a fresh install starts with. */
export function seedSettings(): SiteSettings {
  return settingsSchema.parse(seedDocument('settings'));
}

/** The plans and in-house figures of docs/product-rules.md (the Settings document's seed). */
export const DOCUMENTED_PRICING_RATES: PricingRates = {
  startupMaxUsers: 25,
  startupFlatPrice: 2_500,
  enterpriseMinUsers: 100,
  midSizedPricePerUser: 90,
  enterprisePricePerUser: 75,
  usersPerItProfessional: 50,
  itSalaryPerYear: 65_000,
  itOverheadPercent: 30,
};
