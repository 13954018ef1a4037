import path from 'node:path';
import { expect, test } from './fixtures';
import { backOffice, open, signIn, signInAsAdmin, unique } from './support';

const LANTERN_PICTURE = path.join(
  import.meta.dirname,
  '../apps/api/seed/images/products/brass-star-lantern-2.webp',
);

test('an admin answers a support ticket and the customer reads the answer', async ({ page, browser }) => {
  // A customer opens a ticket from the account (the API call the Support tab makes).
  const email = `hind.${unique()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Hind Alaoui', email, password: 'medina-2026' },
  });
  const { token } = (await registered.json()).data as { token: string };
  const subject = `Payment page froze ${unique()}`;
  const created = await page.request.post('/api/contact', {
    data: {
      name: 'Hind Alaoui',
      email,
      subject,
      message: 'The payment page froze after I pressed Pay.',
      category: 'technical',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page);
  await backOffice(page, 'dashboard');
  // The journeys run without PayPal: the dashboard says the site takes no real money (issue 13 point 5).
  await expect(page.getByRole('note').filter({ hasText: 'Payments run in test mode' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Support tickets to answer/ })).toBeVisible();
  await page.getByRole('link', { name: /Support tickets to answer/ }).click();
  await expect(page).toHaveURL(/section=messages&kind=ticket&status=open/);

  const row = page.getByTestId('inbox-row').filter({ hasText: subject });
  await expect(row.getByText('Unread')).toBeAttached();
  await row.click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('The payment page froze after I pressed Pay.')).toBeVisible();
  await page
    .getByLabel('Your answer')
    .fill('Sorry about that! We fixed the payment page this morning; please try again.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer has been e-mailed to the customer.')).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText('We fixed the payment page this morning')).toBeVisible();

  // The customer sees the answer in the Support tab and can reply.
  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, email, 'medina-2026');
  await open(customer, '/account?tab=support');
  const ticket = customer.getByTestId('ticket-row').filter({ hasText: subject });
  await expect(ticket.getByText('Answered')).toBeVisible();
  await ticket.getByRole('button').click();
  await expect(ticket.getByText('We fixed the payment page this morning')).toBeVisible();
  await ticket.getByLabel('Your reply').fill('It works now, thank you!');
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await expect(customer.getByText('Your reply has been sent.')).toBeVisible();
  await expect(ticket.getByText('Waiting for our team')).toBeVisible();
  await customer.context().close();
});

test('an admin creates a product with a picture, publishes it, and the shop shows it', async ({
  page,
  request,
}) => {
  const name = `Engraved Brass Lantern ${unique()}`;
  const slug = name.toLowerCase().replaceAll(' ', '-');
  await signInAsAdmin(page);
  await backOffice(page, 'products');
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page
    .getByLabel('Short description')
    .fill('Hand-engraved in the Fez medina, it throws stars across the room.');
  await page
    .getByLabel('Full description')
    .fill('Each lantern takes two days.\n\nBrass, glass and a warm bulb holder.');
  await page.getByRole('spinbutton', { name: 'Price (USD)', exact: true }).fill('79.50');
  await page.getByLabel('Original price (USD)').fill('95');
  await page.getByLabel('Units in stock').fill('6');
  await page.getByLabel('Category').fill('Home Decor');
  await page.getByLabel('Add pictures').setInputFiles(LANTERN_PICTURE);
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', /^\/uploads\/products\//);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // A draft until published.
  expect((await request.get(`/products/${slug}`)).status()).toBe(404);
  await page.getByText('Published in the shop').click();
  await expect(page.getByRole('switch', { name: 'Published in the shop' })).toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
    'href',
    `/products/${slug}`,
  );

  await open(page, `/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('$79.50').first()).toBeVisible();
  await expect(page.locator(`main img[src^="/uploads/products/"]`).first()).toBeVisible();

  // The list finds it, published.
  await backOffice(page, 'products');
  await page.getByRole('searchbox', { name: 'Name, SKU or address' }).fill(name);
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('switch', { name: `Publish ${name}` })).toBeChecked();
});

test('an admin writes and publishes an article in the rich-text editor, and readers get it sanitised @last', async ({
  page,
}) => {
  const title = `Ten Hours in the Medina ${unique()}`;
  await signInAsAdmin(page);
  await backOffice(page, 'articles');
  await page.getByRole('button', { name: 'New article' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  const editor = page.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Morning at the gates');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start at ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Bab Doukkala');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' before nine. See the map');
  for (let i = 0; i < 'See the map'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByText('Use an https://, mailto: or /page address.')).toBeVisible();
  await linkDialog.getByLabel('Address').fill('https://example.com/medina-map');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor.getByRole('link', { name: 'See the map' })).toBeVisible();
  await page.getByText('Published', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
  await page.getByLabel('Title for search engines').fill('A day in the Marrakech medina');

  // A tampered request (an old client, a script) must still reach readers clean: the server sanitises.
  await page.route('**/api/admin/articles', async (route) => {
    const body = route.request().postDataJSON() as { content: string };
    body.content +=
      '<script>window.__pwned = 1</script><p style="color:red" onclick="window.__pwned = 2">Mind the mopeds.</p>' +
      '<img src="/uploads/articles/none.webp" onerror="window.__pwned = 3" alt="">';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article saved.')).toBeVisible();
  const view = page.getByRole('link', { name: 'View the article' });
  await expect(view).toBeVisible();
  const href = await view.getAttribute('href');
  expect(href).toMatch(/^\/articles\/ten-hours-in-the-medina-/);

  await open(page, href!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.locator('.prose-ochre').first();
  await expect(body.getByRole('heading', { level: 2, name: 'Morning at the gates' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Bab Doukkala');
  const link = body.getByRole('link', { name: 'See the map' });
  await expect(link).toHaveAttribute('href', 'https://example.com/medina-map');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(body.getByText('Mind the mopeds.')).toBeVisible();
  await expect(body.locator('script, [style], [onclick], [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
