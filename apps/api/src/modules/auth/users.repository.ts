import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'email' | 'phone' | 'image' | 'address' | 'isAdmin' | 'googleSub' | 'language'>
>;

export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },

  async findByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return row;
  },

  async insert(db: DbOrTx, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  },

  /**
   * Google vouches for the address, so the account is that person's now: a password set
   * before (perhaps by someone who registered their address first) stops working, and every
   * session signed in with it ends.
   */
  async linkGoogle(db: DbOrTx, id: string, googleSub: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ googleSub, passwordHash: null, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** New password hash and a new token version in one statement: older tokens stop working. */
  async setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
