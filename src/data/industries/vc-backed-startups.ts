/** The fixed page for venture-backed startups: SOC 2, people, devices, dev tooling, cloud and budget. */
import type { Feature, Step } from '#components/sections/types.ts';
import type { IndustryView } from './index.ts';

export const startups: IndustryView = {
  slug: 'vc-backed-startups',
  name: 'VC-Backed Startups',
  metaTitle: 'IT and Security for VC-Backed Startups',
  metaDescription:
    'IT for venture-backed startups: SOC 2 readiness in 3-6 months, day-one onboarding, device management, secure dev tooling, zero trust and a budget by stage.',
  description:
    'Identity-first IT, SOC 2 readiness and secure engineering tooling for seed to Series C startups, on a budget that grows with headcount.',
  intro:
    'Your first enterprise customer will send a security questionnaire before they sign, and your next round’s due diligence will ask the same questions. Northbeam IT gives venture-backed startups the foundation that answers them: company-owned identities, managed laptops, secure source control and cloud accounts, and a SOC 2 program that is ready for an auditor in three to six months — without hiring a security team before you need one.',
  image: null,
  actions: [
    { label: 'Plan Your SOC 2 Readiness', href: '/contact' },
    { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
  ],
  services: [
    {
      icon: 'badge-check',
      title: 'SOC 2 readiness',
      description:
        'Policies, controls, evidence collection and auditor coordination, with a compliance platform configured and kept green.',
    },
    {
      icon: 'user-plus',
      title: 'People operations IT',
      description:
        'Laptops shipped ready to work, accounts created from your HR system and access removed within the hour when someone leaves.',
    },
    {
      icon: 'key',
      title: 'Identity and SSO',
      description:
        'Okta, Google Workspace or Entra ID as the single front door to every SaaS tool, with phishing-resistant MFA.',
    },
    {
      icon: 'git-branch',
      title: 'Secure engineering tooling',
      description:
        'GitHub or GitLab hardened with SSO, branch protection, secret scanning and signed commits; cloud access without long-lived keys.',
    },
  ],
  faqs: [
    {
      question: 'How long does SOC 2 take for a startup?',
      answer:
        'Typically three to six months to be ready for a Type I audit, depending on how much already exists. A Type II report then needs an observation period of three to twelve months; many startups choose three to six.',
    },
    {
      question: 'Do we need SOC 2 Type I or Type II?',
      answer:
        'Type I shows your controls are designed correctly at a point in time and is often enough to close a first enterprise deal. Most larger customers then ask for Type II, which shows the controls worked over a period.',
    },
    {
      question: 'We have ten people. Is this too early?',
      answer:
        'It is the cheapest time to start. Setting up identity, device management and secure defaults for ten people takes days; retrofitting them at 80 people takes months.',
    },
    {
      question: 'Do you work with Vanta, Drata or Secureframe?',
      answer:
        'Yes. We connect your systems to the compliance platform, fix the failing tests and keep them passing, so the dashboard reflects reality.',
    },
    {
      question: 'Can you support a fully remote team?',
      answer:
        'Yes. Laptops ship directly to new hires already enrolled in device management, and our help desk works in your Slack, wherever your team is.',
    },
  ],
  resources: [
    {
      icon: 'rocket',
      title: 'Insights for startups',
      description: 'Identity-first setups, cloud cost control and SOC 2 foundations.',
      href: '/persona/startups',
      linkLabel: 'Read the articles',
    },
    {
      icon: 'file-check',
      title: 'Compliance support',
      description: 'SOC 2 audit support, policy development and cyber insurance.',
      href: '/compliance',
      linkLabel: 'See compliance',
    },
    {
      icon: 'users',
      title: 'Employee lifecycle',
      description: 'Onboarding, role changes and offboarding, step by step.',
      href: '/employee-lifecycle',
      linkLabel: 'See the lifecycle',
    },
  ],
};

/** From first policy to an auditor's report: SOC 2 Type II readiness in 3-6 months (a brand claim). */
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
