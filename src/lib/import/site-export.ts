/**
 * Reading an "Export everything" ZIP of this project back in (docs/moving-in-and-out.md), so one
 * instance moves to another: audiences, stages and topics, images, location and industry pages,
 * posts, leads and redirects, in that order, each record keeping its id (so `/media/{id}` covers and
 * every link between records still hold). What is there already is left as it is: a record with the
 * same id, a page at the same slug (its posts link to the one that is there), an image with the same
 * bytes. Every record passes the same checks as one typed in the admin.
 */
import { eq, inArray } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { leadNotes, leads, media, posts, postSlugRedirects } from '#lib/db/schema.ts';
import { recordActivity } from '#lib/audit/activity.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import { TAXONOMY_TERMS } from '#lib/taxonomies/terms.ts';
import { postInput } from '#lib/posts/input.ts';
import { replacePostLinks } from '#lib/posts/links.ts';
import { insightPath } from '#lib/posts/slug-redirects.ts';
import { createVersioned, versionedRecord } from '#lib/content/versioned.ts';
import { pageKindPath } from '#lib/content/page-slug-redirects.ts';
import { collectionFile, exportedCollections } from '#lib/export/collections.ts';
import { MAX_IMAGE_BYTES } from '#lib/media/rules.ts';
import { addKeptRedirects } from '#lib/redirects/admin.ts';
import { parseSource, parseTarget } from '#lib/redirects/rules.ts';
import { leadFromExport } from '#lib/leads/record.ts';
import {
  EXPORT_FILES,
  EXPORT_VERSION,
  collectionRecordShape,
  leadsShape,
  manifestShape,
  mediaShape,
  postFrontMatter,
  redirectsShape,
  taxonomiesShape,
  type CollectionRecord,
  type ExportedLead,
  type ExportManifest,
  type PostFrontMatter,
} from '#lib/export/format.ts';
import {
  alreadyThere,
  applyCollectionItem,
  collectionItems,
  placeOf,
  recordsThere,
  type CollectionItem,
} from './collections.ts';
import { ImportFileError } from './errors.ts';
import type { DryRun, PlannedItem } from './fields.ts';
import { checkImage, storeImage } from './images.ts';
import { firstIssue, type ItemOutcome } from './outcome.ts';
import { importedFrom, importedRecord, rememberImport } from './records.ts';
import { importTaxonomy } from './taxonomy.ts';
import type { SafeZip } from './zip.ts';

/** Leads are imported this many to a step. */
const LEAD_BATCH = 500;
/** The largest JSON file of an export read (leads of a busy site included). */
const MAX_JSON_BYTES = 200 * 1024 * 1024;
/** The most entries one list of an export may hold (a million leads is years of a busy site). */
export const EXPORT_ENTRY_LIMIT = 1_000_000;
/** A file that is not as this site writes it names this many problems, and counts the rest. */
const PROBLEMS_NAMED = 5;

type Taxonomy = z.output<typeof taxonomiesShape>['topics'][number];
type MediaRecord = z.output<typeof mediaShape>[number];

export interface SiteExport {
  manifest: ExportManifest;
  zip: SafeZip;
  taxonomies: z.output<typeof taxonomiesShape>;
  /** Each exported collection's records, by the collection's name. */
  collections: Record<string, CollectionRecord[]>;
  media: MediaRecord[];
  posts: { file: string; front: PostFrontMatter; body: string }[];
  leads: ExportedLead[];
  redirects: z.output<typeof redirectsShape>;
}

export const exportSourceKey = (manifest: ExportManifest) => `export ${manifest.site}`;

/** A file's bytes as text: within MAX_JSON_BYTES, and its entry not damaged (zip.ts throws). */
async function readText(zip: SafeZip, file: string): Promise<string> {
  if (zip.sizeOf(file) === undefined) {
    throw new ImportFileError('file', `The export has no ${file}: it is not complete.`);
  }
  const bytes = await zip.read(file, MAX_JSON_BYTES);
  if (bytes === 'too-large') throw new ImportFileError('file', `${file} is larger than 200 MB.`);
  return bytes.toString('utf8');
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportFileError('file', `${file} is not valid JSON (${(error as Error).message}).`);
  }
}

/** "{file} is not as this site writes it: …", naming PROBLEMS_NAMED problems and counting the rest. */
function notAsWritten(file: string, problems: string[], more: number): ImportFileError {
  const rest = more > 0 ? `; and ${more.toLocaleString('en-US')} more` : '';
  return new ImportFileError(
    'file',
    `${file} is not as this site writes it: ${problems.join('; ')}${rest}.`,
  );
}

