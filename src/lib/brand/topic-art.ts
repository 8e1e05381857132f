/**
 * Each insight topic's look: its motif and its color. Covers are drawn from the post's first
 * topic, so two posts share a palette and a motif only when they share a topic, and their titles
 * still tell the covers apart.
 */
import type { MotifName } from './motifs.ts';

export interface TopicArt {
  motif: MotifName;
  /** The topic's color: the motif's accent and the cover's glow. */
  hue: string;
  /** A deep shade of it, the far end of the cover's background. */
  deep: string;
}

/** The brand's own ink (slate-900): every cover starts from it. */
export const BRAND_INK = '#0f172a';
/** The brand's green: the wordmark's and the default topic's. */
export const BRAND_GREEN = '#22c55e';

export const TOPIC_ART: Record<string, TopicArt> = {
  cybersecurity: { motif: 'shield', hue: '#4ade80', deep: '#14532d' },
  cloud: { motif: 'cloud', hue: '#38bdf8', deep: '#0c4a6e' },
  compliance: { motif: 'checklist', hue: '#a78bfa', deep: '#3b0764' },
  'managed-it': { motif: 'servers', hue: '#2dd4bf', deep: '#134e4a' },
  networking: { motif: 'network', hue: '#60a5fa', deep: '#1e3a8a' },
  'ai-infrastructure': { motif: 'chip', hue: '#fb923c', deep: '#7c2d12' },
  'backup-recovery': { motif: 'backup', hue: '#fbbf24', deep: '#713f12' },
  'it-strategy': { motif: 'chart', hue: '#f472b6', deep: '#831843' },
};

/** For a post with no topic, or a page that is not a post. */
export const DEFAULT_ART: TopicArt = { motif: 'people', hue: BRAND_GREEN, deep: '#14532d' };

export const artForTopic = (slug: string | undefined): TopicArt =>
  (slug && TOPIC_ART[slug]) || DEFAULT_ART;
