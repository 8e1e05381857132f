/** The shapes of /contact's copy (the /contact page document): the ways to reach the team. */
import type { IconName } from '#components/ui/icons.ts';

export const CONTACT_PATH = '/contact';
export const THANKS_PATH = '/contact/thanks';

export interface ContactLink {
  label: string;
  href: string;
  /** Opens in a new tab (booking and chat tools). */
  external?: boolean | undefined;
}

export interface ContactChannel {
  icon: IconName;
  title: string;
  description: string;
  links: readonly ContactLink[];
}
