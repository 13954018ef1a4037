import type { Activity } from '@ochre/shared/schemas/activities';
import type { Article, ArticleSummary } from '@ochre/shared/schemas/articles';
import type { Product } from '@ochre/shared/schemas/products';
import type { PublicSettings } from '@ochre/shared/schemas/site';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  createActivity,
  createArticle,
  createProduct,
  createTravelProgram,
  createUser,
  createVideo,
  type TestUser,
} from '../../../test/helpers/factories';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  await createProduct(t.app, {
    slug: 'brass-star-lantern',
    name: 'Brass Star Lantern',
    description: 'Pierced brass that throws stars on the walls.',
    translations: {
      fr: { name: 'Lanterne étoilée en laiton', description: 'Du laiton ciselé qui projette des étoiles.' },
      es: { name: 'Farol de estrellas de latón', description: '' },
      ar: { name: 'فانوس النجوم النحاسي' },
    },
  });
  await createProduct(t.app, { slug: 'thuya-box', name: 'Thuya Wood Box' });
  await createActivity(t.app, {
    slug: 'agafay-sunset',
    name: 'Agafay desert sunset',
    location: 'Agafay',
    requirements: ['Closed shoes'],
    included: ['Hotel pick-up', 'Mint tea'],
    excluded: ['Tips'],
    cancellationPolicy: 'Free cancellation up to 24 hours before.',
    translations: {
      fr: {
        name: 'Coucher de soleil dans le désert d’Agafay',
        included: ['Prise en charge à l’hôtel', 'Thé à la menthe'],
        cancellationPolicy: 'Annulation gratuite jusqu’à 24 heures avant.',
      },
    },
  });
  await createTravelProgram(t.app, {
    destination: 'sahara-draa',
    title: 'Sahara and the Draa Valley',
    itinerary: [
      { day: 1, title: 'Over the Atlas', description: 'Tizi n’Tichka pass.', activities: ['Drive'] },
      { day: 2, title: 'Into the dunes', description: 'Camels at sunset.', activities: ['Camel ride'] },
    ],
    translations: {
      es: {
        title: 'El Sáhara y el valle del Draa',
        itinerary: [{ title: 'Cruzando el Atlas', description: '', activities: ['Trayecto'] }],
      },
    },
  });
  await createArticle(t.app, {
    slug: 'mint-tea',
    title: 'Mint tea, the Marrakech way',
    content: '<p>Pour from high.</p>',
    translations: { ar: { title: 'شاي النعناع على الطريقة المراكشية', content: '<p>يُصب من الأعلى.</p>' } },
  });
  await createVideo(t.app, {
    title: 'Sunset over the Koutoubia',
    translations: { fr: { title: 'Coucher de soleil sur la Koutoubia', locationName: 'Marrakech (médina)' } },
  });
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
};

describe('public reads in the asked language', () => {
  it('answers each field in the language, English where a field has no translation', async () => {
    const fr = await get<Product>('/api/products/slug/brass-star-lantern?lang=fr');
    expect(fr.name).toBe('Lanterne étoilée en laiton');
    expect(fr.description).toBe('Du laiton ciselé qui projette des étoiles.');
    expect(fr).not.toHaveProperty('translations');

    const es = await get<Product>('/api/products/slug/brass-star-lantern?lang=es');
    expect(es.name).toBe('Farol de estrellas de latón');
    expect(es.description).toBe('Pierced brass that throws stars on the walls.');

    const ar = await get<Product>('/api/products/slug/brass-star-lantern?lang=ar');
    expect(ar.name).toBe('فانوس النجوم النحاسي');
    expect(ar.description).toBe('Pierced brass that throws stars on the walls.');
  });

  it('answers in English without ?lang= or with lang=en, and without the translations', async () => {
    for (const url of [
      '/api/products/slug/brass-star-lantern',
      '/api/products/slug/brass-star-lantern?lang=en',
    ]) {
      const product = await get<Product>(url);
      expect(product.name).toBe('Brass Star Lantern');
      expect(product).not.toHaveProperty('translations');
    }
  });

  it('keeps each language apart in the public cache', async () => {
    const names = [];
    for (const lang of ['en', 'fr', 'en', 'fr']) {
      const list = await get<Product[]>(`/api/products?lang=${lang}&sort=newest`);
      names.push(list.find((p) => p.slug === 'brass-star-lantern')?.name);
    }
    expect(names).toEqual([
      'Brass Star Lantern',
      'Lanterne étoilée en laiton',
      'Brass Star Lantern',
      'Lanterne étoilée en laiton',
    ]);
  });

  it('refuses a language it does not know with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?lang=de' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errors: { lang: expect.any(String) } });
  });

  it('translates the lists of an activity and its cancellation text, falling back list by list', async () => {
    const fr = await get<Activity>('/api/activities/agafay-sunset?lang=fr');
    expect(fr.name).toBe('Coucher de soleil dans le désert d’Agafay');
    expect(fr.included).toEqual(['Prise en charge à l’hôtel', 'Thé à la menthe']);
    expect(fr.excluded).toEqual(['Tips']);
    expect(fr.requirements).toEqual(['Closed shoes']);
    expect(fr.cancellationPolicy).toBe('Annulation gratuite jusqu’à 24 heures avant.');
  });

  it('translates a program day by day, English where a day or a field is missing', async () => {
    const es = await get<TravelProgram>('/api/organized-travel/sahara-draa?lang=es');
    expect(es.title).toBe('El Sáhara y el valle del Draa');
    expect(es.itinerary).toEqual([
      { day: 1, title: 'Cruzando el Atlas', description: 'Tizi n’Tichka pass.', activities: ['Trayecto'] },
      { day: 2, title: 'Into the dunes', description: 'Camels at sunset.', activities: ['Camel ride'] },
    ]);
  });

  it('translates articles with their snippet, and videos with their place, even on strict query strings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles?lang=ar' });
    expect(response.statusCode).toBe(200);
    const [summary] = json<{ articles: ArticleSummary[] }>(response).articles;
    expect(summary).toMatchObject({ title: 'شاي النعناع على الطريقة المراكشية', snippet: 'يُصب من الأعلى.' });
    const article = await get<Article>('/api/articles/slug/mint-tea?lang=ar');
    expect(article.content).toBe('<p>يُصب من الأعلى.</p>');

    const [video] = await get<SocialVideo[]>('/api/instagram?lang=fr');
    expect(video).toMatchObject({
      title: 'Coucher de soleil sur la Koutoubia',
      description: 'The minaret turns pink as the square fills.',
      location: { name: 'Marrakech (médina)' },
    });
  });
});

