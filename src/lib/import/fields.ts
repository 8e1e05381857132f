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
  /**
   * What the item is: a post, an image, a topic, a lead, a set of redirects, or a collection's
   * record named by its subject (a location page: 'location').
   */
  kind: 'post' | 'page' | 'media' | 'taxonomy' | 'lead' | 'redirects' | (string & {});
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

/**
 * What a dry run expects the import to do; the import's own counts (its job's) use the same words,
 * and for a WordPress export each figure is the same when the database has not moved on between.
 */
export interface DryRunCounts {
  /** Items created, and items skipped (each with its reason) or found imported before. */
  create: number;
  skip: number;
  /** Addresses that will redirect (each once). */
  redirects: number;
  /** Image files brought into the media library (each once, however many posts show it). */
  images: number;
  /** WordPress: posts created. */
  posts?: number;
  /** WordPress: pages whose old address will lead to a page here. */
  pages?: number;
  /** WordPress: documents (PDF, audio…) linked from posts, named and not imported. */
  documents?: number;
  /** WordPress: images to download from the old site (when asked), counted once they arrive. */
  downloads?: number;
}

export interface DryRun {
  kind: 'wordpress' | 'export';
  /** The WordPress site's address, or the exported site's. */
  source: string;
  counts: DryRunCounts;
  items: PlannedItem[];
  redirects: { from: string; to: string }[];
  /**
   * What each post's conversion changed (a shortcode removed, an embed made a link), and what of it
   * is not imported, with the reason (`leftOut`: comments, server-rendered blocks, forms…).
   */
  notes: { key: string; title: string; notes: string[]; leftOut?: string[] }[];
  /** WordPress: posts that were not public there (password, private, pending), kept as drafts. */
  keptPrivate?: { key: string; title: string; reason: string }[];
  /** WordPress: its pages, each with its old address and where that will lead (or why not). */
  pages?: { key: string; title: string; from: string | null; to: string | null; detail: string }[];
  /** WordPress only: its categories and tags, for the mapping screen. */
  terms: WpTermSummary[];
  mapping: ImportMapping | null;
}

export type ImportState = 'planned' | 'running' | 'done';
