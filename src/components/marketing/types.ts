/** Typed shapes the marketing pages' data files hand to the page frame and marketing components. */
import type { Action } from '#components/sections/types.ts';
import type { IconName } from '#components/ui/icons.ts';

/** Who a marketing page is, for the <head>, the breadcrumb trail and the hero. */
export interface MarketingPageCopy {
  /** Page title without the brand; BaseLayout appends " | Northbeam IT". */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Name of the page in the breadcrumb trail (Home → this). */
  crumb: string;
  /** Set on pages that describe one service: adds Service JSON-LD of this type. */
  serviceType?: string | undefined;
  hero: {
    eyebrow?: string | undefined;
    /** The page's single <h1>. */
    title: string;
    intro: string;
    actions?: readonly Action[] | undefined;
    badges?: readonly string[] | undefined;
  };
}

/** A section's heading block plus the items it renders. */
export interface SectionCopy<Items> {
  title: string;
  intro: string;
  items: Items;
}

export interface ComparisonRow {
  /** What is compared, e.g. "Response time". */
  aspect: string;
  traditional: string;
  northbeam: string;
}

/** One category of the comparison table (Support, Security, Cost). */
export interface ComparisonGroup {
  name: string;
  icon: IconName;
  rows: readonly ComparisonRow[];
}

/** One moment on a timeline: when, what happened, and what it meant for the client. */
export interface TimelineEvent {
  /** Clock time as shown, e.g. "9:15 AM". */
  time: string;
  icon: IconName;
  title: string;
  description: string;
  outcome: string;
}

/** The closing call-to-action band. */
export interface CtaCopy {
  title: string;
  text: string;
  actions: readonly Action[];
}