const describeIssue = (issue: z.core.$ZodIssue, at: (string | number)[] = []) =>
  `${[...at, ...issue.path].map(String).join('.') || 'the file'} ${issue.message}`;

async function readJson<S extends z.ZodType>(
  zip: SafeZip,
  file: string,
  shape: S,
): Promise<z.output<S>> {
  const parsed = shape.safeParse(parseJson(file, await readText(zip, file)));
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw notAsWritten(
      file,
      issues.slice(0, PROBLEMS_NAMED).map((issue) => describeIssue(issue)),
      Math.max(0, issues.length - PROBLEMS_NAMED),
    );
  }
  return parsed.data;
}

/**
 * A file holding a list (leads, images, pages, redirects), read with its memory bounded whatever it
 * holds: the entries are counted in the text before any is built, against the manifest's count and
 * EXPORT_ENTRY_LIMIT; then each is checked on its own, and only the first PROBLEMS_NAMED problems
 * are kept (checking the whole list at once made an error object for every missing field of every
 * entry: gigabytes for a million empty ones).
 */
async function readList<S extends z.ZodType>(
  zip: SafeZip,
  file: string,
  entry: S,
  declared: number | undefined,
): Promise<z.output<S>[]> {
  const text = await readText(zip, file);
  const count = topLevelEntries(text, EXPORT_ENTRY_LIMIT);
  if (count === null) {
    throw new ImportFileError('file', `${file} is not as this site writes it: it must be a list.`);
  }
  if (count > EXPORT_ENTRY_LIMIT) {
    throw new ImportFileError(
      'file',
      `${file} holds more than ${EXPORT_ENTRY_LIMIT.toLocaleString('en-US')} entries, more than an export of this site can.`,
    );
  }
  if (declared !== undefined && count > declared) {
    throw new ImportFileError(
      'file',
      `${file} holds ${count.toLocaleString('en-US')} entries, but the export’s manifest counts ${declared.toLocaleString('en-US')}: the export is not as this site writes it.`,
    );
  }
  const list = parseJson(file, text);
  if (!Array.isArray(list)) {
    throw new ImportFileError('file', `${file} is not as this site writes it: it must be a list.`);
  }
  const checked: z.output<S>[] = [];
  const problems: string[] = [];
  let more = 0;
  list.forEach((value: unknown, index) => {
    const result = entry.safeParse(value);
    if (result.success) {
      if (problems.length === 0) checked.push(result.data);
    } else if (problems.length < PROBLEMS_NAMED) {
      problems.push(describeIssue(result.error.issues[0]!, [index]));
    } else {
      more += 1;
    }
  });
  if (problems.length > 0) throw notAsWritten(file, problems, more);
  return checked;
}

/**
 * How many entries the JSON list in `text` holds, counted without building any (commas at the
 * list's own depth, outside strings); null when the text is not a list. Stops counting past `limit`.
 */
export function topLevelEntries(text: string, limit: number): number | null {
  let at = 0;
  while (at < text.length && /\s/.test(text[at]!)) at += 1;
  if (text[at] !== '[') return null;
  let depth = 0;
  let commas = 0;
  let sawValue = false;
  let inString = false;
  for (; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c) at += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
      if (depth === 1) sawValue = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (depth === 1) sawValue = true;
      depth += 1;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
      if (depth === 0) break;
    } else if (char === 0x2c && depth === 1) {
      commas += 1;
      if (commas >= limit) return commas + 1;
    } else if (depth === 1 && char > 0x20) {
      sawValue = true;
    }
  }
  return sawValue ? commas + 1 : 0;
}

/** A post file: YAML front matter between `---` lines, then the Markdown body. */
export function readPostFile(file: string, text: string): { front: PostFrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ImportFileError('file', `${file} has no front matter between --- lines.`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!, { maxAliasCount: 0 });
  } catch (error) {
    throw new ImportFileError(
      'file',
      `${file}: its front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`,
    );
  }
  const parsed = postFrontMatter.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportFileError('file', `${file}: ${issue.path.join('.')} ${issue.message}`);
  }
  return { front: parsed.data, body: match[2]!.replace(/\r?\n$/, '') };
}

