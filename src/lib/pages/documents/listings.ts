/**
 * Copy around the database-backed pages: the /insights listing (and what every insight shows under
 * its article), the /locations and /industries directories, the sections the fuller city pages (New
 * York, Brooklyn) add to their row, and the sections the startups industry page adds to its row.
 */
import { group, line, list, paragraph } from '#lib/pages/kinds.ts';
import {
  actions,
  callToAction,
  features,
  hero,
  searchDescription,
  searchTitle,
  section,
  stats,
  steps,
  headingFields,
} from './sections.ts';

export const insightsPageSchema = group(
  { label: '/insights' },
  {
    page: group(
      { label: 'Page' },
      {
        title: searchTitle(),
        description: searchDescription(),
        hero: hero(),
      },
    ),
    cta: callToAction({
      label: 'Call to action',
      help: 'Closes /insights, every insight and every audience, stage and topic page.',
    }),
    relatedServices: features({ min: 1, max: 4 }, 'Service card under every insight'),
  },
);

const directory = (label: string) =>
  group(
    { label },
    {
      title: searchTitle(),
      description: searchDescription(),
      crumb: line({ label: 'Name in the breadcrumb trail', max: 60 }),
      hero: hero(),
      listTitle: line({ label: 'List heading', max: 120 }),
    },
  );

export const directoriesSchema = group(
  { label: 'Directory pages' },
  { locations: directory('/locations'), industries: directory('/industries') },
);

/** What a fuller city page adds to its row: local figures, and intros to the plans and service levels. */
export const cityExtrasSchema = group(
  { label: 'City page sections' },
  {
    stats: stats({ min: 1, max: 4 }),
    pricing: group(
      { label: 'Pricing', help: 'The plan cards are the Plans and service levels document.' },
      { intro: paragraph({ label: 'Intro', max: 400 }) },
    ),
    sla: group(
      {
        label: 'Service levels',
        help: 'The table and commitments are the Plans and service levels document.',
      },
      { intro: paragraph({ label: 'Intro', max: 400 }) },
    ),
  },
);

export const startupExtrasSchema = group(
  { label: 'Startups page sections' },
  {
    actions: actions({ min: 1, max: 2 }, 'Buttons (hero and closing)'),
    soc2Timeline: section({ label: 'SOC 2 timeline' }, steps({ min: 2, max: 6 })),
    peopleLifecycle: section({ label: 'Onboarding and offboarding' }, features({ min: 1, max: 4 })),
    devicesAndIdentity: section({ label: 'Devices and identity' }, features({ min: 1, max: 6 })),
    devTooling: section({ label: 'Secure dev tooling' }, features({ min: 1, max: 6 })),
    cloudZeroTrust: section({ label: 'Cloud and zero trust' }, features({ min: 1, max: 6 })),
    budget: group(
      { label: 'Budget by stage' },
      {
        ...headingFields(),
        rows: list(
          group(
            { label: 'Stage' },
            {
              stage: line({ label: 'Stage', max: 60 }),
              team: line({ label: 'Team size', max: 120 }),
              managedIt: line({ label: 'Managed IT', max: 120 }),
              tooling: line({ label: 'Tooling', max: 200 }),
              soc2: line({ label: 'SOC 2 and compliance', max: 200 }),
            },
          ),
          { label: 'Stages', item: 'Stage', min: 1, max: 6 },
        ),
      },
    ),
  },
);
