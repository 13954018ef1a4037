import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The secret of a private calendar feed (`/api/calendar/<name>/<token>.ics`): whoever has the
 * link reads it, so staff can rotate the token, which ends every copy of the old link.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  name: text('name').primaryKey(),
  token: text('token').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