/** Reads an export's files; throws ImportFileError (400) naming the file that is wrong. */
export async function readSiteExport(zip: SafeZip): Promise<SiteExport> {
  const manifest = await readJson(zip, EXPORT_FILES.manifest, manifestShape);
  if (manifest.version > EXPORT_VERSION) {
    throw new ImportFileError(
      'file',
      `This export was made by a newer version of the site (format ${manifest.version}); update this one first.`,
    );
  }
  const postFiles = zip.names.filter((name) => /^posts\/[^/]+\.md$/.test(name));
  const postList: SiteExport['posts'] = [];
  for (const file of postFiles) {
    const bytes = await zip.read(file, 4 * 1024 * 1024);
    if (bytes === 'too-large') throw new ImportFileError('file', `${file} is larger than 4 MB.`);
    postList.push({ file, ...readPostFile(file, bytes.toString('utf8')) });
  }
  const counts = manifest.counts;
  return {
    manifest,
    zip,
    taxonomies: await readJson(zip, EXPORT_FILES.taxonomies, taxonomiesShape),
    collections: Object.fromEntries(
      await Promise.all(
        exportedCollections().map(async (collection) => {
          const file = collectionFile(collection);
          // An export made before a collection existed has no file for it.
          const absent = zip.sizeOf(file) === undefined && counts[collection.name] === undefined;
          const records = absent
            ? []
            : await readList(zip, file, collectionRecordShape, counts[collection.name]);
          return [collection.name, records] as const;
        }),
      ),
    ),
    media: await readList(zip, EXPORT_FILES.media, mediaShape.element, counts.media),
    posts: postList,
    leads: await readList(zip, EXPORT_FILES.leads, leadsShape.element, counts.leads),
    redirects: await readList(
      zip,
      EXPORT_FILES.redirects,
      redirectsShape.element,
      counts.redirects,
    ),
  };
}

export type ExportItem =
  | { kind: 'taxonomy'; key: string; title: string; taxonomy: TaxonomyKind; record: Taxonomy }
  | { kind: 'media'; key: string; title: string; record: MediaRecord }
  | CollectionItem
  | { kind: 'post'; key: string; title: string; front: PostFrontMatter; body: string }
  | { kind: 'leads'; key: string; title: string; leads: ExportedLead[] }
  | { kind: 'redirects'; key: string; title: string; redirects: SiteExport['redirects'] };

const TAXONOMY_LISTS: [TaxonomyKind, keyof SiteExport['taxonomies']][] = [
  ['persona', 'audiences'],
  ['journeyStage', 'stages'],
  ['topic', 'topics'],
];

/** Every item of the export, in the order they are imported (what they link to first). */
export function exportItems(data: SiteExport): ExportItem[] {
  const items: ExportItem[] = [];
  for (const [kind, list] of TAXONOMY_LISTS) {
    for (const record of data.taxonomies[list]) {
      items.push({
        kind: 'taxonomy',
        key: `taxonomy:${kind}:${record.id}`,
        title: `The ${TAXONOMY_TERMS[kind].noun} “${record.name}”`,
        taxonomy: kind,
        record,
      });
    }
  }
  for (const record of data.media) {
    items.push({
      kind: 'media',
      key: `media:${record.id}`,
      title: `The image “${record.filename}”`,
      record,
    });
  }
  for (const collection of exportedCollections()) {
    items.push(...collectionItems(collection, data.collections[collection.name] ?? []));
  }
  for (const post of data.posts) {
    items.push({
      kind: 'post',
      key: `post:${post.front.id}`,
      title: `“${post.front.title}”`,
      front: post.front,
      body: post.body,
    });
  }
  for (let at = 0; at < data.leads.length; at += LEAD_BATCH) {
    const batch = data.leads.slice(at, at + LEAD_BATCH);
    items.push({
      kind: 'leads',
      key: `leads:${at}`,
      title: `Leads ${at + 1} to ${at + batch.length}`,
      leads: batch,
    });
  }
  if (data.redirects.length > 0) {
    items.push({
      kind: 'redirects',
      key: 'redirects',
      title: `${data.redirects.length} redirect(s)`,
      redirects: data.redirects,
    });
  }
  return items;
}

