/** Copy of /cybersecurity-services: threats, services, process, frameworks, training, FAQ. */
import type { FaqEntry, Feature, Stat, Step } from '#components/sections/types.ts';
import type { ServicePageHead } from '#components/services/types.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export const head: ServicePageHead = {
  path: '/cybersecurity-services',
  title: 'Cybersecurity Services',
  description:
    'Managed cybersecurity for growing businesses: 24/7 threat monitoring, EDR, email security, HIPAA, SOX, PCI DSS and SOC 2 support, and awareness training.',
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Cybersecurity Services', path: '/cybersecurity-services' },
  ],
  hero: {
    eyebrow: 'Cybersecurity services',
    title: 'Stop attacks before they become incidents',
    intro:
      'Layered protection, watched 24/7 by US-based engineers: endpoint detection and response, email security, identity protection and the training that turns your team into the first line of defense.',
    actions: [
      { label: 'Take the Security Check', href: '/security-check' },
      { label: 'Get a Security Assessment', href: '/contact', variant: 'secondary' },
      { label: 'Calculate Your ROI', href: '/roi-calculator', variant: 'secondary' },
    ],
  },
  service: { name: 'Cybersecurity Services', serviceType: 'Managed cybersecurity' },
};

/** Published industry figures, each with its source. */
export const threatStatistics: readonly Stat[] = [
  {
    value: '$4.88M',
    label: 'average cost of a data breach',
    detail: 'IBM Cost of a Data Breach Report 2024',
  },
  {
    value: '68%',
    label: 'of breaches involve a human element',
    detail: 'Verizon Data Breach Investigations Report 2024',
  },
  {
    value: '$2.9B',
    label: 'lost to business email compromise in 2023',
    detail: 'FBI Internet Crime Report 2023',
  },
  {
    value: '258 days',
    label: 'average time to identify and contain a breach',
    detail: 'IBM Cost of a Data Breach Report 2024',
  },
];

export const services: readonly Feature[] = [
  {
    icon: 'eye',
    title: '24/7 Threat Monitoring',
    description:
      'Endpoint detection and response on every device, with alerts triaged by our engineers around the clock and threats isolated in minutes.',
  },
  {
    icon: 'mail',
    title: 'Email Security',
    description:
      'Phishing, impersonation and malicious attachments filtered before they reach an inbox, with SPF, DKIM and DMARC set up correctly.',
  },
  {
    icon: 'key',
    title: 'Identity & Access Protection',
    description:
      'Multi-factor authentication on every account, conditional access rules and privileged accounts kept separate from everyday logins.',
  },
  {
    icon: 'database',
    title: 'Backup & Ransomware Recovery',
    description:
      'Immutable, monitored backups tested every quarter, so a ransomware attack costs you hours of restore time, not a ransom.',
  },
];

export const process: readonly Step[] = [
  {
    title: 'Assessment',
    description:
      'We scan your network, devices, accounts and cloud tenants and interview your team to find where you are exposed today.',
  },
  {
    title: 'Planning',
    description:
      'You receive a prioritized roadmap that fixes the most dangerous gaps first, with costs and timelines agreed up front.',
  },
  {
    title: 'Implementation',
    description:
      'Our engineers deploy EDR, email protection, MFA and backups without disrupting work, most of it after hours.',
  },
  {
    title: 'Monitoring',
    description:
      'Every alert is watched 24/7, reviewed monthly with you, and the controls are tuned as threats change.',
  },
];

export const frameworks: readonly Feature[] = [
  {
    icon: 'heart-pulse',
    title: 'HIPAA',
    description:
      'Risk assessments, encryption, access logging and business associate agreements for healthcare practices and their vendors.',
  },
  {
    icon: 'landmark',
    title: 'SOX',
    description:
      'IT general controls for financial reporting systems: access reviews, change management and audit trails.',
  },
  {
    icon: 'dollar-sign',
    title: 'PCI DSS',
    description:
      'Segmented cardholder data environments, vulnerability scans and the evidence your acquiring bank asks for.',
  },
  {
    icon: 'badge-check',
    title: 'SOC 2',
    description:
      'Technical controls and continuous evidence collection for Type I and Type II, with SOC 2 Type II readiness in 3-6 months.',
  },
];

export const training: readonly Feature[] = [
  {
    icon: 'mail',
    title: 'Simulated phishing',
    description:
      'Monthly realistic phishing tests tailored to your industry, with instant coaching for anyone who clicks.',
  },
  {
    icon: 'graduation-cap',
    title: 'Short, regular lessons',
    description:
      'Five-minute video lessons every month on passwords, payment fraud, travel and safe AI use, tracked for every employee.',
  },
  {
    icon: 'chart-line',
    title: 'Reporting you can show',
    description:
      'Completion and click-rate reports per team, ready for insurers, auditors and your board.',
  },
];

export const faqs: readonly FaqEntry[] = [
  {
    question: 'Is my business too small to be a target?',
    answer:
      'No. Most attacks are automated and look for any weak password, unpatched device or inbox that will pay a fake invoice. Small businesses are often hit precisely because attackers expect weaker defenses and no one watching overnight.',
  },
  {
    question: 'What is the difference between antivirus and EDR?',
    answer:
      'Antivirus blocks files it already knows are malicious. Endpoint detection and response watches behavior, so it catches new attacks such as ransomware encrypting files, and lets our engineers isolate an infected device remotely within minutes.',
  },
  {
    question: 'Can you help us pass a compliance audit?',
    answer:
      'Yes. We implement and document the technical controls for HIPAA, SOX, PCI DSS and SOC 2, collect evidence continuously and work directly with your auditor. See our compliance page for the full process.',
  },
  {
    question: 'What happens if we are attacked?',
    answer: `Call the priority line or message your support channel. An engineer responds within ${RESPONSE_MINUTES} minutes, isolates affected devices, stops the spread and restores from clean backups, then walks you through insurer notification and the lessons learned.`,
  },
];
