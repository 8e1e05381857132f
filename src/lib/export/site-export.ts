/**
 * "Export everything": the whole site's content and leads as one ZIP (format.ts), streamed as it is
 * written, each image read from the database (or its bucket) only when its turn comes. The importer
 * reads it back (src/lib/import/site-export.ts), so one instance can be moved to another.
 */
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'yaml';
import yazl from 'yazl';
import type { Database } from '#lib/db/database.ts';
import { rowsOf } from '#lib/db/rows.ts';
import { leadNotes, leads, media, postSlugRedirects, redirects } from '#lib/db/schema.ts';
import { listPosts } from '#lib/posts/admin.ts';
import { postStatus } from '#lib/posts/status.ts';
import { getImageFile } from '#lib/media/admin.ts';
import { leadsCsv, toCsv } from '#lib/leads/csv.ts';
import { exportedLead } from '#lib/leads/record.ts';
import { taxonomyTables } from '#lib/taxonomies/queries.ts';
import type { TaxonomyKind } from '#lib/content/types.ts';
import { sourceText } from '#lib/redirects/rules.ts';
import { oldSlugsOf } from '#lib/content/page-slug-redirects.ts';
import { collectionExports } from './collections.ts';
import {
  EXPORT_FILES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  postFile,
  type ExportManifest,
  type PostFrontMatter,
} from './format.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * An image's bytes are read this much at a time: the embedded database runs in the serving thread,
 * where one query for a whole 5 MB image held every visitor for a couple of hundred milliseconds; a
 * slice takes a few dozen.
 */
const IMAGE_SLICE_BYTES = 512 * 1024;

/** An image's original, a slice at a time (from the database), or whole (from its bucket). */
async function* imageBytes(db: Database, id: string): AsyncGenerator<Buffer> {
  const [row] = await db
    .select({
      storage: media.storage,
      size: sql<number>`octet_length(${media.data})`.mapWith(Number),
    })
    .from(media)
    .where(eq(media.id, id));
  if (row?.storage === 'database' && row.size !== null) {
    for (let at = 0; at < row.size; at += IMAGE_SLICE_BYTES) {
      const [part] = await db
        .select({
          bytes: sql`substring(${media.data} from ${at + 1} for ${IMAGE_SLICE_BYTES})`.mapWith(
            media.data,
          ),
        })
        .from(media)
        .where(eq(media.id, id));
      yield part!.bytes;
    }
    return;
  }
  const file = await getImageFile(db, id);
  if (!file) throw new Error(`The bytes of image ${id} are missing`);
  yield file.data;
}

/** Old slugs by record, for one kind of page. */
async function taxonomyExport(db: Database, kind: TaxonomyKind) {
  const { table } = taxonomyTables[kind];
  const [rows, old] = await Promise.all([
    db.select().from(table).orderBy(asc(table.slug)),
    oldSlugsOf(db, kind),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    intro: row.intro,
    oldSlugs: old.get(row.id) ?? [],
  }));
}

