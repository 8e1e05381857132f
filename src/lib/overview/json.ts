/**
 * What GET /api/admin/overview answers: the week's changes and who made them, the week's leads by
 * source (null for a role that may not read leads), and the drafts and scheduled posts. Types
 * only, so the admin's Overview reads them without server code.
 */

export interface OverviewJson {
  week: { from: string; to: string; label: string };
  changes: {
    /** Every change of the week the role may see. */
    total: number;
    /** Who made them, most changes first. */
    byPerson: { email: string; count: number }[];
    /** The latest, newest first. */
    latest: { id: number; at: string; actorEmail: string; summary: string }[];
  };
  /** Null for a role that may not read leads. */
  leads: {
    /** The week's leads, spam left out. */
    total: number;
    /** The largest sources, as the leads report names them; the rest in `other`. */
    bySource: { source: string; count: number }[];
    /** Leads from sources past the first few. */
    other: { sources: number; count: number } | null;
  } | null;
  posts: {
    drafts: OverviewPosts;
    scheduled: OverviewPosts;
  };
}

export interface OverviewPosts {
  total: number;
  /** The first few: drafts last changed first, scheduled posts by their time. */
  items: { id: string; title: string; at: string }[];
}
