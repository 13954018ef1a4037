import type { ContentLang } from '@ochre/shared/constants';
import { orderNumber } from '@ochre/shared/rules/order-number';
import {
  CONTACT_SENT,
  type ContactBody,
  TICKET_CLOSED,
  TICKET_CREATED,
  type Ticket,
  type TicketSummary,
} from '@ochre/shared/schemas/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import type { SiteService } from '../site/service';
import { toConversation } from './conversation';
import {
  acknowledgement,
  customerReplyForBusiness,
  messageForBusiness,
  ticketAcknowledgement,
} from './emails';
import { contactRepository, type MessageWithCount } from './repository';

const TICKET_NOT_FOUND = 'Ticket not found.';
const MY_TICKETS_LIMIT = 100;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
}

export function toTicketSummary(row: MessageWithCount): TicketSummary {
  return {
    _id: row.id,
    reference: orderNumber(row.id),
    subject: row.subject,
    status: row.status,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The contact page and the account's support tickets. A technical message from
 * a signed-in customer is a ticket (SPEC §7 Contact): it belongs to the account,
 * which shows its status and conversation and may add to it.
 */
export function createContactService({ db, mailer, site, log, publicUrl }: ContactDeps) {
  async function businessAddress(): Promise<{ address: string | undefined; siteName: string }> {
    const { general } = await site.publicSettings();
    return { address: general.contactEmail || undefined, siteName: general.siteName };
  }

  const ownTicket = async (user: UserRow, id: string) => {
    const row = await contactRepository.findById(db, id);
    if (row?.kind !== 'ticket' || row.userId !== user.id) throw new NotFound(TICKET_NOT_FOUND);
    return row;
  };

  const service = {
    /**
     * Stores the message first (so it is never lost), then e-mails it to the business
     * address of the public settings and sends the sender an acknowledgement.
     */
    async send(
      message: ContactBody,
      user: UserRow | null,
      lang?: ContentLang,
    ): Promise<{ id: string; message: string }> {
      const language = lang ?? user?.language ?? 'en';
      const isTicket = Boolean(user) && message.category === 'technical';
      // A ticket is answered at the account's address, whatever was typed.
      const sender = isTicket && user ? { ...message, name: user.name, email: user.email } : message;
      const id = await contactRepository.insert(db, {
        ...sender,
        userId: user?.id ?? null,
        kind: isTicket ? 'ticket' : 'contact',
        language,
      });
      const { address, siteName } = await businessAddress();
      if (address)
        await mailer.send(messageForBusiness(address, sender, id, isTicket ? 'ticket' : 'contact'));
      else log.warn({ id }, 'contact message stored, but no contact e-mail is set in the general settings');
      await mailer.send(
        isTicket
          ? ticketAcknowledgement(
              language,
              siteName,
              { ...sender, reference: orderNumber(id) },
              publicUrl,
              address,
            )
          : acknowledgement(language, siteName, sender, address),
      );
      return { id, message: isTicket ? TICKET_CREATED : CONTACT_SENT };
    },

    async myTickets(user: UserRow): Promise<TicketSummary[]> {
      return (await contactRepository.ticketsOf(db, user.id, MY_TICKETS_LIMIT)).map(toTicketSummary);
    },

    async myTicket(user: UserRow, id: string): Promise<Ticket> {
      const row = await ownTicket(user, id);
      const replies = await contactRepository.replies(db, row.id);
      return { ...toTicketSummary(row), messages: toConversation(row, replies) };
    },

    /** The customer adds to an open or answered ticket: it waits for the team again. */
    async replyToMyTicket(user: UserRow, id: string, message: string): Promise<Ticket> {
      await ownTicket(user, id);
      const ticket = await db.transaction(async (tx) => {
        const locked = (await contactRepository.lock(tx, id))!;
        if (locked.status === 'closed') throw new Conflict(TICKET_CLOSED);
        await contactRepository.insertReply(tx, {
          messageId: id,
          authorId: user.id,
          fromStaff: false,
          body: message,
        });
        return (await contactRepository.update(tx, id, { status: 'open', readAt: null }))!;
      });
      const { address } = await businessAddress();
      if (address) {
        await mailer.send(
          customerReplyForBusiness(address, { ...ticket, reference: orderNumber(ticket.id) }, message),
        );
      }
      return service.myTicket(user, id);
    },
  };
  return service;
}

export type ContactService = ReturnType<typeof createContactService>;
