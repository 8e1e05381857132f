/** Copy of /employee-lifecycle: four stages of four steps each, and three benefits. */
import type { Feature, Step } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';

export const page: MarketingPageCopy = {
  path: '/employee-lifecycle',
  title: 'Employee Lifecycle IT Management',
  description:
    'IT for every stage of an employee’s time with you: onboarding, active employment, role changes and offboarding, with 80% faster employee transitions.',
  crumb: 'Employee Lifecycle',
  hero: {
    eyebrow: 'Employee lifecycle',
    title: 'IT for every stage of every employee’s journey',
    intro:
      'From the laptop waiting on a new hire’s desk to the access removed the hour someone leaves, Northbeam IT runs the technology side of your people processes — consistently, securely and on time.',
    actions: [
      { label: 'Get Free IT Assessment', href: '/contact' },
      { label: 'See a Day in the Life', href: '/day-in-life', variant: 'secondary' },
    ],
  },
};

export const stages: SectionCopy<readonly [Step, Step, Step, Step]> = {
  title: 'Four stages, one repeatable playbook',
  intro: 'Each stage starts with a single message from HR or a manager. We handle the rest.',
  items: [
    {
      title: 'Onboarding',
      description: 'New hires are productive on their first morning, not their first week.',
      features: [
        'Laptop ordered, enrolled and shipped before day one',
        'Email, chat and app accounts created from your HR system',
        'Security training and MFA set up in the first hour',
        'Welcome call with our team to answer every question',
      ],
    },
    {
      title: 'Active Employment',
      description: 'Everyday support and protection for as long as they work with you.',
      features: [
        'Direct chat support with an average response under 2 minutes',
        'Automatic patches and updates on every device',
        'Quarterly access reviews for sensitive systems',
        'Hardware refresh planned before devices fail',
      ],
    },
    {
      title: 'Role Changes',
      description: 'Promotions and transfers get the right access on the day they start.',
      features: [
        'Permissions adjusted to the new role the same day',
        'Access the old role needed removed, not piled up',
        'New software licensed and installed remotely',
        'Shared drives and groups updated for the new team',
      ],
    },
    {
      title: 'Offboarding',
      description: 'Departures are clean, documented and secure, whether planned or sudden.',
      features: [
        'All accounts disabled within the hour of notice',
        'Company data on laptops and phones wiped or recovered',
        'Mailbox and files handed over to the manager',
        'Licenses reclaimed so you stop paying for them',
      ],
    },
  ],
};

export const benefits: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'What a managed lifecycle gives you',
  intro: 'The results clients report once every join, move and leave follows the same playbook.',
  items: [
    {
      icon: 'zap',
      title: '80% faster employee transitions',
      description:
        'Scripted onboarding, role changes and offboarding cut the time from request to done by 80% compared with manual IT.',
    },
    {
      icon: 'lock',
      title: 'No forgotten access',
      description:
        'Every account a person had is listed and removed when they leave, closing one of the most common causes of data breaches.',
    },
    {
      icon: 'file-check',
      title: 'Audit-ready records',
      description:
        'Each change is logged with who asked, who approved and when it was done — the evidence SOC 2, HIPAA and cyber insurers ask for.',
    },
  ],
};

export const closing: CtaCopy = {
  title: 'Hiring soon? Make day one effortless.',
  text: 'We can onboard 50+ employees in a week. Tell us your hiring plan and we will build the playbook around it.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'See Our Process', href: '/process', variant: 'secondary' },
  ],
};
