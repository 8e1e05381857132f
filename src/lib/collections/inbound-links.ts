/**
 * What links to a page before it is retired: the menus and every page document, the posts, and the
 * records of every collection, each named with the field the link is in, so the marketer knows
 * what to change (or that the redirect will carry it).
 */
import { asc } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { pageDocuments, posts } from '#lib/db/schema.ts';
import { linkPlaces } from '#lib/links/pointing-at.ts';
import { isDocumentKey, PAGE_DOCUMENTS } from '#lib/pages/registry.ts';
import { everyCollection } from './site.ts';

export interface InboundLink {
  /** What holds the link: "Menus: the header’s menus and the footer’s columns", "The post “…”". */
  where: string;
  /** The field it is in ("header › 2 › links › 1 › href"). */
  field: string;
  text: string;
}

const BOOKKEEPING = new Set(['id', 'slug', 'version', 'updatedAt', 'createdAt']);

/** Every link to `path` on the site, but those in the record at `path` itself. */
export async function linksPointingAt(
  db: Database,
  path: string,
  except: { collection: string; id: string } | null = null,
): Promise<InboundLink[]> {
  const found: InboundLink[] = [];
  const documents = await db.select().from(pageDocuments).orderBy(asc(pageDocuments.id));
  for (const { id, document } of documents) {
    const where = isDocumentKey(id) ? PAGE_DOCUMENTS[id].title : id;
    found.push(...linkPlaces(document, path).map((place) => ({ where, ...place })));
  }
  const postRows = await db
    .select({ title: posts.title, excerpt: posts.excerpt, content: posts.content })
    .from(posts)
    .orderBy(asc(posts.title));
  for (const { title, ...fields } of postRows) {
    const where = `The post “${title}”`;
    found.push(...linkPlaces(fields, path).map((place) => ({ where, ...place })));
  }
  for (const collection of everyCollection()) {
    for (const row of await collection.listAll(db)) {
      if (except?.collection === collection.name && except.id === row.id) continue;
      const fields = Object.fromEntries(
        Object.entries(row).filter(([key]) => !BOOKKEEPING.has(key)),
      );
      const where = `The ${collection.nouns.one} “${collection.title(row)}”`;
      found.push(...linkPlaces(fields, path).map((place) => ({ where, ...place })));
    }
  }
  return found;
}
