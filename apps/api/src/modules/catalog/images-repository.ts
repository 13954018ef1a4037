import { arrayOverlaps, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, products, travelPrograms } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/commerce';

export const catalogImagesRepository = {
  /** Of these pictures, the ones a product, activity or travel program still shows, or a past order's line. */
  async imagesInUse(db: DbOrTx, urls: readonly string[]): Promise<Set<string>> {
    if (!urls.length) return new Set();
    const list = [...urls];
    const [inProducts, inActivities, inTravels, inOrders] = await Promise.all([
      db.select({ images: products.images }).from(products).where(arrayOverlaps(products.images, list)),
      db.select({ images: activities.images }).from(activities).where(arrayOverlaps(activities.images, list)),
      db
        .select({ hero: travelPrograms.heroImage, gallery: travelPrograms.gallery })
        .from(travelPrograms)
        .where(or(arrayOverlaps(travelPrograms.gallery, list), inArray(travelPrograms.heroImage, list))),
      db.selectDistinct({ image: orderItems.image }).from(orderItems).where(inArray(orderItems.image, list)),
    ]);
    return new Set([
      ...inProducts.flatMap((row) => row.images),
      ...inActivities.flatMap((row) => row.images),
      ...inTravels.flatMap((row) => [row.hero, ...row.gallery]),
      ...inOrders.map((row) => row.image),
    ]);
  },
};
