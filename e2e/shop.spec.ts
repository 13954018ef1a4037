import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { open, registerCustomer } from './support';

const LANTERN = 'Hand-Pierced Brass Star Lantern';

/** The filter panel: the sidebar on wide screens, a sheet behind the Filters button on phones. */
async function filterPanel(page: Page) {
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

async function closeFilters(page: Page) {
  if (test.info().project.name === 'phone')
    await page.getByRole('button', { name: /^Show \d+ product/ }).click();
}

test('a customer filters the shop, buys a lantern, pays in test mode and downloads the invoice @phone', async ({
  page,
}) => {
  await registerCustomer(page, 'Salma Bennani');

  // Filters are mirrored in the address, so the link restores them.
  await open(page, '/products');
  let panel = await filterPanel(page);
  await panel.getByLabel('Category').selectOption('Home Decor');
  await expect(page).toHaveURL(/category=Home\+Decor/);
  await panel.getByLabel('In stock only').check();
  await expect(page).toHaveURL(/inStock=true/);
  await closeFilters(page);
  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(page).toHaveURL(/sortBy=price-high/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Decor' })).toBeVisible();
  await expect(page.getByText('Tin and Coloured Glass Lantern')).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
  panel = await filterPanel(page);
  await expect(panel.getByLabel('Category')).toHaveValue('Home Decor');
  await expect(panel.getByLabel('In stock only')).toBeChecked();
  await closeFilters(page);

  await page.getByRole('link', { name: LANTERN }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANTERN })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`2 × ${LANTERN} added to your cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add More' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Cart page rules: free shipping over $100, else $10; tax 8%.
  await open(page, '/cart');
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText('$146.88');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(total).toHaveText('$83.44');
  await expect(page.getByText(/Add \$32\.01 more for free shipping/)).toBeVisible();

  // Checkout rules: free shipping over $50, else $10; tax 10%.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('order-total')).toHaveText('$74.80');
  await expect(page.getByLabel('First name')).toHaveValue('Salma');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Email').fill('salma-at-example');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('Morocco');

  await page.getByLabel('First name').fill('Salma');
  await page.getByLabel('Email').fill('salma@example.com');
  await page.getByLabel('Phone').fill('+212 661 234 567');
  await page.getByLabel('Address').fill('7 Derb Jdid, Mouassine');
  await page.getByLabel('City').fill('Marrakech');
  await page.getByLabel('Postal code').fill('40030');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Order created. Proceed to payment.')).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/thank-you');
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^[a-z0-9]{7}$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await open(page, '/my-orders');
  await expect(page).toHaveURL('/account?tab=orders');
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row).toContainText('$74.80');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Invoice' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const pdf = await readFile((await invoice.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('link', { name: `Order #${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByText(/Paid on/)).toBeVisible();
  await expect(page.getByText('7 Derb Jdid, Mouassine')).toBeVisible();
});

test('the cart badge follows the cart in every tab', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await open(shop, '/products/engraved-moroccan-teapot');
  await open(other, '/about');
  await shop.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shop.getByTestId('cart-count')).toHaveText('1');
  await expect(other.getByTestId('cart-count')).toHaveText('1');
});

test('dead ends lead somewhere', async ({ page, request }) => {
  const missing = await request.get('/products/no-such-thing');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('Browse All Products');
  expect(html).toContain('Go to Homepage');

  await open(page, '/products/coloured-glass-tin-lantern');
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  await open(page, '/thank-you');
  await expect(page).toHaveURL('/');

  await open(page, '/payment/order/token/not-a-real-token');
  await expect(
    page.getByRole('heading', {
      name: 'Failed to fetch order details. The payment link may be invalid or expired.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Invalid or expired payment link.')).toHaveCount(0);

  await open(page, '/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);

  await open(page, '/products?search=zzzz-nothing');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/products');
});
