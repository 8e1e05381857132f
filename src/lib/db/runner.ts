/** The raw-SQL surface the migrator, seeder and tests need, over either engine. */
export interface SqlRunner {
  /** Runs one or more statements (simple query protocol); returns nothing. */
  exec(sql: string): Promise<void>;
  /** Runs the statements in one transaction: all of them apply or none. */
  execAtomically(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one query as another role (e.g. `anon`) inside its own transaction, to exercise RLS. */
  queryAs<T extends Record<string, unknown>>(
    role: 'anon' | 'authenticated',
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
}