describe('search in the reader’s language', () => {
  it('finds products and activities by their translated names, by word prefix', async () => {
    const products = await get<Product[]>('/api/products?search=lanterne%20laiton&lang=fr');
    expect(products.map((p) => p.name)).toEqual(['Lanterne étoilée en laiton']);
    const arabic = await get<Product[]>(`/api/products?search=${encodeURIComponent('فانوس')}&lang=ar`);
    expect(arabic.map((p) => p.slug)).toEqual(['brass-star-lantern']);
    const activities = await get<Activity[]>('/api/activities?search=coucher%20d%C3%A9sert&lang=fr');
    expect(activities.map((a) => a.slug)).toEqual(['agafay-sunset']);
    expect(await get<Product[]>('/api/products?search=lanterne&lang=fr')).toHaveLength(1);
    expect(await get<Product[]>('/api/products?search=thuya')).toHaveLength(1);
  });

  it('finds articles by their translated titles', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/articles?keyword=${encodeURIComponent('النعناع')}&lang=ar`,
    });
    expect(json<{ articles: ArticleSummary[] }>(response).articles.map((a) => a.slug)).toEqual(['mint-tea']);
  });
});

describe('the back office edits translations', () => {
  it('saves a product’s translations and answers them to admins, and the site reads them at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: {
        name: 'Argan oil',
        price: 24,
        category: 'Beauty',
        countInStock: 5,
        isPublished: true,
        translations: { fr: { name: 'Huile d’argan' }, ar: { name: 'زيت الأركان', description: '  ' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = json<{ data: Product }>(created).data;
    expect(product.translations).toEqual({
      fr: { name: 'Huile d’argan' },
      ar: { name: 'زيت الأركان', description: '' },
    });
    const fr = await get<Product>(`/api/products/slug/${product.slug}?lang=fr`);
    expect(fr.name).toBe('Huile d’argan');
  });

  it('refuses fields that have no translation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: { name: 'X', price: 1, category: 'Y', countInStock: 1, translations: { fr: { price: '3' } } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sanitises translated article bodies like the English one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: bearer(admin.token),
      payload: {
        title: 'Hammam etiquette',
        content: '<p>Bring flip-flops.</p>',
        isPublished: true,
        translations: {
          fr: { title: 'Les usages du hammam', content: '<p>Prenez des tongs.</p><script>alert(1)</script>' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const article = await get<Article>('/api/articles/slug/hammam-etiquette?lang=fr');
    expect(article.content).toBe('<p>Prenez des tongs.</p>');
  });

  it('keeps the site texts per language, and gives admins the whole section to edit', async () => {
    const general = {
      siteName: 'Ochre',
      siteDescription: 'Experiences in Marrakech',
      contactPhone: '',
      contactEmail: '',
      address: { street: '', city: 'Marrakech', state: '', postalCode: '' },
      translations: { fr: { siteDescription: 'Des expériences à Marrakech' } },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: bearer(admin.token),
      payload: general,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fr = await get<PublicSettings>('/api/settings/public?lang=fr');
    expect(fr.general.siteDescription).toBe('Des expériences à Marrakech');
    const es = await get<PublicSettings>('/api/settings/public?lang=es');
    expect(es.general.siteDescription).toBe('Experiences in Marrakech');
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/settings/general',
      headers: bearer(admin.token),
    });
    expect(json<{ data: unknown }>(forAdmin).data).toEqual(general);
  });
});
