/** A redirect's fields as plain data, for the admin's form as much as the server: no zod here. */

/** 301: moved for good (search engines move the page's standing to the target); 302: for now. */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** The longest source (path and query) and target, and the longest note, in characters. */
export const REDIRECT_LIMITS = { source: 500, target: 2000, note: 300 } as const;
