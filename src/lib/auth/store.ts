/** Local auth's users and sessions in the database (only a hash of each session token is stored). */
import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '#lib/db/client.ts';
import { adminUsers, sessions } from '#lib/db/schema.ts';
import type { LocalAuthStore } from './local.ts';

export function createDatabaseAuthStore(db: Database): LocalAuthStore {
  return {
    async findUserByEmail(email) {
      const [user] = await db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          passwordHash: adminUsers.passwordHash,
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
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row
        ? {
            user: { id: row.id, email: row.email },
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

/** Is this email on the admin allowlist (Supabase mode)? */
export async function isAllowlistedAdmin(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
