import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Subscriber } from '@ochre/shared/schemas/newsletter';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { newsletterRepository, type SubscriberRow } from './repository';

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** The footer's newsletter box, and the subscriber list the back office keeps and exports. */
export function createNewsletterService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /** One subscription per address. */
    async subscribe(email: string): Promise<void> {
      try {
        await newsletterRepository.insert(db, email);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('This email is already subscribed.');
        throw error;
      }
    },

    async list(
      search: string | undefined,
      page: number,
      limit: number,
    ): Promise<{ subscribers: Subscriber[]; pagination: Pagination }> {
      const { rows, total } = await newsletterRepository.list(
        db,
        search || undefined,
        limit,
        (page - 1) * limit,
      );
      return {
        subscribers: rows.map(toSubscriber),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    /**
     * Every subscriber as CSV (email, subscribed at), for a mailing tool.
     * Cells that a spreadsheet would run as a formula are escaped.
     */
    /** The subscribers as a CSV file named for today (Marrakech), marked UTF-8 for spreadsheets. */
    async exportCsv(admin: UserRow): Promise<{ filename: string; csv: string }> {
      const rows = await newsletterRepository.all(db);
      await audit.record(admin, {
        action: 'newsletter.export',
        entity: 'newsletter',
        details: { count: rows.length },
      });
      const csv = Papa.unparse(
        {
          fields: ['email', 'subscribed_at'],
          data: rows.map((row) => [row.email, row.createdAt.toISOString()]),
        },
        { escapeFormulae: true, newline: '\r\n' },
      );
      return { filename: `newsletter-subscribers-${marrakechToday()}.csv`, csv: `\uFEFF${csv}` };
    },

    /** Someone asked to be taken off the list. */
    async remove(admin: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await newsletterRepository.delete(tx, id);
        if (!row) throw new NotFound('Subscriber not found.');
        await audit.record(
          admin,
          {
            action: 'newsletter.unsubscribe',
            entity: 'newsletter',
            entityId: id,
            details: { email: row.email },
          },
          tx,
        );
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
