/**
 * City landing pages: the database row holds the whole page copy (intro, areas, highlights, service
 * cards, FAQs); New York and Brooklyn add local figures, pricing and service levels from code.
 */
import { locationActions } from './actions.ts';
import type { Location } from '#lib/content/types.ts';
import type { CityDetails, LocationView } from './types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';
import { getDb } from '#lib/db/client.ts';
import { listLocations } from '#lib/locations/queries.ts';
import { doorwayMessage, nearDuplicates } from '#lib/locations/doorway.ts';
import { LOCATION_EXTRAS } from './extras.ts';

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
        title: `${RESPONSE_MINUTES}-minute response`,
        description: `${city} teams reach a US-based engineer in Slack, Teams or by phone within ${RESPONSE_MINUTES} minutes, around the clock.`,
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
      {
        icon: 'server',
        title: 'Managed IT',
        description: '24/7 monitoring, patching and help desk for every device and user.',
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
      {
        icon: 'shield-check',
        title: 'Cybersecurity',
        description: 'EDR, email security, MFA and training, monitored 24/7.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
      {
        icon: 'cloud',
        title: 'Cloud solutions',
        description: 'Microsoft 365, Azure and AWS migrations, management and backup.',
        href: '/cloud-solutions',
        linkLabel: 'Cloud solutions',
      },
      {
        icon: 'network',
        title: 'Network design',
        description: 'Secure, documented office networks and Wi-Fi that reaches every desk.',
        href: '/network-architecture-design',
        linkLabel: 'Network design',
      },
    ],
    faqs: [
      {
        question: `How quickly can you help our ${city} office?`,
        answer: `Remote help starts within ${RESPONSE_MINUTES} minutes, 24/7. For critical issues an engineer is on site within two hours.`,
      },
      {
        question: 'What does managed IT cost?',
        answer:
          '$2,500 per month for up to 25 users, $90 per user from 26 to 99 users, and $75 per user from 100 users, with no hidden fees.',
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

export function locationView(location: Location): LocationView {
  const details = location.details ?? templateFor(location);
  return {
    slug: location.slug,
    city: location.city,
    state: location.state,
    metaTitle: location.metaTitle,
    metaDescription: location.metaDescription,
    intro: location.introText,
    areas: details.areas,
    highlights: details.highlights,
    services: details.services,
    faqs: details.faqs,
    actions: locationActions,
    ...LOCATION_EXTRAS[location.slug],
  };
}

/**
 * The published cities' pages. The build stops here, naming the pages, when two of them are near
 * duplicates once their city names are removed.
 */
export async function publishedLocationViews(): Promise<LocationView[]> {
  const views = (await listLocations(await getDb())).map(locationView);
  const pairs = nearDuplicates(views);
  if (pairs.length > 0) throw new Error(doorwayMessage(pairs));
  return views;
}
