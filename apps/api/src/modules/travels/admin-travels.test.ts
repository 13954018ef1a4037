import type { AdminTravelProgram } from '@ochre/shared/schemas/admin-travels';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { postTravelReservation } from '../../../test/helpers/bookings';
import { createTravelProgram, createUser, type TestUser } from '../../../test/helpers/factories';
import { travelPrograms } from '../../db/schema/catalog';
import { auditLog } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

const ATLAS = {
  title: 'Atlas Villages Trek',
  destination: '',
  sku: '',
  subtitle: 'Three days between Berber villages',
  price: 420.5,
  duration: '3 days / 2 nights',
  maxGroupSize: 8,
  heroImage: '/uploads/demo/travels/sahara-merzouga-hero.webp',
  gallery: [] as string[],
  description: 'Walk the Imlil valley with a mountain guide.',
  itinerary: [
    { title: 'Marrakech to Imlil', description: 'Drive up to the valley.', activities: ['Drive', 'Lunch'] },
    { title: 'Azzaden valley', description: 'Walk to the waterfalls.', activities: [] },
    { title: 'Back to Marrakech', description: 'Souk on the way.', activities: ['Market'] },
  ],
  isPublished: false,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [] as string[],
};

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(admin.token) });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(admin.token) });
const created = async (payload: object) => {
  const res = await send('POST', '/travels', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: AdminTravelProgram }>(res).data;
};
const publicProgram = (destination: string) =>
  t.app.inject({ method: 'GET', url: `/api/organized-travel/${destination}` });
const publicList = async () =>
  json<{ data: TravelProgram[] }>(await t.app.inject({ method: 'GET', url: '/api/organized-travel' })).data;
