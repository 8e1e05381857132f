/**
 * The illustration each kind of page opens with, on the right of its dark hero: the page says what
 * it is about before a word is read, and no two kinds of page open the same way.
 */
import type { MotifName } from './motifs.ts';

/** Light lines and the brand's green on the hero's ink. */
export const HERO_INK = {
  line: '#e2e8f0',
  accent: '#4ade80',
  disc: 'rgba(255,255,255,0.06)',
} as const;

/** Ink lines and the brand's green on the light openings of service, location and tool pages. */
export const HERO_INK_LIGHT = {
  line: '#0f172a',
  accent: '#16a34a',
  disc: 'rgba(22,163,74,0.08)',
} as const;

/** How big the hero's illustration shows, in CSS pixels (set in the file, so the page sends no size). */
export const HERO_MOTIF_SIZE = 256;

export const HERO_MOTIFS = {
  home: 'network',
  service: 'servers',
  marketing: 'servers',
  tool: 'chart',
  securityCheck: 'shield',
  insights: 'people',
  blog: 'checklist',
  location: 'network',
  industry: 'people',
  directory: 'network',
  contact: 'people',
} as const satisfies Record<string, MotifName>;

export type HeroTemplate = keyof typeof HERO_MOTIFS;

/** A service page's own motif, by its path; other services get the template's. */
export const SERVICE_MOTIFS: Record<string, MotifName> = {
  '/cybersecurity-services': 'shield',
  '/cloud-solutions': 'cloud',
  '/network-architecture-design': 'network',
  '/ai-strategy': 'chip',
  '/compliance': 'checklist',
  '/managed-it-services': 'servers',
};

/** The illustration's file: drawn for the dark heroes, or (light) for the light openings. */
export const heroIllustration = (motif: MotifName, tone: 'ink' | 'light' = 'ink'): string =>
  tone === 'light' ? `/illustrations/light/${motif}.svg` : `/illustrations/${motif}.svg`;
