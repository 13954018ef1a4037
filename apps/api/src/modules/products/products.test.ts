import type {
  Product,
  ProductCategory,
  ProductListResponse,
  ProductSummary,
} from '@ochre/shared/schemas/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct } from '../../../test/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await createProduct(t.app, {
    slug: 'brass-star-lantern',
    name: 'Brass Star Lantern',
    category: 'Home Decor',
    brand: 'Haddadine',
    priceCents: 68_00,
    originalPriceCents: 85_00,
    countInStock: 14,
    isFeatured: true,
    ratingAvg: 4.8,
    numReviews: 12,
    soldCount: 3,
    createdAt: day(1),
    images: ['/uploads/demo/products/brass-star-lantern-1.webp', '/uploads/demo/products/b-2.webp'],
  });
  await createProduct(t.app, {
    slug: 'tin-lantern',
    name: 'Tin and Glass Lantern',
    category: 'Home Decor',
    priceCents: 42_00,
    countInStock: 0,
    ratingAvg: 4.1,
    soldCount: 30,
    createdAt: day(2),
  });
  await createProduct(t.app, {
    slug: 'thuya-mirror',
    name: 'Thuya Wood Mirror',
    category: 'Home Decor',
    priceCents: 145_00,
    countInStock: 4,
    ratingAvg: 3.2,
    createdAt: day(3),
  });
  await createProduct(t.app, {
    slug: 'beni-ourain-rug',
    name: 'Beni Ourain Rug',
    category: 'Rugs & Textiles',
    priceCents: 1_250_00,
    countInStock: 2,
    ratingAvg: 5,
    isFeatured: true,
    createdAt: day(4),
  });
  await createProduct(t.app, {
    slug: 'argan-oil',
    name: 'Cosmetic Argan Oil',
    category: 'Beauty & Wellness',
    description: 'Cold-pressed by a women’s cooperative.',
    priceCents: 24_00,
    countInStock: 55,
    ratingAvg: 4.5,
    soldCount: 80,
    createdAt: day(5),
  });
  await createProduct(t.app, {
    slug: 'hidden-draft',
    name: 'Draft Lantern',
    category: 'Home Decor',
    priceCents: 10_00,
    isPublished: false,
  });
});
afterAll(async () => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode).toBe(200);
  return json<ProductListResponse>(res);
};
const slugs = (body: { data: ProductSummary[] }) => body.data.map((p) => p.slug);

describe('product list', () => {
  it('lists published products, featured first, at data and products with a total', async () => {
    const body = await list('');
    expect(slugs(body)).toEqual([
      'beni-ourain-rug',
      'brass-star-lantern',
      'argan-oil',
      'thuya-mirror',
      'tin-lantern',
    ]);
    expect(body.products).toEqual(body.data);
    expect(body.total).toBe(5);
    expect(body.pagination).toEqual({ total: 5, pages: 1, page: 1, limit: 20 });
  });

  it('shows a product as SPEC §3 describes it, in dollars', async () => {
    const body = await list('?search=brass');
    expect(body.data[0]).toMatchObject({
      name: 'Brass Star Lantern',
      price: 68,
      originalPrice: 85,
      image: '/uploads/demo/products/brass-star-lantern-1.webp',
      images: ['/uploads/demo/products/brass-star-lantern-1.webp', '/uploads/demo/products/b-2.webp'],
      rating: 4.8,
      averageRating: 4.8,
      numReviews: 12,
      reviewCount: 12,
      countInStock: 14,
      stock: 14,
      inStock: true,
      isOnSale: true,
      isFeatured: true,
    });
    expect(body.data[0]!._id).toMatch(/^[a-z0-9]{24}$/);
  });

  it('leaves the long description and search-engine fields to the product page', async () => {
    const [listed] = (await list('?search=brass')).data;
    for (const field of ['longDescription', 'seoTitle', 'seoDescription', 'seoKeywords']) {
      expect(listed).not.toHaveProperty(field);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/products/slug/brass-star-lantern' });
    expect(json<{ data: Product }>(page).data).toHaveProperty('longDescription');
    expect(json<{ data: Product }>(page).data).toHaveProperty('seoKeywords');
  });

  it('searches by the beginnings of words in name, category, brand and description', async () => {
    expect(slugs(await list('?search=lant'))).toEqual(['brass-star-lantern', 'tin-lantern']);
    expect(slugs(await list('?search=haddad'))).toEqual(['brass-star-lantern']);
    expect(slugs(await list('?search=women%20coop'))).toEqual(['argan-oil']);
    expect(slugs(await list('?search=rugs%20beni'))).toEqual(['beni-ourain-rug']);
    expect((await list("?search=')%20or%201=1--")).total).toBe(0);
  });

  it('filters by category, written as it is or as a slug', async () => {
    expect(slugs(await list('?category=Home%20Decor&sortBy=newest'))).toEqual([
      'thuya-mirror',
      'tin-lantern',
      'brass-star-lantern',
    ]);
    expect((await list('?category=rugs-textiles')).data.map((p) => p.category)).toEqual(['Rugs & Textiles']);
    expect((await list('?category=Nothing')).total).toBe(0);
  });

  it('filters by price range, minimum rating and stock', async () => {
    expect(slugs(await list('?minPrice=40&maxPrice=100&sortBy=price-low'))).toEqual([
      'tin-lantern',
      'brass-star-lantern',
    ]);
    expect(slugs(await list('?rating=4.5&sortBy=rating'))).toEqual([
      'beni-ourain-rug',
      'brass-star-lantern',
      'argan-oil',
    ]);
    expect(slugs(await list('?inStock=true&category=Home%20Decor&sortBy=price-high'))).toEqual([
      'thuya-mirror',
      'brass-star-lantern',
    ]);
    expect(slugs(await list('?featured=true'))).toEqual(['beni-ourain-rug', 'brass-star-lantern']);
  });

  it('reads filters to the hundredth, so a tiny number is zero rather than a database error', async () => {
    // Found by the fuzz suite: PostgreSQL's `real` refuses 2e-323 (a 500 before).
    expect(slugs(await list('?rating=2e-323&sortBy=price-low'))).toHaveLength(5);
    expect(slugs(await list('?minPrice=1e-300&maxPrice=40.004&sortBy=price-low'))).toEqual(['argan-oil']);
  });

  it('sorts every way the list page offers', async () => {
    expect(slugs(await list('?sortBy=price-high'))[0]).toBe('beni-ourain-rug');
    expect(slugs(await list('?sort=price-low'))[0]).toBe('argan-oil');
    expect(slugs(await list('?sortBy=popular')).slice(0, 3)).toEqual([
      'argan-oil',
      'tin-lantern',
      'brass-star-lantern',
    ]);
    expect(slugs(await list('?sortBy=newest'))[0]).toBe('argan-oil');
  });

  it('pages in the database', async () => {
    const first = await list('?sortBy=price-low&limit=2&page=1');
    const second = await list('?sortBy=price-low&limit=2&page=2');
    const third = await list('?sortBy=price-low&limit=2&page=3');
    expect([...slugs(first), ...slugs(second), ...slugs(third)]).toEqual([
      'argan-oil',
      'tin-lantern',
      'brass-star-lantern',
      'thuya-mirror',
      'beni-ourain-rug',
    ]);
    expect(second.pagination).toEqual({ total: 5, pages: 3, page: 2, limit: 2 });
  });

  it('asks for 12 by default when only a category is requested (SPEC §9)', async () => {
    expect((await list('?category=Home%20Decor')).pagination.limit).toBe(12);
  });

  it('refuses a sort it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?sortBy=cheapest' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      errors: { sortBy: expect.stringMatching(/^Sort must be/) },
    });
  });
});

