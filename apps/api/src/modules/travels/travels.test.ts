import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createTravelProgram } from '../../../test/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTravelProgram(t.app, {
    destination: 'sahara-merzouga',
    title: 'Sahara and the Draa Valley',
    priceCents: 890_00,
    itinerary: [
      { day: 2, title: 'Dades Gorges', description: 'Into the gorges.', activities: ['Walk'] },
      { day: 1, title: 'Over the Atlas', description: 'Tizi n’Tichka.', activities: ['Drive', 'Kasbah'] },
    ],
  });
  await createTravelProgram(t.app, {
    destination: 'imperial-cities',
    title: 'Imperial Cities',
    priceCents: 1650_00,
  });
  await createTravelProgram(t.app, { destination: 'draft-program', isPublished: false });
});
afterAll(async () => t.close());

describe('organized travel programs', () => {
  it('lists the published programs with their price per person in dollars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organized-travel' });
    const body = json<{ data: TravelProgram[]; programs: TravelProgram[] }>(res);
    expect(body.data.map((p) => [p.destination, p.price])).toEqual([
      ['sahara-merzouga', 890],
      ['imperial-cities', 1650],
    ]);
    expect(body.programs).toEqual(body.data);
  });

  it('answers one program by destination, its itinerary day by day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/organized-travel/sahara-merzouga' });
    const program = json<{ data: TravelProgram }>(res).data;
    expect(program).toMatchObject({
      title: 'Sahara and the Draa Valley',
      currency: 'USD',
      maxGroupSize: 12,
      heroImage: '/uploads/demo/travels/sahara-merzouga-hero.webp',
    });
    expect(program.itinerary.map((d) => d.day)).toEqual([1, 2]);
    expect(program.itinerary[0]?.activities).toEqual(['Drive', 'Kasbah']);
  });

  it("answers 'Program Not Found' for unknown and unpublished programs", async () => {
    for (const destination of ['atlantis', 'draft-program']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/organized-travel/${destination}` });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Program Not Found');
    }
  });
});