async function idsThere(
  db: Database,
  table: typeof posts | typeof media | typeof leads,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = new Set<string>();
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, ids.slice(at, at + 1000)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The dry run: what each item would become with what the database holds now. */
export async function planSiteExport(
  db: Database,
  data: SiteExport,
): Promise<{ source: string; items: ExportItem[]; dryRun: DryRun }> {
  const items = exportItems(data);
  const records = await importedFrom(db, exportSourceKey(data.manifest));
  const there = new Map(
    await Promise.all(
      exportedCollections().map(
        async (collection) =>
          [
            collection.name,
            await recordsThere(
              db,
              collection,
              items.filter(
                (item): item is CollectionItem =>
                  item.kind === 'collection' && item.collection === collection,
              ),
            ),
          ] as const,
      ),
    ),
  );
  const [postIds, mediaIds, leadIds] = await Promise.all([
    idsThere(
      db,
      posts,
      data.posts.map((p) => p.front.id),
    ),
    idsThere(
      db,
      media,
      data.media.map((m) => m.id),
    ),
    idsThere(
      db,
      leads,
      data.leads.map((l) => l.id),
    ),
  ]);
  const postSlugs = new Set(
    (await db.select({ slug: posts.slug }).from(posts)).map((row) => row.slug),
  );
  const planned: PlannedItem[] = [];
  const redirects: DryRun['redirects'] = [];
  const plan = (item: ExportItem, kind: PlannedItem['kind'], skip: string | null, detail: string) =>
    planned.push({
      key: item.key,
      kind,
      title: item.title,
      action: skip ? 'skip' : 'create',
      detail: skip ?? detail,
    });
  for (const item of items) {
    const before = records.has(item.key)
      ? 'Imported before: this import creates nothing twice.'
      : null;
    switch (item.kind) {
      case 'taxonomy': {
        const { table } = taxonomyTables[item.taxonomy];
        const [there] = await db
          .select({ id: table.id })
          .from(table)
          .where(eq(table.slug, item.record.slug));
        plan(
          item,
          'taxonomy',
          before ??
            (there
              ? `There is one at ${pageKindPath(item.taxonomy, item.record.slug)} already: its posts link to it.`
              : null),
          `At ${pageKindPath(item.taxonomy, item.record.slug)}.`,
        );
        break;
      }
      case 'media':
        plan(
          item,
          'media',
          before ?? (mediaIds.has(item.record.id) ? 'It is in the library already.' : null),
          `${item.record.width} × ${item.record.height}.`,
        );
        break;
      case 'collection': {
        const here = there.get(item.collection.name)!;
        plan(
          item,
          item.collection.subject,
          before ??
            (here.ids.has(item.record.id) || here.slugs.has(item.record.slug)
              ? alreadyThere(item)
              : null),
          placeOf(item),
        );
        break;
      }
      case 'post': {
        const skip =
          before ??
          (postIds.has(item.front.id)
            ? 'It is here already.'
            : postSlugs.has(item.front.slug)
              ? `A post already has the address ${insightPath(item.front.slug)}.`
              : null);
        plan(
          item,
          'post',
          skip,
          `${item.front.status[0]!.toUpperCase()}${item.front.status.slice(1)} at ${insightPath(item.front.slug)}.`,
        );
        if (!skip)
          for (const old of item.front.oldSlugs)
            redirects.push({ from: insightPath(old), to: insightPath(item.front.slug) });
        break;
      }
      case 'leads': {
        const fresh = item.leads.filter((lead) => !leadIds.has(lead.id)).length;
        plan(
          item,
          'lead',
          fresh === 0 ? 'They are here already.' : null,
          `${fresh} new lead(s)${fresh < item.leads.length ? `, ${item.leads.length - fresh} here already` : ''}.`,
        );
        break;
      }
      case 'redirects':
        plan(
          item,
          'redirects',
          before,
          `${item.redirects.length} redirect(s); any whose source is taken here is left as it is.`,
        );
        if (!before) redirects.push(...item.redirects.map(({ from, to }) => ({ from, to })));
        break;
    }
  }
  const created = planned.filter((p) => p.action === 'create').length;
  return {
    source: exportSourceKey(data.manifest),
    items,
    dryRun: {
      kind: 'export',
      source: data.manifest.site,
      counts: {
        create: created,
        skip: planned.length - created,
        redirects: redirects.length,
        images: planned.filter((p) => p.kind === 'media' && p.action === 'create').length,
      },
      items: planned,
      redirects,
      notes: [],
      terms: [],
      mapping: null,
    },
  };
}

const remapMedia = (text: string, ids: ReadonlyMap<string, string>) =>
  text.replace(
    /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g,
    (whole, id: string) => (ids.has(id) ? `/media/${ids.get(id)}` : whole),
  );

/** Export media ids → this database's (the same, or the image with the same bytes). */
async function mediaIds(db: Database, source: string): Promise<Map<string, string>> {
  const records = await importedFrom(db, source);
  return new Map(
    [...records].filter(([key]) => key.startsWith('media:')).map(([key, id]) => [key.slice(6), id]),
  );
}

const created = (message: string, counts: Record<string, number>): ItemOutcome => ({
  outcome: 'created',
  message,
  counts,
});
const unchanged = (message: string): ItemOutcome => ({ outcome: 'unchanged', message });
const skipped = (message: string): ItemOutcome => ({ outcome: 'skipped', message });

/** Imports one item of an export; what is there already is left as it is. */
export async function applyExportItem(
  db: Database,
  actor: AdminUser,
  data: SiteExport,
  item: ExportItem,
): Promise<ItemOutcome> {
  const source = exportSourceKey(data.manifest);
  if (await importedRecord(db, source, item.key))
    return unchanged('Imported before: nothing was created twice.');
  switch (item.kind) {
    case 'taxonomy':
      return importTaxonomy(
        db,
        actor,
        {
          source,
          key: item.key,
          kind: item.taxonomy,
          summary: `Imported ${item.title} from an export of ${data.manifest.site}`,
        },
        item.record,
      );
    case 'media': {
      const [there] = await db
        .select({ id: media.id })
        .from(media)
        .where(eq(media.id, item.record.id));
      if (there) {
        await db.transaction((tx) => rememberImport(tx, source, item.key, 'media', there.id));
        return unchanged('It is in the library already.');
      }
      if (data.zip.sizeOf(item.record.file) === undefined)
        return skipped(`The export has no ${item.record.file}.`);
      const bytes = await data.zip.read(item.record.file, MAX_IMAGE_BYTES);
      if (bytes === 'too-large') return skipped(`${item.record.file} is over 5 MB.`);
      const checked = await checkImage(bytes, item.record.filename, item.record.alt);
      if (!checked.ok) return skipped(checked.reason);
      const stored = await db.transaction(async (tx) => {
        const image = await storeImage(
          tx,
          { ...checked.image, filename: item.record.filename },
          actor.email,
          item.record.id,
        );
        await rememberImport(tx, source, item.key, 'media', image.id);
        if (image.created) {
          await recordActivity(tx, actor, {
            action: 'import.item',
            subjectType: 'media',
            subjectId: image.id,
            summary: `Imported the image “${item.record.filename}” from an export of ${data.manifest.site}`,
          });
        }
        return image;
      });
      return stored.created
        ? created(`${stored.width} × ${stored.height}.`, { images: 1 })
        : unchanged('The library has the same image already.');
    }
    case 'collection': {
      const ids = await mediaIds(db, source);
      return applyCollectionItem(db, actor, item, {
        source,
        site: data.manifest.site,
        remapMedia: (text) => remapMedia(text, ids),
      });
    }
    case 'post':
      return applyPost(db, actor, data, source, item);
    case 'leads':
      return applyLeads(db, actor, data, source, item);
    case 'redirects': {
      const outcomes = await db.transaction(async (tx) => {
        const done = [];
        for (const origin of ['manual', 'csv', 'import'] as const) {
          const wanted = item.redirects
            .filter((r) => r.origin === origin)
            .flatMap((r) => {
              const from = parseSource(r.from);
              const to = parseTarget(r.to);
              return from.ok && to.ok
                ? [
                    {
                      source: from.value,
                      to: to.value,
                      note: r.note,
                      status: r.status === 302 ? (302 as const) : (301 as const),
                    },
                  ]
                : [];
            });
          done.push(...(await addKeptRedirects(tx, wanted, origin)));
        }
        await rememberImport(tx, source, item.key, 'redirects', String(done.length));
        await recordActivity(tx, actor, {
          action: 'import.item',
          subjectType: 'redirect',
          summary: `Imported ${done.filter((d) => d.outcome === 'created').length} redirect(s) from an export of ${data.manifest.site}`,
        });
        return done;
      });
      const made = outcomes.filter((o) => o.outcome === 'created').length;
      const left = outcomes.filter((o) => o.outcome === 'skipped');
      return {
        outcome: made > 0 ? 'created' : 'unchanged',
        message: `${made} redirect(s) added${left.length ? `; ${left.length} left out (${left.map((o) => o.reason).join(' ')})` : ''}.`,
        counts: { redirects: made },
      };
    }
  }
}

async function applyPost(
  db: Database,
  actor: AdminUser,
  data: SiteExport,
  source: string,
  item: Extract<ExportItem, { kind: 'post' }>,
): Promise<ItemOutcome> {
  const { front } = item;
  const [same] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, front.id));
  if (same) {
    await db.transaction((tx) => rememberImport(tx, source, item.key, 'post', same.id));
    return unchanged('It is here already.');
  }
  const [taken] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, front.slug));
  if (taken) return skipped(`A post already has the address ${insightPath(front.slug)}.`);
  const ids = await mediaIds(db, source);
  const linkIds = async (kind: TaxonomyKind, slugs: string[]) => {
    if (slugs.length === 0) return [];
    const { table } = taxonomyTables[kind];
    return (await db.select({ id: table.id }).from(table).where(inArray(table.slug, slugs))).map(
      (row) => row.id,
    );
  };
  const links = {
    personaIds: await linkIds('persona', front.audiences),
    journeyStageIds: await linkIds('journeyStage', front.stages),
    topicIds: await linkIds('topic', front.topics),
  };
  const input = postInput.safeParse({
    title: front.title,
    slug: front.slug,
    excerpt: front.excerpt,
    content: remapMedia(item.body, ids),
    coverImageUrl: remapMedia(front.cover, ids),
    category: front.category,
    metaTitle: front.metaTitle,
    metaDescription: front.metaDescription,
    ...links,
  });
  if (!input.success) return skipped(`It cannot be saved as a post: ${firstIssue(input.error)}`);
  const complete =
    links.personaIds.length > 0 && links.journeyStageIds.length > 0 && links.topicIds.length > 0;
  const publishedAt =
    front.status !== 'draft' && complete && front.publishedAt ? new Date(front.publishedAt) : null;
  const note =
    front.status !== 'draft' && !publishedAt
      ? ' Imported as a draft: its audience, stage or topic is not here.'
      : '';
  await createVersioned(
    db,
    actor,
    versionedRecord(posts, { noun: 'post', notFound: '', resource: 'posts' }),
    {
      insert: async (tx) => {
        const { personaIds: _p, journeyStageIds: _j, topicIds: _t, ...columns } = input.data;
        const [row] = await tx
          .insert(posts)
          .values({
            ...columns,
            id: front.id,
            authorId: actor.id,
            isPublished: publishedAt !== null,
            publishedAt,
            createdAt: new Date(front.createdAt),
            updatedAt: new Date(front.updatedAt),
          })
          .returning({ id: posts.id });
        await replacePostLinks(tx, row!.id, links);
        for (const fromSlug of front.oldSlugs) {
          await tx
            .insert(postSlugRedirects)
            .values({ fromSlug, postId: row!.id })
            .onConflictDoNothing();
        }
        await rememberImport(tx, source, item.key, 'post', row!.id);
        return { id: row!.id, result: row! };
      },
      activity: (row) => ({
        action: 'import.item',
        subjectType: 'post',
        subjectId: row.id,
        summary: `Imported ${item.title} from an export of ${data.manifest.site}`,
      }),
      announce: () => null,
    },
  );
  return created(
    `${publishedAt ? front.status[0]!.toUpperCase() + front.status.slice(1) : 'Draft'} at ${insightPath(front.slug)}.${note}`,
    { posts: 1 },
  );
}