const auditOf = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('admin travel programs', () => {
  it('creates a draft with numbered days, publishes it, and the site shows it', async () => {
    const program = await created(ATLAS);
    expect(program).toMatchObject({
      destination: 'atlas-villages-trek',
      price: 420.5,
      isPublished: false,
      reservationCount: 0,
      itinerary: [
        { day: 1, title: 'Marrakech to Imlil', activities: ['Drive', 'Lunch'] },
        { day: 2, title: 'Azzaden valley', activities: [] },
        { day: 3, title: 'Back to Marrakech' },
      ],
    });
    const [stored] = await t.app.db.select().from(travelPrograms).where(eq(travelPrograms.id, program._id));
    expect(stored).toMatchObject({ priceCents: 42050, sku: null });

    expect((await publicProgram(program.destination)).statusCode).toBe(404);
    expect((await publicList()).map((p) => p.destination)).not.toContain(program.destination);
    await send('PATCH', `/travels/${program._id}`, { isPublished: true });
    expect((await publicList()).map((p) => p.destination)).toContain(program.destination);
    const shown = json<{ data: TravelProgram }>(await publicProgram(program.destination)).data;
    expect(shown.itinerary.map((d) => d.title)).toEqual([
      'Marrakech to Imlil',
      'Azzaden valley',
      'Back to Marrakech',
    ]);

    await send('PATCH', `/travels/${program._id}`, { isPublished: false });
    expect((await publicProgram(program.destination)).statusCode).toBe(404);
    expect((await auditOf(program._id)).map((e) => e.action).sort()).toEqual([
      'travel.create',
      'travel.publish',
      'travel.unpublish',
    ]);
  });

  it('saves a reordered itinerary with its days renumbered, whatever numbers were sent', async () => {
    const program = await created({ ...ATLAS, title: 'Coast to Essaouira', isPublished: true });
    const [first, second, third] = ATLAS.itinerary;
    const res = await send('PUT', `/travels/${program._id}`, {
      ...ATLAS,
      title: 'Coast to Essaouira',
      isPublished: true,
      itinerary: [third, first, { title: 'Rest day', description: '', activities: [] }, second],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<{ data: AdminTravelProgram }>(res).data;
    expect(saved.itinerary.map((d) => [d.day, d.title])).toEqual([
      [1, 'Back to Marrakech'],
      [2, 'Marrakech to Imlil'],
      [3, 'Rest day'],
      [4, 'Azzaden valley'],
    ]);
    expect(saved.destination).toBe('coast-to-essaouira');
    const shown = json<{ data: TravelProgram }>(await publicProgram('coast-to-essaouira')).data;
    expect(shown.itinerary.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    const update = (await auditOf(program._id)).find((e) => e.action === 'travel.update');
    expect(update?.details).toMatchObject({ changed: ['itinerary'], days: 4 });
  });

  it('refuses what is not a program, with a message per field, and saves nothing', async () => {
    const before = await t.app.db.$count(travelPrograms);
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', 'This field is required'],
      [{ price: -5 }, 'price', 'Enter an amount in dollars with at most two decimals.'],
      [{ maxGroupSize: 0 }, 'maxGroupSize', 'Enter a whole number of people from 1 to 100.'],
      [{ itinerary: [] }, 'itinerary', 'Add at least one day to the itinerary.'],
      [
        { itinerary: [{ title: ' ', description: '', activities: [] }] },
        'itinerary.0.title',
        'This field is required',
      ],
      [
        { itinerary: [{ day: 4, title: 'Day', description: '', activities: [] }] },
        'itinerary.0.day',
        'This field is not allowed.',
      ],
      [{ heroImage: 'javascript:alert(1)' }, 'heroImage', 'Use an uploaded picture or an https address.'],
      [{ gallery: ['ftp://x'] }, 'gallery.0', 'Use an uploaded picture or an https address.'],
      [{ destination: 'Atlas Trek' }, 'destination', 'Use lowercase letters, digits and hyphens only.'],
      [{ rating: 5 }, 'rating', 'This field is not allowed.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('POST', '/travels', { ...ATLAS, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field], JSON.stringify(change)).toBe(
        message,
      );
    }
    expect(await t.app.db.$count(travelPrograms)).toBe(before);
  });

  it('keeps the destination through a rename, takes a new one only when asked, and keeps it unique', async () => {
    const first = await created({ ...ATLAS, title: 'Fes and Chefchaouen', sku: 'FES-1' });
    const second = await created({ ...ATLAS, title: 'Fes and Chefchaouen' });
    expect([first.destination, second.destination]).toEqual(['fes-and-chefchaouen', 'fes-and-chefchaouen-2']);
    const renamed = await send('PUT', `/travels/${first._id}`, {
      ...ATLAS,
      title: 'Imperial Fes and the Blue City',
      sku: 'FES-1',
    });
    expect(json<{ data: AdminTravelProgram }>(renamed).data).toMatchObject({
      title: 'Imperial Fes and the Blue City',
      destination: 'fes-and-chefchaouen',
    });
    const clash = await send('PUT', `/travels/${second._id}`, {
      ...ATLAS,
      destination: 'fes-and-chefchaouen',
    });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({
      errors: { destination: 'Another travel program already uses this address.' },
    });
    const skuClash = await send('POST', '/travels', { ...ATLAS, title: 'Other', sku: 'FES-1' });
    expect(skuClash.statusCode).toBe(409);
    expect(json(skuClash)).toMatchObject({ errors: { sku: 'Another travel program already has this SKU.' } });
    const moved = await send('PUT', `/travels/${second._id}`, { ...ATLAS, destination: 'blue-city' });
    expect(json<{ data: AdminTravelProgram }>(moved).data.destination).toBe('blue-city');
  });

  it('lists drafts too, with status and search filters, a page at a time', async () => {
    await createTravelProgram(t.app, { title: 'Merzouga dunes', sku: 'DUNE-9' });
    await createTravelProgram(t.app, { title: 'Draft of the south', isPublished: false });
    const list = async (query: string) =>
      json<{ data: AdminTravelProgram[]; pagination: { pages: number; total: number } }>(
        await get(`/travels${query}`),
      );
    expect((await list('?status=draft')).data.map((p) => p.title)).toContain('Draft of the south');
    expect((await list('?status=published')).data.map((p) => p.title)).not.toContain('Draft of the south');
    expect((await list('?search=dune-9')).data.map((p) => p.title)).toEqual(['Merzouga dunes']);
    const page = await list('?limit=2&page=1');
    expect(page.data).toHaveLength(2);
    expect(page.pagination.pages).toBe(Math.ceil(page.pagination.total / 2));
  });

  it('keeps a program that has reservations (unpublish instead), and deletes one that has none', async () => {
    const booked = await createTravelProgram(t.app, { title: 'Booked program' });
    const reserved = await postTravelReservation(t.app, customer.token, {
      programId: booked.id,
      destination: booked.destination,
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const refused = await send('DELETE', `/travels/${booked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: expect.stringContaining('Unpublish it instead') });
    expect(json<{ data: AdminTravelProgram }>(await get(`/travels/${booked.id}`)).data.reservationCount).toBe(
      1,
    );

    const spare = await created({ ...ATLAS, title: 'Spare program', isPublished: true });
    expect((await send('DELETE', `/travels/${spare._id}`)).statusCode).toBe(200);
    expect((await publicProgram(spare.destination)).statusCode).toBe(404);
    expect((await auditOf(spare._id)).map((e) => e.action)).toContain('travel.delete');
    expect((await send('DELETE', `/travels/${spare._id}`)).statusCode).toBe(404);
  });
});
