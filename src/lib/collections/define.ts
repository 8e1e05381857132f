/**
 * A content type, defined once. A collection names its table and write schema, what the admin and
 * the log call its records, who may do what with them, and the few things that are truly its own
 * (a check before a save, a step after one). From that one definition follow its admin API
 * (src/lib/collections/routes.ts), its versions and 409s, its revisions, its activity entries, its
 * place in the access table, and its part of a site export and of an import of one.
 *
 *   defineCollection({ name, table, input, nouns, subject, title, path, access?, hooks? })
 *     ─► create / update / listAll (every write through src/lib/content/versioned.ts)
 *     ─► registered: revisions, activity, access, export and import find it by name
 *
 * The model is Payload's collection config: the type is data, the framework does the rest.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { addResource, type Action, type Resource, type RoleGrants } from '#lib/access/policy.ts';
import type { ActivityAction, ActivityEntry, ActivitySubject } from '#lib/audit/activity.ts';
import type { AdminUser } from '#lib/auth/types.ts';
import { ContentError, pgCode, UNIQUE_VIOLATION } from '#lib/content/errors.ts';
import {
  createVersioned,
  readRecord,
  updateVersioned,
  versionedRecord,
  type VersionedRecord,
} from '#lib/content/versioned.ts';
import type { Database, Transaction } from '#lib/db/database.ts';
import { registerCollection, registeredCollections } from './registry.ts';

/** The columns every collection's table has: an id, a version and a slug (its address). */
export type CollectionTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  slug: PgColumn;
  updatedAt: PgColumn;
};

/** A stored record as the framework reads it; each collection's row type is wider. */
export interface CollectionRow {
  id: string;
  version: number;
  slug: string;
}

/** A write schema: what the admin form and the API send, validated (an object with a slug). */
export type CollectionInput = z.ZodType<{ slug: string } & Record<string, unknown>>;

/**
 * A check before a create (`before` null) or update is written, inside its transaction: a free
 * address, a library image that exists, no near duplicate. It throws a ContentError.
 */
export type CollectionCheck<Row, Input> = (
  tx: Database | Transaction,
  input: Input,
  before: Row | null,
) => Promise<void>;

/**
 * A collection whose renamed records keep their old addresses (src/lib/content/page-slug-redirects.ts
 * implements it): the address is free before a save, the old one redirects after a rename, and a
 * site export carries each record's old addresses.
 */
export interface KeptAddresses {
  check: CollectionCheck<{ id: string }, { slug: string }>;
  afterUpdate: (
    tx: Transaction,
    before: { id: string; slug: string },
    after: { slug: string },
  ) => Promise<void>;
  /** Every record's old slugs, by id. */
  oldSlugs: (db: Database | Transaction) => Promise<Map<string, string[]>>;
  /** Keeps an imported record's old slugs, where no other record's old slug is there already. */
  keepOld: (tx: Transaction, id: string, slugs: readonly string[]) => Promise<void>;
}

/** What is truly a collection's own, beside what every collection does. */
export interface CollectionHooks<Row extends CollectionRow, Input> {
  /** Run in order before each write; the first refusal is the one the marketer sees. */
  checks?: readonly CollectionCheck<Row, Input>[];
  /** After an update is written, inside its transaction (an old address keeps redirecting). */
  afterUpdate?: (tx: Transaction, before: Row, after: Input) => Promise<void>;
}

export interface CollectionConfig<Row extends CollectionRow, Schema extends CollectionInput> {
  /**
   * The collection's name, used everywhere it is named: its admin API (/api/admin/{name}), the
   * kind of its revisions (its table's name, hyphenated), its file in a site export
   * ({name}.json) and its resource in the access table.
   */
  name: string;
  table: CollectionTable & { $inferSelect: Row };
  /** The write schema: the API, the admin form and an import validate with it. */
  input: Schema;
  /** What the admin calls one record and many ("industry page", "industry pages"). */
  nouns: { one: string; many: string };
  /** The activity log's subject: its entries are `{subject}.created` and `{subject}.updated`. */
  subject: string;
  // Methods, not function properties: any collection is then a `Collection` (methods compare
  // their parameters both ways), which is what the lists of every collection hold.
  /** How the log names a record ("Hartford, CT"). */
  title(row: Row): string;
  /** How the publishing line names it, when that is shorter ("Hartford"); else `title`. */
  shortTitle?(row: Row): string;
  /** The record's public address, or null when it has none. */
  path(record: { slug: string }): string | null;
  /** The order the admin lists records in; by slug when not given. */
  order?: readonly SQL[];
  /**
   * Who may do what, when the access table does not already have a row for `name`: each role's
   * grants (a role not named gets nothing; owners get every action). Payload's `access`.
   */
  access?: { actions: readonly Action[]; grants: RoleGrants };
  /** Whether a site export carries its records (and an import of one creates them). */
  exported: boolean;
  /** Old addresses kept on a rename; checked before each save, first of the checks. */
  addresses?: KeptAddresses;
  /**
   * The schema an exported record is read with when it is not the write schema (a page stored
   * before it kept its own copy has none): every field an import writes, checked.
   */
  importInput?: CollectionInput;
  /**
   * Fields holding a library image's address (`/media/{id}`), which an import maps to this site's;
   * a dotted path with `*` for each item of a list reaches into a document (`sections.*.image`).
   */
  mediaFields?: readonly string[];
  hooks?: CollectionHooks<Row, z.output<Schema>>;
  /** The refusal for a record that does not exist; "That {one} does not exist." when not given. */
  notFound?: string;
  /** The refusal for an address another record has; the default names the address. */
  slugTaken?: (slug: string) => string;
}

