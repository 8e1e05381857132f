/**
 * What each kind of work off the serving thread may use (pool.ts): memory past which its worker
 * dies (a hostile file kills the worker, not the site), and time past which it is stopped.
 * docs/moving-in-and-out.md, docs/redirects.md and docs/backups.md state them for their readers.
 */
import type { TaskLimits } from './pool.ts';

export const WORKER_LIMITS = {
  /**
   * An import's reading, planning and steps, in one worker shared by every job (it keeps each
   * job's opened files between steps): a 50 MB WordPress export, or an export of this site whose
   * lists are read whole (200 MB of JSON at most), fits with room to spare.
   */
  import: { memoryMb: 2048, timeoutMs: 10 * 60_000, shared: 'imports' },
  /** A CSV of redirects: 2 MB, 5,000 rows. */
  redirectsCsv: { memoryMb: 256, timeoutMs: 2 * 60_000, shared: 'redirects' },
  /** "Export everything": images are read one at a time, the rest is the site's text and leads. */
  export: { memoryMb: 1024, timeoutMs: 10 * 60_000, shared: 'export' },
  /**
   * A snapshot of the embedded database's folder: its files are read while the database waits, so
   * a worker that has not answered within a minute is stopped and the database goes on.
   */
  snapshot: { memoryMb: 256, timeoutMs: 60_000, shared: 'snapshot' },
} as const satisfies Record<string, TaskLimits>;
