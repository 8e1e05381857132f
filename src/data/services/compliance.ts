/** Copy of /compliance: cyber insurance, SOC 2 audits, policies, process and metrics. */
import type { Feature, Stat, Step } from '#components/sections/types.ts';
import type { ServicePageHead } from '#components/services/types.ts';

export const head: ServicePageHead = {
  path: '/compliance',
  title: 'Compliance Support: SOC 2 & Cyber Insurance',
  description:
    'Cyber insurance support, SOC 2 audit support and security, HR and compliance policies: 100% audit success and 45 days average implementation.',
  crumbs: [
    { name: 'Home', path: '/' },
    { name: 'Compliance', path: '/compliance' },
  ],
  hero: {
    eyebrow: 'Compliance',
    title: 'Compliance without the scramble',
    intro:
      'Insurers, auditors and enterprise customers all ask for proof that your IT is under control. We put the controls in place, write the policies and keep the evidence ready, so the next questionnaire takes an afternoon instead of a quarter.',
    actions: [
      { label: 'Get a Compliance Assessment', href: '/contact' },
      { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
    ],
  },
};

export const offerings: readonly Feature[] = [
  {
    icon: 'file-check',
    title: 'Cyber Insurance Support',
    description:
      'We answer the underwriter’s security questionnaire with you and close the gaps that raise premiums or void a claim.',
    bullets: [
      'MFA, EDR and backup controls insurers require, documented',
      'Questionnaire answers backed by screenshots and reports',
      'Renewal readiness review 60 days before your policy date',
    ],
  },
  {
    icon: 'badge-check',
    title: 'SOC 2 Audit Support',
    description:
      'From gap assessment to the auditor’s final report, we implement the technical controls and collect the evidence for Type I and Type II.',
    bullets: [
      'Gap assessment against the Trust Services Criteria',
      'Access reviews, change management and logging set up',
      'Evidence collected continuously and handed to your auditor',
    ],
  },
  {
    icon: 'clipboard-check',
    title: 'Policy Development',
    description:
      'Written policies that match how your company actually works, approved by your leadership and acknowledged by every employee.',
    bullets: ['Security policies', 'HR policies', 'Compliance policies'],
  },
];

export const process: readonly Step[] = [
  {
    title: 'Gap Assessment',
    description:
      'We compare your current controls with the framework, insurer or customer requirements you face and rank every gap by risk and effort.',
  },
  {
    title: 'Remediation Plan',
    description:
      'You get a dated plan with owners and costs, so leadership knows exactly what audit readiness takes before work starts.',
  },
  {
    title: 'Implementation',
    description:
      'Our engineers deploy the controls and write the policies; most clients are audit-ready in 45 days.',
  },
  {
    title: 'Continuous Monitoring',
    description:
      'Controls are watched 24/7 and evidence is collected every month, so the next audit or renewal is a formality.',
  },
];

export const metrics: readonly Stat[] = [
  { value: '100%', label: 'Audit success', detail: 'Every client audit we prepared passed' },
  { value: '45 days', label: 'Average implementation', detail: 'From gap assessment to ready' },
  { value: '24/7', label: 'Monitoring', detail: 'Controls watched around the clock' },
  { value: '40%', label: 'Cost reduction', detail: 'Versus consultants plus in-house effort' },
];
