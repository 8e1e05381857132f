/**
 * The "Export everything" ZIP, as written by site-export.ts and read back by the importer
 * (docs/moving-in-and-out.md). Plain files a person can read: posts as Markdown with front matter,
 * images as their original files, the rest as JSON (and leads and redirects as CSV too).
 *
 *   manifest.json           what this is, when and where it was made, how many of each
 *   posts/{slug}.md          front matter (id, title, status, dates, audiences, …) + Markdown body
 *   media.json, media/…      each image's record, and its original file
 *   taxonomies.json          audiences, journey stages and topics (with their old slugs)
 *   {collection}.json        each exported collection's records (locations.json, industries.json)
 *   leads.json, leads.csv    every lead (notes in the JSON)
 *   redirects.json, .csv     the redirects manager's rules
 */
import { z } from 'zod';

export const EXPORT_FORMAT = 'northbeam-export';
/** Bumped when the layout changes in a way an older reader cannot take. */
export const EXPORT_VERSION = 1;

export const EXPORT_FILES = {
  manifest: 'manifest.json',
  taxonomies: 'taxonomies.json',
  media: 'media.json',
  leads: 'leads.json',
  leadsCsv: 'leads.csv',
  redirects: 'redirects.json',
  redirectsCsv: 'redirects.csv',
} as const;

export const postFile = (slug: string) => `posts/${slug}.md`;

const iso = z.iso.datetime({ offset: true });
const id = z.uuid();
const oldSlugs = z.array(z.string()).default([]);

export const manifestShape = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: iso,
  /** The exporting site's public address (SITE_URL). */
  site: z.string(),
  /** The newest migration of the exporting database. */
  schema: z.string(),
  counts: z.record(z.string(), z.number()),
});
export type ExportManifest = z.output<typeof manifestShape>;

const taxonomy = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  intro: z.string().nullable(),
  oldSlugs,
});
export const taxonomiesShape = z.object({
  audiences: z.array(taxonomy),
  stages: z.array(taxonomy),
  topics: z.array(taxonomy),
});

/**
 * What every collection's record in an export has; the rest is checked by the collection's own
 * schema when it is imported (src/lib/import/collections.ts).
 */
export const collectionRecordShape = z.looseObject({ id, slug: z.string(), oldSlugs });
export type CollectionRecord = z.output<typeof collectionRecordShape>;

export const mediaShape = z.array(
  z.object({
    id,
    filename: z.string(),
    contentType: z.string(),
    alt: z.string(),
    sha256: z.string(),
    width: z.number(),
    height: z.number(),
    createdAt: iso,
    file: z.string(),
  }),
);

/** A post's front matter. */
export const postFrontMatter = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  category: z.string().nullable(),
  cover: z.string(),
  metaTitle: z.string().nullable().default(null),
  metaDescription: z.string().nullable().default(null),
  status: z.enum(['draft', 'scheduled', 'published']),
  publishedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  audiences: z.array(z.string()).default([]),
  stages: z.array(z.string()).default([]),
  topics: z.array(z.string()).default([]),
  oldSlugs,
});
export type PostFrontMatter = z.output<typeof postFrontMatter>;

export const leadsShape = z.array(
  z.object({
    id,
    createdAt: iso,
    name: z.string(),
    email: z.string(),
    companySize: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    sourcePage: z.string().nullable(),
    // Absent from exports made before first-touch attribution.
    landingPage: z.string().nullable().default(null),
    referrerHost: z.string().nullable().default(null),
    utm: z.record(z.string(), z.string()),
    context: z.record(z.string(), z.union([z.string(), z.number()])),
    status: z.enum(['new', 'handled']),
    isSpam: z.boolean(),
    notificationState: z.enum(['pending', 'sent', 'failed', 'skipped']),
    handledBy: z.string().nullable(),
    handledAt: iso.nullable(),
    notes: z.array(z.object({ authorEmail: z.string(), body: z.string(), createdAt: iso })),
  }),
);
export type ExportedLead = z.output<typeof leadsShape>[number];

export const redirectsShape = z.array(
  z.object({
    from: z.string(),
    to: z.string(),
    status: z.number(),
    note: z.string(),
    origin: z.enum(['manual', 'csv', 'import']),
  }),
);
