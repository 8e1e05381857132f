/** Local auth's users and sessions in the database (only a hash of each session token is stored). */
import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '#lib/db/client.ts';
import { adminUsers, sessions } from '#lib/db/schema.ts';
import type { LocalAuthStore } from './local.ts';
import type { Role } from '#lib/people/fields.ts';

export function createDatabaseAuthStore(db: Database): LocalAuthStore {
  return {
    async findUserByEmail(email) {
      const [user] = await db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          passwordHash: adminUsers.passwordHash,
          role: adminUsers.role,
        })
        .from(adminUsers)
        .where(and(eq(adminUsers.email, email), isNotNull(adminUsers.passwordHash)))
        .limit(1);
      return user?.passwordHash ? { ...user, passwordHash: user.passwordHash } : null;
    },
    async createSession(tokenHash, userId, expiresAt) {
      // Expired sessions are swept whenever a new one starts, so the table stays small.
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },
    async findSession(tokenHash) {
      const [row] = await db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          role: adminUsers.role,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row
        ? {
            user: { id: row.id, email: row.email, role: row.role },
            createdAt: row.createdAt,
            lastSeenAt: row.lastSeenAt,
          }
        : null;
    },
    async touchSession(tokenHash, at) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async replacePassword(userId, passwordHash, keepSessionHash) {
      await db.transaction(async (tx) => {
        await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSessionHash)));
      });
    },
  };
}

/**
 * Supabase mode: the role of this email on the admin allowlist, or null when it is not on it.
 * `signOut`: the role changed since the person signed in, so their sessions end; the mark is cleared
 * as it is reported.
 */
export async function allowlistEntry(
  db: Database,
  email: string,
): Promise<{ role: Role; signOut: boolean } | null> {
  const address = email.toLowerCase();
  const [row] = await db
    .select({ role: adminUsers.role, signOut: adminUsers.signOutPending })
    .from(adminUsers)
    .where(eq(adminUsers.email, address))
    .limit(1);
  if (row?.signOut) {
    await db.update(adminUsers).set({ signOutPending: false }).where(eq(adminUsers.email, address));
  }
  return row ?? null;
}
