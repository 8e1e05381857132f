/**
 * Netlify: a content change POSTs the site's build hook; a burst of edits makes one build. Each
 * change records a stamp in a store, waits `waitMs`, and only the change whose stamp is still the
 * latest then (and that nobody sent for yet) POSTs. With the database as the store this holds across
 * processes: on Netlify each admin request may run in a different function instance, and a timer in
 * one instance knows nothing of the others.
 */
import type { PublishStatus } from './status.ts';

export interface PublishRequestStore {
  /** Records a content change; resolves to its stamp. */
  request(): Promise<string>;
  /** True for exactly one caller, and only if `stamp` is still the latest change. */
  claim(stamp: string): Promise<boolean>;
  /** Keeps the status where every process sees it (optional). */
  saveStatus?(status: PublishStatus): Promise<void>;
}

/** A store for one process (tests, and the Node server's single process). */
export function memoryPublishStore(): PublishRequestStore {
  let latest = 0;
  let sent = 0;
  return {
    request: async () => String(++latest),
    claim: async (stamp) => {
      if (Number(stamp) !== latest || sent === latest) return false;
      sent = latest;
      return true;
    },
  };
}

export interface BuildHookPublisher {
  /** Records a change; the returned promise settles once this change's wait (and POST, if it sends) is over. */
  trigger(): Promise<void>;
  /** Resolves once no change is waiting or sending. */
  idle(): Promise<void>;
}

export function createBuildHookPublisher(
  hookUrl: string,
  onStatus: (status: PublishStatus) => void,
  waitMs = 5_000,
  store: PublishRequestStore = memoryPublishStore(),
): BuildHookPublisher {
  const pending = new Set<Promise<void>>();
  const report = async (status: PublishStatus) => {
    onStatus(status);
    await store.saveStatus?.(status).catch(() => undefined);
  };

  async function post(): Promise<void> {
    const now = () => new Date().toISOString();
    try {
      const response = await fetch(hookUrl, {
        method: 'POST',
        body: '{}',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`build hook answered HTTP ${response.status}`);
      await report({
        state: 'rebuilding',
        message: 'Netlify is rebuilding the site; changes are live in a few minutes.',
        updatedAt: now(),
      });
    } catch (error) {
      await report({
        state: 'failed',
        message: `Could not start the Netlify build: ${error instanceof Error ? error.message : String(error)}`,
        updatedAt: now(),
      });
    }
  }

  async function change(): Promise<void> {
    const stamp = await store.request();
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    if (await store.claim(stamp)) await post();
  }

  return {
    trigger() {
      const work = change().catch((error: unknown) =>
        report({
          state: 'failed',
          message: `Could not schedule the Netlify build: ${error instanceof Error ? error.message : String(error)}`,
          updatedAt: new Date().toISOString(),
        }),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return work;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
