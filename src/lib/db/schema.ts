/**
 * Drizzle's view of the tables. The SQL in supabase/migrations is the source of truth (it also holds
 * the row-level-security policies); this file mirrors it so every query is typed.
 */
import {
  bigint,
  customType,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IndustryDetails, LocationDetails, StoredSection } from './json-columns.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const posts = pgTable('posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  /** Markdown; rendered without raw HTML. */
  content: text('content').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  category: text('category'),
  /** Optional overrides for search results and social cards (≤ 60 and ≤ 160 characters). */
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  /** Optional: the phrase the editor's content guidance counts (≤ 100 characters; pages never show it). */
  focusKeyword: text('focus_keyword'),
  isPublished: boolean('is_published').notNull().default(false),
  /**
   * Set exactly when the post is published (a check constraint keeps the two in step). A time still
   * ahead means scheduled: the public site shows the post only once it has come.
   */
  publishedAt: timestamptz('published_at'),
  authorId: uuid('author_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

/** Old slugs of renamed posts; each answers 301 with the post's current URL. */
export const postSlugRedirects = pgTable('post_slug_redirects', {
  fromSlug: text('from_slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A post's share-preview link: tokens are signed with `signingKey` and expire at `expiresAt`. */
export const postPreviewLinks = pgTable('post_preview_links', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  signingKey: text('signing_key').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

const taxonomyColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  intro: text('intro'),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

export const personas = pgTable('personas', taxonomyColumns());
export const journeyStages = pgTable('journey_stages', taxonomyColumns());
export const topics = pgTable('topics', taxonomyColumns());

/**
 * Old slugs of renamed audiences, stages and topics (`kind`: persona, journeyStage, topic), each
 * pointing at its record, so chains collapse as they do for posts.
 */
export const taxonomySlugRedirects = pgTable(
  'taxonomy_slug_redirects',
  {
    kind: text('kind', {
      enum: ['persona', 'journeyStage', 'topic', 'location', 'industry', 'landingPage'],
    }).notNull(),
    fromSlug: text('from_slug').notNull(),
    /** The renamed record (an audience, stage, topic, location, industry or composed page). */
    taxonomyId: uuid('taxonomy_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] })],
);

export const postPersonas = pgTable(
  'post_personas',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.personaId] })],
);
export const postJourneyStages = pgTable(
  'post_journey_stages',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    journeyStageId: uuid('journey_stage_id')
      .notNull()
      .references(() => journeyStages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.journeyStageId] })],
);
export const postTopics = pgTable(
  'post_topics',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] })],
);

export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  introText: text('intro_text').notNull(),
  /** Areas, highlights, service cards and FAQs (see LocationDetails); null: the generic template. */
  details: jsonb('details').$type<LocationDetails>(),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

