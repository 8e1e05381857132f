/**
 * First-touch attribution (docs/leads-report.md, "Where a visit started"): the first page of a
 * visit and the host of the site that sent the visitor there, kept in the visitor's own browser
 * (localStorage: no cookie, nothing sent anywhere) and handed to every lead form as two hidden
 * fields. The server keeps only the page's path and UTM tags, and a host (origin.ts).
 *
 * It runs on every public page, so it is as small as it can be said (docs/budgets.md: 15 KB of
 * JavaScript on a page with islands), imports nothing, and no island imports it: a module shared
 * with an island would become a chunk of its own, loaded on every page (a chained script, which
 * pages without islands may not have). The contact form writes LEAD_FORM_ATTRIBUTE as it is;
 * tests/unit/first-touch.test.ts holds them equal.
 */

/** The localStorage key. */
export const FIRST_TOUCH_KEY = 'northbeam.first-touch';
/** A visit ends after this long without a page view (the usual analytics session). */
export const VISIT_IDLE_MS = 30 * 60 * 1000;
/** The hidden fields a lead form carries: the landing page (path and query), the referrer's host. */
export const LANDING_FIELD = 'landing';
export const REFERRER_FIELD = 'referrer';
/** The two fields a lead form gets, by the name of each (FirstTouch holds them under the same). */
export const FIRST_TOUCH_FIELDS = [LANDING_FIELD, REFERRER_FIELD] as const;
/** The attribute that marks a form as a lead form: the layout's script fills its hidden fields. */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form';

export const MAX_LANDING_LENGTH = 2000;
export const MAX_REFERRER_LENGTH = 253;

/** The parts of a page's address a page view reads (a URL, or the page's own `location`). */
export type Address = Pick<URL, 'host' | 'pathname' | 'search'>;

export interface FirstTouch {
  /** The visit's first page: its path and query. */
  landing: string;
  /** The host of the page that linked to it; '' for a visit typed in, bookmarked, or unknown. */
  referrer: string;
  /** The latest page view of the visit (milliseconds), which the idle time counts from. */
  seen: number;
}

/** The referrer's host when it is another site's; '' for this site's own pages and for none. */
export function referrerHostOf(referrer: string, url: Address): string {
  // document.referrer is empty or a whole address.
  const host = referrer && new URL(referrer).host;
  return host === url.host ? '' : host;
}

/**
 * The first touch after a page view at `url`, arrived at from `referrer`, at `now`, given what
 * storage held (anything: storage is the visitor's to change). A new visit starts when nothing
 * usable is kept, when the last page view is VISIT_IDLE_MS old, and when the page was reached from
 * another site or through a link with UTM tags (a new campaign is a new visit); otherwise the
 * visit's first page stays and only its time moves on.
 */
export function nextFirstTouch(
  stored: unknown,
  url: Address,
  referrer: string,
  now: number,
): FirstTouch {
  const from = referrerHostOf(referrer, url);
  const kept = stored as FirstTouch | null;
  // A landing that is not a path is refused by the server (origin.ts), as anything typed there is.
  return kept?.landing && now - kept.seen < VISIT_IDLE_MS && !from && !/[?&]utm_/.test(url.search)
    ? { ...kept, seen: now }
    : {
        landing: url.pathname + url.search,
        referrer: from,
        seen: now,
      };
}

/**
 * Records a page view in the storage `storage()` gives (reading localStorage itself can throw) and
 * returns the visit's first touch; null when there is no storage, or it is off, full or refused (a
 * private window): leads then say "not known".
 */
export function recordPageView(
  storage: () => Pick<Storage, 'getItem' | 'setItem'>,
  url: Address,
  referrer: string,
  now: number,
): FirstTouch | null {
  try {
    const kept = storage();
    let stored: unknown = null;
    try {
      stored = JSON.parse(kept.getItem(FIRST_TOUCH_KEY)!);
    } catch {
      // Not JSON: a new visit.
    }
    const touch = nextFirstTouch(stored, url, referrer, now);
    kept.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
    return touch;
  } catch {
    return null;
  }
}
