/**
 * City landing pages: the database row holds the whole page copy (intro, areas, highlights, service
 * cards, FAQs); New York and Brooklyn add local figures, pricing and service levels from their page
 * documents and the Plans document. Fact references in a row's copy (`{responseMinutes}`) are
 * replaced by the facts' values, as in every page document.
 */
import { locationActions } from './actions.ts';
import type { Location } from '#lib/content/types.ts';
import type { CityDetails, LocationView } from './types.ts';
import { getDb } from '#lib/db/client.ts';
import { listLocations } from '#lib/locations/queries.ts';
import { doorwayMessage, nearDuplicates } from '#lib/locations/doorway.ts';
import { substituteFactsDeep } from '#lib/facts/references.ts';
import { pageCopy, siteFactValues, type RenderContext } from '#data/pages.ts';
import { STARTER_SERVICE_CARDS } from '#data/services/starter-cards.ts';

export type { LocationView } from './types.ts';

export { locationActions };

/** Used only for a row without its own copy yet; the doorway guard keeps two such pages off the site. */
function templateFor(location: Location): CityDetails {
  const { city } = location;
  return {
    areas: [city],
    highlights: [
      {
        icon: 'clock',
        title: `{responseMinutes}-minute response`,
        description: `${city} teams reach a US-based engineer in Slack, Teams or by phone within {responseMinutes} minutes, around the clock.`,
      },
      {
        icon: 'map-pin',
        title: 'On site when it matters',
        description: `Critical issues in ${city} get an engineer on site within two hours; everything else is fixed remotely.`,
      },
      {
        icon: 'dollar-sign',
        title: 'One flat monthly price',
        description:
          'Monitoring, help desk, security and planning in one predictable per-user price.',
      },
    ],
    services: [
      STARTER_SERVICE_CARDS.managedIt,
      STARTER_SERVICE_CARDS.cybersecurity,
      STARTER_SERVICE_CARDS.cloud,
      STARTER_SERVICE_CARDS.network,
    ],
    faqs: [
      {
        question: `How quickly can you help our ${city} office?`,
        answer: `Remote help starts within {responseMinutes} minutes, 24/7. For critical issues an engineer is on site within two hours.`,
      },
      {
        question: 'What does managed IT cost?',
        answer:
          '{price.essential} per month for up to {plans.essentialMaxUsers} users, {price.professional} per user from {plans.professionalMinUsers} to {plans.professionalMaxUsers} users, and {price.enterprise} per user from {plans.enterpriseMinUsers} users, with no hidden fees.',
      },
      {
        question: 'Do you use a ticket system?',
        answer:
          'No. You message our engineers directly in Slack or Teams or call the priority line, and a person answers.',
      },
      {
        question: 'Can you help with compliance?',
        answer:
          'Yes: HIPAA, SEC and FINRA, the FTC Safeguards Rule, SOC 2 and cyber-insurance questionnaires.',
      },
      {
        question: 'How do we get started?',
        answer:
          'Book a free IT assessment. We review your security, backups, devices and spend and give you a written plan.',
      },
    ],
  };
}

/** The fuller city pages and the page document of their own sections, by slug. */
const CITY_SECTIONS: Readonly<Record<string, 'city-new-york-ny' | 'city-brooklyn-ny'>> = {
  'new-york-ny': 'city-new-york-ny',
  'brooklyn-ny': 'city-brooklyn-ny',
};

/** What a fuller city page adds from its page document, if it has one. */
async function extrasFor(
  slug: string,
  context?: RenderContext,
): Promise<Pick<LocationView, 'stats' | 'pricing' | 'sla'>> {
  const key = CITY_SECTIONS[slug];
  if (!key) return {};
  const [extras, plans] = await Promise.all([pageCopy(key, context), pageCopy('plans', context)]);
  return {
    stats: extras.stats,
    pricing: { intro: extras.pricing.intro, tiers: plans.tiers },
    sla: {
      intro: extras.sla.intro,
      rows: plans.serviceLevels.rows,
      commitments: plans.serviceLevels.commitments,
    },
  };
}

export async function locationView(
  location: Location,
  context?: RenderContext,
): Promise<LocationView> {
  const [facts, extras] = await Promise.all([
    siteFactValues(context),
    extrasFor(location.slug, context),
  ]);
  const details = substituteFactsDeep(location.details ?? templateFor(location), facts);
  return {
    slug: location.slug,
    city: location.city,
    state: location.state,
    metaTitle: substituteFactsDeep(location.metaTitle, facts),
    metaDescription: substituteFactsDeep(location.metaDescription, facts),
    intro: substituteFactsDeep(location.introText, facts),
    areas: details.areas,
    highlights: details.highlights,
    services: details.services,
    faqs: details.faqs,
    actions: locationActions,
    ...extras,
  };
}

/**
 * The published cities' pages. The build stops here, naming the pages, when two of them are near
 * duplicates once their city names are removed.
 */
export async function publishedLocationViews(): Promise<LocationView[]> {
  const rows = await listLocations(await getDb());
  const views = await Promise.all(rows.map((row) => locationView(row)));
  const pairs = nearDuplicates(views);
  if (pairs.length > 0) throw new Error(doorwayMessage(pairs));
  return views;
}

/** A published city's page as a preview renders it, with any unsaved document of the request. */
export async function previewLocationView(
  slug: string,
  context: RenderContext,
): Promise<LocationView | null> {
  const row = (await listLocations(await getDb())).find((location) => location.slug === slug);
  return row ? locationView(row, context) : null;
}
