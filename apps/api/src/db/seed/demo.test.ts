import { TRANSLATION_LANGS } from '@ochre/shared/constants';
import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { type Translations, translationStates } from '@ochre/shared/rules/translations';
import { readActivitySetup, readTravelSetup } from '@ochre/shared/schemas/booking-setup';
import { TRANSLATED_FIELDS, type TranslatedKind } from '@ochre/shared/schemas/translations';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { activities, products, travelPrograms } from '../schema/catalog';
import { articles, reviews, socialVideos } from '../schema/content';
import { users } from '../schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'owner@ochre.test',
    ADMIN_PASSWORD: 'owner-password',
  });
});
afterAll(async () => t.close());

const total = async (table: PgTable) => {
  const [row] = await t.app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('demo catalogue', () => {
  it('has the catalogue the foundation promises', async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(24);
    expect(await total(activities)).toBeGreaterThanOrEqual(12);
    expect(await total(travelPrograms)).toBeGreaterThanOrEqual(4);
    expect(await total(articles)).toBeGreaterThanOrEqual(9);
    expect(await total(socialVideos)).toBeGreaterThanOrEqual(12);
    const [categories] = await t.app.db
      .select({ n: sql<number>`count(distinct ${products.category})::int` })
      .from(products);
    expect(categories?.n).toBeGreaterThanOrEqual(5);
    const [drafts] = await t.app.db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.isPublished, false));
    expect(drafts?.n).toBeGreaterThanOrEqual(1);
    const [outOfStock] = await t.app.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.countInStock, 0));
    expect(outOfStock?.n).toBe(1);
  });

  it('shows departure times, traveller types, pickup, extras and fixed departures (issue 15)', async () => {
    const setups = (await t.app.db.select({ booking: activities.booking }).from(activities)).map((row) =>
      readActivitySetup(row.booking),
    );
    const rich = setups.filter(
      (s) => s.startTimes.length > 0 && s.travellers.child && (s.pickup.hotel || s.pickup.points.length > 0),
    );
    expect(rich.length).toBeGreaterThanOrEqual(3);
    expect(setups.filter((s) => s.extras.length > 0).length).toBeGreaterThanOrEqual(3);
    const programs = (await t.app.db.select({ booking: travelPrograms.booking }).from(travelPrograms)).map(
      (row) => readTravelSetup(row.booking),
    );
    const withDepartures = programs.filter((p) => p.departures.length > 0);
    expect(withDepartures).toHaveLength(2);
    const today = marrakechToday();
    expect(withDepartures.every((p) => p.departures.every((d) => d.date > today))).toBe(true);
  });

  it('ships French, Spanish and Arabic for the home page and the translated catalogue (issue 17)', async () => {
    const read = async <T>(url: string): Promise<T> => (await t.app.inject({ url })).json<{ data: T }>().data;
    type Named = { name?: string; title?: string; description?: string; shortDescription?: string };
    const pages = [
      '/api/products/featured?limit=6',
      '/api/activities?featured=true&limit=6',
      '/api/instagram?featured=true&limit=6',
    ];
    const english = await Promise.all(pages.map((page) => read<Named[]>(page)));
    for (const lang of TRANSLATION_LANGS) {
      const translated = await Promise.all(pages.map((page) => read<Named[]>(`${page}&lang=${lang}`)));
      pages.forEach((page, i) => {
        expect(translated[i]!.length, page).toBeGreaterThanOrEqual(5);
        translated[i]!.forEach((item, j) => {
          const before = english[i]![j]!;
          expect(item.name ?? item.title, `${page} ${lang}`).not.toBe(before.name ?? before.title);
          const summary = item.description ?? item.shortDescription;
          expect(summary, `${page} ${lang}`).toEqual(expect.any(String));
          expect(summary, `${page} ${lang}`).not.toBe(before.description ?? before.shortDescription);
        });
      });
      const settings = await read<{ general: { siteDescription: string } }>(
        `/api/settings/public?lang=${lang}`,
      );
      expect(settings.general.siteDescription).not.toMatch(/^Ochre is a small Marrakech team/);
    }
    const complete = async (table: PgTable, kind: TranslatedKind) => {
      const rows = (await t.app.db.select().from(table)) as Record<string, unknown>[];
      return rows.filter((row) =>
        Object.values(
          translationStates(row, row.translations as Translations, TRANSLATED_FIELDS[kind]),
        ).every((state) => state === 'complete'),
      ).length;
    };
    expect(await complete(products, 'product')).toBeGreaterThanOrEqual(5);
    expect(await complete(activities, 'activity')).toBeGreaterThanOrEqual(5);
    expect(await complete(travelPrograms, 'travel')).toBeGreaterThanOrEqual(2);
    expect(await complete(articles, 'article')).toBeGreaterThanOrEqual(3);
  });

  it('keeps ratings in step with the reviews', async () => {
    expect(await total(reviews)).toBeGreaterThan(30);
    const rows = await t.app.db.execute<{
      id: string;
      stored: number;
      n: number;
      actual: number | null;
      reviews: number;
    }>(sql`
      select p.id, p.rating_avg as stored, p.num_reviews as n,
             (select round(avg(r.rating)::numeric, 2)::float from reviews r where r.ref_model = 'Product' and r.ref_id = p.id) as actual,
             (select count(*)::int from reviews r where r.ref_model = 'Product' and r.ref_id = p.id) as reviews
      from products p`);
    for (const row of rows.rows) {
      expect(row.n).toBe(row.reviews);
      expect(row.stored).toBeCloseTo(row.actual ?? 0, 2);
    }
  });

  it('serves the shipped pictures from the uploads folder', async () => {
    const [product] = await t.app.db.select({ images: products.images }).from(products).limit(1);
    const image = product!.images[0]!;
    expect(image).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const small = await t.app.inject({ method: 'GET', url: image.replace('.webp', '-480.webp') });
    expect(small.statusCode).toBe(200);
  });

  it('creates the configured admin, and loads the demo only once', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, 'owner@ochre.test'));
    expect(admin?.isAdmin).toBe(true);
    const before = await total(products);
    const { prepareDatabase } = await import('../startup');
    await prepareDatabase(t.database, { ...t.config, seedDemo: true }, t.app.services.auth, t.app.log);
    expect(await total(products)).toBe(before);
  });
});
