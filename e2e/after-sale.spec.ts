import { expect, test } from './fixtures';
import { open, registerCustomer } from './support';

test('a customer cancels a paid booking and sees the refund', async ({ page, request }) => {
  const { email, password } = await registerCustomer(page, 'Salma Berrada');
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };

  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const booked = await request.post('/api/activities/medina-cooking-class/reserve', {
    headers: auth,
    data: {
      customerInfo: { name: 'Salma Berrada', email, whatsapp: '+212 661 000 333' },
      reservationDate: date,
      numberOfPersons: 2,
    },
  });
  expect(booked.status()).toBe(201);
  const reservation = (
    (await booked.json()) as { data: { _id: string; reference: string; totalPrice: number } }
  ).data;
  // Paid in full in test mode, as the booking form's payment step does it.
  const order = await request.post('/api/orders/from-reservation', {
    headers: auth,
    data: { reservationId: reservation._id, isPartial: false },
  });
  const orderId = ((await order.json()) as { data: { _id: string } }).data._id;
  const started = await request.post(`/api/orders/${orderId}/create-paypal-order`, { headers: auth });
  const { orderID } = (await started.json()) as { orderID: string };
  const captured = await request.put(`/api/orders/${orderId}/capture-paypal-order`, {
    headers: auth,
    data: { paypalOrderID: orderID },
  });
  expect(captured.ok()).toBe(true);

  const refund = `$${reservation.totalPrice.toFixed(2)}`;
  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reservation.reference });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /Cancel the reservation/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog.getByTestId('cancel-preview')).toContainText(
    `You will get ${refund} back (100% under the policy).`,
  );
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Reservation cancelled.' })).toContainText(refund);
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText(`${refund} refunded`)).toBeVisible();
  await expect(row.getByRole('button', { name: /Cancel the reservation/ })).toHaveCount(0);
});
