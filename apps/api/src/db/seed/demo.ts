import { cp } from 'node:fs/promises';
import path from 'node:path';
import { addDays, marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { toCents } from '@ochre/shared/rules/money';
import type { TravelBookingSetupInput } from '@ochre/shared/schemas/booking-setup';
import { eq, sql } from 'drizzle-orm';
import { refreshRatingAggregates } from '../../modules/reviews/rating-aggregates';
import { SEED_ASSETS_DIR } from '../../paths';
import type { DbOrTx } from '../client';
import { activities, products, travelPrograms } from '../schema/catalog';
import { appMeta, articles, reviews, settings, socialVideos } from '../schema/content';
import { users } from '../schema/users';
import { activities as seedActivities } from './data/activities';
import { articles as seedArticles } from './data/articles';
import { activitySetups, programSetups } from './data/booking-setups';
import { customers } from './data/customers';
import { products as seedProducts } from './data/products';
import { reviews as seedReviews } from './data/reviews';
import { settings as seedSettings } from './data/settings';
import { activityTranslations } from './data/translations/activities';
import { articleTranslations } from './data/translations/articles';
import { productTranslations } from './data/translations/products';
import { generalSettingsTranslations } from './data/translations/settings';
import { travelProgramTranslations } from './data/translations/travel-programs';
import { videoTranslations } from './data/translations/videos';
import { travelPrograms as seedPrograms } from './data/travel-programs';
import { videos as seedVideos } from './data/videos';

const DAY_MS = 86_400_000;
export const DEMO_SEEDED_KEY = 'demo_seeded_at';

const image = (ref: string) => `/uploads/demo/${ref}.webp`;
const clip = (ref: string) => `/uploads/demo/${ref}.webm`;
const daysAgo = (days: number, now: number) => new Date(now - days * DAY_MS);

/** A program's traveller types and fixed departures, dated from the day the seed runs (Marrakech time). */
function programSetupOf(destination: string, now: number): TravelBookingSetupInput {
  const setup = programSetups[destination];
  if (!setup) return {};
  const today = marrakechToday(new Date(now));
  return {
    travellers: setup.travellers,
    departures: setup.departures.map(({ inDays, seats }) => ({ date: addDays(today, inDays), seats })),
  };
}

/** Copies the shipped artwork and clips into the uploads folder, where every picture of the site lives. */
export async function copyDemoAssets(uploadsDir: string): Promise<void> {
  const target = path.join(uploadsDir, 'demo');
  await cp(path.join(SEED_ASSETS_DIR, 'images'), target, {
    recursive: true,
    force: false,
    errorOnExist: false,
  });
  await cp(path.join(SEED_ASSETS_DIR, 'videos'), path.join(target, 'videos'), {
    recursive: true,
    force: false,
    errorOnExist: false,
  });
}

export async function isDemoSeeded(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY)).limit(1);
  return Boolean(row);
}

