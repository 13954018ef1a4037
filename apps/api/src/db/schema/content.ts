import {
  CONTACT_CATEGORIES,
  REVIEW_REF_MODELS as REF_MODELS,
  REVIEW_STATUSES,
  VIDEO_CATEGORIES,
} from '@ochre/shared/constants';
import type { GeneratedArticle } from '@ochre/shared/schemas/generator';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, language, stringList, translations, updatedAt } from './columns';
import { users } from './users';

export { REVIEW_REF_MODELS as REF_MODELS } from '@ochre/shared/constants';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refModel: text('ref_model', { enum: REF_MODELS }).notNull(),
    refId: text('ref_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    images: stringList('images'),
    /** Written by a customer with a completed booking of the activity or program; set by the server only. */
    verified: boolean('verified').notNull().default(false),
    /** Only approved reviews are public; unverified activity and travel reviews wait for staff (issue 16). */
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('approved'),
    /** The business's public answer, shown under the review. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_user_key').on(t.userId, t.refModel, t.refId),
    index('reviews_ref_idx').on(t.refModel, t.refId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (sanitised again when served). */
    content: text('content').notNull().default(''),
    image: text('image').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: stringList('tags'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    keywords: stringList('keywords'),
    ratingAvg: real('rating_avg').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_published_idx').on(t.isPublished, t.publishedAt),
    index('articles_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.category} || ' ' || ${t.metaDescription})`,
    ),
  ],
);

export { VIDEO_CATEGORIES } from '@ochre/shared/constants';

export const socialVideos = pgTable(
  'social_videos',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    embedUrl: text('embed_url').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    locationName: text('location_name').notNull().default(''),
    category: text('category', { enum: VIDEO_CATEGORIES }).notNull().default('other'),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('social_videos_active_category_idx').on(t.isActive, t.category, t.createdAt),
    index('social_videos_featured_idx').on(t.featured),
  ],
);

export const homepageSections = pgTable('homepage_sections', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  order: integer('sort_order').notNull(),
  updatedAt: updatedAt(),
});

export const settings = pgTable('settings', {
  section: text('section').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export { CONTACT_CATEGORIES } from '@ochre/shared/constants';

/** Messages from the contact page and support tickets from the account area. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['contact', 'ticket'] })
      .notNull()
      .default('contact'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull().default('general'),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** When the team last read it; null while something from the customer is unread. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The sender's language: the acknowledgement and the team's answers are written in it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    index('contact_messages_kind_idx').on(t.kind, t.status, t.updatedAt),
    index('contact_messages_user_idx').on(t.userId),
  ],
);

export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_message_idx').on(t.messageId, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  { id: id(), email: text('email').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
);

/** One address's result, stored as the API shows it (SPEC §3 Generation task result). */
export type GenerationArticle = GeneratedArticle;

export const generationTasks = pgTable(
  'generation_tasks',
  {
    id: id(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'running', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    urls: stringList('urls'),
    progress: integer('progress').notNull().default(0),
    articles: jsonb('articles').$type<GenerationArticle[]>().notNull().default([]),
    error: text('error'),
    /** Runs that claimed the task; each run's writes carry its number, so a superseded run's are ignored. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('generation_tasks_status_idx').on(t.status, t.updatedAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Key/value facts about this installation (e.g. when the demo catalogue was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
