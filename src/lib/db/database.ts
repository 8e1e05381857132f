/**
 * The Drizzle database type, on its own so that the modules the client uses (the seeder, the post
 * links) can name it without importing the client.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a transaction callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
