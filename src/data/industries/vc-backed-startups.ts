/**
 * The sections the startups page adds to its row's copy: SOC 2 timeline, people, devices, dev
 * tooling, cloud and budget by stage.
 */
import type { Action, Feature, Step } from '#components/sections/types.ts';

export const startupActions: readonly Action[] = [
  { label: 'Plan Your SOC 2 Readiness', href: '/contact' },
  { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
];

export const soc2Timeline: readonly Step[] = [
  {
    title: 'Readiness assessment',
    duration: 'Weeks 1–2',
    description:
      'We scope the audit with you, pick the Trust Services Criteria that matter to your customers and list every gap.',
    features: ['System boundary and scope', 'Gap report with owners', 'Auditor shortlist'],
  },
  {
    title: 'Controls and policies',
    duration: 'Weeks 3–8',
    description:
      'We implement the technical controls and write policies that describe what you actually do.',
    features: [
      'SSO, MFA and device management',
      'Logging and alerting',
      'Policies approved by leadership',
    ],
  },
  {
    title: 'Evidence and dry run',
    duration: 'Weeks 9–12',
    description:
      'The compliance platform collects evidence automatically; we run a mock audit and fix what it finds.',
    features: ['Access reviews', 'Vendor risk reviews', 'Incident response tabletop'],
  },
  {
    title: 'Audit and observation',
    duration: 'Months 4–6',
    description:
      'The Type I audit confirms the design; the Type II observation window starts and we keep every control running.',
    features: ['Type I report', 'Type II observation period', 'Quarterly control reviews'],
  },
];

export const peopleLifecycle: readonly Feature[] = [
  {
    icon: 'user-plus',
    title: 'Onboarding in a day',
    description:
      'A new hire in your HR system becomes an account, a license set and a shipped, pre-enrolled laptop — we have onboarded 50+ employees in a week for a single client.',
    bullets: [
      'Accounts and groups created from the HR record',
      'Laptop delivered enrolled and encrypted',
      'Role-based access to every SaaS tool via SSO',
    ],
  },
  {
    icon: 'user-minus',
    title: 'Offboarding within the hour',
    description:
      'When someone leaves, every session is revoked, every account suspended and the laptop locked, with evidence saved for your auditor.',
    bullets: [
      'Single switch-off through the identity provider',
      'Data ownership transferred, mail forwarded',
      'Device recovered or remotely wiped',
    ],
  },
];

export const devicesAndIdentity: readonly Feature[] = [
  {
    icon: 'laptop',
    title: 'Managed Macs and PCs',
    description:
      'Zero-touch enrollment through Apple Business Manager or Autopilot, encryption, screen lock, updates and EDR on every laptop.',
  },
  {
    icon: 'key',
    title: 'One identity per person',
    description:
      'A single identity provider for every app, with phishing-resistant MFA (passkeys or security keys) for admins and engineers.',
  },
  {
    icon: 'smartphone',
    title: 'Phones without the surveillance',
    description:
      'Work profiles on personal phones keep company data separate and removable, without seeing personal apps or photos.',
  },
];

export const devTooling: readonly Feature[] = [
  {
    icon: 'git-branch',
    title: 'Source control, locked down',
    description:
      'SSO-only access to GitHub or GitLab, branch protection and required reviews, signed commits and no personal access tokens that never expire.',
  },
  {
    icon: 'eye',
    title: 'Secrets and dependency scanning',
    description:
      'Secret scanning with push protection, dependency alerts and container image scanning wired into CI, with findings routed to the right team.',
  },
  {
    icon: 'settings',
    title: 'Least-privilege CI/CD',
    description:
      'Pipelines that deploy with short-lived, federated cloud credentials instead of stored keys, and production access that is requested, approved and logged.',
  },
];

export const cloudZeroTrust: readonly Feature[] = [
  {
    icon: 'cloud',
    title: 'Cloud accounts structured for growth',
    description:
      'Separate AWS or Google Cloud accounts for production, staging and sandboxes, guardrails at the organization level and SSO to every console.',
  },
  {
    icon: 'shield-check',
    title: 'Zero trust instead of a VPN',
    description:
      'Access to internal tools decided per request by identity and device health, so a stolen password on an unmanaged laptop gets nowhere.',
  },
  {
    icon: 'trending-up',
    title: 'Cloud spend under control',
    description:
      'Tagging, budgets and rightsizing reviews that typically cut cloud spend by 20–40% in the first quarter.',
  },
];

/** What IT costs at each stage: our fees (the pricing calculator's plans) plus typical tooling. */
export const budgetByStage = [
  {
    stage: 'Seed',
    team: 'Up to 25 people',
    managedIt: '$2,500/month flat',
    tooling: 'Identity, MDM and EDR: about $25–$40 per person per month',
    soc2: 'Compliance platform and Type I audit: $15,000–$30,000 in year one',
  },
  {
    stage: 'Series A',
    team: '26 to 99 people',
    managedIt: '$90 per user per month',
    tooling: 'Add zero trust access and SaaS management: about $40–$60 per person',
    soc2: 'Type II audit: $20,000–$40,000 a year',
  },
  {
    stage: 'Series B and later',
    team: '100 people or more',
    managedIt: '$75 per user per month',
    tooling: 'Add security monitoring (SIEM) and DLP: about $60–$90 per person',
    soc2: 'Type II plus ISO 27001 or HIPAA as customers require',
  },
] as const;
