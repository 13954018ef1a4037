import type { Activity } from '@ochre/shared/schemas/activities';
import type { ImportReport } from '@ochre/shared/schemas/activity-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { multipartBody } from '../../../test/helpers/multipart';
import type { AuditRecord } from '../audit/service';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

function upload(filename: string, content: string | Buffer, token = admin.token, type = 'text/csv') {
  const body = multipartBody({}, [{ field: 'file', filename, bytes: Buffer.from(content), type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/activities/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function activity(slug: string): Promise<Activity | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities/${slug}` });
  return res.statusCode === 200 ? json<{ data: Activity }>(res).data : null;
}

const CSV = [
  'title,slug,sku,category,location,price,marketPrice,duration,difficulty,description,tags,included,excluded,requirements,images,featured,capacityPerDate',
  'Atlas Day Hike,atlas-day-hike,IMP-ATLAS,Adventure,Imlil,75,95,8 hours,moderate,"Leave at dawn.\n\nLunch with a Berber family.",hiking|mountains,Guide|Lunch,Tips,Good shoes,https://images.example.com/atlas.jpg|/uploads/demo/activities/atlas.webp,yes,14',
  'Agafay Sunset Dinner,,IMP-AGAFAY,Food & Cooking,Agafay,60,,4 hours,easy,Dinner under the stars.,desert|dinner,,,,,no,',
].join('\n');

describe('POST /activities/import', () => {
  it('creates the activities of a CSV file, with every column in place, and records it', async () => {
    const res = await upload('activities.csv', CSV);
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: ImportReport }>(res);
    expect(body.message).toBe('Activities imported.');
    expect(body.data).toMatchObject({ format: 'csv', committed: true, created: 2, updated: 0, rejected: 0 });
    expect(body.data.rows).toEqual([
      { row: 2, outcome: 'created', title: 'Atlas Day Hike', slug: 'atlas-day-hike', sku: 'IMP-ATLAS' },
      {
        row: 3,
        outcome: 'created',
        title: 'Agafay Sunset Dinner',
        slug: 'agafay-sunset-dinner',
        sku: 'IMP-AGAFAY',
      },
    ]);

    expect(await activity('atlas-day-hike')).toMatchObject({
      name: 'Atlas Day Hike',
      sku: 'IMP-ATLAS',
      category: 'Adventure',
      location: 'Imlil',
      price: 75,
      marketPrice: 95,
      discountPercentage: 21,
      duration: '8 hours',
      difficulty: 'moderate',
      description: 'Leave at dawn.\n\nLunch with a Berber family.',
      tags: ['hiking', 'mountains'],
      included: ['Guide', 'Lunch'],
      excluded: ['Tips'],
      requirements: ['Good shoes'],
      images: ['https://images.example.com/atlas.jpg', '/uploads/demo/activities/atlas.webp'],
      isFeatured: true,
      capacityPerDate: 14,
      minParticipants: 1,
      maxParticipants: 10,
    });
    expect(await activity('agafay-sunset-dinner')).toMatchObject({
      marketPrice: null,
      isFeatured: false,
      capacityPerDate: null,
      included: [],
    });

    const audit = json<{ data: AuditRecord[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(admin.token) }),
    ).data;
    expect(audit[0]).toMatchObject({
      action: 'activity.import',
      actor: { email: admin.email },
      details: { file: 'activities.csv', created: 2, updated: 0 },
    });
  });

  it('updates on a second import of the same file and creates nothing', async () => {
    const res = await upload('activities.csv', CSV.replace(',75,95,', ',79,95,'));
    expect(res.statusCode).toBe(200);
    expect(json<{ data: ImportReport }>(res).data).toMatchObject({ created: 0, updated: 2, rejected: 0 });
    expect(await activity('atlas-day-hike')).toMatchObject({ price: 79 });

    const list = await t.app.inject({ method: 'GET', url: '/api/activities?limit=50' });
    expect(json<{ pagination: { total: number } }>(list).pagination.total).toBe(2);
  });

  it('matches by slug when a row has no SKU, and keeps columns the file leaves out', async () => {
    await createActivity(t.app, {
      slug: 'medina-food-tour',
      name: 'Medina food tour',
      capacityPerDate: 9,
      tags: ['food'],
    });
    const res = await upload(
      'by-slug.json',
      JSON.stringify({
        activities: [
          {
            name: 'Medina Food Tour',
            slug: 'medina-food-tour',
            category: 'Food',
            location: 'Medina',
            price: 40,
          },
        ],
      }),
      admin.token,
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(json<{ data: ImportReport }>(res).data).toMatchObject({ format: 'json', created: 0, updated: 1 });
    expect(await activity('medina-food-tour')).toMatchObject({
      name: 'Medina Food Tour',
      price: 40,
      capacityPerDate: 9,
      tags: ['food'],
    });
  });

  it('creates from JSON with lists as arrays, and a second import updates it', async () => {
    const file = JSON.stringify([
      {
        title: 'Essaouira Day Trip',
        sku: 'IMP-ESSAOUIRA',
        category: 'Day trips',
        location: 'Essaouira',
        price: 65.5,
        tags: ['coast', 'argan'],
        featured: true,
        maxParticipants: 16,
      },
    ]);
    const first = json<{ data: ImportReport }>(
      await upload('trip.json', file, admin.token, 'application/json'),
    );
    expect(first.data).toMatchObject({ committed: true, created: 1, updated: 0 });
    expect(first.data.rows[0]).toMatchObject({ row: 1, slug: 'essaouira-day-trip' });
    const again = json<{ data: ImportReport }>(
      await upload('trip.json', file, admin.token, 'application/json'),
    );
    expect(again.data).toMatchObject({ created: 0, updated: 1 });
    expect(await activity('essaouira-day-trip')).toMatchObject({
      price: 65.5,
      tags: ['coast', 'argan'],
      isFeatured: true,
      maxParticipants: 16,
    });
  });

  it('writes nothing when one row is rejected, and says why for that row', async () => {
    const file = [
      'title,sku,category,location,price,minParticipants,maxParticipants,images',
      'Camel Ride,IMP-CAMEL,Adventure,Palmeraie,30,1,6,',
      'Quad Biking,IMP-QUAD,Adventure,Agafay,abc,1,6,ftp://example.com/a.jpg',
      'Hammam Visit,IMP-HAMMAM,Wellness,Medina,40,6,2,',
      'Atlas Day Hike,IMP-ATLAS,Adventure,Imlil,80,1,6,',
      'Camel Ride Again,IMP-CAMEL,Adventure,Palmeraie,30,1,6,',
      'Too,few',
    ].join('\r\n');
    const res = await upload('mixed.csv', file);
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string>; data: ImportReport }>(res);
    expect(body.message).toBe(
      'Nothing was imported: some rows were rejected. Fix them and upload the file again.',
    );
    expect(body.data).toMatchObject({ committed: false, created: 1, updated: 1, rejected: 4 });
    expect(body.data.rows.map((row) => [row.row, row.outcome, row.reason])).toEqual([
      [2, 'created', undefined],
      [3, 'rejected', 'price: Enter an amount in dollars with at most two decimals.'],
      [4, 'rejected', 'maxParticipants: The maximum number of participants must be at least the minimum.'],
      [5, 'updated', undefined],
      [6, 'rejected', 'sku: Another row of this file has the same SKU.'],
      [7, 'rejected', 'This row has 2 cells; the header has 8.'],
    ]);
    expect(body.data.rows[1]?.errors).toEqual({
      price: 'Enter an amount in dollars with at most two decimals.',
      'images.0': 'Use an uploaded picture or an https address.',
    });
    expect(body.errors['rows.3']).toBe('price: Enter an amount in dollars with at most two decimals.');

    expect(await activity('camel-ride')).toBeNull();
    expect(await activity('atlas-day-hike')).toMatchObject({ price: 79 });
  });

  it('refuses a row whose SKU and slug name two different activities', async () => {
    const res = await upload(
      'clash.csv',
      'title,slug,sku,category,location,price\nAtlas,agafay-sunset-dinner,IMP-ATLAS,Adventure,Imlil,80',
    );
    expect(res.statusCode).toBe(400);
    expect(json<{ data: ImportReport }>(res).data.rows[0]?.reason).toBe(
      'sku: The SKU and the slug belong to two different activities.',
    );
  });

  it.each([
    ['activities.txt', 'title,category\nA,B', 'text/plain', 'The file must be a .csv or .json file.'],
    [
      'broken.json',
      '{"activities": [',
      'application/json',
      'The file could not be read. Save it as UTF-8 CSV or JSON and try again.',
    ],
    [
      'shape.json',
      '{"title": "One"}',
      'application/json',
      'A JSON file holds a list of activities (or {"activities": [...]}).',
    ],
    [
      'latin1.csv',
      Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0xff]),
      'text/csv',
      'The file could not be read. Save it as UTF-8 CSV or JSON and try again.',
    ],
    ['header-only.csv', 'title,category,location,price\n', 'text/csv', 'The file has no activities.'],
    [
      'unknown.csv',
      'title,category,location,price,colour\nA,B,C,1,red',
      'text/csv',
      'Unknown column "colour".',
    ],
    ['missing.csv', 'title,category,location\nA,B,C', 'text/csv', 'The column "price" is missing.'],
  ])('answers Import failed. for %s', async (filename, content, type, reason) => {
    const res = await upload(filename, content, admin.token, type);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ success: false, message: 'Import failed.', errors: { file: reason } });
  });

  it('answers Import failed. without a file, and 413 for a file over 1 MB', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/activities/import',
      payload: {},
      headers: bearer(admin.token),
    });
    expect(none.statusCode).toBe(400);
    expect(json(none)).toMatchObject({
      message: 'Import failed.',
      errors: { file: 'Please choose a CSV or JSON file.' },
    });

    const big = await upload('big.csv', `title,category,location,price\n${'x'.repeat(1024 * 1024 + 10)}`);
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({
      message: 'Import failed.',
      errors: { file: 'The file is too large (1 MB at most).' },
    });
  });

  it('is for admins only', async () => {
    expect((await upload('activities.csv', CSV, customer.token)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/activities/import',
      ...multipartBody({}, []),
    });
    expect(guest.statusCode).toBe(401);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/activities/import/template',
      headers: bearer(customer.token),
    });
    expect(template.statusCode).toBe(403);
  });
});

describe('GET /activities/import/template', () => {
  it.each(['csv', 'json'] as const)(
    'serves a %s template whose two rows import as they are',
    async (format) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activities/import/template?format=${format}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="activities-template.${format}"`);
      expect(res.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'application/json');
      if (format === 'csv') {
        expect(res.body.split('\n')[0]).toBe(
          'title,slug,sku,category,location,duration,price,marketPrice,difficulty,shortDescription,description,tags,included,excluded,requirements,images,featured,published,minParticipants,maxParticipants,capacityPerDate,cancellationPolicy,seoTitle,seoDescription,seoKeywords',
        );
      }

      const imported = await upload(`template.${format}`, res.body, admin.token, 'application/octet-stream');
      expect(imported.statusCode).toBe(200);
      const report = json<{ data: ImportReport }>(imported).data;
      expect(report.rows.map((row) => row.slug)).toEqual(['sunrise-hot-air-balloon', 'medina-cooking-class']);
      expect(await activity('sunrise-hot-air-balloon')).toMatchObject({
        price: 189,
        tags: ['balloon', 'sunrise', 'family'],
        capacityPerDate: 24,
        description: 'Hotel pick-up before dawn.\n\nA one-hour flight, then mint tea and breakfast.',
      });
    },
  );
});
