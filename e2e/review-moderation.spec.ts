import { expect, test } from './fixtures';
import { open, registerCustomer, signInAsAdmin, unique } from './support';

test('a review of an activity waits for staff, who approve and answer it; then it shows with the reply @phone', async ({
  page,
  browser,
}) => {
  const words = `the tagine class (${unique()}) was the best afternoon of our trip`;
  await registerCustomer(page, `Nadia ${unique()}`);
  await open(page, '/activities/medina-cooking-class');
  const form = page.locator('form').filter({ hasText: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Space');
  await form.getByLabel('Your review').fill(`Wonderful: ${words}.`);
  await form.getByRole('button', { name: 'Submit review' }).click();
  // Without a completed booking it is not verified, so it waits for staff.
  await expect(page.getByText('Thank you! Your review will appear once we have read it.')).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAsAdmin(staff);
  await open(staff, '/account?tab=admin&section=reviews');
  await expect(staff.getByRole('heading', { name: 'Activity and travel reviews' })).toBeVisible();
  const card = staff.getByTestId('admin-review').filter({ hasText: words });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await card.getByLabel('Public reply').fill('Shukran, Nadia! Come back for the couscous class.');
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(staff.getByText('Review updated.').first()).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await staff.getByLabel('Show').selectOption('approved');
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Public reply')).toHaveValue(
    'Shukran, Nadia! Come back for the couscous class.',
  );
  await card.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: test.info().outputPath('admin-reviews.png') });
  await staff.close();

  await open(page, '/activities/medina-cooking-class');
  // Both screen sizes run against the same site: look inside this run's review only.
  const shown = page.getByRole('listitem').filter({ hasText: words });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Our reply')).toBeVisible();
  await expect(shown.getByText('Shukran, Nadia! Come back for the couscous class.')).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('public-reply.png') });
});
