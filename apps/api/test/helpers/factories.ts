import type { FastifyInstance } from 'fastify';
import { activities, products, travelPrograms } from '../../src/db/schema/catalog';
import { articles, socialVideos } from '../../src/db/schema/content';
import { newId } from '../../src/lib/ids';
import { hashPassword } from '../../src/modules/auth/passwords';
import { usersRepository } from '../../src/modules/auth/users.repository';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A customer (or admin) stored directly, with a valid token for it. */
export async function createUser(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; isAdmin?: boolean } = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'correct-horse-battery';
  const email = overrides.email ?? `customer-${newId(8)}@example.com`;
  const user = await usersRepository.insert(app.db, {
    name: overrides.name ?? 'Test Customer',
    email,
    passwordHash: await hashPassword(password),
    isAdmin: overrides.isAdmin ?? false,
  });
  return { id: user.id, email, password, token: await app.tokens.sign(user.id, user.tokenVersion, 1) };
}

/** A published product with sensible defaults; override what the test is about. */
export async function createProduct(
  app: FastifyInstance,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const slug = overrides.slug ?? `product-${newId(8)}`;
  const [row] = await app.db
    .insert(products)
    .values({
      slug,
      name: 'Brass lantern',
      category: 'Home Decor',
      priceCents: 45_00,
      countInStock: 10,
      ...overrides,
    })
    .returning();
  await app.settleChanges();
  return row!;
}

/** A published article; pass `isPublished: false` for a draft. */
export async function createArticle(
  app: FastifyInstance,
  overrides: Partial<typeof articles.$inferInsert> = {},
) {
  const slug = overrides.slug ?? `article-${newId(8)}`;
  const [row] = await app.db
    .insert(articles)
    .values({
      slug,
      title: 'Mint tea, the Marrakech way',
      content: '<p>Pour from high.</p>',
      isPublished: true,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  await app.settleChanges();
  return row!;
}

/** An active, not featured video; override what the test is about. */
export async function createVideo(
  app: FastifyInstance,
  overrides: Partial<typeof socialVideos.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(socialVideos)
    .values({
      title: 'Sunset over the Koutoubia',
      description: 'The minaret turns pink as the square fills.',
      embedUrl: '/uploads/demo/videos/jemaa-el-fna-dusk.webm',
      thumbnailUrl: '/uploads/demo/videos/jemaa-el-fna-dusk.webp',
      locationName: 'Marrakech',
      category: 'travel',
      ...overrides,
    })
    .returning();
  await app.settleChanges();
  return row!;
}

/** A published activity ($45.00, 1–8 persons, unlimited places unless `capacityPerDate` is given). */
export async function createActivity(
  app: FastifyInstance,
  overrides: Partial<typeof activities.$inferInsert> = {},
) {
  const slug = overrides.slug ?? `activity-${newId(8)}`;
  const [row] = await app.db
    .insert(activities)
    .values({
      slug,
      name: 'Medina cooking class',
      category: 'Food & Cooking',
      location: 'Medina',
      duration: '4 hours',
      priceCents: 45_00,
      marketPriceCents: 60_00,
      minParticipants: 1,
      maxParticipants: 8,
      images: ['/uploads/demo/activities/medina-cooking-class-1.webp'],
      ...overrides,
    })
    .returning();
  await app.settleChanges();
  return row!;
}

/** A published travel program ($890.00 per person, groups of up to 12). */
export async function createTravelProgram(
  app: FastifyInstance,
  overrides: Partial<typeof travelPrograms.$inferInsert> = {},
) {
  const destination = overrides.destination ?? `program-${newId(8)}`;
  const [row] = await app.db
    .insert(travelPrograms)
    .values({
      destination,
      title: 'Sahara and the Draa Valley',
      subtitle: 'Four days to the dunes of Merzouga',
      priceCents: 890_00,
      duration: '4 days / 3 nights',
      maxGroupSize: 12,
      heroImage: '/uploads/demo/travels/sahara-merzouga-hero.webp',
      itinerary: [
        { day: 1, title: 'Over the Atlas', description: 'Tizi n’Tichka pass.', activities: ['Drive'] },
      ],
      ...overrides,
    })
    .returning();
  await app.settleChanges();
  return row!;
}
