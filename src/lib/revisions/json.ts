/** How the admin API sends revisions (dates as ISO strings); the history panel reads these types. */
import type { RevisionDocument } from './document.ts';
import type { RevisionEntry } from './admin.ts';

export interface RevisionEntryJson {
  version: number;
  /** Whether that version was public (or scheduled). */
  published: boolean;
  /** Who wrote it; null for the version a record had before its first recorded change. */
  actorEmail: string | null;
  at: string;
}

export interface RevisionListJson {
  kind: string;
  id: string;
  /** The record's version now. */
  currentVersion: number;
  /** Newest first. */
  revisions: RevisionEntryJson[];
}

export interface RevisionJson {
  revision: RevisionEntryJson & { document: RevisionDocument };
  /** The record as it stands now, to compare with. */
  current: RevisionDocument;
}

export const revisionEntryJson = (entry: RevisionEntry): RevisionEntryJson => ({
  version: entry.version,
  published: entry.published,
  actorEmail: entry.actorEmail,
  at: entry.at.toISOString(),
});
