/** Copy of /ai-strategy (AI Infrastructure & IT Consulting): two feature lists, stats, audiences. */
import type { Feature, Stat } from '#components/sections/types.ts';
import type { CtaCopy, MarketingPageCopy, SectionCopy } from '#components/marketing/types.ts';
import { UPTIME_SLA } from '#config/site.ts';

export const page: MarketingPageCopy = {
  path: '/ai-strategy',
  title: 'AI Infrastructure & IT Consulting',
  description:
    'AI infrastructure and IT consulting for research labs, AI startups and enterprise ML teams: GPU clusters, MLOps, 75% less training time, 10x faster deployment.',
  crumb: 'AI Strategy',
  serviceType: 'AI infrastructure and IT consulting',
  hero: {
    eyebrow: 'AI Strategy',
    title: 'AI Infrastructure & IT Consulting',
    intro:
      'GPU clusters, data pipelines and MLOps that let your researchers train and ship models instead of fighting drivers and queues — designed, run and secured by engineers who have built them for 50+ research teams.',
    actions: [
      { label: 'Plan Your AI Infrastructure', href: '/contact' },
      { label: 'Calculate Your ROI', href: '/roi-calculator', variant: 'secondary' },
    ],
  },
};

export const offerings: SectionCopy<readonly [Feature, Feature]> = {
  title: 'Two ways we help',
  intro: 'Build the platform your models run on, and the strategy that decides what to build next.',
  items: [
    {
      icon: 'cpu',
      title: 'AI Infrastructure',
      description:
        'High-performance compute and data platforms, on-premises, in the cloud or both, tuned for training and inference.',
      bullets: [
        'GPU cluster design, procurement and deployment',
        'High-throughput storage and data pipelines for large datasets',
        'MLOps: experiment tracking, model registry and CI/CD for models',
        'Job scheduling and quotas so teams share GPUs fairly',
        'Hybrid cloud bursting for peak training runs',
        '24/7 monitoring of nodes, jobs and cloud spend',
      ],
    },
    {
      icon: 'chart-line',
      title: 'IT Consulting',
      description:
        'Senior guidance that ties technology decisions to research goals, budgets and compliance.',
      bullets: [
        'AI readiness assessment and a 12-month roadmap',
        'Build-versus-buy and cloud-versus-on-premises cost models',
        'Data governance, privacy and model security reviews',
        'Vendor selection and contract negotiation support',
        'Grant and budget planning for compute purchases',
        'vCIO guidance for leadership and boards',
      ],
    },
  ],
};

export const stats: SectionCopy<readonly [Stat, Stat, Stat, Stat]> = {
  title: 'Results our AI clients see',
  intro: 'Measured across the research and ML teams we support.',
  items: [
    { value: '75%', label: 'Training time reduction' },
    { value: UPTIME_SLA, label: 'Uptime' },
    { value: '10x', label: 'Deployment speed' },
    { value: '50+', label: 'Research teams' },
  ],
};

export const audiences: SectionCopy<readonly [Feature, Feature, Feature]> = {
  title: 'Who we work with',
  intro: 'Teams whose work depends on compute that is fast, available and secure.',
  items: [
    {
      icon: 'graduation-cap',
      title: 'Research Institutions',
      description:
        'Universities and labs that need shared GPU clusters, fair scheduling across groups and data handling that satisfies grant and IRB requirements.',
    },
    {
      icon: 'rocket',
      title: 'AI Startups',
      description:
        'Founders who need production-grade training and inference infrastructure now, with cloud costs under control and SOC 2 readiness for the first enterprise customer.',
    },
    {
      icon: 'building',
      title: 'Enterprise ML Teams',
      description:
        'Data science groups inside larger companies that need MLOps, access controls and audit trails that fit corporate IT and security policy.',
    },
  ],
};

export const closing: CtaCopy = {
  title: 'Train faster and deploy with confidence',
  text: 'Book a free consultation with an AI infrastructure engineer. We will review your workloads and show where time and money are being lost.',
  actions: [
    { label: 'Get Free IT Assessment', href: '/contact' },
    { label: 'Explore Cloud Solutions', href: '/cloud-solutions', variant: 'secondary' },
  ],
};
