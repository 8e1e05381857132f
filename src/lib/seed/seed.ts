/** Demo content from content/seed: parsed and validated, then upserted by slug in one transaction. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Database, Transaction } from '#lib/db/database.ts';
import { replacePostLinks } from '#lib/posts/links.ts';
import * as schema from '#lib/db/schema.ts';
import { SLUG_PATTERN } from '#lib/text/slugify.ts';
import { industryInput } from '#lib/industries/input.ts';
import { landingPageInput } from '#lib/landing-pages/input.ts';
import { locationInput } from '#lib/locations/input.ts';
import {
  insertMissingPageDocuments,
  missingPageDocuments,
  readPageSeeds,
  type PageSeed,
} from '#lib/pages/seed.ts';

const slug = z.string().regex(SLUG_PATTERN);

const taxonomySeed = z.object({ slug, name: z.string().min(1), intro: z.string().nullish() });

/** The same rules as the admin's location form. */
const locationSeed = locationInput;

/** The same rules as the admin's industry form. */
const industrySeed = industryInput;

/** The same rules as the admin's page form: the seed's pages are composed from its sections. */
const landingPageSeed = landingPageInput;

const postFrontmatter = z.object({
  title: z.string().min(1),
  slug,
  excerpt: z.string().min(1),
  category: z.string().nullish(),
  /** A local image path under public/. */
  cover: z.string().startsWith('/'),
  published: z.boolean(),
  publishedAt: z.coerce.date().nullish(),
  personas: z.array(slug).default([]),
  journeyStages: z.array(slug).default([]),
  topics: z.array(slug).default([]),
});

export type PostSeed = z.output<typeof postFrontmatter> & { content: string };

export interface SeedData {
  personas: z.output<typeof taxonomySeed>[];
  journeyStages: z.output<typeof taxonomySeed>[];
  topics: z.output<typeof taxonomySeed>[];
  locations: z.output<typeof locationSeed>[];
  industries: z.output<typeof industrySeed>[];
  /** Composed pages (content/seed/landing-pages.json). */
  landingPages: z.output<typeof landingPageSeed>[];
  posts: PostSeed[];
  /** Page copy and Settings (content/seed/pages/). */
  pages: PageSeed[];
}

async function readJson<T extends z.ZodType>(dir: string, file: string, item: T) {
  const data: unknown = JSON.parse(await readFile(join(dir, file), 'utf8'));
  const result = z.array(item).safeParse(data);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parsePostFile(file: string, text: string): PostSeed {
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error(`${file}: missing frontmatter`);
  const result = postFrontmatter.safeParse(parseYaml(match[1] ?? ''));
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return { ...result.data, content: (match[2] ?? '').trim() };
}

export async function readSeed(dir: string): Promise<SeedData> {
  const postsDir = join(dir, 'posts');
  const postFiles = (await readdir(postsDir)).filter((name) => name.endsWith('.md')).sort();
  const posts = await Promise.all(
    postFiles.map(async (name) =>
      parsePostFile(name, await readFile(join(postsDir, name), 'utf8')),
    ),
  );
  const data: SeedData = {
    personas: await readJson(dir, 'personas.json', taxonomySeed),
    journeyStages: await readJson(dir, 'journey-stages.json', taxonomySeed),
    topics: await readJson(dir, 'topics.json', taxonomySeed),
    locations: await readJson(dir, 'locations.json', locationSeed),
    industries: await readJson(dir, 'industries.json', industrySeed),
    landingPages: await readJson(dir, 'landing-pages.json', landingPageSeed),
    posts,
    pages: await readPageSeeds(dir),
  };
  checkReferences(data);
  return data;
}

function checkReferences(data: SeedData): void {
  const known = {
    personas: new Set(data.personas.map((t) => t.slug)),
    journeyStages: new Set(data.journeyStages.map((t) => t.slug)),
    topics: new Set(data.topics.map((t) => t.slug)),
  };
  for (const post of data.posts) {
    for (const kind of ['personas', 'journeyStages', 'topics'] as const) {
      for (const ref of post[kind]) {
        if (!known[kind].has(ref)) throw new Error(`post ${post.slug}: unknown ${kind} "${ref}"`);
      }
    }
  }
}

type SlugTable = typeof schema.locations | typeof schema.industries | typeof schema.landingPages;

/** Inserts `rows`, or sets `columns` of the row already at each one's slug. */
async function upsertBySlug<T extends SlugTable>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
  columns: readonly (keyof T['$inferSelect'] & string)[],
): Promise<void> {
  if (rows.length === 0) return;
  const byKey = getTableColumns(table) as Record<string, PgColumn>;
  const set = Object.fromEntries(
    columns.map((key) => [key, sql.raw(`excluded.${byKey[key]!.name}`)]),
  ) as PgUpdateSetSource<T>;
  // The signature types the rows and the columns; drizzle's overloads cannot follow a generic table.
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: table.slug, set });
}

/**
 * Upserts everything by slug; re-running it refreshes the demo content without duplicating it. Page
 * documents are only added where missing: they are the site's copy, and may hold the marketer's edits.
 */
