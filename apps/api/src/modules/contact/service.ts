import type { ContactBody } from '@ochre/shared/schemas/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail';
import type { SiteService } from '../site/service';
import { acknowledgement, messageForBusiness } from './emails';
import { contactRepository } from './repository';

export function createContactService({
  db,
  mailer,
  site,
  log,
}: {
  db: Db;
  mailer: Mailer;
  site: SiteService;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Stores the message first (so it is never lost), then e-mails it to the business
     * address of the public settings and sends the sender an acknowledgement.
     */
    async send(message: ContactBody, userId: string | null): Promise<{ id: string }> {
      const id = await contactRepository.insert(db, { ...message, userId, kind: 'contact' });
      const { general } = await site.publicSettings();
      const business = general.contactEmail || undefined;
      if (business) await mailer.send(messageForBusiness(business, message, id));
      else log.warn({ id }, 'contact message stored, but no contact e-mail is set in the general settings');
      await mailer.send(acknowledgement(general.siteName, message, business));
      return { id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
