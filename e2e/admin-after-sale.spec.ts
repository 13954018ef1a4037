import { expect, test } from './fixtures';
import { backOffice, open, paidBooking, signInAsAdmin, unique } from './support';

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

test('staff move a paid booking to another day, then cancel it with a refund of their choosing @phone', async ({
  page,
  browser,
  request,
}) => {
  const name = `Omar ${unique()}`;
  const { date, reference } = await paidBooking(page, name);

  // Another day when the 10:00 class still has room.
  const after = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const until = new Date(Date.parse(`${date}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const availability = await request.get(
    `/api/activities/medina-cooking-class/availability?from=${after}&to=${until}`,
  );
  const { dates } = (
    (await availability.json()) as {
      data: { dates: { date: string; slots: { startTime: string; status: string }[] }[] };
    }
  ).data;
  const moveTo = dates.find((d) =>
    d.slots.some((s) => s.startTime === '10:00' && s.status === 'AVAILABLE'),
  )?.date;
  expect(moveTo).toBeTruthy();

  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await backOffice(staff, 'reservations');
  await staff.getByLabel('Reference, name, e-mail or item').fill(reference);
  const rows = staff.getByTestId('admin-reservation-row');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: new RegExp(`Open the reservation of ${name}`) })
    .click();

  await staff.getByLabel('Move to another date').fill(moveTo!);
  await staff.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(staff.getByText('Reservation moved.')).toBeVisible();

  // The policy would give everything back this far ahead; staff refund $25 instead.
  await staff.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Cancel this reservation?' });
  await dialog.getByLabel('Refund instead of the policy ($)').fill('25');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(staff.getByText('Reservation cancelled. The customer has been told.')).toBeVisible();
  await staffContext.close();

  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  await expect(row.getByText(longDate(moveTo!))).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText('$25.00 refunded')).toBeVisible();
});
