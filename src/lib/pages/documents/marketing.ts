/**
 * The marketing pages: /services, /process, /compare, /day-in-life, /emergency,
 * /employee-lifecycle, /ai-strategy and /client-portal. Each opens with the same head (search title
 * and description, breadcrumb name, hero) and closes with a call to action.
 */
import { group, icon, line, list, optionalLine, paragraph } from '#lib/pages/kinds.ts';
import {
  callToAction,
  comparisonCategories,
  crumb,
  features,
  hero,
  searchDescription,
  searchTitle,
  section,
  stats,
  steps,
  type Bounds,
  headingFields,
} from './sections.ts';

const marketingHead = () =>
  group(
    { label: 'Page' },
    {
      title: searchTitle(),
      description: searchDescription(),
      crumb: crumb(),
      serviceType: optionalLine({
        label: 'Service type (structured data)',
        max: 80,
        help: 'Filled in: search engines read this page as one service of this type.',
      }),
      hero: hero(),
    },
  );

const timelineEvent = () =>
  group(
    { label: 'Moment' },
    {
      time: line({ label: 'Time', max: 20, help: 'As shown, such as 9:15 AM.' }),
      icon: icon(),
      title: line({ label: 'Title', max: 120 }),
      description: paragraph({ label: 'What happened', max: 600 }),
      outcome: paragraph({ label: 'Outcome', max: 300 }),
    },
  );

const timeline = (bounds: Bounds) =>
  list(timelineEvent(), { label: 'Moments', item: 'Moment', ...bounds });

export const servicesPageSchema = group(
  { label: '/services' },
  {
    page: marketingHead(),
    clients: group({ label: 'Client wordmarks' }, { title: line({ label: 'Heading', max: 120 }) }),
    coreServices: group(
      { label: 'Core services', help: 'The cards are the service catalog’s core services.' },
      {
        ...headingFields(),
      },
    ),
    specialistServices: group(
      { label: 'Specialist services', help: 'The cards are the service catalog’s services.' },
      {
        ...headingFields(),
      },
    ),
    stats: section({ label: 'Figures' }, stats({ min: 2, max: 4 })),
    programs: section({ label: 'How it fits together' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const processPageSchema = group(
  { label: '/process' },
  {
    page: marketingHead(),
    steps: section({ label: 'Steps' }, steps({ min: 2, max: 6 })),
    commitments: section({ label: 'Commitments' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const comparePageSchema = group(
  { label: '/compare' },
  {
    page: marketingHead(),
    ours: line({ label: 'Our column’s heading', max: 40 }),
    theirs: line({ label: 'The alternative’s column heading', max: 40 }),
    comparison: section({ label: 'Comparison' }, comparisonCategories({ min: 1, max: 6 })),
    reasons: section({ label: 'Reasons' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const dayInLifePageSchema = group(
  { label: '/day-in-life' },
  {
    page: marketingHead(),
    timeline: section({ label: 'Timeline' }, timeline({ min: 2, max: 8 })),
    whyItWorks: section({ label: 'Why it works' }, features({ min: 2, max: 8 })),
    metrics: section({ label: 'Metrics' }, stats({ min: 2, max: 4 })),
    closing: callToAction(),
  },
);

export const emergencyPageSchema = group(
  { label: '/emergency' },
  {
    page: marketingHead(),
    accessOptions: section({ label: 'Ways to reach us' }, features({ min: 1, max: 6 })),
    metrics: section({ label: 'Figures' }, stats({ min: 2, max: 4 })),
    features: section({ label: 'What happens next' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const employeeLifecyclePageSchema = group(
  { label: '/employee-lifecycle' },
  {
    page: marketingHead(),
    stages: section({ label: 'Stages' }, steps({ min: 2, max: 6 })),
    benefits: section({ label: 'Benefits' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const aiStrategyPageSchema = group(
  { label: '/ai-strategy' },
  {
    page: marketingHead(),
    offerings: section({ label: 'Offerings' }, features({ min: 1, max: 4 })),
    stats: section({ label: 'Results' }, stats({ min: 2, max: 4 })),
    audiences: section({ label: 'Who we work with' }, features({ min: 1, max: 6 })),
    closing: callToAction(),
  },
);

export const clientPortalPageSchema = group(
  { label: '/client-portal' },
  {
    page: marketingHead(),
    dayOne: section({ label: 'Day 1' }, timeline({ min: 2, max: 8 })),
    supportProcess: section({ label: 'How support works' }, steps({ min: 2, max: 6 })),
    benefits: section({ label: 'Benefits' }, features({ min: 1, max: 6 })),
    stats: section({ label: 'Figures' }, stats({ min: 2, max: 4 })),
    closing: callToAction(),
  },
);