export const industries = pgTable('industries', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  introText: text('intro_text').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  /** A library image (/media/{id}), a built-in illustration, or none. */
  imageUrl: text('image_url'),
  /** Specialized services, FAQs and resource links (see IndustryDetails); null: the generic template. */
  details: jsonb('details').$type<IndustryDetails>(),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

/** Pages the marketer composes from the brand's sections, at /{slug} (src/lib/landing-pages/). */
export const landingPages = pgTable('landing_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** The title in search results and the page's name in the admin. */
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** A library image (/media/{id}) for social cards; null: the site's own. */
  socialImage: text('social_image'),
  /** The one service the page sells, for search engines; null: the page is a WebPage. */
  serviceType: text('service_type'),
  /** Hidden from search engines: a noindex page, left out of the sitemap. */
  noindex: boolean('noindex').notNull().default(false),
  /** The sections from top to bottom, as checked on save (src/lib/composed-pages/document.ts). */
  sections: jsonb('sections').$type<StoredSection[]>().notNull().default([]),
  isPublished: boolean('is_published').notNull().default(false),
  /** When a published page goes live (src/lib/landing-pages/live.ts); null: at once. */
  publishAt: timestamptz('publish_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

/** Postgres bytea as a Node Buffer (PGlite and node-postgres both hand it back as bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images: the original bytes, checked by their magic bytes, with their size and alt text. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  filename: text('filename').notNull(),
  contentType: text('content_type', {
    enum: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  }).notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull(),
  sha256: text('sha256').notNull(),
  /** Where the bytes are: in `data`, or in the Supabase Storage bucket under the image's id. */
  storage: text('storage', { enum: ['database', 'supabase'] })
    .notNull()
    .default('database'),
  /** The original bytes when `storage` is database; null otherwise. */
  data: bytea('data'),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  companySize: text('company_size').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  sourcePage: text('source_page'),
  /** The visit's first page and the host that sent the visitor there (first touch); null: not known. */
  landingPage: text('landing_page'),
  referrerHost: text('referrer_host'),
  utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
  /** Where the visitor came from, e.g. `{ from: 'security-check', score: 35 }`. */
  context: jsonb('context').$type<Record<string, string | number>>().notNull().default({}),
  status: text('status', { enum: ['new', 'handled'] })
    .notNull()
    .default('new'),
  isSpam: boolean('is_spam').notNull().default(false),
  notificationState: text('notification_state', {
    enum: ['pending', 'sent', 'failed', 'skipped'],
  })
    .notNull()
    .default('pending'),
  notificationAttempts: integer('notification_attempts').notNull().default(0),
  notificationError: text('notification_error'),
  /** After a failure, when the next attempt is due (kept in the row: a function has no memory). */
  notificationNextAttemptAt: timestamptz('notification_next_attempt_at'),
  notifiedAt: timestamptz('notified_at'),
  /** The admin who marked it handled, and when (both cleared when it goes back to new). */
  handledBy: text('handled_by'),
  handledAt: timestamptz('handled_at'),
});

/** The team's notes on a lead, oldest first. */
export const leadNotes = pgTable('lead_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  authorEmail: text('author_email').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Every admin change, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). The actor has no
 * foreign key: the history outlives the account.
 */
export const adminActivity = pgTable('admin_activity', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamptz('at').notNull().defaultNow(),
  actorId: uuid('actor_id').notNull(),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id'),
  summary: text('summary').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** owner, editor or contributor (see src/lib/auth/roles.ts). */
  role: text('role', { enum: ['owner', 'editor', 'contributor'] })
    .notNull()
    .default('contributor'),
  /** Supabase sign-in: the person's next request ends their sessions (set by a role change). */
  signOutPending: boolean('sign_out_pending').notNull().default(false),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * Revisions of versioned records: the whole document of every saved version, with who and when.
 * Immutable (a trigger refuses UPDATE and TRUNCATE, and a DELETE that pruning would not make).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The record's table name with hyphens for underscores: posts, journey-stages, … */
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** Whether this version was public (or scheduled): pruning keeps every such revision. */
    published: boolean('published').notNull(),
    /** Null for the version a record had before its first recorded change. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.kind, t.recordId, t.version)],
);

/** Pending invitations to local sign-in; only the SHA-256 of each one-time token is stored. */
export const adminInvites = pgTable('admin_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['owner', 'editor', 'contributor'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull(),
  /** The sender's account: the invitation works only while it holds at least `role`. */
  invitedById: uuid('invited_by_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** "Forgot password?" links of local sign-in: one-time, short-lived, stored only as their SHA-256. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadNote = typeof leadNotes.$inferSelect;
export type ActivityRow = typeof adminActivity.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

/**
 * Page copy and site facts: one validated JSON document per page (id: the page's key) and one for
 * Settings, each versioned like every other content record (src/lib/pages/).
 */
export const pageDocuments = pgTable('page_documents', {
  id: text('id').primaryKey(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** The admin who saved this version; null for the seed. */
  updatedBy: text('updated_by'),
  /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
  version: integer('version').notNull().default(1),
});

/** One share-preview link per page: the unsaved document it shows and its signing key. */
export const pagePreviewLinks = pgTable('page_preview_links', {
  pageId: text('page_id')
    .primaryKey()
    .references(() => pageDocuments.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  signingKey: text('signing_key').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A composed page's share-preview link (src/lib/landing-pages/share-links.ts): one per page. */
export const landingPagePreviewLinks = pgTable('landing_page_preview_links', {
  landingPageId: uuid('landing_page_id')
    .primaryKey()
    .references(() => landingPages.id, { onDelete: 'cascade' }),
  page: jsonb('page').$type<Record<string, unknown>>().notNull(),
  signingKey: text('signing_key').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Redirects kept by hand, from a CSV or by an import (renamed posts and pages keep their own
 * tables). The source is a path without trailing slash plus an optional sorted query (`p=123`).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromPath: text('from_path').notNull(),
    fromQuery: text('from_query').notNull().default(''),
    /** A path on this site or an https address. */
    toTarget: text('to_target').notNull(),
    status: integer('status').notNull().default(301),
    note: text('note').notNull().default(''),
    origin: text('origin', { enum: ['manual', 'csv', 'import'] })
      .notNull()
      .default('manual'),
    /** Retires one of the site's own pages: served although the build writes the page at its path. */
    retiresPage: boolean('retires_page').notNull().default(false),
    /** Counted by the Node server in batches; a hit is not an edit, so the version stays. */
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
    lastHitAt: timestamptz('last_hit_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Bumped by every write; an admin write names the version it read (optimistic concurrency). */
    version: integer('version').notNull().default(1),
  },
  (t) => [unique().on(t.fromPath, t.fromQuery)],
);

/** One import (WordPress or an export of this site): its mapping and how far it has got. */
export const importJobs = pgTable('import_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['wordpress', 'export'] }).notNull(),
  /** The WordPress site's address or the exported instance's id (what import_records are keyed by). */
  source: text('source').notNull(),
  label: text('label').notNull(),
  /** Where its files are: the server's staging folder, or the paths the command line was given. */
  files: jsonb('files').$type<{ main?: string; uploads?: string }>().notNull().default({}),
  state: text('state', { enum: ['planned', 'running', 'done'] })
    .notNull()
    .default('planned'),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull().default({}),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  /** What happened to each item that was skipped or changed on the way (the last few hundred). */
  log: jsonb('log').$type<ImportLogEntry[]>().notNull().default([]),
  createdBy: text('created_by').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Every record an import made or found, by where it came from: a second import creates nothing twice. */
export const importRecords = pgTable(
  'import_records',
  {
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceKey] })],
);

export interface ImportLogEntry {
  key: string;
  title: string;
  outcome: 'created' | 'skipped' | 'unchanged' | 'failed';
  message: string;
}

export type RedirectRow = typeof redirects.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;
