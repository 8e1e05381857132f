/** Typed shapes of the service and company pages' data files. */
import type { Action, Stat } from '#components/sections/types.ts';
import type { IconName } from '#components/ui/icons.ts';

/** What every page in this area needs above the fold: metadata, breadcrumb name and hero. */
export interface ServicePageHead {
  /** The page title without the brand. */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** The page's name at the end of its breadcrumb trail. */
  crumb: string;
  hero: {
    eyebrow?: string | undefined;
    title: string;
    intro: string;
    actions?: readonly Action[] | undefined;
  };
  /** Present on pages that sell a service: published as Service JSON-LD. */
  service?: { name: string; serviceType: string } | undefined;
}

/** A technology partner and what the partnership lets us do for clients. */
export interface Partner {
  icon: IconName;
  name: string;
  /** The kind of partner, e.g. "Networking". */
  category: string;
  /** The certification or partner status we hold. */
  credential: string;
  description: string;
  capabilities: readonly string[];
}

/** A client outcome told as challenge, solution and measured results. */
export interface SuccessStory {
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  results: readonly Stat[];
}

/** One entry of the status page's recent updates. */
export interface StatusUpdate {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  kind: 'Maintenance' | 'Improvement' | 'Resolved';
  title: string;
  summary: string;
}
