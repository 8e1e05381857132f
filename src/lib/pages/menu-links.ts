/**
 * Where a menu link may lead (docs/page-copy.md, "Menus"): an https address, or a page of this site
 * a visitor can open now: a fixed page or a blog article, a published insight (its time come, with
 * an audience, a stage and a topic), a published location, industry or composed page, an audience,
 * stage or topic.
 * Checked when the menus are saved; each refusal names the page, on its field.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { industries, landingPages, locations, posts } from '#lib/db/schema.ts';
import { BODY_LINK_MESSAGES, pagePath } from '#lib/markdown/body-link.ts';
import { isPublic } from '#lib/posts/queries.ts';
import { pathKind, type LivePage } from '#lib/redirects/live-pages.ts';
import { LIVE_LANDING_PAGE } from '#lib/landing-pages/live.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import type { DocumentOf } from './registry.ts';

/** A link of the menus to a page of this site, and the field that holds it. */
export interface MenuSiteLink {
  /** The field's path in the document: `header.0.links.2.path`. */
  field: string;
  path: string;
}

export const MENU_LINK_MESSAGES = {
  missing: BODY_LINK_MESSAGES.missing,
  unpublished: BODY_LINK_MESSAGES.unpublished,
  reserved: (path: string) =>
    `${path} is not a page of the site: it is kept for its admin, API and images.`,
  unlisted: (title: string, path: string) =>
    `“${title}” is published but has no audience, journey stage or topic, so ${path} is not on the site.`,
} as const;

/** Every link of the menus that goes to a page of this site (not an https address). */
export function siteLinksOf(menus: DocumentOf<'menus'>): MenuSiteLink[] {
  return (['header', 'footer'] as const).flatMap((area) =>
    menus[area].flatMap((group, at) =>
      group.links.flatMap((link, index) =>
        link.path.startsWith('/')
          ? [{ field: `${area}.${at}.links.${index}.path`, path: link.path }]
          : [],
      ),
    ),
  );
}

/** What a visitor finds at each record page: its title and whether it is on the site now. */
async function recordPages(
  db: Database,
  kind: LivePage['kind'],
  slugs: string[],
): Promise<Map<string, { title: string; live: boolean; listed: boolean }>> {
  const found = new Map<string, { title: string; live: boolean; listed: boolean }>();
  if (kind === 'post') {
    const rows = await db
      .select({
        slug: posts.slug,
        title: posts.title,
        live: sql<boolean>`${posts.isPublished} and ${posts.publishedAt} <= now()`,
        listed: sql<boolean>`${isPublic(db)}`,
      })
      .from(posts)
      .where(inArray(posts.slug, slugs));
    for (const row of rows) found.set(row.slug, row);
  } else if (kind === 'location') {
    const rows = await db
      .select({
        slug: locations.slug,
        title: sql<string>`${locations.city} || ', ' || ${locations.state}`,
        live: locations.isPublished,
      })
      .from(locations)
      .where(inArray(locations.slug, slugs));
    for (const row of rows) found.set(row.slug, { ...row, listed: true });
  } else if (kind === 'industry') {
    const rows = await db
      .select({ slug: industries.slug, title: industries.name, live: industries.isPublished })
      .from(industries)
      .where(inArray(industries.slug, slugs));
    for (const row of rows) found.set(row.slug, { ...row, listed: true });
  } else if (kind === 'landing-page') {
    const rows = await db
      .select({
        slug: landingPages.slug,
        title: landingPages.title,
        live: sql<boolean>`${sql.raw(LIVE_LANDING_PAGE)}`,
      })
      .from(landingPages)
      .where(inArray(landingPages.slug, slugs));
    for (const row of rows) found.set(row.slug, { ...row, listed: true });
  } else {
    const { table } = taxonomyTables[kind];
    const rows = await db
      .select({ slug: table.slug, title: table.name })
      .from(table)
      .where(inArray(table.slug, slugs));
    for (const row of rows) found.set(row.slug, { ...row, live: true, listed: true });
  }
  return found;
}

/**
 * Why each link cannot stay in the menus, by field (none when all lead somewhere): one query per
 * kind of page the links name.
 */
export async function menuLinkProblems(
  db: Database,
  links: readonly MenuSiteLink[],
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const wanted = new Map<LivePage['kind'], MenuSiteLink[]>();
  const slugOf = new Map<MenuSiteLink, string>();
  for (const link of links) {
    const path = pagePath(link.path);
    const kind = pathKind(path);
    if (kind?.kind === 'fixed') continue;
    if (kind?.kind === 'reserved') problems[link.field] = MENU_LINK_MESSAGES.reserved(path);
    else if (!kind) problems[link.field] = MENU_LINK_MESSAGES.missing(path);
    else {
      wanted.set(kind.page.kind, [...(wanted.get(kind.page.kind) ?? []), link]);
      slugOf.set(link, kind.page.slug);
    }
  }
  for (const [kind, named] of wanted) {
    const pages = await recordPages(db, kind, [...new Set(named.map((link) => slugOf.get(link)!))]);
    for (const link of named) {
      const path = pagePath(link.path);
      const page = pages.get(slugOf.get(link)!);
      if (!page) problems[link.field] = MENU_LINK_MESSAGES.missing(path);
      else if (!page.live) problems[link.field] = MENU_LINK_MESSAGES.unpublished(page.title, path);
      else if (!page.listed) problems[link.field] = MENU_LINK_MESSAGES.unlisted(page.title, path);
    }
  }
  return problems;
}
