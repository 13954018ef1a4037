import { expect, type Page, test } from './fixtures';
import { open, registerCustomer } from './support';

const TEAPOT = '/products/engraved-moroccan-teapot';
const AGAFAY = '/activities/agafay-desert-sunset-dinner';

/** The page's language versions, as its head lists them. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname,
      ]),
    ),
  );
}

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
}

test('French and Spanish product and activity pages live at their own addresses, fully in their language', async ({
  page,
}) => {
  await open(page, `/fr${TEAPOT}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Théière marocaine gravée, 800 ml' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/fr\/products\/engraved-moroccan-teapot$/,
  );
  expect(await alternates(page)).toEqual({
    en: TEAPOT,
    fr: `/fr${TEAPOT}`,
    es: `/es${TEAPOT}`,
    ar: `/ar${TEAPOT}`,
    'x-default': TEAPOT,
  });
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  const product = await structuredData(page);
  expect(product).toMatchObject({
    name: 'Théière marocaine gravée, 800 ml',
    offers: { priceCurrency: 'USD' },
  });
  expect(String((product.offers as { url: string }).url)).toMatch(
    /\/fr\/products\/engraved-moroccan-teapot$/,
  );

  // Links stay in French; the menu takes the same page to Spanish.
  await expect(page.getByRole('link', { name: 'Activités' }).first()).toHaveAttribute(
    'href',
    '/fr/activities',
  );
  await page.goto(`/es${AGAFAY}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Atardecer en el desierto de Agafay, paseo en camello y cena bajo las estrellas',
    }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /^Idioma: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr${AGAFAY}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The choice is remembered: an English address now takes this visitor to the French page.
  await page.goto(TEAPOT);
  await expect(page).toHaveURL(`/fr${TEAPOT}`);
});

test('Arabic product and activity pages read right to left at phone width @phone', async ({ page }) => {
  for (const [path, name] of [
    [TEAPOT, 'برّاد مغربي منقوش، 800 مل'],
    [AGAFAY, 'غروب الشمس في صحراء أكفاي، جولة على الجمل وعشاء تحت النجوم'],
  ] as const) {
    await open(page, `/ar${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_MA');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('a first visit from a French browser is offered the French page, not sent there', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  const page = await context.newPage();
  await open(page, '/');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('region', { name: 'Suggestion de langue' });
  await expect(offer).toContainText('Cette page existe en français.');
  await offer.getByRole('link', { name: 'Voir en français' }).click();
  await expect(page).toHaveURL('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('prices read in dirhams once chosen, while payment stays in dollars and structured data too', async ({
  page,
}) => {
  await open(page, TEAPOT);
  await page.getByRole('button', { name: /^Prices in: .*USD$/ }).click();
  await expect(page.getByRole('menu')).toContainText('Payments are charged in US dollars.');
  await page.getByRole('menuitem', { name: /MAD/ }).click();
  await expect(page.getByRole('button', { name: /^Prices in: .*MAD$/ })).toBeVisible();
  await expect(page.locator('main')).toContainText('MAD');
  expect(await structuredData(page)).toMatchObject({ offers: { price: '72.00', priceCurrency: 'USD' } });
  // Remembered: the server renders the next page in dirhams.
  const html = await (await page.request.get('/products', { headers: { cookie: 'currency=MAD' } })).text();
  expect(html).toContain('MAD');
});

test('checkout in euros says plainly that the charge is in dollars, with both amounts', async ({ page }) => {
  await registerCustomer(page, 'Inès Moreau');
  await page.context().addCookies([{ name: 'currency', value: 'EUR', url: new URL(page.url()).origin }]);
  await open(page, TEAPOT);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await open(page, '/checkout');
  // $72.00, free shipping over $50, 10% tax: $79.20, shown in euros at 0.86.
  await expect(page.getByTestId('order-total')).toHaveText('€68.11');
  await page.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await page.getByLabel('Address').fill('12 rue des Tanneurs');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('Postal code').fill('69001');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByTestId('charged-in-dollars')).toHaveText(
    'You will be charged $79.20, in US dollars (about €68.11 at the rates of November 1, 2026; your bank sets the final amount).',
  );
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/thank-you');
});
