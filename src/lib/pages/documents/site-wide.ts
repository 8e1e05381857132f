/**
 * Documents shown on many pages: the site's defaults and footer, the service catalog the home page
 * and /services choose from, the plans and service levels, and the home page itself.
 */
import { group, icon, line, lines, list, optionalFlag, paragraph } from '#lib/pages/kinds.ts';
import {
  actions,
  pricingPlans,
  callToAction,
  feature,
  features,
  heading,
  hero,
  searchDescription,
  searchTitle,
  section,
  testimonial,
  headingFields,
} from './sections.ts';

export const siteSchema = group(
  { label: 'Site-wide copy' },
  {
    defaults: group(
      {
        label: 'Home page in search results',
        help: 'The home page’s title and description; also the feed’s description and the business’s description in every page’s structured data.',
      },
      { title: searchTitle(), description: searchDescription() },
    ),
    footer: group(
      { label: 'Footer' },
      { blurb: paragraph({ label: 'Text under the logo', max: 300 }) },
    ),
    servicePromises: lines({
      label: 'Promises beside every service page’s illustration (one per line)',
      item: 'Promise',
      min: 1,
      max: 4,
      maxLength: 60,
    }),
  },
);

/** The services, each described once: the home page's cards and /services' sections. */
export const serviceCatalogSchema = group(
  { label: 'Service catalog' },
  {
    specialist: list(
      group(
        { label: 'Service' },
        {
          ...feature().shape,
          onHome: optionalFlag({ label: 'Also a card on the home page' }),
        },
      ),
      {
        label: 'Services with a page of their own',
        help: 'All are on /services; those marked for it are the home page’s first cards.',
        item: 'Service',
        min: 5,
        max: 9,
      },
    ),
    core: list(feature(), {
      label: 'Core services',
      help: 'Described in full on /services; the home page’s last cards send visitors there.',
      item: 'Core service',
      min: 1,
      max: 6,
    }),
    homeLinkLabel: line({
      label: 'Link text of the home page’s core-service cards',
      max: 60,
    }),
  },
);

export const plansSchema = group(
  { label: 'Plans and service levels' },
  {
    tiers: pricingPlans(),
    serviceLevels: group(
      { label: 'Service levels (the New York and Brooklyn pages)' },
      {
        rows: list(
          group(
            { label: 'Priority' },
            {
              priority: line({ label: 'Priority', max: 40 }),
              example: line({ label: 'Example', max: 200 }),
              response: line({ label: 'First response', max: 80 }),
              resolution: line({ label: 'Resolution target', max: 120 }),
            },
          ),
          { label: 'Priorities', item: 'Priority', items: 'Priorities', min: 1, max: 6 },
        ),
        commitments: lines({
          label: 'Commitments (one per line)',
          item: 'Commitment',
          min: 1,
          max: 8,
          maxLength: 200,
        }),
      },
    ),
  },
);

export const homeSchema = group(
  { label: 'Home page' },
  {
    hero: hero(),
    why: section({ label: 'Why businesses switch' }, features({ min: 2, max: 8 })),
    services: group(
      {
        label: 'Services',
        help: 'The cards themselves come from the service catalog.',
      },
      {
        eyebrow: line({ label: 'Eyebrow', max: 80 }),
        ...headingFields(),
        actions: actions({ min: 1, max: 1 }, 'Button under the cards'),
      },
    ),
    partners: group(
      { label: 'Certifications' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: list(
          group(
            { label: 'Badge' },
            {
              icon: icon(),
              name: line({ label: 'Name', max: 80 }),
              detail: line({ label: 'Detail', max: 120 }),
            },
          ),
          { label: 'Badges', item: 'Badge', min: 1, max: 8 },
        ),
      },
    ),
    testimonials: group(
      { label: 'Testimonials' },
      {
        ...heading({ label: 'Heading' }).shape,
        items: list(testimonial(), {
          label: 'Testimonials',
          item: 'Testimonial',
          min: 1,
          max: 6,
        }),
      },
    ),
    closing: callToAction(),
  },
);
