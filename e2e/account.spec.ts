import path from 'node:path';
import { expect, type Page, test } from './fixtures';
import { open, registerCustomer, unique } from './support';

const AVATAR = path.join(import.meta.dirname, '../apps/api/seed/images/avatars/aiko.webp');
const PHOTO = path.join(import.meta.dirname, '../apps/api/seed/images/products/cosmetic-argan-oil-1.webp');
const ARGAN = 'Pure Cosmetic Argan Oil, 100 ml';

/** An account tab: the side list on wide screens, the dropdown on phones (SPEC §2). */
async function openTab(page: Page, name: string) {
  if (test.info().project.name === 'phone') {
    await page.getByLabel('Section', { exact: true }).selectOption({ label: name });
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

/** Buys one bottle of argan oil at the checkout and pays in test mode (as in shop.spec.ts). */
async function buyArganOil(page: Page) {
  await open(page, '/products/cosmetic-argan-oil');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await open(page, '/checkout');
  await page.getByLabel('Phone').fill('+212 662 111 222');
  await page.getByLabel('Address').fill('14 Derb Sidi Bouloukat');
  await page.getByLabel('City').fill('Marrakech');
  await page.getByLabel('Postal code').fill('40000');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Order created. Proceed to payment.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/thank-you');
  await expect(page.getByText('Payment successful!')).toBeVisible();
}

test('a customer edits the profile, uploads a picture, reviews a bought product and opens a ticket @phone', async ({
  page,
}) => {
  const name = `Nadia ${unique()}`;
  await registerCustomer(page, `${name} Berrada`);

  // Profile: 'Saving...' while pending, then the spec's toast.
  await open(page, '/account');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByLabel('Phone').fill('+212 662 111 222');
  await page.getByLabel('Street').fill('14 Derb Sidi Bouloukat');
  await page.getByLabel('City').fill('Marrakech');
  await page.getByLabel('Country').fill('Morocco');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // Picture: Upload only once a file is chosen.
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Choose a picture').setInputFiles(AVATAR);
  await upload.click();
  await expect(page.getByText('Profile image updated successfully!')).toBeVisible();
  await expect(page.locator('main img[src^="/uploads/avatars/"]').first()).toBeVisible();

  // Nothing to review before buying.
  await openTab(page, 'Add Review');
  await expect(page).toHaveURL(/tab=review/);
  await expect(page.getByText('Nothing to review right now')).toBeVisible();

  await buyArganOil(page);

  await open(page, '/account?tab=review');
  const form = page.locator('form').filter({ hasText: 'Your rating' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please select a product and provide a rating.')).toBeVisible();
  await form.getByText(ARGAN).click();
  await form.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Space');
  await form.getByLabel('Your review').fill('Too short');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Comment must be at least 10 characters long.')).toBeVisible();
  const words = `silky, no scent, my hair loves it (${unique()})`;
  await form.getByLabel('Your review').fill(`Pure and ${words}.`);
  await form.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page.getByText('Nothing to review right now')).toBeVisible();

  // The review, with its photo, is on the product's page.
  await page.getByRole('link', { name: 'See it' }).click();
  await expect(page).toHaveURL('/products/cosmetic-argan-oil');
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText(words)).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo by ${name} Berrada` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/uploads\/reviews\/[a-z0-9]+\.webp$/);

  // Support: a technical ticket the customer can follow.
  await open(page, '/account?tab=support');
  const subject = `Invoice button ${unique()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('On my phone the invoice button does nothing when I tap it.');
  await page.getByRole('button', { name: 'Open a ticket' }).click();
  await expect(page.getByText('Support ticket created successfully!')).toBeVisible();
  const ticket = page.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(ticket.getByText('Waiting for our team')).toBeVisible();
  await expect(ticket.getByText('the invoice button does nothing')).toBeVisible();
});

test('the account opens on the tab the address names, and Logout ends the session', async ({ page }) => {
  await registerCustomer(page, 'Karim Alaoui');
  await open(page, '/account?tab=support');
  await expect(page.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
  await expect(page.getByText('No tickets yet')).toBeVisible();
  await open(page, '/account?tab=admin');
  // Not an admin: the default tab instead.
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await open(page, '/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/);
});
