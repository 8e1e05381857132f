/**
 * An import's shapes as plain data, for the admin's import screen as much as the server: the mapping
 * of WordPress categories and tags, the dry run, a job's progress. No zod and no database here.
 */
import type { TaxonomyKind } from '#lib/content/types.ts';

export const IMPORT_LIMITS = {
  /** A WordPress export (WXR). */
  xmlBytes: 50 * 1024 * 1024,
  /** A ZIP (WordPress uploads, or an export of this site), as uploaded. */
  zipBytes: 500 * 1024 * 1024,
} as const;

/**
 * The largest request body the Node server lets through (its adapter's limit): an import's ZIP.
 * Every route reads its own body within its own, smaller limit (an image 5 MB, JSON 64 KB).
 */
export const MAX_REQUEST_BODY_BYTES = IMPORT_LIMITS.zipBytes + 64 * 1024;

/** What a WordPress category or tag becomes. */
export type TermTarget =
  | { action: 'ignore' }
  | { action: 'link'; kind: TaxonomyKind; id: string }
  | { action: 'create'; kind: TaxonomyKind };

export interface ImportMapping {
  /** By term: `category:news`, `post_tag:backup`. A term not listed is ignored. */
  terms: Record<string, TermTarget>;
  /** What a post gets when its terms give it no audience, stage or topic (null: none). */
  defaults: {
    persona: string | null;
    journeyStage: string | null;
    topic: string | null;
    /** The insight category of a post none of whose categories is one. */
    category: string;
  };
  /** Download images the uploads ZIP lacks from the old site (off unless asked). */
  fetchMissingImages?: boolean;
}

export interface PlannedItem {
  key: string;
  /** What the item is: a post, an image, a topic, a location page, a lead, a set of redirects… */
  kind: 'post' | 'media' | 'taxonomy' | 'location' | 'industry' | 'lead' | 'redirects';
  title: string;
  action: 'create' | 'skip';
  /** For a created item: where it goes and as what; for a skipped one: why. */
  detail: string;
}

export interface WpTermSummary {
  key: string;
  taxonomy: 'category' | 'post_tag';
  slug: string;
  name: string;
  /** Posts of the export that carry it. */
  posts: number;
}

export interface DryRun {
  kind: 'wordpress' | 'export';
  /** The WordPress site's address, or the exported site's. */
  source: string;
  counts: { create: number; skip: number; redirects: number; images: number };
  items: PlannedItem[];
  redirects: { from: string; to: string }[];
  /** What each post's conversion changed (a shortcode removed, an embed made a link). */
  notes: { key: string; title: string; notes: string[] }[];
  /** WordPress only: its categories and tags, for the mapping screen. */
  terms: WpTermSummary[];
  mapping: ImportMapping | null;
}

export type ImportState = 'planned' | 'running' | 'done';
