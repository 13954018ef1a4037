import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/content';

export const contactRepository = {
  async insert(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<string> {
    const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    return row!.id;
  },
};
