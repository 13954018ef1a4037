import type { ExternalReviewsAnswer } from '@ochre/shared/schemas/external-reviews';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { type FakeServer, sendJson, startFakeServer } from '../../../test/helpers/fake-server';
import { PLACES_MESSAGES } from './google-places';

const PLACE_ID = 'ChIJOchreMarrakech_Derb-Dabachi';

/** Place Details as the Places API (JSON) answers it. */
const details = {
  html_attributions: [],
  result: {
    place_id: PLACE_ID,
    name: 'Ochre Marrakech',
    formatted_address: '24 Derb Dabachi, Marrakech 40000, Morocco',
    rating: 4.8,
    user_ratings_total: 247,
    url: 'https://maps.google.com/?cid=123',
    reviews: [
      {
        author_name: 'Hannah K.',
        author_url: 'https://www.google.com/maps/contrib/1',
        language: 'en',
        profile_photo_url: 'https://lh3.googleusercontent.com/a/photo',
        rating: 5,
        relative_time_description: '2 weeks ago',
        text: 'Youssef made the souks feel like home.',
        time: 1_770_000_000,
      },
      {
        author_name: 'Marc',
        author_url: 'http://insecure.example/marc',
        profile_photo_url: 'javascript:alert(1)',
        rating: 4,
        relative_time_description: 'a month ago',
        text: 'Lovely cooking class.',
        time: 1_768_000_000,
      },
      { author_name: 'Broken', rating: 'five' },
    ],
  },
  status: 'OK',
};

let google: FakeServer;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeServer();
  t = await createTestApp({ GOOGLE_PLACES_API_KEY: 'places-key', GOOGLE_PLACES_API_BASE: google.url });
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(() => {
  google.requests.length = 0;
});

const ask = (query: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/external-reviews${query}` });

describe('GET /api/external-reviews', () => {
  it('answers "not configured" without a key, so the page shows its sample data', async () => {
    const bare = await createTestApp();
    try {
      const res = await ask(`?placeId=${PLACE_ID}`, bare.app);
      expect(json(res)).toEqual({ success: true, configured: false, data: null });
    } finally {
      await bare.close();
    }
  });

  it("maps a place's details and reviews, through the server's key, once an hour", async () => {
    google.handle((_req, res) => sendJson(res, details));
    const res = await ask(`?placeId=${PLACE_ID}&location=Marrakech`);
    expect(res.statusCode).toBe(200);
    const body = json<Extract<ExternalReviewsAnswer, { configured: true }>>(res);
    expect(body.data.business).toEqual({
      name: 'Ochre Marrakech',
      address: '24 Derb Dabachi, Marrakech 40000, Morocco',
      rating: 4.8,
      totalReviews: 247,
      url: 'https://maps.google.com/?cid=123',
      placeId: PLACE_ID,
    });
    expect(body.data.reviews).toEqual([
      {
        author_name: 'Hannah K.',
        author_url: 'https://www.google.com/maps/contrib/1',
        profile_photo_url: 'https://lh3.googleusercontent.com/a/photo',
        rating: 5,
        relative_time_description: '2 weeks ago',
        text: 'Youssef made the souks feel like home.',
        time: 1_770_000_000,
      },
      {
        author_name: 'Marc',
        author_url: '',
        profile_photo_url: '',
        rating: 4,
        relative_time_description: 'a month ago',
        text: 'Lovely cooking class.',
        time: 1_768_000_000,
      },
    ]);
    const url = new URL(google.requests[0]!.url, google.url);
    expect(url.pathname).toBe('/details/json');
    expect(url.searchParams.get('place_id')).toBe(PLACE_ID);
    expect(url.searchParams.get('key')).toBe('places-key');
    expect(res.body).not.toContain('places-key');

    await ask(`?placeId=${PLACE_ID}`);
    expect(google.requests).toHaveLength(1);
  });

  it('finds the place by location when no Place ID is given', async () => {
    google.handle((req, res) => {
      const url = new URL(req.url ?? '/', google.url);
      if (url.pathname === '/findplacefromtext/json') {
        expect(url.searchParams.get('input')).toBe('Jemaa el-Fna, Marrakech');
        return sendJson(res, { candidates: [{ place_id: 'ChIJFound' }], status: 'OK' });
      }
      expect(url.searchParams.get('place_id')).toBe('ChIJFound');
      return sendJson(res, { ...details, result: { ...details.result, place_id: 'ChIJFound' } });
    });
    const res = await ask(`?location=${encodeURIComponent('Jemaa el-Fna, Marrakech')}`);
    expect(json<Extract<ExternalReviewsAnswer, { configured: true }>>(res).data.business.placeId).toBe(
      'ChIJFound',
    );
    expect(google.requests.map((r) => new URL(r.url, google.url).pathname)).toEqual([
      '/findplacefromtext/json',
      '/details/json',
    ]);
  });

  it('turns Google statuses into clear errors', async () => {
    google.handle((_req, res) =>
      sendJson(res, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
    );
    const denied = await ask('?placeId=ChIJDenied');
    expect(denied.statusCode).toBe(502);
    expect(json(denied)).toEqual({ success: false, message: PLACES_MESSAGES.denied });

    google.handle((_req, res) => sendJson(res, { status: 'NOT_FOUND' }));
    const missing = await ask('?placeId=ChIJMissing');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ message: PLACES_MESSAGES.noPlace });

    google.handle((_req, res) => sendJson(res, { candidates: [], status: 'ZERO_RESULTS' }));
    expect(json(await ask('?location=Atlantis'))).toMatchObject({ message: PLACES_MESSAGES.noLocation });

    google.handle((_req, res) => res.end('not json'));
    expect((await ask('?placeId=ChIJBroken')).statusCode).toBe(502);
  });

  it('needs a Place ID or a location, and a plausible Place ID', async () => {
    const neither = await ask('');
    expect(neither.statusCode).toBe(400);
    expect(json(neither)).toMatchObject({ errors: { placeId: 'Please enter a Place ID or a location.' } });
    expect((await ask('?placeId=../../etc')).statusCode).toBe(400);
    expect(google.requests).toHaveLength(0);
  });
});
