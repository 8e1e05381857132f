/** Typed shapes that page data files hand to the section components. */
import type { IconName } from '#components/ui/icons.ts';

export interface Action {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary' | undefined;
  /** Opens in a new tab with rel="noopener noreferrer" (booking and chat links). */
  external?: boolean | undefined;
}

export interface Feature {
  icon?: IconName | undefined;
  title: string;
  description: string;
  href?: string | undefined;
  linkLabel?: string | undefined;
  bullets?: readonly string[] | undefined;
}

export interface Stat {
  value: string;
  label: string;
  detail?: string | undefined;
}

export interface Step {
  title: string;
  description: string;
  features?: readonly string[] | undefined;
  duration?: string | undefined;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  content: string;
}

export interface Crumb {
  name: string;
  path: string;
}

export type Tone = 'white' | 'muted' | 'dark' | 'brand';
