import { desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, products, travelPrograms } from '../../db/schema/catalog';
import { articles, homepageSections, settings, socialVideos } from '../../db/schema/content';

/** What the sitemap lists: published items only, each with the time it last changed. */
export const sitemapRepository = {
  products: (db: DbOrTx) =>
    db
      .select({
        slug: products.slug,
        id: products.id,
        category: products.category,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(desc(products.updatedAt)),

  activities: (db: DbOrTx) =>
    db
      .select({ slug: activities.slug, id: activities.id, updatedAt: activities.updatedAt })
      .from(activities)
      .where(eq(activities.isPublished, true))
      .orderBy(desc(activities.updatedAt)),

  travelPrograms: (db: DbOrTx) =>
    db
      .select({ destination: travelPrograms.destination, updatedAt: travelPrograms.updatedAt })
      .from(travelPrograms)
      .where(eq(travelPrograms.isPublished, true))
      .orderBy(desc(travelPrograms.updatedAt)),

  articles: (db: DbOrTx) =>
    db
      .select({ slug: articles.slug, id: articles.id, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.isPublished, true))
      .orderBy(desc(articles.updatedAt)),

  /** The last change to what the fixed pages show: settings, home sections and videos. */
  async siteChangedAt(db: DbOrTx): Promise<Date | null> {
    const [[s], [h], [v]] = await Promise.all([
      db.select({ at: max(settings.updatedAt) }).from(settings),
      db.select({ at: max(homepageSections.updatedAt) }).from(homepageSections),
      db.select({ at: max(socialVideos.updatedAt) }).from(socialVideos),
    ]);
    const times = [s?.at, h?.at, v?.at].filter((at) => at != null).map((at) => new Date(at).getTime());
    return times.length ? new Date(Math.max(...times)) : null;
  },
};
