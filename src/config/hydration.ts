/**
 * `client:idle` islands hydrate when the browser first has an idle moment, or after this long at
 * the latest: a page whose main thread never goes idle (a busy phone, a loaded machine) still gets
 * its filters and buttons. Without a limit, requestIdleCallback may wait indefinitely.
 */
export const IDLE_HYDRATION = { timeout: 1_500 } as const;
