/**
 * Unsaved work kept in the browser (docs/product-rules.md, "Autosave and recovery"): while a post is
 * edited, its fields are kept in the browser's storage, so a closed tab or a crash loses nothing.
 * What is kept is never written to the saved post: the editor offers it back, and only Save stores
 * it. A successful save, or discarding the changes, forgets it. Browser-safe; the storage is passed
 * in (localStorage in the admin).
 */

export interface UnsavedWork<Fields> {
  fields: Fields;
  /** When it was kept (ISO). */
  keptAt: string;
  /** The saved version the work was started from; null for a post never saved. */
  baseVersion: number | null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How long after the last keystroke the work is kept. */
export const KEEP_DELAY_MS = 600;

const keyFor = (postId: string | null) => `northbeam.unsaved-post.${postId ?? 'new'}`;

export function unsavedWork<Fields extends object>(storage: KeyValueStore) {
  return {
    /** The work kept for this post (null: a new one), or null when none is (or it is unreadable). */
    read(postId: string | null): UnsavedWork<Fields> | null {
      let raw: string | null;
      try {
        raw = storage.getItem(keyFor(postId));
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const work = JSON.parse(raw) as Partial<UnsavedWork<Fields>>;
        const valid =
          typeof work.fields === 'object' &&
          work.fields !== null &&
          typeof work.keptAt === 'string' &&
          !Number.isNaN(Date.parse(work.keptAt)) &&
          (work.baseVersion === null || Number.isInteger(work.baseVersion));
        return valid ? (work as UnsavedWork<Fields>) : null;
      } catch {
        return null;
      }
    },
    /** Keeps the work; false when the browser refused (storage full or switched off). */
    keep(postId: string | null, fields: Fields, baseVersion: number | null, now = new Date()) {
      const work: UnsavedWork<Fields> = { fields, keptAt: now.toISOString(), baseVersion };
      try {
        storage.setItem(keyFor(postId), JSON.stringify(work));
        return true;
      } catch {
        return false;
      }
    },
    forget(postId: string | null): void {
      try {
        storage.removeItem(keyFor(postId));
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
}