/** The newest migration the database has applied: the schema the export was made with. */
async function schemaVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select max(name) as name from app_migrations`);
  return String(rowsOf<{ name: string | null }>(result)[0]?.name ?? '');
}

/**
 * Writes every entry into a new ZIP and returns it; its `outputStream` yields the bytes as they are
 * made (images are read from storage one at a time, when the stream reaches them).
 */
export async function siteExport(
  db: Database,
  { site, now = new Date() }: { site: string; now?: Date },
): Promise<{
  zip: yazl.ZipFile;
  counts: Record<string, number>;
  stream: () => ReadableStream<Uint8Array>;
}> {
  const zip = new yazl.ZipFile();
  const mtime = now;
  const [audiences, stages, topics, postRows, postOldSlugs, collections] = await Promise.all([
    taxonomyExport(db, 'persona'),
    taxonomyExport(db, 'journeyStage'),
    taxonomyExport(db, 'topic'),
    listPosts(db),
    db.select().from(postSlugRedirects),
    collectionExports(db),
  ]);
  const slugOf = (list: { id: string; slug: string }[]) => (id: string) =>
    list.find((row) => row.id === id)?.slug ?? id;

  zip.addBuffer(json({ audiences, stages, topics }), EXPORT_FILES.taxonomies, { mtime });
  for (const { file, records } of collections) zip.addBuffer(json(records), file, { mtime });

  for (const post of postRows) {
    const front: PostFrontMatter = {
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      category: post.category,
      cover: post.coverImageUrl,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      status: postStatus(post),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      audiences: post.personaIds.map(slugOf(audiences)),
      stages: post.journeyStageIds.map(slugOf(stages)),
      topics: post.topicIds.map(slugOf(topics)),
      oldSlugs: postOldSlugs.filter((row) => row.postId === post.id).map((row) => row.fromSlug),
    };
    zip.addBuffer(
      Buffer.from(`---\n${stringify(front)}---\n\n${post.content}\n`),
      postFile(post.slug),
      { mtime },
    );
  }

  const images = await db
    .select({
      id: media.id,
      filename: media.filename,
      contentType: media.contentType,
      alt: media.alt,
      sha256: media.sha256,
      width: media.width,
      height: media.height,
      createdAt: media.createdAt,
    })
    .from(media)
    .orderBy(asc(media.createdAt), asc(media.id));
  const mediaList = images.map((image) => ({
    ...image,
    createdAt: image.createdAt.toISOString(),
    file: `media/${image.id}.${EXTENSIONS[image.contentType] ?? 'bin'}`,
  }));
  zip.addBuffer(json(mediaList), EXPORT_FILES.media, { mtime });
  for (const image of mediaList) {
    zip.addReadStreamLazy(image.file, { mtime, compress: false }, (callback) => {
      callback(null, Readable.from(imageBytes(db, image.id)));
    });
  }

  const [leadRows, noteRows] = await Promise.all([
    db.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.id)),
    db.select().from(leadNotes).orderBy(asc(leadNotes.createdAt)),
  ]);
  const notesByLead = new Map<string, typeof noteRows>();
  for (const note of noteRows)
    notesByLead.set(note.leadId, [...(notesByLead.get(note.leadId) ?? []), note]);
  zip.addBuffer(
    json(
      leadRows.map((lead) => ({
        ...exportedLead(lead),
        notes: (notesByLead.get(lead.id) ?? []).map((note) => ({
          authorEmail: note.authorEmail,
          body: note.body,
          createdAt: note.createdAt.toISOString(),
        })),
      })),
    ),
    EXPORT_FILES.leads,
    { mtime },
  );
  zip.addBuffer(Buffer.from(leadsCsv(leadRows)), EXPORT_FILES.leadsCsv, { mtime });

  const redirectRows = await db
    .select()
    .from(redirects)
    .orderBy(asc(redirects.fromPath), asc(redirects.fromQuery));
  const redirectList = redirectRows.map((row) => ({
    from: sourceText({ path: row.fromPath, query: row.fromQuery }),
    to: row.toTarget,
    status: row.status,
    note: row.note,
    origin: row.origin,
  }));
  zip.addBuffer(json(redirectList), EXPORT_FILES.redirects, { mtime });
  zip.addBuffer(
    Buffer.from(
      toCsv([
        ['from', 'to', 'status', 'note'],
        ...redirectList.map((row) => [row.from, row.to, row.status, row.note]),
      ]),
    ),
    EXPORT_FILES.redirectsCsv,
    { mtime },
  );

  const counts = {
    posts: postRows.length,
    media: images.length,
    audiences: audiences.length,
    stages: stages.length,
    topics: topics.length,
    ...Object.fromEntries(
      collections.map(({ collection, records }) => [collection.name, records.length]),
    ),
    leads: leadRows.length,
    redirects: redirectRows.length,
  };
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    site,
    schema: await schemaVersion(db),
    counts,
  };
  zip.addBuffer(json(manifest), EXPORT_FILES.manifest, { mtime });
  zip.end();
  return {
    zip,
    counts,
    stream: () => Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>,
  };
}
