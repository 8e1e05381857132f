/** Netlify: a content change POSTs the site's build hook; bursts of edits make one build. */
import { debounceRuns, type Debounced } from './debounce.ts';
import type { PublishStatus } from './status.ts';

export function createBuildHookPublisher(
  hookUrl: string,
  onStatus: (status: PublishStatus) => void,
  waitMs = 5_000,
): Debounced {
  return debounceRuns(async () => {
    const now = () => new Date().toISOString();
    try {
      const response = await fetch(hookUrl, {
        method: 'POST',
        body: '{}',
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`build hook answered HTTP ${response.status}`);
      onStatus({
        state: 'rebuilding',
        message: 'Netlify is rebuilding the site; changes are live in a few minutes.',
        updatedAt: now(),
      });
    } catch (error) {
      onStatus({
        state: 'failed',
        message: `Could not start the Netlify build: ${error instanceof Error ? error.message : String(error)}`,
        updatedAt: now(),
      });
      throw error;
    }
  }, waitMs);
}
