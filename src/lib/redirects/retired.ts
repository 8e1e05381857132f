/** The site's own pages retired by a redirect (src/lib/pages/retire.ts), read by the admin and the build. */
import { eq } from 'drizzle-orm';
import type { Database } from '#lib/db/database.ts';
import { redirects } from '#lib/db/schema.ts';

/** Each retired page's address → where it redirects. */
export async function retiredPages(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ path: redirects.fromPath, to: redirects.toTarget })
    .from(redirects)
    .where(eq(redirects.retiresPage, true));
  return new Map(rows.map((row) => [row.path, row.to]));
}
