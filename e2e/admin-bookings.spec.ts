import { expect, test } from './fixtures';
import { open, pickDate, registerCustomer, signInAsAdmin, unique } from './support';

test('an admin confirms a booking from the dashboard and the customer can pay @phone', async ({
  page,
  browser,
}) => {
  const name = `Nadia ${unique()}`;
  const { email } = await registerCustomer(page, name);
  await open(page, '/activities/medina-cooking-class');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('WhatsApp number').fill('+212 661 987 654');
  await pickDate(page, page.getByRole('button', { name: /Date/ }), 17);
  // The cooking class runs at 10:00 and 15:00.
  await page
    .locator('label')
    .filter({ has: page.locator('input[name="startTime"][value="10:00"]') })
    .click();
  await page.getByLabel('Notes').fill('We are vegetarian.');
  await page.getByRole('button', { name: 'Reserve and pay', exact: true }).click();
  await expect(page.getByText('Reservation created. Proceed to payment.').first()).toBeVisible();

  // The back office, in a browser of its own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await open(admin, '/account?tab=admin&section=dashboard');
  await admin
    .getByRole('link', { name: /Reservations to confirm/ })
    .first()
    .click();
  await expect(admin).toHaveURL(/section=reservations/);
  await expect(admin).toHaveURL(/status=pending/);
  await expect(admin.getByLabel('Status')).toHaveValue('pending');
  await admin.getByLabel('Reference, name, e-mail or item').fill(email);
  const rows = admin.getByTestId('admin-reservation-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('Pending Confirmation');
  await rows
    .first()
    .getByRole('button', { name: new RegExp(`Open the reservation of ${name}`) })
    .click();

  await expect(admin.getByText('We are vegetarian.')).toBeVisible();
  await expect(admin.getByText('at 10:00')).toBeVisible();
  await expect(admin.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(admin.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/212661987654',
  );
  await expect(admin.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  const heading = (await admin.getByRole('heading', { name: /^Reservation #/ }).textContent()) ?? '';
  const reference = heading.replace('Reservation #', '').trim();

  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm this reservation?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    admin.getByText('Reservation confirmed. The customer has been sent a payment link.'),
  ).toBeVisible();
  await expect(admin.getByText('Sent to the customer')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  await adminContext.close();

  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  await expect(row.getByText('Confirmed')).toBeVisible();
  await expect(row.getByText('Not paid')).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay now/i })).toBeVisible();
});

test('an admin imports activities from a CSV file and they are on the site @last', async ({ page }) => {
  const title = `Ourika Valley Walk ${unique()}`;
  const sku = `E2E-${unique()}`;
  const csv = (price: string) =>
    Buffer.from(
      [
        'title,sku,category,location,price,duration,difficulty,shortDescription,tags,included',
        `"${title}",${sku},Adventure,Ourika,${price},6 hours,moderate,Waterfalls and a Berber lunch.,valley|waterfalls,Guide|Lunch`,
      ].join('\n'),
    );
  const file = (price: string) => ({ name: 'activities.csv', mimeType: 'text/csv', buffer: csv(price) });

  await signInAsAdmin(page);
  await open(page, '/account?tab=import');
  await expect(page.getByRole('heading', { name: 'Activity import' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('activities-template.csv');

  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await page.getByLabel('File (.csv or .json)').setInputFiles(file('42'));
  await upload.click();
  await expect(page.getByText('Activities imported.')).toBeVisible();
  const report = page.getByTestId('import-report');
  await expect(report.getByRole('row').filter({ hasText: title })).toContainText('Created');

  // The same file again updates what it created.
  await page.getByLabel('File (.csv or .json)').setInputFiles(file('45'));
  await upload.click();
  await expect(report.getByRole('row').filter({ hasText: title })).toContainText('Updated');

  // A bad row: nothing is written and the report says why.
  await page.getByLabel('File (.csv or .json)').setInputFiles(file('free'));
  await upload.click();
  await expect(
    page.getByText('Nothing was imported: some rows were rejected. Fix them and upload the file again.'),
  ).toBeVisible();
  await expect(report).toContainText('Enter an amount in dollars with at most two decimals.');
  await expect(report.getByRole('row').filter({ hasText: title })).toContainText('Rejected');

  await open(page, '/activities?search=Ourika');
  const card = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$45.00').first()).toBeVisible();
});
