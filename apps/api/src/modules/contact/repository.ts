import type { MessageKind, MessageStatus } from '@ochre/shared/schemas/contact';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, ticketReplies } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { containing, startingWith } from '../../lib/like';

export type MessageRow = typeof contactMessages.$inferSelect;
export type MessageWithCount = MessageRow & { replyCount: number };
export type ReplyRow = typeof ticketReplies.$inferSelect & { authorName: string | null };

export interface InboxFilter {
  kind?: MessageKind;
  status?: MessageStatus;
  search?: string;
}

// Written out in full: drizzle leaves columns of single-table selections unqualified.
const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} r where r.message_id = ${contactMessages}.id)`;
const withCount = { ...getTableColumns(contactMessages), replyCount };

function inboxWhere(filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(contactMessages.kind, filter.kind));
  if (filter.status) conditions.push(eq(contactMessages.status, filter.status));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.id, startingWith(filter.search)),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export const contactRepository = {
  async insert(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<string> {
    const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    return row!.id;
  },

  async findById(db: DbOrTx, id: string): Promise<MessageWithCount | undefined> {
    const [row] = await db.select(withCount).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return row;
  },

  /** The message, locked until the transaction ends, so replies and status changes happen one at a time. */
  async lock(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    return row;
  },

  async ticketsOf(db: DbOrTx, userId: string, limit: number): Promise<MessageWithCount[]> {
    return db
      .select(withCount)
      .from(contactMessages)
      .where(and(eq(contactMessages.userId, userId), eq(contactMessages.kind, 'ticket')))
      .orderBy(desc(contactMessages.updatedAt), desc(contactMessages.id))
      .limit(limit);
  },

  async replies(db: DbOrTx, messageId: string): Promise<ReplyRow[]> {
    const { id, messageId: message, authorId, fromStaff, body, createdAt } = ticketReplies;
    return db
      .select({ id, messageId: message, authorId, fromStaff, body, createdAt, authorName: users.name })
      .from(ticketReplies)
      .leftJoin(users, eq(users.id, ticketReplies.authorId))
      .where(eq(ticketReplies.messageId, messageId))
      .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
  },

  async insertReply(db: DbOrTx, values: typeof ticketReplies.$inferInsert): Promise<void> {
    await db.insert(ticketReplies).values(values);
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Partial<Pick<MessageRow, 'status' | 'readAt'>>,
  ): Promise<MessageRow | undefined> {
    // Any change moves the conversation up the lists (updated_at).
    const [row] = await db.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
    return row;
  },

  /** Reading is not activity: the conversation keeps its place in the lists. */
  async markRead(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db
      .update(contactMessages)
      .set({ readAt: at, updatedAt: sql`${contactMessages.updatedAt}` })
      .where(eq(contactMessages.id, id));
  },

  /** Unread first, then the latest activity. */
  async inbox(db: DbOrTx, filter: InboxFilter, limit: number, offset: number) {
    const where = inboxWhere(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select(withCount)
        .from(contactMessages)
        .where(where)
        .orderBy(
          sql`${contactMessages.readAt} is null desc`,
          desc(contactMessages.updatedAt),
          desc(contactMessages.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
