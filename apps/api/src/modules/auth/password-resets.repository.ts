import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PasswordResetRow, passwordResets } from '../../db/schema/users';

export const passwordResetsRepository = {
  async insert(db: DbOrTx, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.insert(passwordResets).values(values);
  },

  /** Marks the link used if it still works, in one statement: of two concurrent uses, one wins. */
  async claim(db: DbOrTx, tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  /** Once the password is reset, the account's other links stop working too. */
  async retireFor(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },
};
