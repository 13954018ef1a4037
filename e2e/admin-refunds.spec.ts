import { expect, test } from './fixtures';
import { open, registerCustomer, signInAsAdmin } from './support';

test('an admin refunds part of a paid order and the customer sees it @phone', async ({ page, browser }) => {
  await registerCustomer(page, 'Yasmine Refund');
  // A paid shop order, through the API as the checkout would (test mode).
  const orderId = await page.evaluate(async () => {
    const authorization = `Bearer ${window.localStorage.getItem('token')}`;
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`/api${url}`, {
        method,
        headers: body ? { authorization, 'content-type': 'application/json' } : { authorization },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const products = await call('GET', '/products');
    const order = await call('POST', '/orders', {
      orderItems: [{ product: products.products[0]._id, qty: 1 }],
      shippingAddress: {
        fullName: 'Yasmine Refund',
        address: '3 Rue Bab Agnaou',
        city: 'Marrakech',
        postalCode: '40000',
        country: 'Morocco',
        phone: '+212 600 000 000',
      },
      paymentMethod: 'PayPal',
    });
    const { orderID } = await call('POST', `/orders/${order.data._id}/create-paypal-order`);
    await call('PUT', `/orders/${order.data._id}/capture-paypal-order`, { paypalOrderID: orderID });
    return order.data._id as string;
  });

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await open(admin, `/account?tab=admin&section=orders&order=${orderId}`);
  const refunds = admin.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Nothing has been refunded.')).toBeVisible();
  await refunds.getByRole('button', { name: 'Refund…' }).click();

  const dialog = admin.getByRole('dialog', { name: 'Refund the customer' });
  await dialog.getByLabel('Amount (USD)').fill('5');
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await expect(dialog.getByText('Please say why the money is refunded.')).toBeVisible();
  await dialog.getByLabel('Reason (the customer sees it)').fill('Scratched on arrival');
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await expect(admin.getByText('Refund completed. The customer has been told.')).toBeVisible();
  await expect(refunds.getByText('Scratched on arrival')).toBeVisible();
  await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refunds.getByText(/TEST-REFUND-/)).toBeVisible();
  await adminContext.close();

  await open(page, `/orders/${orderId}`);
  const mine = page.getByRole('region', { name: 'Refunds' });
  await expect(mine.getByText('$5.00')).toBeVisible();
  await expect(mine.getByText('Scratched on arrival')).toBeVisible();
});