async function applyLeads(
  db: Database,
  actor: AdminUser,
  data: SiteExport,
  source: string,
  item: Extract<ExportItem, { kind: 'leads' }>,
): Promise<ItemOutcome> {
  const there = await idsThere(
    db,
    leads,
    item.leads.map((lead) => lead.id),
  );
  const fresh = item.leads.filter((lead) => !there.has(lead.id));
  await db.transaction(async (tx) => {
    if (fresh.length > 0) {
      await tx.insert(leads).values(
        fresh.map((lead) => ({
          ...leadFromExport(lead),
          // An imported lead is never announced again: the old site's team was told already.
          notificationState:
            lead.notificationState === 'sent' ? ('sent' as const) : ('skipped' as const),
        })),
      );
      const notes = fresh.flatMap((lead) =>
        lead.notes.map((note) => ({
          leadId: lead.id,
          authorEmail: note.authorEmail,
          body: note.body,
          createdAt: new Date(note.createdAt),
        })),
      );
      if (notes.length > 0) await tx.insert(leadNotes).values(notes);
      await recordActivity(tx, actor, {
        action: 'import.item',
        subjectType: 'lead',
        summary: `Imported ${fresh.length} lead(s) from an export of ${data.manifest.site}`,
      });
    }
    await rememberImport(tx, source, item.key, 'lead', String(fresh.length));
  });
  return fresh.length > 0
    ? created(`${fresh.length} lead(s) imported.`, { leads: fresh.length })
    : unchanged('They are here already.');
}
