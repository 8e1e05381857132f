/** Industry landing pages: the database record composed with the industry's specialized services. */
import type { Action, FaqEntry, Feature } from '#components/sections/types.ts';
import type { Industry } from '#lib/content/index.ts';
import { RESPONSE_MINUTES } from '#config/site.ts';

export interface IndustryDetails {
  /** Specialized services: what we do differently for this industry. */
  services: readonly Feature[];
  faqs: readonly FaqEntry[];
  /** Guides, tools and pages worth reading next. */
  resources: readonly Feature[];
}

export interface IndustryView extends IndustryDetails {
  slug: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  description: string;
  intro: string;
  image: { src: string; alt: string } | null;
  actions: readonly Action[];
}

/** Industries with their own hand-written pages; the database route skips them. */
export const FIXED_INDUSTRIES = ['vc-backed-startups'] as const;

export const industryActions: readonly Action[] = [
  { label: 'Get Free IT Assessment', href: '/contact' },
  { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
];

const securityCheck: Feature = {
  icon: 'shield-check',
  title: 'Security Health Check',
  description: 'Five questions, two minutes: see your security score and what to fix first.',
  href: '/security-check',
  linkLabel: 'Take the check',
};

export const industryDetails: Readonly<Record<string, IndustryDetails>> = {
  'law-firms': {
    services: [
      {
        icon: 'file-check',
        title: 'Document management that stays fast',
        description:
          'We run and support iManage, NetDocuments and Worldox, tune search and indexing, and keep matter-centric permissions clean as attorneys join and leave.',
      },
      {
        icon: 'briefcase',
        title: 'Practice management and billing',
        description:
          'Clio, PCLaw, Aderant and Time Matters kept patched and backed up, with month-end billing runs protected from maintenance windows.',
      },
      {
        icon: 'lock',
        title: 'Encrypted client communication',
        description:
          'Secure email and file sharing for privileged material, with data loss prevention that warns before a client file goes to the wrong recipient.',
      },
      {
        icon: 'clipboard-check',
        title: 'Client security questionnaires',
        description:
          'Corporate clients and insurers send 200-question assessments. We answer the IT sections with evidence and keep a current answer library.',
      },
      {
        icon: 'calendar',
        title: 'Deadline-aware change control',
        description:
          'Upgrades and migrations are planned around trial calendars and filing deadlines, never the other way round.',
      },
      {
        icon: 'hard-drive',
        title: 'Litigation hold and retention',
        description:
          'Mailbox and file retention policies, legal holds and eDiscovery exports configured correctly in Microsoft 365.',
      },
    ],
    faqs: [
      {
        question: 'Do you support iManage, NetDocuments or Clio?',
        answer:
          'Yes. We support the common document and practice management platforms, the integrations with Outlook and Word, and the scanners and e-filing workstations around them.',
      },
      {
        question: 'How do you protect privileged client information?',
        answer:
          'With matter-level permissions, encryption on every device, MFA on every account, data loss prevention rules for client files and monitored endpoints, all documented so you can show clients what you do.',
      },
      {
        question: 'Can you help us answer client security audits?',
        answer:
          'Yes. We complete the technical sections of outside counsel guidelines and security questionnaires and supply the evidence, such as policies, training records and penetration test summaries.',
      },
      {
        question: 'Will maintenance ever interrupt a filing deadline?',
        answer:
          'No. We keep a shared calendar of trials and deadlines and schedule every change around it; emergency patches are applied after hours.',
      },
    ],
    resources: [
      {
        icon: 'scale',
        title: 'Insights for law firms',
        description: 'Articles on privileged data, practice software and client security reviews.',
        href: '/persona/law-firms',
        linkLabel: 'Read the articles',
      },
      {
        icon: 'file-check',
        title: 'Compliance support',
        description: 'Policies, audits and cyber-insurance questionnaires handled with you.',
        href: '/compliance',
        linkLabel: 'See compliance',
      },
      securityCheck,
    ],
  },

  healthcare: {
    services: [
      {
        icon: 'heart-pulse',
        title: 'EHR and imaging uptime',
        description:
          'Monitoring of the EHR, PACS and practice management systems, with vendor escalation handled by us so your staff can keep seeing patients.',
      },
      {
        icon: 'clipboard-check',
        title: 'HIPAA security risk assessment',
        description:
          'The annual risk analysis HIPAA requires, a remediation plan and the evidence file your compliance officer and auditors ask for.',
      },
      {
        icon: 'network',
        title: 'Segmented clinic networks',
        description:
          'Medical devices, staff PCs, guest Wi-Fi and phones on separate networks, so an infected laptop cannot reach an imaging modality.',
      },
      {
        icon: 'smartphone',
        title: 'Encrypted, managed devices',
        description:
          'Full-disk encryption, remote wipe and screen-lock policies on every laptop, tablet and phone that touches patient data.',
      },
      {
        icon: 'handshake',
        title: 'Business Associate Agreement',
        description:
          'We sign a BAA with every healthcare client and hold our own staff and tools to the same safeguards.',
      },
      {
        icon: 'refresh-cw',
        title: 'Downtime and recovery plans',
        description:
          'Tested backups of the EHR and a written downtime procedure, so the front desk knows what to do if the system is unavailable.',
      },
    ],
    faqs: [
      {
        question: 'Will you sign a Business Associate Agreement?',
        answer:
          'Yes, with every healthcare client, before we access any system that holds protected health information.',
      },
      {
        question: 'Do you support our EHR?',
        answer:
          'We support the infrastructure every EHR depends on — network, workstations, servers, backups and security — and work directly with your EHR vendor when an issue is theirs.',
      },
      {
        question: 'What does a HIPAA risk assessment include?',
        answer:
          'An inventory of where patient data lives, an evaluation of threats and safeguards, a risk rating for each finding and a remediation plan, documented in the form auditors and insurers expect.',
      },
      {
        question: 'Can you support practices with several locations?',
        answer:
          'Yes. We standardize networks and security across sites, centralize logging and backups, and produce a single risk assessment for the group.',
      },
    ],
    resources: [
      {
        icon: 'heart-pulse',
        title: 'Insights for healthcare practices',
        description: 'HIPAA-aware infrastructure, clinic networks and patient data protection.',
        href: '/persona/healthcare-practices',
        linkLabel: 'Read the articles',
      },
      {
        icon: 'shield',
        title: 'Cybersecurity services',
        description: 'EDR, email security and training that stop ransomware before it spreads.',
        href: '/cybersecurity-services',
        linkLabel: 'See cybersecurity',
      },
      securityCheck,
    ],
  },

  'financial-services': {
    services: [
      {
        icon: 'landmark',
        title: 'Exam-ready security program',
        description:
          'Written information security program, risk assessment and controls mapped to SEC Regulation S-P, FINRA guidance and the FTC Safeguards Rule.',
      },
      {
        icon: 'mail',
        title: 'Email and chat archiving',
        description:
          'Compliant archiving of email, Teams and approved messaging, with supervision and retrieval your CCO can run without IT.',
      },
      {
        icon: 'key',
        title: 'Access reviews and privileged access',
        description:
          'Quarterly user access reviews, separate admin accounts and logged elevation, with reports ready for examiners.',
      },
      {
        icon: 'chart-line',
        title: 'Market-hours priority support',
        description: `Trading, portfolio management and custodian platforms are treated as critical during market hours, with a ${RESPONSE_MINUTES}-minute response.`,
      },
      {
        icon: 'eye',
        title: 'Vendor due diligence',
        description:
          'We track which vendors hold client data, collect their SOC reports and document oversight the way examiners ask.',
      },
      {
        icon: 'phone',
        title: 'Wire-fraud controls',
        description:
          'Impersonation filtering, payment callback procedures and targeted training against the fraud attempts financial firms see most.',
      },
    ],
    faqs: [
      {
        question: 'Do you help with SEC and FINRA examinations?',
        answer:
          'Yes. We implement and document the technical controls examiners review — access management, MFA, logging, vendor oversight, backups and incident response — and help your CCO assemble evidence.',
      },
      {
        question: 'Does the FTC Safeguards Rule apply to our CPA firm?',
        answer:
          'Very likely. Tax preparers and many other financial firms must keep a written information security program, a qualified individual, MFA, encryption and annual reporting. We build and run the program with you.',
      },
      {
        question: 'How do you handle outages during market hours?',
        answer: `As critical: a ${RESPONSE_MINUTES}-minute response, an engineer assigned until resolved and failover internet circuits so a single carrier outage does not stop trading.`,
      },
      {
        question: 'Can you answer investor and custodian due-diligence questionnaires?',
        answer:
          'Yes. We maintain a current library of answers and evidence and complete the IT sections of DDQs with you.',
      },
    ],
    resources: [
      {
        icon: 'landmark',
        title: 'Insights for financial firms',
        description: 'Infrastructure, access controls and documentation for exams and DDQs.',
        href: '/persona/financial-firms',
        linkLabel: 'Read the articles',
      },
      {
        icon: 'file-check',
        title: 'Compliance support',
        description: 'SOC 2, cyber insurance and policy development for regulated firms.',
        href: '/compliance',
        linkLabel: 'See compliance',
      },
      securityCheck,
    ],
  },

  manufacturing: {
    services: [
      {
        icon: 'network',
        title: 'Segmented OT networks',
        description:
          'Shop-floor machines and controllers on their own network, with only the connections production actually needs.',
      },
      {
        icon: 'database',
        title: 'ERP hosting and backup',
        description:
          'Reliable hosting, hourly snapshots and tested restores for the ERP and MRP systems that schedule your production.',
      },
      {
        icon: 'wifi',
        title: 'Industrial Wi-Fi',
        description:
          'Surveyed wireless for scanners, tablets and forklifts, designed around racking, metal and machinery.',
      },
      {
        icon: 'shield-check',
        title: 'CMMC and NIST 800-171 readiness',
        description:
          'Gap assessment, system security plan and remediation for defense suppliers handling Controlled Unclassified Information.',
      },
    ],
    faqs: [
      {
        question: 'Can you support machines that run old versions of Windows?',
        answer:
          'Yes. Where a controller PC cannot be upgraded, we isolate it on its own network segment, restrict its connections and monitor it closely.',
      },
      {
        question: 'Do we need CMMC?',
        answer:
          'If you handle Controlled Unclassified Information for the Department of Defense, most likely. We start with a gap assessment against NIST SP 800-171.',
      },
      {
        question: 'Do you support second and third shifts?',
        answer: `Yes. Support is 24/7/365 with a ${RESPONSE_MINUTES}-minute response for every shift.`,
      },
    ],
    resources: [
      {
        icon: 'network',
        title: 'Network architecture and design',
        description: 'Segmented, documented networks built for production environments.',
        href: '/network-architecture-design',
        linkLabel: 'See network design',
      },
      securityCheck,
    ],
  },

  nonprofits: {
    services: [
      {
        icon: 'award',
        title: 'Nonprofit licensing',
        description:
          'Microsoft 365 and Google Workspace grants and discounts applied for and managed, so you stop paying full price.',
      },
      {
        icon: 'lock',
        title: 'Donor and client data protection',
        description:
          'MFA, encryption and sensible sharing rules for donor databases and client records, sized for a small staff.',
      },
      {
        icon: 'user-plus',
        title: 'Volunteer and part-time access',
        description:
          'Quick, limited accounts for volunteers and seasonal staff, removed automatically when their role ends.',
      },
      {
        icon: 'calendar',
        title: 'Grant-cycle budgeting',
        description:
          'Hardware and project plans that match your grant cycles, and IT sections of grant applications written with you.',
      },
    ],
    faqs: [
      {
        question: 'Do you offer nonprofit pricing?',
        answer:
          'Yes. We offer nonprofit pricing on managed plans and help you use every licensing grant and discount you qualify for.',
      },
      {
        question: 'Can you help with the technology section of a grant application?',
        answer:
          'Yes. We write the IT and security sections with you and provide quotes that match the grant budget.',
      },
      {
        question: 'How do we give volunteers access safely?',
        answer:
          'With individual, limited accounts protected by MFA, access only to what each role needs and automatic removal when the volunteer term ends.',
      },
    ],
    resources: [
      {
        icon: 'users',
        title: 'Insights for small businesses',
        description: 'Plain-language guidance on budgets, Wi-Fi, cloud email and hardware.',
        href: '/persona/small-businesses',
        linkLabel: 'Read the articles',
      },
      securityCheck,
    ],
  },
};

/** Used only for an industry added in the database before its specialized copy is written. */
function templateFor(industry: Industry): IndustryDetails {
  return {
    services: [
      {
        icon: 'server',
        title: 'Managed IT',
        description: `Monitoring, patching and a ${RESPONSE_MINUTES}-minute help desk for ${industry.name.toLowerCase()} teams.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      },
      {
        icon: 'shield-check',
        title: 'Cybersecurity',
        description: 'EDR, email security, MFA and training, monitored 24/7.',
        href: '/cybersecurity-services',
        linkLabel: 'Cybersecurity',
      },
      {
        icon: 'cloud',
        title: 'Cloud solutions',
        description: 'Microsoft 365, Azure and AWS migrations, management and backup.',
        href: '/cloud-solutions',
        linkLabel: 'Cloud solutions',
      },
    ],
    faqs: [
      {
        question: 'How quickly do you respond?',
        answer: `Within ${RESPONSE_MINUTES} minutes, 24/7, and on site within two hours for critical issues.`,
      },
      {
        question: 'How do we get started?',
        answer: 'Book a free IT assessment and we will give you a written plan.',
      },
    ],
    resources: [securityCheck],
  };
}

export function industryView(industry: Industry): IndustryView {
  const details = industryDetails[industry.slug] ?? templateFor(industry);
  return {
    slug: industry.slug,
    name: industry.name,
    metaTitle: industry.metaTitle,
    metaDescription: industry.metaDescription,
    description: industry.description,
    intro: industry.introText,
    image: industry.imageUrl ? { src: industry.imageUrl, alt: '' } : null,
    actions: industryActions,
    ...details,
  };
}
