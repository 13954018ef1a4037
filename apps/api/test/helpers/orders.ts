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
