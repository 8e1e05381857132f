/** What the admin's publishing line shows: where the latest content change is on its way to the live site. */

/**
 * - idle: nothing changed since the server started;
 * - saved: a change waits for its rebuild;
 * - rebuilding: a build runs (since `startedAt`);
 * - live: the public site shows the change(s) in `change`, since `updatedAt`;
 * - failed: the build failed (the reason in `message`); the site shows the previous version;
 * - off: nothing rebuilds here; changes reach the public site with the next build and deploy.
 */
export type PublishState = 'idle' | 'saved' | 'rebuilding' | 'live' | 'failed' | 'off';

export interface PublishStatus {
  state: PublishState;
  /** Human-readable detail: the failure reason, or how the change goes live. */
  message: string;
  updatedAt: string;
  /** For rebuilding: when the build started, so the admin can show the time elapsed. */
  startedAt?: string;
  /** What the latest build (or pending one) carries, e.g. Published “Backups, explained”. */
  change?: string;
}

export const idleStatus = (): PublishStatus => ({
  state: 'idle',
  message: 'No unpublished changes.',
  updatedAt: new Date().toISOString(),
});

/** The status of a server that never rebuilds (REBUILD_ON_CHANGE=false, or Netlify without a build hook). */
export const rebuildsOffStatus = (change?: string): PublishStatus => ({
  state: 'off',
  message:
    'Saved. Rebuilds are off here, so the public site shows this change only after the next build and deploy.',
  updatedAt: new Date().toISOString(),
  ...(change && { change }),
});

/** How many changes one status line names before it counts the rest. */
const NAMED_CHANGES = 2;

/** The changes one build carries, for the status line: the latest named, the rest counted. */
export function describeChanges(changes: readonly string[]): string | undefined {
  if (changes.length === 0) return undefined;
  const latest = changes.slice(-NAMED_CHANGES).reverse();
  const rest = changes.length - latest.length;
  return rest > 0
    ? `${latest.join('; ')}; and ${rest} earlier change${rest === 1 ? '' : 's'}`
    : latest.join('; ');
}
