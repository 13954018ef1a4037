import { STANDARD_CANCELLATION } from '@ochre/shared/rules/cancellation';
import type { Dashboard } from '@ochre/shared/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { buyAndPay } from '../../../test/helpers/orders';
import { activities, travelPrograms } from '../../db/schema/catalog';
import { activityReservations, orders, travelReservations } from '../../db/schema/commerce';
import { contactMessages } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

/** A paid order of one $20 product (total $32.00 with shipping and tax), paid at `paidAt`. */
async function paidAt(instant: string): Promise<void> {
  const product = await createProduct(t.app, { priceCents: 20_00, countInStock: 50 });
  const order = await buyAndPay(t.app, customer.token, [product.id]);
  await t.app.db
    .update(orders)
    .set({ paidAt: new Date(instant) })
    .where(eq(orders.id, order._id));
}

describe('admin dashboard', () => {
  it("adds up today's and this month's takings in Marrakech days", async () => {
    // "Now" is 10:00 on 15 April in Marrakech (09:00 UTC).
    const now = new Date('2026-04-15T09:00:00Z');
    await paidAt('2026-04-14T23:30:00Z'); // 00:30 on the 15th in Marrakech: today
    await paidAt('2026-04-14T22:30:00Z'); // 23:30 on the 14th: this month, not today
    await paidAt('2026-03-31T23:10:00Z'); // 00:10 on 1 April: this month
    await paidAt('2026-03-31T22:50:00Z'); // 23:50 on 31 March: last month
    const summary = await t.app.services.dashboard.summary(now);
    expect(summary.today).toBe('2026-04-15');
    expect(summary.paidOrders).toEqual({ today: 1, month: 3 });
    expect(summary.revenue).toEqual({ today: 32, month: 96 });
    expect(summary.toShip).toBe(4);
  });

  it('counts reservations to confirm, low stock, open tickets and unread messages', async () => {
    await createProduct(t.app, { name: 'Almost gone', countInStock: 1 });
    const [activity] = await t.app.db
      .insert(activities)
      .values({
        slug: 'quad-ride',
        name: 'Quad ride',
        category: 'Adventure',
        location: 'Palmeraie',
        priceCents: 40_00,
      })
      .returning();
    const [program] = await t.app.db
      .insert(travelPrograms)
      .values({ destination: 'merzouga', title: 'Merzouga', priceCents: 300_00 })
      .returning();
    const customerInfo = { name: 'A', email: 'a@example.com', phone: '', whatsapp: '+212600', notes: '' };
    for (const status of ['pending', 'pending', 'confirmed'] as const) {
      await t.app.db.insert(activityReservations).values({
        userId: customer.id,
        activityId: activity!.id,
        customerInfo,
        reservationDate: '2026-05-01',
        numberOfPersons: 2,
        unitPriceCents: 40_00,
        totalPriceCents: 80_00,
        status,
        cancellationPolicy: STANDARD_CANCELLATION,
      });
    }
    await t.app.db.insert(travelReservations).values({
      userId: customer.id,
      programId: program!.id,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+212600',
      numberOfTravelers: 2,
      preferredDate: '2026-06-01',
      destination: 'merzouga',
      unitPriceCents: 300_00,
      totalPriceCents: 600_00,
      cancellationPolicy: STANDARD_CANCELLATION,
    });
    const message = { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there.' };
    await t.app.db.insert(contactMessages).values([
      { ...message, kind: 'ticket', status: 'open', userId: customer.id },
      { ...message, kind: 'ticket', status: 'answered', userId: customer.id },
      { ...message, kind: 'contact' },
      { ...message, kind: 'contact', readAt: new Date() },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const summary = json<{ data: Dashboard }>(res).data;
    expect(summary.reservationsToConfirm).toEqual({ activities: 2, travel: 1 });
    expect(summary.openTickets).toBe(1);
    expect(summary.unreadMessages).toBe(1);
    expect(summary.lowStock[0]).toMatchObject({ name: 'Almost gone', countInStock: 1, isPublished: true });
    expect(summary.lowStock.every((p) => p.countInStock <= 5)).toBe(true);
  });
});
