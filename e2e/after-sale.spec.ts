import { expect, test } from './fixtures';
import { holdRequests, open, paidBooking } from './support';

test('a customer cancels a paid booking and sees the refund', async ({ page }) => {
  const { reference, totalPrice } = await paidBooking(page, 'Salma Berrada');

  const refund = `$${totalPrice.toFixed(2)}`;
  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /Cancel the reservation/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await expect(dialog.getByTestId('cancel-preview')).toContainText(
    `You will get ${refund} back (100% under the policy).`,
  );
  // The refresh after the cancel asks for the list and the dialog's preview again; the list coming
  // back first takes the Cancel button away, and the message must still show.
  const releasePreview = await holdRequests(page, /\/cancellation$/);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  releasePreview();

  await expect(page.getByRole('status').filter({ hasText: 'Reservation cancelled.' })).toContainText(refund);
  await expect(row.getByText(`${refund} refunded`)).toBeVisible();
  await expect(row.getByRole('button', { name: /Cancel the reservation/ })).toHaveCount(0);
});
