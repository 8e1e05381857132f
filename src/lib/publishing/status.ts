/** What the admin's publishing line shows: where the latest content change is on its way to the live site. */

export type PublishState = 'idle' | 'saved' | 'rebuilding' | 'live' | 'failed';

export interface PublishStatus {
  state: PublishState;
  /** Human-readable detail: the failure reason, or how the change goes live. */
  message: string;
  updatedAt: string;
}

export const idleStatus = (): PublishStatus => ({
  state: 'idle',
  message: 'No unpublished changes.',
  updatedAt: new Date().toISOString(),
});
