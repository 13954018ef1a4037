import { expect, test } from './fixtures';
import { emailTo, open, unique } from './support';

test('a customer who forgot the password gets a link by e-mail, sets a new one and signs in @phone', async ({
  page,
}) => {
  const email = `forgetful.${unique()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Youssef Alaoui', email, password: 'old-password-1' },
  });
  expect(registered.status()).toBe(201);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const message = await emailTo(email);
  const link = message.match(/http:\/\/[^\s]+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const address = new URL(link!);

  await open(page, `${address.pathname}${address.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('new-password-2');
  await page.getByLabel('Confirm the new password').fill('new-password-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('old-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();

  // The link worked once.
  await page.evaluate(() => window.localStorage.clear());
  await open(page, `${address.pathname}${address.search}`);
  await page.getByLabel(/^New password/).fill('third-password');
  await page.getByLabel('Confirm the new password').fill('third-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please ask for a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
