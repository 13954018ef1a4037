import { MODERATED_MODELS, type ReviewStatus } from '@ochre/shared/schemas/reviews';
import { and, count, desc, eq, inArray, max, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, products, travelPrograms } from '../../db/schema/catalog';
import { activityReservations, orderItems, orders, travelReservations } from '../../db/schema/commerce';
import { articles, type REF_MODELS, reviews } from '../../db/schema/content';
import { users } from '../../db/schema/users';

type RefModel = (typeof REF_MODELS)[number];

export type ReviewRow = typeof reviews.$inferSelect & { userName: string; userImage: string | null };

const withAuthor = {
  id: reviews.id,
  userId: reviews.userId,
  refModel: reviews.refModel,
  refId: reviews.refId,
  rating: reviews.rating,
  comment: reviews.comment,
  images: reviews.images,
  verified: reviews.verified,
  status: reviews.status,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userName: users.name,
  userImage: users.image,
};

export const reviewsRepository = {
  async listFor(
    db: DbOrTx,
    refModel: RefModel,
    refId: string,
    limit: number,
    offset: number,
  ): Promise<ReviewRow[]> {
    return db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.refModel, refModel), eq(reviews.refId, refId), eq(reviews.status, 'approved')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
  },

  async breakdown(db: DbOrTx, refModel: RefModel, refId: string): Promise<{ rating: number; n: number }[]> {
    return db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.refModel, refModel), eq(reviews.refId, refId), eq(reviews.status, 'approved')))
      .groupBy(reviews.rating);
  },

  async findById(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    return row;
  },

  async insert(db: DbOrTx, values: typeof reviews.$inferInsert): Promise<string> {
    const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
    return row!.id;
  },

  async findByAuthor(
    db: DbOrTx,
    userId: string,
    refModel: RefModel,
    refId: string,
  ): Promise<{ id: string } | undefined> {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.refModel, refModel), eq(reviews.refId, refId)))
      .limit(1);
    return row;
  },

  /** Whether the customer has a paid shop order with this product in it. */
  async hasPaidPurchase(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.kind, 'shop'),
          eq(orders.isPaid, true),
          eq(orderItems.productId, productId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Published products the customer bought and paid for and has not reviewed, latest purchase first. */
  async reviewableProducts(db: DbOrTx, userId: string) {
    const paidAt = max(orders.paidAt);
    return db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        images: products.images,
        paidAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.kind, 'shop'),
          eq(orders.isPaid, true),
          eq(products.isPublished, true),
          notExists(
            db
              .select({ id: reviews.id })
              .from(reviews)
              .where(
                and(
                  eq(reviews.userId, userId),
                  eq(reviews.refModel, 'Product'),
                  eq(reviews.refId, products.id),
                ),
              ),
          ),
        ),
      )
      .groupBy(products.id)
      .orderBy(desc(paidAt), products.name);
  },

  /** The customer's bookings of an activity or travel program that were not cancelled, with what says whether they are over. */
  async bookingsOf(db: DbOrTx, userId: string, refModel: 'Activity' | 'OrganizedTravel', refId: string) {
    if (refModel === 'Activity') {
      const ar = activityReservations;
      return db
        .select({
          status: ar.status,
          paymentStatus: ar.paymentStatus,
          date: sql<string>`${ar.reservationDate}::text`,
        })
        .from(ar)
        .where(and(eq(ar.userId, userId), eq(ar.activityId, refId), ne(ar.status, 'cancelled')));
    }
    const tr = travelReservations;
    return db
      .select({
        status: tr.status,
        paymentStatus: tr.paymentStatus,
        date: sql<string>`${tr.preferredDate}::text`,
      })
      .from(tr)
      .where(and(eq(tr.userId, userId), eq(tr.programId, refId), ne(tr.status, 'cancelled')));
  },

  /** Activity and travel reviews for the back office, newest first, with the item's title. */
  async moderationList(db: DbOrTx, status: ReviewStatus | undefined, limit: number, offset: number) {
    const where = and(
      inArray(reviews.refModel, [...MODERATED_MODELS]),
      status ? eq(reviews.status, status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...withAuthor,
          itemTitle: sql<string>`coalesce(${activities.name}, ${travelPrograms.title}, '')`,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(activities, and(eq(reviews.refModel, 'Activity'), eq(activities.id, reviews.refId)))
        .leftJoin(
          travelPrograms,
          and(eq(reviews.refModel, 'OrganizedTravel'), eq(travelPrograms.id, reviews.refId)),
        )
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Locks an activity or travel review for its moderation. */
  async lockModerated(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: reviews.id, refModel: reviews.refModel, refId: reviews.refId, status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.id, id), inArray(reviews.refModel, [...MODERATED_MODELS])))
      .for('update');
    return row;
  },

  async moderate(
    db: DbOrTx,
    id: string,
    patch: { status?: ReviewStatus; reply?: string; repliedAt?: Date | null },
  ): Promise<void> {
    await db.update(reviews).set(patch).where(eq(reviews.id, id));
  },

  /** Whether the reviewed item exists and the public may see it. */
  async itemIsPublic(db: DbOrTx, refModel: RefModel, refId: string): Promise<boolean> {
    const table = {
      Product: products,
      Activity: activities,
      OrganizedTravel: travelPrograms,
      Article: articles,
    }[refModel];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, refId), sql`${table.isPublished} = true`))
      .limit(1);
    return Boolean(row);
  },
};
