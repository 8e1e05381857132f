/**
 * Where a new page can start, besides a blank one: a campaign landing page, a service page and an
 * event page, each a composition that already passes every rule (tests/unit/landing-page-templates
 * .test.ts parses each with the write schema). The words are placeholders in the brand's voice that
 * the marketer replaces; facts such as {responseMinutes} stay true when Settings change.
 * Plain data, no zod: the admin imports it.
 */
import type { ComposedSectionsInput } from '#lib/composed-pages/document.ts';
import type { SectionInput } from '#lib/composed-pages/sections.ts';

export interface LandingPageTemplate {
  id: string;
  label: string;
  /** One sentence under the choice: what the page is for. */
  description: string;
  page: {
    title: string;
    description: string;
    noindex: boolean;
    serviceType?: string;
    sections: ComposedSectionsInput;
  };
}

const closingCall: SectionInput = {
  type: 'callToAction',
  title: 'Talk to an engineer, not a salesperson',
  text: 'Tell us about your business and we will answer within {responseMinutes} minutes during business hours.',
  actions: [
    { label: 'Contact us', href: '/contact', variant: 'primary' },
    { label: 'Call {phone}', href: '{phone.href}', variant: 'secondary' },
  ],
};

const campaign: LandingPageTemplate = {
  id: 'campaign',
  label: 'Campaign landing page',
  description:
    'For a paid campaign: one offer, proof, answers and a lead form. Hidden from search engines.',
  page: {
    title: 'Free security assessment',
    description:
      'A free, no-obligation review of your security: where you are exposed and what to fix first.',
    noindex: true,
    sections: [
      {
        type: 'hero',
        look: 'dark',
        eyebrow: 'Free for a limited time',
        title: 'Find out where your business is exposed',
        intro:
          'A senior engineer reviews your email, devices, backups and accounts, and gives you a plain-English report of what to fix first.',
        badges: ['No obligation', 'Report in 5 business days'],
      },
      {
        type: 'cards',
        title: 'What the assessment covers',
        columns: '3',
        items: [
          {
            icon: 'mail',
            title: 'Email and phishing',
            description:
              'How easily a convincing fake email would get through, and who would click.',
          },
          {
            icon: 'hard-drive',
            title: 'Backups',
            description:
              'Whether your backups would bring you back after ransomware, and how fast.',
          },
          {
            icon: 'key',
            title: 'Accounts and passwords',
            description:
              'Shared passwords, missing multi-factor sign-in and former staff accounts.',
          },
        ],
      },
      {
        type: 'testimonials',
        title: 'What clients say',
        items: [
          {
            name: 'Client name',
            role: 'Their role',
            company: 'Their company',
            content: 'What changed for them, in their own words.',
          },
        ],
      },
      {
        type: 'faq',
        title: 'Questions',
        background: 'grey',
        items: [
          {
            question: 'Is it really free?',
            answer: 'Yes. You keep the report whether or not you work with us.',
          },
          {
            question: 'How long does it take?',
            answer: 'About an hour of your time; the report follows within five business days.',
          },
        ],
      },
      {
        type: 'leadForm',
        title: 'Book your assessment',
        intro: 'Tell us where to reach you; an engineer will call to arrange a time.',
        formName: 'Security assessment',
        fields: { name: true, email: true, phone: true, companySize: true, message: false },
        button: 'Book my assessment',
      },
    ],
  },
};

const service: LandingPageTemplate = {
  id: 'service',
  label: 'Service page',
  description: 'For a new service: what it is, how it works, what it costs, and answers.',
  page: {
    title: 'A new service',
    description: 'What the service does for a business like yours, how it works and what it costs.',
    noindex: false,
    serviceType: 'Managed IT services',
    sections: [
      {
        type: 'hero',
        look: 'light',
        title: 'The service, in one promise',
        intro: 'Who it is for and what it changes for them, in two sentences.',
        actions: [{ label: 'Talk to us', href: '/contact', variant: 'primary' }],
        illustration: 'shield',
        points: ['A first point', 'A second point'],
      },
      {
        type: 'cards',
        title: 'What is included',
        items: [
          { icon: 'check', title: 'First part', description: 'What it does.' },
          { icon: 'check', title: 'Second part', description: 'What it does.' },
          { icon: 'check', title: 'Third part', description: 'What it does.' },
        ],
      },
      {
        type: 'steps',
        title: 'How it works',
        background: 'grey',
        items: [
          { title: 'We talk', description: 'A call about your business and what it needs.' },
          { title: 'We plan', description: 'A written plan with a fixed price.' },
          { title: 'We run it', description: 'We set it up and keep it running.' },
        ],
      },
      {
        type: 'faq',
        title: 'Questions',
        items: [
          {
            question: 'How much does it cost?',
            answer: 'From {price.essential} per user per month.',
          },
        ],
      },
      closingCall,
    ],
  },
};

const event: LandingPageTemplate = {
  id: 'event',
  label: 'Event page',
  description: 'For a webinar or a breakfast briefing: when, what you will learn, and sign-up.',
  page: {
    title: 'An event',
    description: 'When and where it is, what you will learn, and how to save your seat.',
    noindex: false,
    sections: [
      {
        type: 'hero',
        look: 'dark',
        eyebrow: 'Webinar · date and time',
        title: 'The event’s title',
        intro: 'What attendees will take away, in two sentences.',
        badges: ['Free', '45 minutes'],
      },
      {
        type: 'text',
        title: 'What we will cover',
        body: '- The first topic\n- The second topic\n- Questions from the audience',
      },
      {
        type: 'leadForm',
        title: 'Save your seat',
        formName: 'Event sign-up',
        fields: { name: true, email: true, phone: false, companySize: true, message: false },
        button: 'Save my seat',
      },
    ],
  },
};

/** The templates "New page" offers after the blank page, in this order. */
export const LANDING_PAGE_TEMPLATES: readonly LandingPageTemplate[] = [campaign, service, event];
