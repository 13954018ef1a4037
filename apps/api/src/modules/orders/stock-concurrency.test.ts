import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sharedInstances, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { placeOrder, postOrder } from '../../../test/helpers/orders';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/commerce';

/**
 * Many buyers at once, on one or (with PostgreSQL) two server instances
 * sharing the database: stock is never sold twice and never goes below zero.
 */
let t: TestApp;
let instances: FastifyInstance[];
let closeInstances: () => Promise<void>;
let buyers: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  ({ instances, close: closeInstances } = await sharedInstances(t));
  buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
});
afterAll(async () => {
  await closeInstances?.();
  await t.close();
});

const stockOf = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;
const unitsOrdered = async (productId: string) =>
  (await t.app.db.select().from(orderItems).where(eq(orderItems.productId, productId))).reduce(
    (sum, item) => sum + item.qty,
    0,
  );

describe('no overselling', () => {
  it('lets exactly 5 of 20 simultaneous buyers have the last 5', async () => {
    const lantern = await createProduct(t.app, { name: 'Last Lanterns', countInStock: 5 });
    const responses = await Promise.all(
      buyers.map((buyer, i) =>
        postOrder(instances[i % instances.length]!, buyer.token, {
          orderItems: [{ product: lantern.id, qty: 1 }],
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: 'Last Lanterns is out of stock.' });
    }
    expect(await stockOf(lantern.id)).toBe(0);
    expect(await unitsOrdered(lantern.id)).toBe(5);
    const [held] = await t.app.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, lantern.id));
    expect(held?.n).toBe(5);
  });

  it('never splits the stock below zero with larger and mixed baskets', async () => {
    const rug = await createProduct(t.app, { name: 'Rug', countInStock: 7 });
    const pouf = await createProduct(t.app, { name: 'Pouf', countInStock: 4 });
    const responses = await Promise.all(
      buyers.map((buyer, i) =>
        postOrder(instances[i % instances.length]!, buyer.token, {
          // Half the baskets list the products the other way round: no deadlock either way.
          orderItems:
            i % 2
              ? [
                  { product: rug.id, qty: 2 },
                  { product: pouf.id, qty: 1 },
                ]
              : [
                  { product: pouf.id, qty: 1 },
                  { product: rug.id, qty: 2 },
                ],
        }),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 201).length;
    expect(placed).toBe(3);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await stockOf(rug.id)).toBe(1);
    expect(await stockOf(pouf.id)).toBe(1);
    expect(await unitsOrdered(rug.id)).toBe(6);
  });

  it('gives lapsed stock back once, however many instances sweep at the same time', async () => {
    const tagine = await createProduct(t.app, { countInStock: 10 });
    for (const buyer of buyers.slice(0, 4))
      await placeOrder(t.app, buyer.token, [{ product: tagine.id, qty: 2 }]);
    expect(await stockOf(tagine.id)).toBe(2);

    const [holding] = await t.app.db.select({ n: count() }).from(orders).where(eq(orders.stockHeld, true));
    const later = new Date(Date.now() + 31 * 60_000);
    const released = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        instances[i % instances.length]!.services.orders.releaseLapsedHolds(later, 3),
      ),
    );
    // Small batches make the sweeps overlap; between them every order was released exactly once.
    let total = released.reduce((a, b) => a + b, 0);
    while (total < holding!.n) {
      const more = await t.app.services.orders.releaseLapsedHolds(later, 3);
      expect(more).toBeGreaterThan(0);
      total += more;
    }
    expect(total).toBe(holding!.n);
    expect(await stockOf(tagine.id)).toBe(10);
  });
});
