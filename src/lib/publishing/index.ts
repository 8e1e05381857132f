/**
 * After an admin change, make the public site follow by itself:
 * - Netlify (BUILD_HOOK_URL set): a debounced POST to the build hook;
 * - the self-hosted Node server: it registers a rebuilder here at start-up (server/publisher.ts);
 * - `astro dev`: pages render on request, so a change is live at once;
 * - anywhere else (REBUILD_ON_CHANGE=false, Netlify without a hook): nothing rebuilds, and the
 *   status says so.
 */
import { getDb } from '#lib/db/client.ts';
import { createBuildHookPublisher } from './build-hook.ts';
import { databasePublishStore, loadPublishStatus } from './publish-store.ts';
import { describeChanges, idleStatus, rebuildsOffStatus, type PublishStatus } from './status.ts';
import { processSingleton } from '#lib/runtime/process-singleton.ts';
import { loadEnv } from '#config/env.ts';

export interface SitePublisher {
  /**
   * Called after every successful content write, with what changed for the status line
   * (e.g. Published “Backups, explained”).
   */
  contentChanged(change?: string): void;
  status(): PublishStatus;
  /**
   * Resolves once nothing is scheduled or running. A Netlify function hands it to `waitUntil`, or
   * the debounced build-hook POST would be cut off when the function answers.
   */
  settled?(): Promise<void>;
  /** The status as every process sees it (on Netlify another function instance may have sent the hook). */
  loadStatus?(): Promise<PublishStatus>;
}

const publisher = processSingleton<SitePublisher>('northbeam.sitePublisher', () => {
  const hookUrl = loadEnv().BUILD_HOOK_URL;
  if (hookUrl) return buildHookPublisher(hookUrl);
  // Vite replaces import.meta.env in Astro's bundle; the Node server's own code has none.
  return import.meta.env?.DEV ? immediatePublisher() : rebuildsOffPublisher();
});

/** The Node server hands over its rebuilder; it lives on globalThis because the server and Astro's bundle are separate module graphs. */
export function registerSitePublisher(replacement: SitePublisher): void {
  publisher.set(replacement);
}

function buildHookPublisher(hookUrl: string): SitePublisher {
  let current = idleStatus();
  const store = databasePublishStore(getDb);
  const hook = createBuildHookPublisher(hookUrl, (status) => (current = status), 5_000, store);
  return {
    contentChanged(change) {
      current = {
        state: 'saved',
        message: 'Saved. A Netlify build starts shortly.',
        updatedAt: new Date().toISOString(),
        ...(change && { change }),
      };
      void store.saveStatus?.(current).catch(() => undefined);
      void hook.trigger();
    },
    status: () => current,
    settled: () => hook.idle(),
    async loadStatus() {
      const saved = await loadPublishStatus(await getDb()).catch(() => null);
      if (!saved) return current;
      // A fresh function instance knows nothing itself ('idle'): the saved status is the news.
      return current.state === 'idle' || saved.updatedAt >= current.updatedAt ? saved : current;
    },
  };
}

function immediatePublisher(): SitePublisher {
  let current = idleStatus();
  return {
    contentChanged(change) {
      current = {
        state: 'live',
        message: 'Live: pages render on request in development.',
        updatedAt: new Date().toISOString(),
        ...(change && { change }),
      };
    },
    status: () => current,
  };
}

function rebuildsOffPublisher(): SitePublisher {
  let current = idleStatus();
  const changes: string[] = [];
  return {
    contentChanged(change) {
      if (change) changes.push(change);
      current = rebuildsOffStatus(describeChanges(changes));
    },
    status: () => current,
  };
}

export function sitePublisher(): SitePublisher {
  return publisher.get();
}
