import path from 'node:path';
import { expect, test } from './fixtures';
import { adminToken, backOffice, open, signInAsAdmin, unique } from './support';

const POTTERY_PICTURE = path.join(
  import.meta.dirname,
  '../apps/api/seed/images/activities/agafay-desert-sunset-dinner-1.webp',
);

test('an admin creates an activity with a picture and places per date, and its page takes bookings for that many', async ({
  page,
}) => {
  const name = `Zellige Tile Workshop ${unique()}`;
  const slug = name.toLowerCase().replaceAll(' ', '-');
  await signInAsAdmin(page);
  await backOffice(page, 'activities');
  await page.getByRole('button', { name: 'New activity' }).click();
  await expect(page.getByRole('heading', { name: 'New activity' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page
    .getByLabel('Short description')
    .fill('Cut and set your own zellige star with a master craftsman.');
  await page.getByLabel('Full description').fill('Three hours in a Fez-style workshop.\n\nTea included.');
  await page.getByLabel('Add pictures').setInputFiles(POTTERY_PICTURE);
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute(
    'src',
    /^\/uploads\/activities\//,
  );
  await page.getByLabel('Included', { exact: true }).fill('Tools and tiles\nMint tea, and pastries');
  await page.getByLabel('Price per person (USD)').fill('48');
  await page.getByLabel('Market price (USD)').fill('60');
  await page.getByLabel('Largest group').fill('4');
  await page.getByLabel('Places per date').fill('3');
  await page.getByLabel('Category').fill('Crafts');
  await page.getByLabel('Location').fill('Medina');
  await page.getByLabel('Duration', { exact: true }).fill('3 hours');

  // Places below the smallest group are refused in the form, with the field's message.
  await page.getByLabel('Smallest group').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Places per date must be at least the smallest group.')).toBeVisible();
  await page.getByLabel('Smallest group').fill('1');

  await page.getByText('Published on the site').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Activity created.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
    'href',
    `/activities/${slug}`,
  );

  await open(page, `/activities/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main img[src^="/uploads/activities/"]').first()).toBeVisible();
  await expect(page.getByText('Mint tea, and pastries')).toBeVisible();
  await page.getByRole('button', { name: /Date/ }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: / 15th, \d{4}/ }).click();
  await expect(page.getByText('3 places left on this date.')).toBeVisible();

  // Unpublished from the list's row menu, it leaves the site.
  await backOffice(page, 'activities');
  await page.getByRole('searchbox', { name: 'Name, place, SKU or address' }).fill(name);
  const row = page.getByTestId('activity-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('switch', { name: `Publish ${name}` })).toBeChecked();
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(page.getByText(`${name} is hidden from the site.`)).toBeVisible();
  expect((await page.request.get(`/api/activities/${slug}`)).status()).toBe(404);
});

test('an admin adds a day to a travel program, moves it, and the program page shows the new order', async ({
  page,
  request,
}) => {
  const title = `Valley of Roses ${unique()}`;
  const token = adminToken();
  const created = await request.post('/api/admin/travels', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      price: 610,
      maxGroupSize: 8,
      duration: '3 days / 2 nights',
      isPublished: true,
      itinerary: [
        { title: 'Over the Tichka pass', description: 'Marrakech to Ouarzazate.', activities: ['Drive'] },
        { title: 'Home through the Ourika', description: 'Back to Marrakech.', activities: [] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const program = ((await created.json()) as { data: { _id: string; destination: string } }).data;

  await signInAsAdmin(page);
  await open(page, `/account?tab=admin&section=travels&edit=${program._id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const days = page.getByTestId('itinerary-day');
  await expect(days).toHaveCount(2);

  await page.getByRole('button', { name: 'Add a day' }).click();
  await expect(days).toHaveCount(3);
  await page.getByLabel('Title of day 3').fill('Roses of Kelaat M’Gouna');
  await page.getByLabel('What happens on day 3').fill('The rose valley and its distillery.');
  await page.getByLabel('Activities of day 3').fill('Rose distillery, Valley walk');
  await page.getByRole('button', { name: 'Move day 3 earlier' }).click();
  await expect(days.nth(1)).toContainText('Day 2');
  await expect(page.getByLabel('Title of day 2')).toHaveValue('Roses of Kelaat M’Gouna');
  await expect(page.getByLabel('Title of day 3')).toHaveValue('Home through the Ourika');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Travel program saved.')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await open(page, `/travels/${program.destination}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'Itinerary' }).locator('h3');
  await expect(itinerary).toHaveText([
    'Over the Tichka pass',
    'Roses of Kelaat M’Gouna',
    'Home through the Ourika',
  ]);
  await expect(page.getByRole('list', { name: 'Day 2 activities' })).toContainText('Rose distillery');
});