export async function applySeed(db: Database, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMissingPageDocuments(tx, data.pages);

    const upsertTaxonomy = async (
      table: typeof schema.personas | typeof schema.journeyStages | typeof schema.topics,
      rows: SeedData['personas'],
    ) => {
      if (rows.length === 0) return new Map<string, string>();
      const saved = await tx
        .insert(table)
        .values(rows.map((r) => ({ slug: r.slug, name: r.name, intro: r.intro ?? null })))
        .onConflictDoUpdate({
          target: table.slug,
          set: { name: sql`excluded.name`, intro: sql`excluded.intro` },
        })
        .returning({ id: table.id, slug: table.slug });
      return new Map(saved.map((row) => [row.slug, row.id]));
    };
    const personaIds = await upsertTaxonomy(schema.personas, data.personas);
    const stageIds = await upsertTaxonomy(schema.journeyStages, data.journeyStages);
    const topicIds = await upsertTaxonomy(schema.topics, data.topics);

    await upsertBySlug(tx, schema.locations, data.locations, [
      'city',
      'state',
      'metaTitle',
      'metaDescription',
      'introText',
      'details',
      'isPublished',
    ]);
    await upsertBySlug(tx, schema.industries, data.industries, [
      'name',
      'description',
      'introText',
      'metaTitle',
      'metaDescription',
      'imageUrl',
      'details',
      'isPublished',
    ]);
    await upsertBySlug(tx, schema.landingPages, data.landingPages, [
      'title',
      'description',
      'socialImage',
      'serviceType',
      'noindex',
      'sections',
      'isPublished',
    ]);
    for (const post of data.posts) {
      const publishedAt = post.published ? (post.publishedAt ?? new Date()) : null;
      const values = {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        coverImageUrl: post.cover,
        category: post.category ?? null,
        isPublished: post.published,
        publishedAt,
        createdAt: publishedAt ?? new Date(),
        updatedAt: publishedAt ?? new Date(),
      };
      const [saved] = await tx
        .insert(schema.posts)
        .values(values)
        .onConflictDoUpdate({ target: schema.posts.slug, set: values })
        .returning({ id: schema.posts.id });
      if (!saved) throw new Error(`post ${post.slug} was not saved`);
      await replacePostLinks(tx, saved.id, {
        personaIds: post.personas.map((s) => personaIds.get(s) ?? ''),
        journeyStageIds: post.journeyStages.map((s) => stageIds.get(s) ?? ''),
        topicIds: post.topics.map((s) => topicIds.get(s) ?? ''),
      });
    }
  });
}

/** Pages that were written in code before their copy moved into rows: an older database lacks them. */
const PAGES_ONCE_IN_CODE = {
  locations: ['new-york-ny', 'brooklyn-ny'],
  industries: ['vc-backed-startups'],
} as const;

/** The slugs of this table's rows without copy, and of its once-hand-written pages it lacks. */
async function pagesToFill(
  db: Database,
  table: typeof schema.locations | typeof schema.industries,
  onceInCode: readonly string[],
) {
  const rows = await db.select({ slug: table.slug, bare: isNull(table.details) }).from(table);
  const known = new Set(rows.map((row) => row.slug));
  return {
    bare: new Set(rows.filter((row) => row.bare).map((row) => row.slug)),
    absent: new Set(onceInCode.filter((slug) => !known.has(slug))),
  };
}

/**
 * A database from before location and industry pages kept their whole copy has rows without it,
 * and no rows for the pages that were hand-written then; one from before page copy and Settings
 * moved into the database has no page documents. Fills those rows and adds those pages and
 * documents from content/seed, once; what the marketer made stays as it is. Returns how many pages
 * and documents it changed.
 */
export async function fillMissingPageCopy(db: Database, dir: string): Promise<number> {
  const locations = await pagesToFill(db, schema.locations, PAGES_ONCE_IN_CODE.locations);
  const industries = await pagesToFill(db, schema.industries, PAGES_ONCE_IN_CODE.industries);
  const documents = await missingPageDocuments(db);
  const pending =
    [locations, industries].reduce((n, t) => n + t.bare.size + t.absent.size, 0) + documents.length;
  if (pending === 0) return 0;
  const seed = await readSeed(dir);
  let added = 0;
  await db.transaction(async (tx) => {
    // Page copy and Settings, from before they were in the database: each document once.
    added = await insertMissingPageDocuments(
      tx,
      seed.pages.filter((page) => documents.includes(page.key)),
    );
    for (const row of seed.locations) {
      if (locations.absent.has(row.slug)) {
        await tx.insert(schema.locations).values(row).onConflictDoNothing();
      } else if (locations.bare.has(row.slug)) {
        await tx
          .update(schema.locations)
          .set({ details: row.details })
          .where(and(eq(schema.locations.slug, row.slug), isNull(schema.locations.details)));
      }
    }
    for (const row of seed.industries) {
      if (industries.absent.has(row.slug)) {
        await tx.insert(schema.industries).values(row).onConflictDoNothing();
      } else if (industries.bare.has(row.slug)) {
        await tx
          .update(schema.industries)
          .set({ details: row.details })
          .where(and(eq(schema.industries.slug, row.slug), isNull(schema.industries.details)));
      }
    }
  });
  const inSeed = (
    rows: readonly { slug: string }[],
    todo: { bare: Set<string>; absent: Set<string> },
  ) => rows.filter((row) => todo.bare.has(row.slug) || todo.absent.has(row.slug)).length;
  return inSeed(seed.locations, locations) + inSeed(seed.industries, industries) + added;
}
