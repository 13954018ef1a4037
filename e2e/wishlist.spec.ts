import { devices, expect, test } from './fixtures';
import { open, registerCustomer, signIn } from './support';

const POUF = 'Saffron Leather Pouf';
const CAMEL = 'Camel Ride through the Palmeraie';

test('hearts saved as a guest join the account at sign-in, follow it to another device, and can be bought, booked or removed @phone-only', async ({
  page,
  browser,
}) => {
  // As a guest: one heart on a product page, one on an activity card.
  await open(page, '/products/saffron-leather-pouf');
  const productHeart = page.getByRole('button', { name: 'Wish list', exact: true });
  await expect(productHeart).toHaveAttribute('aria-pressed', 'false');
  await productHeart.click();
  await expect(productHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${POUF} is saved on this device.`, { exact: false })).toBeVisible();

  await open(page, '/activities?search=palmeraie');
  const cardHeart = page.getByRole('button', { name: `Save ${CAMEL} to your wish list` });
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  await open(page, '/wishlist');
  await expect(page.getByText('You saved 2 items on this device.', { exact: false })).toBeVisible();

  // Signing up merges them into the new account.
  const { email, password } = await registerCustomer(page);
  await open(page, '/wishlist');
  const products = page.getByRole('region', { name: /Products/ });
  const activities = page.getByRole('region', { name: /Activities/ });
  await expect(products.getByRole('link', { name: POUF, exact: true })).toBeVisible();
  await expect(products.getByText('$95.00')).toBeVisible();
  await expect(products.getByText('In stock')).toBeVisible();
  await expect(activities.getByRole('link', { name: CAMEL, exact: true })).toBeVisible();
  await expect(activities.getByRole('link', { name: `Book ${CAMEL}` })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('wishlist'))).toBeNull();

  // Add to cart straight from the list; remove the activity.
  await products.getByRole('button', { name: `Add ${POUF} to the cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await activities.getByRole('button', { name: `Remove ${CAMEL} from your wish list` }).click();
  await expect(page.getByRole('region', { name: /Activities/ })).toHaveCount(0);

  // The heart on the product page shows what the account saved.
  await open(page, '/products/saffron-leather-pouf');
  await expect(page.getByRole('button', { name: 'Wish list', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another device: the same list after signing in there, in Arabic, right to left.
  const other = await browser.newContext({ ...devices['Pixel 7'] });
  const phone = await other.newPage();
  await signIn(phone, email, password);
  await open(phone, '/wishlist');
  await phone.getByRole('button', { name: /Language: English/ }).click();
  await phone.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { name: 'قائمة الأمنيات', level: 1 })).toBeVisible();
  await expect(phone.getByRole('link', { name: POUF, exact: true })).toBeVisible();
  await expect(phone.getByRole('link', { name: CAMEL, exact: true })).toHaveCount(0);
  await phone.getByRole('button', { name: `أزل ${POUF} من قائمة أمنياتك` }).click();
  await expect(phone.getByText('قائمة أمنياتك فارغة')).toBeVisible();
  await other.close();
});
