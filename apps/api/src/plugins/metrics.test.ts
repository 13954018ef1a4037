import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helpers/app';
import { createProduct, createUser } from '../../test/helpers/factories';
import { buyAndPay } from '../../test/helpers/orders';
import { newId } from '../lib/ids';

const TOKEN = 'scrape-token-for-the-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    {
      beforeReady: (app) => {
        app.jobs.define('metrics.ok', async () => {});
        app.jobs.define(
          'metrics.broken',
          async () => {
            throw new Error('down');
          },
          { retryLimit: 0 },
        );
      },
    },
  );
});
afterAll(async () => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one series, or undefined when it is absent. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('needs the token when METRICS_TOKEN is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('guess') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false });
  });

  it('counts requests by route pattern, never by address', async () => {
    for (const id of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']) {
      await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    }
    const text = await scrape();
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="404"}'),
    ).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).not.toContain('aaaaaaaaaaaa');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts payments and e-mails by outcome', async () => {
    const buyer = await createUser(t.app);
    const product = await createProduct(t.app);
    await buyAndPay(t.app, buyer.token, [product.id]);
    await t.app.mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'Hi' });
    const text = await scrape();
    expect(value(text, 'ochre_payments_total{provider="test",outcome="paid"}')).toBe(1);
    // The message above (the receipt goes out after the answer, so it may not be counted yet).
    expect(value(text, 'ochre_emails_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts refunds by outcome', async () => {
    const buyer = await createUser(t.app);
    const admin = await createUser(t.app, { isAdmin: true });
    const product = await createProduct(t.app);
    const order = await buyAndPay(t.app, buyer.token, [product.id]);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds`,
      headers: bearer(admin.token),
      payload: { amount: 1, reason: 'Counted by the metrics', idempotencyKey: newId() },
    });
    expect(refund.statusCode).toBe(201);
    expect(value(await scrape(), 'ochre_refunds_total{provider="test",outcome="completed"}')).toBe(1);
  });

  it('shows the PostgreSQL pool, and nothing of it on the embedded database', async () => {
    const text = await scrape();
    if (t.databaseUrl) {
      expect(value(text, 'ochre_db_pool_connections{state="busy"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'ochre_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'ochre_db_pool_connections{state="waiting_clients"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('ochre_db_pool_connections{');
    }
  });

  it('counts background jobs by queue and outcome, and what waits in each queue', async () => {
    await t.app.jobs.send('metrics.ok', {});
    await t.app.jobs.send('metrics.broken', {});
    await t.app.jobs.runDue('metrics.ok');
    await t.app.jobs.runDue('metrics.broken');
    await t.app.jobs.send('metrics.ok', {}, { startAfter: 3600 });
    const text = await scrape();
    expect(value(text, 'ochre_jobs_total{queue="metrics.ok",outcome="completed"}')).toBe(1);
    expect(value(text, 'ochre_jobs_total{queue="metrics.broken",outcome="failed"}')).toBe(1);
    expect(value(text, 'ochre_jobs{queue="metrics.ok",state="waiting"}')).toBe(1);
    expect(value(text, 'ochre_jobs{queue="metrics.broken",state="failed"}')).toBe(1);
  });
});
