import { expect, test } from './fixtures';
import { open, registerCustomer } from './support';

test('the server sends the page itself, not an empty shell', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Ochre<\/title>/);
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
  for (const link of [
    'Home',
    'Products',
    'Travels',
    'Articles',
    'Activities',
    'Soccer',
    'About',
    'Contact',
  ]) {
    expect(html).toContain(`>${link}</a>`);
  }
  expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('window.__OCHRE__=');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('the page is drawn before its web fonts, which follow; a reload in the tab draws with them', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const fontsSheet = page.locator('link[rel="stylesheet"][href^="/assets/fonts-"]');

  const response = await page.goto('/');
  expect(await response?.text()).not.toMatch(/<link[^>]*\/assets\/fonts-/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(fontsSheet).toHaveCount(1);
  await expect(fontsSheet).not.toHaveAttribute('blocking', 'render');
  // Neither the fonts' stylesheet nor the app's script was asked for before the page showed.
  const started = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
    return {
      paint: at('first-contentful-paint'),
      fonts: at(document.querySelector<HTMLLinkElement>('link[href^="/assets/fonts-"]')?.href ?? ''),
      app: script?.startTime ?? Number.NaN,
    };
  });
  expect(started.fonts).toBeGreaterThan(started.paint);
  expect(started.app).toBeGreaterThan(started.paint);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return ['Inter Variable', 'Fraunces Variable'].map((family) =>
          [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
        );
      }),
    )
    .toEqual([true, true]);

  // Reloaded in the same tab, the fonts are in the cache: their stylesheet is part of the first drawing.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(fontsSheet).toHaveCount(1);
  await expect(fontsSheet).toHaveAttribute('blocking', 'render');
  expect(errors).toEqual([]);
});

test('a visitor registers, signs out, signs back in and edits the profile', async ({ page }) => {
  const { email } = await registerCustomer(page, 'Amina Tazi');
  await expect(page).toHaveURL('/');
  const menu = page.getByRole('button', { name: /Account menu for Amina Tazi/ });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await open(page, '/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill('medina-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/account');

  await page.getByLabel('Full name').fill('Amina El Tazi');
  await page.getByLabel('Phone').fill('+212 661 000 111');
  await page.getByLabel('City').fill('Marrakech');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Full name')).toHaveValue('Amina El Tazi');
  await expect(page.getByLabel('Phone')).toHaveValue('+212 661 000 111');
  await expect(page.getByLabel('City')).toHaveValue('Marrakech');

  // Signed-in visitors are sent away from the sign-in page.
  await open(page, '/login');
  await expect(page).toHaveURL('/');
});

test('the header search trims the query and ignores a blank one', async ({ page }) => {
  await open(page, '/about');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL('/about');
  await search.fill('  brass lantern  ');
  await search.press('Enter');
  await expect(page).toHaveURL('/products?search=brass%20lantern');
});

test('switching to Arabic mirrors the page and is remembered', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'الرئيسية' }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logo = await page.getByRole('link', { name: 'Ochre' }).first().boundingBox();
  const viewport = page.viewportSize();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);

  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the mobile menu opens and navigates @phone-only', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL('/activities');
  await expect(dialog).toBeHidden();
});
