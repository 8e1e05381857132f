/**
 * The words of a stale save's refusal, shared by the API and the admin's conflict notice: who changed
 * the record since the editor opened it, when, and which fields. Browser-safe.
 */
import { formatSiteTime } from '#lib/time/format-site-time.ts';

/** The changed fields a refusal names before it counts the rest. */
export const CONFLICT_FIELDS_NAMED = 5;

/** Who and what, as the 409 answer carries it beside its message. */
export interface StaleConflict {
  /** The email of each person who saved a version since, in order; empty when none is known. */
  changedBy: string[];
  /** When the latest of those versions was saved (ISO), or null when not known. */
  changedAt: string | null;
  /** The labels of the fields that differ ("Hero › Heading"), at most CONFLICT_FIELDS_NAMED. */
  changes: string[];
  /** How many more fields differ than `changes` names. */
  moreChanges: number;
}

/** "ana@example.com", "ana@example.com and bo@example.com"; "someone else" when nobody is known. */
function namedPeople(people: readonly string[]): string {
  if (people.length === 0) return 'someone else';
  if (people.length === 1) return people[0]!;
  return `${people.slice(0, -1).join(', ')} and ${people.at(-1)!}`;
}

/**
 * Who changed the record, when and what: "This page was changed by ana@example.com on Dec 3, 2026,
 * 2:15 PM ET since you opened it. They changed: Hero › Heading; Testimonials 3 › Quote."
 */
export function whoChangedIt(noun: string, conflict: StaleConflict | undefined): string {
  if (!conflict) return `This ${noun} was changed since you opened it.`;
  const when = conflict.changedAt ? ` on ${formatSiteTime(new Date(conflict.changedAt))}` : '';
  const fields = [
    ...conflict.changes,
    ...(conflict.moreChanges > 0 ? [`${conflict.moreChanges} more`] : []),
  ];
  const what = fields.length > 0 ? ` They changed: ${fields.join('; ')}.` : '';
  return `This ${noun} was changed by ${namedPeople(conflict.changedBy)}${when} since you opened it.${what}`;
}

/** The API's refusal of a stale save: who, when, what, then the choice. */
export const staleConflictMessage = (noun: string, conflict: StaleConflict) =>
  `${whoChangedIt(noun, conflict)} Reload it to see their version, or overwrite it with yours.`;
