/**
 * When a composed page is on the site: published, and its time come (a page scheduled for later is
 * published but not live until then). The build, the content digest, the menus' link check and the
 * scheduled-publishing alarm all ask the same question.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { landingPages } from '#lib/db/schema.ts';

/** The condition as SQL text, for queries written by hand over `landing_pages`. */
export const LIVE_LANDING_PAGE = 'is_published and (publish_at is null or publish_at <= now())';

/** The same condition for Drizzle queries. */
export const liveLandingPage = () =>
  and(
    eq(landingPages.isPublished, true),
    or(isNull(landingPages.publishAt), lte(landingPages.publishAt, sql`now()`)),
  );
