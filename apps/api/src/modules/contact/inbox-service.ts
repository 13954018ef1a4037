import { orderNumber } from '@ochre/shared/rules/order-number';
import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { InboxItem, InboxQuery, InboxThread } from '@ochre/shared/schemas/contact';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import type { AuditService } from '../audit/service';
import type { SiteService } from '../site/service';
import { toConversation } from './conversation';
import { answerToCustomer } from './emails';
import { contactRepository, type MessageWithCount } from './repository';

const NOT_FOUND = 'Message not found.';

/** The start of a plain-text message, on one line, for the list. */
function preview(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length).trimEnd()}…` : line;
}

function toInboxItem(row: MessageWithCount): InboxItem {
  return {
    _id: row.id,
    reference: orderNumber(row.id),
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    category: row.category,
    status: row.status,
    unread: row.readAt === null,
    replyCount: row.replyCount,
    snippet: preview(row.message),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The back office's inbox: contact messages and support tickets, read, answered
 * by e-mail (the answer stays in the conversation), closed and reopened.
 */
export function createInboxService({
  db,
  mailer,
  site,
  audit,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  audit: AuditService;
  publicUrl: string;
}) {
  const service = {
    async list(query: InboxQuery): Promise<{ items: InboxItem[]; pagination: Pagination }> {
      const filter = {
        kind: query.kind === 'all' ? undefined : query.kind,
        status: query.status === 'all' ? undefined : query.status,
        search: query.search || undefined,
      };
      const { rows, total } = await contactRepository.inbox(
        db,
        filter,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        items: rows.map(toInboxItem),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },

    /** The whole conversation; opening it marks it read. */
    async thread(id: string): Promise<InboxThread> {
      const row = await contactRepository.findById(db, id);
      if (!row) throw new NotFound(NOT_FOUND);
      if (row.readAt === null) await contactRepository.markRead(db, id, new Date());
      const replies = await contactRepository.replies(db, id);
      return {
        ...toInboxItem({ ...row, readAt: row.readAt ?? new Date() }),
        userId: row.userId,
        messages: toConversation(row, replies),
      };
    },

    /** Answers the customer by e-mail and keeps the answer in the conversation. */
    async reply(admin: UserRow, id: string, answer: string): Promise<InboxThread> {
      const { row, quoted } = await db.transaction(async (tx) => {
        const locked = await contactRepository.lock(tx, id);
        if (!locked) throw new NotFound(NOT_FOUND);
        if (locked.status === 'closed') throw new Conflict('Reopen this conversation before answering it.');
        const replies = await contactRepository.replies(tx, id);
        const lastFromCustomer = [...replies].reverse().find((r) => !r.fromStaff)?.body ?? locked.message;
        await contactRepository.insertReply(tx, {
          messageId: id,
          authorId: admin.id,
          fromStaff: true,
          body: answer,
        });
        const updated = (await contactRepository.update(tx, id, { status: 'answered', readAt: new Date() }))!;
        await audit.record(
          admin,
          { action: 'message.reply', entity: locked.kind, entityId: id, details: { to: locked.email } },
          tx,
        );
        return { row: updated, quoted: lastFromCustomer };
      });
      const { general } = await site.publicSettings();
      await mailer.send(
        answerToCustomer(
          general.siteName,
          { ...row, reference: orderNumber(row.id) },
          answer,
          quoted,
          publicUrl,
          general.contactEmail || undefined,
        ),
      );
      return service.thread(id);
    },

    async setStatus(admin: UserRow, id: string, status: 'open' | 'closed'): Promise<InboxThread> {
      await db.transaction(async (tx) => {
        const locked = await contactRepository.lock(tx, id);
        if (!locked) throw new NotFound(NOT_FOUND);
        if (locked.status === status) return;
        await contactRepository.update(tx, id, { status });
        await audit.record(
          admin,
          {
            action: status === 'closed' ? 'message.close' : 'message.reopen',
            entity: locked.kind,
            entityId: id,
          },
          tx,
        );
      });
      return service.thread(id);
    },
  };
  return service;
}

export type InboxService = ReturnType<typeof createInboxService>;
