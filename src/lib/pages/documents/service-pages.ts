/**
 * The service and company pages: /managed-it-services, /cybersecurity-services, /cloud-solutions,
 * /network-architecture-design, /compliance, /partnerships and /transparency. Each opens with the
 * same head (its social image is drawn from the hero's heading) and closes with a call to action.
 */
import { choice, group, icon, line, lines, list, number, paragraph } from '#lib/pages/kinds.ts';
import {
  actions,
  callToAction,
  crumb,
  faqs,
  features,
  hero,
  searchDescription,
  searchTitle,
  section,
  stats,
  steps,
  textLink,
  headingFields,
} from './sections.ts';

/** The head of a company page: search title and description, breadcrumb name, hero. */
const companyHead = () =>
  group(
    { label: 'Page' },
    { title: searchTitle(), description: searchDescription(), crumb: crumb(), hero: hero() },
  );

/** The head of a page that sells a service, which it describes to search engines. */
const serviceHead = () =>
  group(
    { label: 'Page' },
    {
      ...companyHead().shape,
      service: group(
        { label: 'Service (structured data)', help: 'How search engines read this service.' },
        {
          name: line({ label: 'Name', max: 80 }),
          serviceType: line({ label: 'Service type', max: 80 }),
        },
      ),
    },
  );

const partner = () =>
  group(
    { label: 'Partner' },
    {
      icon: icon(),
      name: line({ label: 'Name', max: 60 }),
      category: line({ label: 'Category', max: 60 }),
      credential: line({ label: 'Credential', max: 80 }),
      description: paragraph({ label: 'Description', max: 600 }),
      capabilities: lines({
        label: 'What it lets us do (one per line)',
        item: 'Capability',
        items: 'Capabilities',
        min: 1,
        max: 6,
        maxLength: 200,
      }),
    },
  );

const partners = (min: number, max: number) =>
  list(partner(), { label: 'Partners', item: 'Partner', min, max });

const faqSection = () =>
  group(
    { label: 'Questions', help: 'Also the page’s FAQPage structured data.' },
    { title: line({ label: 'Heading', max: 120 }), items: faqs({ min: 1, max: 12 }) },
  );

export const managedItPageSchema = group(
  { label: '/managed-it-services' },
  {
    head: serviceHead(),
    explanation: section({ label: 'What managed IT means' }, features({ min: 1, max: 6 })),
    tiers: group(
      { label: 'Plans', help: 'The plan cards are the Plans and service levels document.' },
      {
        ...headingFields(),
        actions: actions({ min: 1, max: 1 }, 'Button under the plans'),
      },
    ),
    industries: section({ label: 'Industries' }, features({ min: 1, max: 8 })),
    successStories: group(
      { label: 'Success stories' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: list(
          group(
            { label: 'Story' },
            {
              client: line({ label: 'Client', max: 120 }),
              industry: line({ label: 'Industry', max: 60 }),
              challenge: paragraph({ label: 'Challenge', max: 600 }),
              solution: paragraph({ label: 'Solution', max: 600 }),
              results: stats({ min: 1, max: 4 }),
            },
          ),
          { label: 'Stories', item: 'Story', items: 'Stories', min: 1, max: 4 },
        ),
      },
    ),
    faq: faqSection(),
    closing: callToAction(),
  },
);

export const cybersecurityPageSchema = group(
  { label: '/cybersecurity-services' },
  {
    head: serviceHead(),
    threats: section({ label: 'Threat figures' }, stats({ min: 2, max: 4 })),
    services: section({ label: 'Services' }, features({ min: 1, max: 8 })),
    process: section({ label: 'Process' }, steps({ min: 2, max: 6 })),
    frameworks: group(
      { label: 'Compliance frameworks' },
      {
        ...headingFields(),
        items: features({ min: 1, max: 8 }),
        link: textLink('Link under the frameworks'),
      },
    ),
    training: section({ label: 'Training' }, features({ min: 1, max: 6 })),
    faq: faqSection(),
    closing: callToAction(),
  },
);

export const cloudPageSchema = group(
  { label: '/cloud-solutions' },
  {
    head: serviceHead(),
    benefits: section({ label: 'Benefits' }, features({ min: 1, max: 8 })),
    services: section({ label: 'Services' }, features({ min: 1, max: 8 })),
    platforms: section({ label: 'Platforms' }, features({ min: 1, max: 6 })),
    migration: section({ label: 'Migration' }, steps({ min: 2, max: 6 })),
    productivity: section({ label: 'Microsoft 365 results' }, stats({ min: 1, max: 4 })),
    closing: callToAction(),
  },
);

export const networkPageSchema = group(
  { label: '/network-architecture-design' },
  {
    head: serviceHead(),
    results: section({ label: 'Results' }, stats({ min: 1, max: 4 })),
    services: section({ label: 'Services' }, features({ min: 1, max: 8 })),
    components: section({ label: 'Components' }, features({ min: 1, max: 8 })),
    phases: section({ label: 'Phases' }, steps({ min: 2, max: 6 })),
    partners: group(
      { label: 'Technology partners' },
      {
        ...headingFields(),
        items: partners(1, 6),
        link: textLink('Link under the partners'),
      },
    ),
    closing: callToAction(),
  },
);

export const compliancePageSchema = group(
  { label: '/compliance' },
  {
    head: companyHead(),
    offerings: section({ label: 'Offerings' }, features({ min: 1, max: 6 })),
    process: section({ label: 'Process' }, steps({ min: 2, max: 6 })),
    metrics: section({ label: 'Results' }, stats({ min: 1, max: 4 })),
    closing: callToAction(),
  },
);

export const partnershipsPageSchema = group(
  { label: '/partnerships' },
  {
    head: companyHead(),
    partners: section({ label: 'Partners' }, partners(1, 12)),
    benefits: section({ label: 'Benefits' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const transparencyPageSchema = group(
  { label: '/transparency' },
  {
    head: companyHead(),
    status: section({ label: 'Current status' }, stats({ min: 1, max: 4 })),
    metrics: group(
      { label: 'Support metrics' },
      {
        ...headingFields(),
        caption: line({ label: 'Table caption (read by screen readers)', max: 120 }),
        items: list(
          group(
            { label: 'Metric' },
            {
              name: line({ label: 'Name', max: 60 }),
              value: number({ label: 'Measured', min: 0, max: 1_000_000, step: 0.1 }),
              unit: choice([' min', '%', '/5'], { label: 'Unit' }),
              target: group(
                { label: 'Target' },
                {
                  direction: choice(['under', 'over'], { label: 'Better when' }),
                  value: number({ label: 'Target', min: 0, max: 1_000_000, step: 0.1 }),
                },
              ),
            },
          ),
          { label: 'Metrics', item: 'Metric', min: 1, max: 8 },
        ),
      },
    ),
    updates: group(
      { label: 'Recent updates' },
      {
        title: line({ label: 'Heading', max: 120 }),
        items: list(
          group(
            { label: 'Update' },
            {
              date: line({ label: 'Date', max: 10, help: 'YYYY-MM-DD.' }).regex(
                DATE,
                'Date must be written as YYYY-MM-DD.',
              ),
              kind: choice(['Maintenance', 'Improvement', 'Resolved'], { label: 'Kind' }),
              title: line({ label: 'Title', max: 120 }),
              summary: paragraph({ label: 'Summary', max: 600 }),
            },
          ),
          { label: 'Updates', item: 'Update', min: 1, max: 12 },
        ),
      },
    ),
    closing: callToAction(),
  },
);