/** Loads the demo catalogue (SPEC §3 entities with Marrakech content) in one transaction. */
export async function seedDemoCatalogue(db: DbOrTx, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values([
        {
          section: 'general',
          data: { ...seedSettings.general, translations: generalSettingsTranslations },
        },
        { section: 'social', data: { ...seedSettings.social, instagramLogoUrl: '' } },
      ])
      .onConflictDoUpdate({ target: settings.section, set: { data: sql`excluded.data` } });

    const customerRows = await tx
      .insert(users)
      .values(
        customers.map((c, i) => ({
          name: c.name,
          email: c.email,
          image: c.avatar ? image(c.avatar) : null,
          address: { street: '', city: '', state: '', postalCode: '', country: c.country },
          createdAt: daysAgo(320 - i * 3, now),
        })),
      )
      .returning({ id: users.id, email: users.email });

    const productRows = await tx
      .insert(products)
      .values(
        seedProducts.map((p, i) => ({
          slug: p.slug,
          name: p.name,
          description: p.description,
          longDescription: p.longDescription,
          priceCents: toCents(p.price),
          originalPriceCents: p.originalPrice ? toCents(p.originalPrice) : null,
          images: p.images.map(image),
          category: p.category,
          brand: p.brand,
          sku: p.sku,
          countInStock: p.countInStock,
          soldCount: (i * 37) % 120,
          isFeatured: p.isFeatured,
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          seoKeywords: p.seoKeywords,
          translations: productTranslations[p.slug] ?? {},
          createdAt: daysAgo(200 - i * 5, now),
        })),
      )
      .returning({ id: products.id, slug: products.slug });

    const activityRows = await tx
      .insert(activities)
      .values(
        seedActivities.map((a, i) => ({
          slug: a.slug,
          name: a.name,
          category: a.category,
          location: a.location,
          duration: a.duration,
          priceCents: toCents(a.price),
          marketPriceCents: toCents(a.marketPrice),
          images: a.images.map(image),
          shortDescription: a.shortDescription,
          description: a.description,
          tags: a.tags,
          minParticipants: a.minParticipants,
          maxParticipants: a.maxParticipants,
          difficulty: a.difficulty,
          isFeatured: a.isFeatured,
          requirements: a.requirements,
          included: a.included,
          excluded: a.excluded,
          cancellationPolicy: a.cancellationPolicy,
          capacityPerDate: a.capacityPerDate ?? null,
          booking: activitySetups[a.slug] ?? {},
          seoTitle: a.seoTitle,
          seoDescription: a.seoDescription,
          seoKeywords: a.seoKeywords,
          sku: a.sku,
          translations: activityTranslations[a.slug] ?? {},
          createdAt: daysAgo(180 - i * 4, now),
        })),
      )
      .returning({ id: activities.id, slug: activities.slug });

    const programRows = await tx
      .insert(travelPrograms)
      .values(
        seedPrograms.map((p) => ({
          destination: p.destination,
          title: p.title,
          subtitle: p.subtitle,
          priceCents: toCents(p.price),
          duration: p.duration,
          maxGroupSize: p.maxGroupSize,
          heroImage: image(p.heroImage),
          gallery: p.gallery.map(image),
          description: p.description,
          itinerary: p.itinerary,
          booking: programSetupOf(p.destination, now),
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          seoKeywords: p.seoKeywords,
          sku: p.sku,
          translations: travelProgramTranslations[p.destination] ?? {},
        })),
      )
      .returning({ id: travelPrograms.id, destination: travelPrograms.destination });

    const articleRows = await tx
      .insert(articles)
      .values(
        seedArticles.map((a) => {
          const at = daysAgo(a.publishedDaysAgo, now);
          return {
            slug: a.slug,
            title: a.title,
            content: a.content,
            image: image(a.image),
            category: a.category,
            tags: a.tags,
            authorName: a.authorName,
            isPublished: a.isPublished,
            publishedAt: a.isPublished ? at : null,
            metaTitle: a.metaTitle,
            metaDescription: a.metaDescription,
            keywords: a.keywords,
            translations: articleTranslations[a.slug] ?? {},
            createdAt: at,
            updatedAt: a.publishedDaysAgo > 30 ? daysAgo(a.publishedDaysAgo - 12, now) : at,
          };
        }),
      )
      .returning({ id: articles.id, slug: articles.slug });

    await tx.insert(socialVideos).values(
      seedVideos.map((v, i) => ({
        title: v.title,
        description: v.description,
        embedUrl: clip(v.clip),
        thumbnailUrl: image(v.thumbnail),
        instagramUrl: `${seedSettings.social.instagram.replace(/\/+$/, '')}/`,
        likes: v.likes,
        comments: v.comments,
        locationName: v.locationName,
        category: v.category,
        featured: v.featured,
        translations: videoTranslations[v.title] ?? {},
        createdAt: daysAgo(90 - i * 5, now),
      })),
    );

    const ids = {
      Product: new Map(productRows.map((r) => [r.slug, r.id])),
      Article: new Map(articleRows.map((r) => [r.slug, r.id])),
      Activity: new Map(activityRows.map((r) => [r.slug, r.id])),
      OrganizedTravel: new Map(programRows.map((r) => [r.destination, r.id])),
    };
    const customerIds = new Map(customerRows.map((r) => [r.email, r.id]));
    const reviewRows = seedReviews.map((r) => {
      const refId = ids[r.refModel].get(r.refKey);
      const userId = customerIds.get(r.customer);
      if (!refId || !userId)
        throw new Error(`Demo review points at an unknown item or customer: ${r.refKey}, ${r.customer}`);
      return {
        userId,
        refModel: r.refModel,
        refId,
        rating: r.rating,
        comment: r.comment,
        createdAt: daysAgo(r.daysAgo, now),
      };
    });
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    for (const model of ['Product', 'Article', 'Activity', 'OrganizedTravel'] as const) {
      await refreshRatingAggregates(tx, model);
    }

    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date(now).toISOString() });
  });
}
