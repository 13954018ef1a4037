import type { Order } from '@ochre/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import { bearer } from './app';

export const SHIPPING_ADDRESS = {
  fullName: 'Amina Tazi',
  address: '12 Derb Sidi Bouloukat',
  city: 'Marrakech',
  postalCode: '40000',
  country: 'Morocco',
  phone: '+212 600 000 000',
  email: 'amina@example.com',
} as const;

/** POST /api/orders as the checkout sends it, with a valid address unless the payload says otherwise. */
export function postOrder(app: FastifyInstance, token: string | null, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { shippingAddress: SHIPPING_ADDRESS, paymentMethod: 'PayPal', ...payload },
    headers: token ? bearer(token) : {},
  });
}

/** A placed shop order (fails the test if the API refuses it). */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  items: { product: string; qty: number }[],
): Promise<Order> {
  const res = await postOrder(app, token, { orderItems: items });
  if (res.statusCode !== 201) throw new Error(`Order refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Order }).data;
}

/** Pays an order through the test-mode provider, as the payment button does (fails the test if refused). */
export async function payOrder(app: FastifyInstance, token: string, orderId: string): Promise<void> {
  const start = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/create-paypal-order`,
    headers: bearer(token),
  });
  if (start.statusCode !== 200) throw new Error(`Payment refused: ${start.statusCode} ${start.body}`);
  const { orderID } = start.json() as { orderID: string };
  const capture = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/capture-paypal-order`,
    payload: { paypalOrderID: orderID },
    headers: bearer(token),
  });
  if (capture.statusCode !== 200) throw new Error(`Capture refused: ${capture.statusCode} ${capture.body}`);
}

/** A paid shop order of these products, one of each. */
export async function buyAndPay(app: FastifyInstance, token: string, productIds: string[]): Promise<Order> {
  const order = await placeOrder(
    app,
    token,
    productIds.map((product) => ({ product, qty: 1 })),
  );
  await payOrder(app, token, order._id);
  return order;
}
