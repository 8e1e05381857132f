/** What the Netlify smoke shares: the database the functions write, and the recording servers. */
import postgres from 'postgres';

export function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the smoke through scripts/test-netlify.mjs.`);
  return value;
}

/** Runs `query` against the Postgres the Netlify functions use, on a connection of its own. */
export async function withDatabase<T>(query: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(env('DATABASE_URL'), { max: 1, onnotice: () => {} });
  try {
    return await query(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What a recording server (tests/support/recorders.ts) has received so far. */
export async function recorded(hookUrl: string): Promise<Recorded[]> {
  const response = await fetch(new URL('/__recorded', hookUrl));
  return (await response.json()) as Recorded[];
}
