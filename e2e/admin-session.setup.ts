import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { ADMIN, ADMIN_SESSION_FILE } from './support';

/**
 * The administrator signs in once per run: login is rate limited per address
 * and account, and the admin journeys would otherwise spend that allowance.
 */
setup('the administrator signs in once', async ({ request }) => {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  writeFileSync(ADMIN_SESSION_FILE, JSON.stringify(data));
});
