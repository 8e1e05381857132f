/** Copy of /cloud-solutions: benefits, services, platforms, migration phases, suite claims. */
import type { Feature, Stat, Step } from '#components/sections/types.ts';
import type { ServicePageHead } from '#components/services/types.ts';

export const head: ServicePageHead = {
  path: '/cloud-solutions',
  title: 'Cloud Solutions & Migration',
  description:
    'Cloud migration, management, security and backup on Microsoft 365, Azure and AWS, with a four-phase migration plan and 40% average cloud cost reduction.',
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Cloud Solutions', path: '/cloud-solutions' },
  ],
  hero: {
    eyebrow: 'Cloud solutions',
    title: 'Move to the cloud without losing a day of work',
    intro:
      'We plan, migrate, secure and run your cloud, from Microsoft 365 mailboxes to Azure and AWS workloads, and keep the monthly bill in check.',
    actions: [
      { label: 'Plan Your Migration', href: '/contact' },
      { label: 'Calculate Your ROI', href: '/roi-calculator', variant: 'secondary' },
    ],
  },
  service: { name: 'Cloud Solutions', serviceType: 'Cloud migration and management' },
};

export const benefits: readonly Feature[] = [
  {
    icon: 'trending-up',
    title: 'Lower, predictable costs',
    description:
      'Retire aging servers and pay only for what you use; clients see a 40% average cloud cost reduction once we right-size their environment.',
  },
  {
    icon: 'laptop',
    title: 'Work from anywhere',
    description:
      'Files, email and applications reachable securely from the office, home or the road, on any managed device.',
  },
  {
    icon: 'refresh-cw',
    title: 'Built-in resilience',
    description:
      'Data replicated across data centers and backed up independently, so a hardware failure or a flood is no longer a disaster.',
  },
  {
    icon: 'layers',
    title: 'Room to grow',
    description:
      'Add users, storage and computing power in minutes instead of waiting weeks for new hardware to arrive.',
  },
];

export const services: readonly Feature[] = [
  {
    icon: 'cloud',
    title: 'Cloud Migration',
    description:
      'Email, files, applications and servers moved to the cloud in planned waves, tested before cutover and done outside working hours.',
  },
  {
    icon: 'settings',
    title: 'Cloud Management',
    description:
      'Day-to-day administration, patching, licensing and monthly cost reviews, typically cutting cloud spend by 20-40% in the first quarter.',
  },
  {
    icon: 'lock',
    title: 'Cloud Security',
    description:
      'Hardened tenants, conditional access, data loss prevention and continuous configuration checks against security baselines.',
  },
  {
    icon: 'hard-drive',
    title: 'Backup & Disaster Recovery',
    description:
      'Independent backups of Microsoft 365 and cloud servers, with documented recovery times and quarterly restore tests.',
  },
];

export const platforms: readonly Feature[] = [
  {
    icon: 'award',
    title: 'Microsoft 365',
    description:
      'The productivity suite most of our clients run on: email, Teams, SharePoint and OneDrive, managed and secured end to end.',
    bullets: ['Exchange Online and Teams', 'SharePoint and OneDrive', 'Intune and Entra ID'],
  },
  {
    icon: 'server',
    title: 'Microsoft Azure',
    description:
      'For Windows workloads, line-of-business applications and virtual desktops that need to live close to Microsoft 365.',
    bullets: [
      'Virtual machines and Azure Virtual Desktop',
      'Azure Files and Backup',
      'Site-to-site VPN to your offices',
    ],
  },
  {
    icon: 'database',
    title: 'Amazon Web Services',
    description:
      'For web applications, data platforms and teams that build software, with accounts structured for security from day one.',
    bullets: [
      'EC2, S3 and RDS',
      'Multi-account setup with AWS Organizations',
      'Cost and usage reviews every month',
    ],
  },
];

export const migrationPhases: readonly Step[] = [
  {
    title: 'Assessment',
    duration: '1-2 weeks',
    description:
      'We inventory your servers, applications, data and licenses and decide what moves, what is replaced and what is retired.',
  },
  {
    title: 'Planning',
    duration: '2-3 weeks',
    description:
      'A migration plan with waves, cutover dates, rollback steps and a cost forecast, agreed with you before anything moves.',
  },
  {
    title: 'Migration',
    duration: '4-12 weeks',
    description:
      'Data and workloads move in tested waves, mostly after hours, with our engineers on hand for every cutover morning.',
  },
  {
    title: 'Optimization',
    duration: 'Ongoing',
    description:
      'We right-size resources, tune security and review the bill monthly so the cloud keeps getting cheaper and safer.',
  },
];

export const productivityResults: readonly Stat[] = [
  {
    value: '40%',
    label: 'more collaboration',
    detail: 'Teams and shared files replace email attachments',
  },
  {
    value: '60%',
    label: 'fewer email security incidents',
    detail: 'With Defender for Office 365 and MFA configured by us',
  },
  {
    value: '25%',
    label: 'fewer support tickets',
    detail: 'One suite, managed devices, self-service password reset',
  },
];
