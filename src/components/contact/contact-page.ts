/** The copy of /contact and its thank-you page: the four ways to reach the team, fed from site.ts. */
import { site } from '#config/site.ts';
import type { IconName } from '#components/ui/icons.ts';

export interface ContactLink {
  label: string;
  href: string;
  /** Opens in a new tab (booking and chat tools). */
  external?: boolean;
}

export interface ContactChannel {
  icon: IconName;
  title: string;
  description: string;
  links: readonly ContactLink[];
}

export const contactChannels: readonly ContactChannel[] = [
  {
    icon: 'calendar',
    title: 'Schedule a Call',
    description: 'Book a free 30-minute call with an engineer at a time that suits you.',
    links: [{ label: 'Book a 30-minute call', href: site.bookingUrl, external: true }],
  },
  {
    icon: 'message-circle',
    title: 'Instant Chat',
    description: 'Message our team directly in your chat tool — no tickets, no queue.',
    links: [{ label: 'Start a chat', href: site.chatUrl, external: true }],
  },
  {
    icon: 'mail',
    title: 'Email Us',
    description: 'Support for existing clients, sales for everything else.',
    links: [
      { label: `Support: ${site.supportEmail}`, href: `mailto:${site.supportEmail}` },
      { label: `Sales: ${site.salesEmail}`, href: `mailto:${site.salesEmail}` },
    ],
  },
  {
    icon: 'phone',
    title: '24/7 Priority Line',
    description: 'Critical issue? A US-based engineer answers around the clock.',
    links: [{ label: site.priorityPhone.display, href: site.priorityPhone.href }],
  },
];

export const contactPage = {
  path: '/contact',
  title: 'Contact Us — Get a Free IT Assessment',
  description:
    'Talk to Northbeam IT: book a 30-minute call, chat with our team, email support or sales, call the 24/7 priority line, or send us a message.',
  hero: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    intro:
      'Questions about managed IT, security or pricing? Pick the channel that suits you — a real engineer answers, not a ticket system.',
  },
  channelsTitle: 'Ways to reach us',
  nextStepsTitle: 'What happens next',
  nextSteps: [
    'Your message goes straight to our team — no ticket queue.',
    'A specialist replies with answers or a time for your free IT assessment.',
    'No obligation: the assessment and its action plan are yours to keep.',
  ],
} as const;

export const thanksPage = {
  path: '/contact/thanks',
  title: 'Message Sent',
  description:
    'Thank you for contacting Northbeam IT. Your message has reached our team and we will get back to you as soon as possible.',
} as const;