describe('categories', () => {
  it('lists the categories of published products with their counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    expect(json<{ data: ProductCategory[] }>(res).data).toEqual([
      { _id: 'Beauty & Wellness', name: 'Beauty & Wellness', slug: 'beauty-wellness', count: 1 },
      { _id: 'Home Decor', name: 'Home Decor', slug: 'home-decor', count: 3 },
      { _id: 'Rugs & Textiles', name: 'Rugs & Textiles', slug: 'rugs-textiles', count: 1 },
    ]);
  });
});

describe('product detail', () => {
  it('finds a product by slug (data.data) and by id', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/products/slug/thuya-mirror' });
    const product = json<{ success: boolean; data: Product }>(bySlug).data;
    expect(product).toMatchObject({ slug: 'thuya-mirror', countInStock: 4, isOnSale: false });
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
    expect(json<{ data: Product }>(byId).data.slug).toBe('thuya-mirror');
    const idAsSlug = await t.app.inject({ method: 'GET', url: `/api/products/slug/${product._id}` });
    expect(json<{ data: Product }>(idAsSlug).data.slug).toBe('thuya-mirror');
  });

  it('answers 404 with the spec text for missing and unpublished products', async () => {
    for (const url of [
      '/api/products/slug/no-such-thing',
      '/api/products/slug/hidden-draft',
      '/api/products/nope',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({
        success: false,
        message: "The product you're looking for doesn't exist or may have been removed.",
      });
    }
  });

  it('relates up to 4 products of the same category, never the product itself, in stock first', async () => {
    for (let i = 0; i < 4; i++) {
      await createProduct(t.app, { slug: `cushion-${i}`, name: `Cushion ${i}`, category: 'Cushions' });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/products/cushion-0/related' });
    const related = json<{ data: ProductSummary[] }>(res).data;
    expect(related.map((p) => p.slug).sort()).toEqual(['cushion-1', 'cushion-2', 'cushion-3']);

    const lantern = await t.app.inject({ method: 'GET', url: '/api/products/brass-star-lantern/related' });
    expect(slugs(json<{ data: ProductSummary[] }>(lantern))).toEqual(['thuya-mirror', 'tin-lantern']);

    const more = await t.app.inject({
      method: 'GET',
      url: '/api/products/brass-star-lantern/related?limit=1',
    });
    expect(json<{ data: ProductSummary[] }>(more).data).toHaveLength(1);
  });

  it('lists featured and top-rated products', async () => {
    const featured = await t.app.inject({ method: 'GET', url: '/api/products/featured?limit=8' });
    expect(slugs(json<{ data: ProductSummary[] }>(featured))).toEqual([
      'beni-ourain-rug',
      'brass-star-lantern',
    ]);
    const top = await t.app.inject({ method: 'GET', url: '/api/products/top?limit=2' });
    expect(slugs(json<{ data: ProductSummary[] }>(top))).toEqual(['beni-ourain-rug', 'brass-star-lantern']);
  });
});