export interface Collection<
  Row extends CollectionRow = CollectionRow,
  Schema extends CollectionInput = CollectionInput,
> extends Readonly<Omit<CollectionConfig<Row, Schema>, 'hooks' | 'shortTitle'>> {
  /** How the publishing line names a record: its short title, else its title. */
  shortTitle(row: Row): string;
  /** The resource the access table decides this collection's routes and records by. */
  resource: Resource;
  /** The collection's table as versioned.ts writes it. */
  record: VersionedRecord<Row>;
  notFound: string;
  /** Every record, published or not, in the collection's order. */
  listAll(db: Database | Transaction): Promise<Row[]>;
  /**
   * A new record at version 1; 409 for a taken address, 400 or 409 from the collection's checks.
   * An import names the record's id, what else its transaction writes, and its own log entry.
   */
  create(
    db: Database | Transaction,
    actor: AdminUser,
    input: z.output<Schema>,
    options?: CreateOptions<Row>,
  ): Promise<Row>;
  /** Replaces a record that is still at `expectedVersion` (else 409 naming who changed it). */
  update(
    db: Database | Transaction,
    actor: AdminUser,
    id: string,
    input: z.output<Schema>,
    expectedVersion: number,
  ): Promise<Row>;
}

/** How an import creates a record: with its id, in a batch, with its own log entry. */
export interface CreateOptions<Row> {
  id?: string;
  /** Written in the same transaction, after the record. */
  alongside?: (tx: Transaction, row: Row) => Promise<void>;
  activity?: (row: Row) => ActivityEntry;
  /** False: one of a batch, whose caller asks for one publish when it is done. */
  announce?: false;
}

const published = (row: object) => !('isPublished' in row) || row.isPublished !== false;

export function defineCollection<Row extends CollectionRow, Schema extends CollectionInput>(
  config: CollectionConfig<Row, Schema>,
): Collection<Row, Schema> {
  const { table, nouns, subject, hooks = {} } = config;
  const { addresses } = config;
  const check = async (tx: Database | Transaction, input: z.output<Schema>, before: Row | null) => {
    await addresses?.check(tx, input, before);
    for (const rule of hooks.checks ?? []) await rule(tx, input, before);
  };
  const notFound = config.notFound ?? `That ${nouns.one} does not exist.`;
  const slugTaken =
    config.slugTaken ??
    ((slug: string) => {
      const path = config.path({ slug });
      return `Another ${nouns.one} already uses the slug "${slug}"${path ? ` (${path})` : ''}.`;
    });
  const resource = (
    config.access ? addResource(config.name, config.access) : config.name
  ) as Resource;
  const record = versionedRecord<Row>(table, { resource, noun: nouns.one, notFound });
  const title = (row: Row) => config.title(row);
  const shortTitle = (row: Row) => (config.shortTitle ? config.shortTitle(row) : title(row));

  // Two saves of the same new address at once: the unique index decides.
  const translate = (error: unknown, slug: string): never => {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new ContentError('slug-taken', slugTaken(slug));
    throw error;
  };

  const { hooks: _hooks, ...definition } = config;
  const collection: Collection<Row, Schema> = {
    ...definition,
    resource,
    record,
    notFound,
    slugTaken,
    shortTitle,

    async listAll(db) {
      const order = config.order ?? [asc(table.slug)];
      return (await db
        .select()
        .from(table)
        .orderBy(...order)) as Row[];
    },

    create(db, actor, input, options = {}) {
      return createVersioned(db, actor, record, {
        insert: async (tx) => {
          await check(tx, input, null);
          const [row] = (await tx
            .insert(table)
            .values({ ...input, ...(options.id && { id: options.id }), updatedAt: new Date() })
            .returning()) as Row[];
          await options.alongside?.(tx, row!);
          return { id: row!.id, result: row! };
        },
        activity: (saved) =>
          options.activity?.(saved) ?? {
            action: `${subject}.created` as ActivityAction,
            subjectType: subject as ActivitySubject,
            subjectId: saved.id,
            summary: `Created the ${published(saved) ? '' : 'unpublished '}${nouns.one} for ${title(saved)}`,
          },
        announce: (saved) =>
          options.announce === false ? null : `Created the ${nouns.one} for ${shortTitle(saved)}`,
      }).catch((error: unknown) => translate(error, input.slug));
    },

    update(db, actor, id, input, expectedVersion) {
      return updateVersioned(db, actor, record, id, expectedVersion, {
        write: async (tx, before) => {
          await check(tx, input, before);
          await tx
            .update(table)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(table.id, id));
          await addresses?.afterUpdate(tx, before, input);
          await hooks.afterUpdate?.(tx, before, input);
        },
        read: (tx) => readRecord(tx, record, id),
        activity: (saved) => ({
          action: `${subject}.updated` as ActivityAction,
          subjectType: subject as ActivitySubject,
          subjectId: saved.id,
          summary: `Saved the ${nouns.one} for ${title(saved)}${'isPublished' in saved ? ` (${published(saved) ? 'published' : 'not published'})` : ''}`,
        }),
        announce: (saved) => `Saved the ${nouns.one} for ${shortTitle(saved)}`,
      }).catch((error: unknown) => translate(error, input.slug));
    },
  };
  registerCollection(collection);
  return collection;
}

/** Every collection defined in this process (each registers itself when defined). */
export const definedCollections = (): Collection[] => registeredCollections() as Collection[];
