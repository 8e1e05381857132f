/**
 * After a Settings save: the content that still states a fact's old value (docs/page-copy.md,
 * "After a fact changes"). Copy built from references follows Settings by itself; text that states
 * a fact by hand (an article's Markdown, an insight, a location written before references, a number
 * typed instead of a reference) does not. Every page document, post, location and industry is read
 * with the new facts filled in, and each statement of a changed fact that contradicts them
 * (claims.ts) is listed with the address of its editor.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { industries, locations, pageDocuments, posts } from '#lib/db/schema.ts';
import { PAGE_DOCUMENTS, isDocumentKey } from '#lib/pages/registry.ts';
import { CLAIMS, contradictions, type Claim } from './claims.ts';
import { substituteFactsDeep } from './references.ts';

/** One statement of an old value, where it is and where to edit it. */
export interface StaleStatement {
  /** What the admin calls the record ("Blog: Managed IT services guide", "Insight “…”"). */
  title: string;
  /** The public page that shows it. */
  path: string;
  /** The admin's address that opens its editor (AdminApp.tsx reads `?edit=`). */
  edit: string;
  /** The words as they stand, e.g. "$80 per user for 26" after the price changed. */
  phrase: string;
  /** What they state, and what Settings says now. */
  claim: string;
  expected: string;
}

/** Records read between two turns of the event loop: a big site's posts never stall the server. */
const BATCH = 200;

/** Every string in a value (objects and arrays walked), as one text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value !== null && typeof value === 'object')
    return Object.values(value).map(textOf).join(' ');
  return '';
}

/** Markdown's emphasis and code marks, which a rendered page does not show between words. */
const unmarked = (text: string) => text.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ');

/** The claims whose facts changed between `before` and `after`. */
export function changedClaims(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): Claim[] {
  return CLAIMS.filter((claim) => claim.facts.some((name) => before[name] !== after[name]));
}

interface Source {
  title: string;
  path: string;
  edit: string;
  value: unknown;
}

async function* sources(db: Database): AsyncGenerator<Source> {
  for (const row of await db.select().from(pageDocuments).orderBy(asc(pageDocuments.id))) {
    if (row.id === 'settings' || !isDocumentKey(row.id)) continue;
    const entry = PAGE_DOCUMENTS[row.id];
    yield {
      title: entry.title,
      path: entry.paths[0] ?? '/',
      edit: `/admin?edit=page:${row.id}`,
      value: row.document,
    };
  }
  for (const row of await db.select().from(locations).orderBy(asc(locations.slug))) {
    const { metaTitle, metaDescription, introText, details } = row;
    yield {
      title: `Location page: ${row.city}, ${row.state}`,
      path: `/locations/${row.slug}`,
      edit: `/admin?edit=location:${row.id}`,
      value: [metaTitle, metaDescription, introText, details],
    };
  }
  for (const row of await db.select().from(industries).orderBy(asc(industries.slug))) {
    const { metaTitle, metaDescription, description, introText, details } = row;
    yield {
      title: `Industry page: ${row.name}`,
      path: `/industries/${row.slug}`,
      edit: `/admin?edit=industry:${row.id}`,
      value: [metaTitle, metaDescription, description, introText, details],
    };
  }
  const columns = {
    id: posts.id,
    slug: posts.slug,
    title: posts.title,
    excerpt: posts.excerpt,
    content: posts.content,
    metaTitle: posts.metaTitle,
    metaDescription: posts.metaDescription,
  };
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select(columns)
      .from(posts)
      .orderBy(asc(posts.slug))
      .limit(BATCH)
      .offset(offset);
    for (const row of rows) {
      yield {
        title: `Insight “${row.title}”`,
        path: `/insights/${row.slug}`,
        edit: `/admin?edit=post:${row.id}`,
        value: [row.title, row.excerpt, row.content, row.metaTitle, row.metaDescription],
      };
    }
    if (rows.length < BATCH) break;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * The statements that still state what the facts said `before` Settings changed them to `after`:
 * only the claims of the facts that changed, so a save lists what it made stale.
 */
export async function staleStatements(
  db: Database,
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): Promise<StaleStatement[]> {
  const claims = changedClaims(before, after);
  if (claims.length === 0) return [];
  const found: StaleStatement[] = [];
  for await (const source of sources(db)) {
    const text = unmarked(textOf(substituteFactsDeep(source.value, after)));
    for (const { claim, phrase, expected } of contradictions(text, after, claims)) {
      found.push({
        title: source.title,
        path: source.path,
        edit: source.edit,
        phrase,
        claim,
        expected,
      });
    }
  }
  return found;
}
