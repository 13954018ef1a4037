import { expect, test } from './fixtures';
import { adminToken, open, signInAsAdmin } from './support';

test('an admin watches the background jobs: each queue by state, and the failed ones @phone', async ({
  page,
}) => {
  // A generation task is a job: one whose address answers nothing still runs to its end.
  const started = await page.request.post('/api/generate-article', {
    data: { base_urls: ['http://127.0.0.1:9/closed-port'] },
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(started.status()).toBe(202);

  await signInAsAdmin(page);
  await open(page, '/account?tab=admin&section=jobs');
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();

  const queue = (name: string) => page.getByTestId('job-queue').filter({ hasText: name });
  await expect(queue('orders.release-lapsed-holds')).toBeVisible();
  const generation = queue(/^generator\.task(?!\.)/);
  await expect(generation.getByText('Waiting')).toBeVisible();
  // Refresh until the task's job shows as done (the worker takes it within a couple of seconds).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(generation.getByRole('definition').nth(2)).not.toHaveText('0', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
  await page.getByLabel('Queue').selectOption('generator.task');
  await expect(page.getByText('No failed jobs')).toBeVisible();
});
