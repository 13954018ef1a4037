import { expect, test } from './fixtures';
import { adminToken, holdRequests, open, signIn, unique } from './support';

test('an administrator who steps down and moves on at once has no back office left in this session', async ({
  page,
  request,
}) => {
  const email = `staff.${unique()}@example.com`;
  const password = 'riad-staff-2026';
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Yassine Alaoui', email, password },
  });
  expect(registered.ok()).toBe(true);
  const { _id } = ((await registered.json()) as { data: { _id: string } }).data;
  const promoted = await request.patch(`/api/admin/users/${_id}`, {
    data: { isAdmin: true },
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(promoted.ok()).toBe(true);

  await signIn(page, email, password);
  await open(page, '/account?tab=admin&section=users');
  await page.getByLabel('Search by name or email').fill(email);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Step down as administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step down as administrator?' });

  // The list's refresh after the change is held while the administrator closes the dialog and
  // goes to another tab: the Users section, which made the change, is gone when it ends.
  const releaseList = await holdRequests(page, /\/api\/admin\/users\?/);
  await dialog.getByRole('button', { name: 'Step down as administrator' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Profile' }).click();
  releaseList();

  await expect(page.getByRole('tab', { name: 'Admin' })).toHaveCount(0);
});
