import { createOrderBody } from '@ochre/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { orderBody } from './order-body';

describe('the order the checkout sends', () => {
  it('carries the lines, the address and the checkout totals, and passes the API schema', () => {
    const body = orderBody(
      [
        {
          product: {
            _id: 'p1',
            name: 'Tea Glasses',
            image: '/uploads/a.webp',
            category: 'Kitchen',
            price: 12.5,
            originalPrice: null,
            sale: false,
          },
          quantity: 2,
        },
      ],
      {
        firstName: 'Amina',
        lastName: 'Tazi',
        email: 'amina@example.com',
        phone: '+212 600 000 000',
        address: '12 Derb Sidi Bouloukat',
        city: 'Marrakech',
        state: '',
        postalCode: '40000',
        country: 'Morocco',
        agreeTerms: true,
      },
    );
    expect(body).toMatchObject({
      orderItems: [{ product: 'p1', name: 'Tea Glasses', qty: 2, price: 12.5 }],
      shippingAddress: { fullName: 'Amina Tazi', country: 'Morocco', email: 'amina@example.com' },
      itemsPrice: 25,
      shippingPrice: 10,
      taxPrice: 2.5,
      totalPrice: 37.5,
    });
    expect(createOrderBody.safeParse(body).success).toBe(true);
  });
});
