import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
import { newId } from '../../lib/ids';
import { createPaypalProvider } from './paypal-provider';
import { type PaymentProvider, PaymentProviderError } from './provider';

let paypal: FakePaypal;
beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(async () => paypal.close());

const provider = (overrides: { clientSecret?: string } = {}): PaymentProvider =>
  createPaypalProvider({
    clientId: paypal.clientId,
    clientSecret: overrides.clientSecret ?? paypal.clientSecret,
    apiBase: paypal.url,
    log: pino({ level: 'silent' }),
    retryDelayMs: 5,
  });

const amount = { totalCents: 37_50, itemsCents: 25_00, shippingCents: 10_00, taxCents: 2_50 };

async function approvedOrder(adapter: PaymentProvider): Promise<string> {
  const { providerOrderId } = await adapter.createOrder({
    referenceId: 'order-1',
    description: 'Order order-1',
    amount,
    requestId: newId(),
  });
  paypal.approve(providerOrderId);
  return providerOrderId;
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentProviderError);
  return (error as PaymentProviderError).failure;
};

describe('PayPal Orders v2 adapter', () => {
  it('gets an OAuth token with the client credentials and keeps it until it expires', async () => {
    const adapter = provider();
    const before = paypal.tokensIssued;
    await approvedOrder(adapter);
    await approvedOrder(adapter);
    expect(paypal.tokensIssued - before).toBe(1);

    // A token living under a minute is renewed for every request.
    paypal.tokenLifetime = 30;
    const shortLived = provider();
    const start = paypal.tokensIssued;
    await approvedOrder(shortLived);
    await approvedOrder(shortLived);
    expect(paypal.tokensIssued - start).toBe(2);
    paypal.tokenLifetime = 32_400;
  });

  it('refuses wrong credentials without retrying them forever', async () => {
    const adapter = provider({ clientSecret: 'wrong' });
    expect(await failureOf(approvedOrder(adapter))).toBe('rejected');
  });

  it("creates an order for the server's amount with its breakdown", async () => {
    const requestId = newId();
    const { providerOrderId } = await provider().createOrder({
      referenceId: 'order-42',
      description: 'Order order-42',
      amount,
      requestId,
    });
    const created = paypal.orders.get(providerOrderId)!;
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'order-42',
          amount: {
            currency_code: 'USD',
            value: '37.50',
            breakdown: {
              item_total: { currency_code: 'USD', value: '25.00' },
              shipping: { currency_code: 'USD', value: '10.00' },
              tax_total: { currency_code: 'USD', value: '2.50' },
            },
          },
        },
      ],
    });
    expect(paypal.requests.at(-1)).toMatchObject({ path: '/v2/checkout/orders', requestId });
  });

  it('captures an approved order and reports what was taken', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    const result = await adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 });
    expect(result).toMatchObject({ status: 'COMPLETED', amountCents: 37_50, currency: 'USD' });
    expect(result.captureId).toMatch(/^[0-9A-F]{17}$/);
  });

  it('replays a retried capture with the same request id instead of charging again', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    const requestId = newId();
    const before = paypal.captures();
    const first = await adapter.captureOrder({ providerOrderId, requestId, amountCents: 37_50 });
    const again = await adapter.captureOrder({ providerOrderId, requestId, amountCents: 37_50 });
    expect(again).toEqual(first);
    expect(paypal.captures() - before).toBe(1);
  });

  it('reads the capture back when PayPal says the order was already captured', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    const first = await adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 });
    const before = paypal.captures();
    const second = await adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 });
    expect(second).toEqual(first);
    expect(paypal.captures()).toBe(before);
    expect(paypal.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/checkout/orders/${providerOrderId}`,
    });
  });

  it('turns a declined instrument into a "declined" failure', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    paypal.refuseNextCapture('INSTRUMENT_DECLINED');
    expect(
      await failureOf(adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 })),
    ).toBe('declined');
    expect(paypal.orders.get(providerOrderId)?.status).toBe('APPROVED');
  });

  it('will not capture what the buyer has not approved', async () => {
    const adapter = provider();
    const { providerOrderId } = await adapter.createOrder({
      referenceId: 'order-2',
      description: 'Order order-2',
      amount,
      requestId: newId(),
    });
    expect(
      await failureOf(adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 })),
    ).toBe('not-approved');
  });

  it('retries a 500 with the same request id, then succeeds', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    const requestId = newId();
    paypal.failNext('/capture', 1);
    const result = await adapter.captureOrder({ providerOrderId, requestId, amountCents: 37_50 });
    expect(result.status).toBe('COMPLETED');
    const tries = paypal.requests.filter((r) => r.path.endsWith(`${providerOrderId}/capture`));
    expect(tries).toHaveLength(2);
    expect(tries.map((r) => r.requestId)).toEqual([requestId, requestId]);
  });

  it('gives up as "unavailable" when PayPal keeps failing', async () => {
    const adapter = provider();
    const providerOrderId = await approvedOrder(adapter);
    paypal.failNext('/capture', 3);
    expect(
      await failureOf(adapter.captureOrder({ providerOrderId, requestId: newId(), amountCents: 37_50 })),
    ).toBe('unavailable');
    expect(paypal.orders.get(providerOrderId)?.status).toBe('APPROVED');
  });
});
