import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { placeOrder } from '../../../test/helpers/orders';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/commerce';
import { RELEASE_LAPSED_HOLDS } from './hold-release-job';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;

describe('the hold release job', () => {
  it('is scheduled every minute, one run at a time across instances', async () => {
    const { rows } = await t.app.db.execute(sql`
      select s.cron, q.policy from pgboss.schedule s join pgboss.queue q on q.name = s.name
      where s.name = ${RELEASE_LAPSED_HOLDS}`);
    expect(rows).toEqual([{ cron: '* * * * *', policy: 'stately' }]);
  });

  it('gives back the stock of unpaid orders whose hold lapsed, and only theirs', async () => {
    const lantern = await createProduct(t.app, { name: 'Brass lantern', countInStock: 5 });
    const lapsed = await placeOrder(t.app, customer.token, [{ product: lantern.id, qty: 2 }]);
    await placeOrder(t.app, customer.token, [{ product: lantern.id, qty: 1 }]);
    await t.app.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, lapsed._id));
    expect(await stockOf(lantern.id)).toBe(2);

    // What the cron clock does each minute.
    await t.app.jobs.send(RELEASE_LAPSED_HOLDS, {});
    expect(await t.app.jobs.runDue(RELEASE_LAPSED_HOLDS)).toEqual(['completed']);
    expect(await stockOf(lantern.id)).toBe(4);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, lapsed._id));
    expect(row).toMatchObject({ status: 'expired', stockHeld: false });
  });
});
