import { type APIRequestContext, expect, test } from './fixtures';
import { adminToken, holdRequests, open, pickDate, registerCustomer, unique } from './support';

/** A customer created through the API, to sign in with later. */
async function apiCustomer(request: APIRequestContext, name: string) {
  const email = `guest.${unique()}@example.com`;
  const password = 'medina-2026';
  const res = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(res.ok()).toBe(true);
  return { email, password, token: ((await res.json()) as { data: { token: string } }).data.token };
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('a guest books an activity, signs in through the modal and pays the deposit @phone', async ({
  page,
  request,
}) => {
  const account = await apiCustomer(request, 'Salma Bennani');
  await open(page, '/activities/hot-air-balloon-sunrise');
  await expect(page.getByRole('heading', { level: 1, name: /Sunrise Hot-Air Balloon/ })).toBeVisible();

  // Invalid first: every SPEC §5 message, each clearing as its field is edited.
  const submit = page.getByRole('button', { name: /^Reserve and pay/ });
  await submit.click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await expect(page.getByText('WhatsApp number is required')).toBeVisible();
  await expect(page.getByText('Please select a reservation date')).toBeVisible();
  await page.getByLabel('Full name').fill('Salma Bennani');
  await expect(page.getByText('Full name is required')).toBeHidden();
  await page.getByLabel('Email address').fill('salma-at-example');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill('salma@example.com');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();

  // Then valid.
  await page.getByLabel('WhatsApp number').fill('+212 661 234 567');
  await pickDate(page, page.getByRole('button', { name: /Date/ }), 15);
  await expect(page.getByText(/places? left on this date/)).toBeVisible();
  await page.getByRole('button', { name: 'One adult more' }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('$390.00');
  await expect(page.getByTestId('savings')).toHaveText('−$90.00');
  await page.getByLabel('Notes').fill('Pick-up at Riad Kniza, please.');
  await page.getByText('Pay a deposit').click();
  await page.getByRole('button', { name: 'Reserve and pay the deposit' }).click();

  // A guest is asked to sign in; the details survive a reload.
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  // Back at the top after the reload: on a phone the form is then far out of sight.
  await page.evaluate(() => {
    history.scrollRestoration = 'manual';
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText('We kept the details you entered.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Salma Bennani');
  await expect(page.getByLabel('Email address')).toHaveValue('salma@example.com');
  await expect(page.getByLabel('Notes')).toHaveValue('Pick-up at Riad Kniza, please.');
  await expect(page.getByTestId('booking-total')).toHaveText('$390.00');

  await page.getByRole('button', { name: 'Reserve and pay the deposit' }).click();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  // The submission proceeds: reservation, deposit order, and the payment in place of submit.
  await expect(page.getByText('Reservation created. Proceed to payment.').first()).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('$10.00');
  await expect(page.getByRole('button', { name: /^Reserve and pay/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();

  await expect(page).toHaveURL('/thank-you');
  await expect(page.getByRole('heading', { name: 'Thank you! Your reservation is received' })).toBeVisible();
  await expect(page.getByTestId('reservation-status')).toHaveText('Pending Confirmation');
  await expect(page.getByTestId('order-number')).toHaveText(/^[a-z0-9]{7}$/);
  await expect(page.getByTestId('paid-now')).toHaveText('$10.00');
  await expect(page.getByTestId('balance-due')).toHaveText('$380.00');
  for (const action of ['WhatsApp', 'E-mail']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
  for (const action of ['Print', 'Share']) {
    await expect(page.getByRole('button', { name: action })).toBeVisible();
  }
  const reference = (await page.getByTestId('reservation-reference').textContent())?.trim() ?? '';

  await page.getByRole('link', { name: 'My reservations' }).click();
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  await expect(row.getByText('Pending Confirmation')).toBeVisible();
  await expect(row.getByText('Deposit paid')).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay now/i })).toHaveCount(0);
});

test('a signed-in customer who books while the stored session is still being checked is not asked to sign in', async ({
  page,
}) => {
  await registerCustomer(page, 'Yassine Amrani');
  // The check of the stored session answers only once the form is sent.
  const answer = await holdRequests(page, '**/api/auth/profile');
  await open(page, '/activities/hot-air-balloon-sunrise');
  await page.getByLabel('WhatsApp number').fill('+212 661 345 678');
  await pickDate(page, page.getByRole('button', { name: /Date/ }), 19);
  await page.getByRole('button', { name: /^Reserve and pay/ }).click();
  await expect(page.getByRole('button', { name: /^Reserve and pay/ })).toBeDisabled();
  answer();

  await expect(page.getByText('Reservation created. Proceed to payment.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0);
});

test('a field the customer is typing in as the booking form wakes is not filled in from the account', async ({
  page,
}) => {
  await registerCustomer(page, 'Nadia Tazi');
  // The form's code arrives only once the customer is in the e-mail field.
  const deliver = await holdRequests(page, /activity-booking-form-[\w-]+\.js$/);
  await open(page, '/activities/hot-air-balloon-sunrise');
  const email = page.getByLabel('Email address');
  await email.click();
  deliver();
  // Awake: the other fields start with the account's details.
  await expect(page.getByLabel('Full name')).toHaveValue('Nadia Tazi');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
  await page.keyboard.type('nadia.trips@example.com');
  await expect(email).toHaveValue('nadia.trips@example.com');
});

test('a travel program is reserved and paid in full @phone', async ({ page }) => {
  await registerCustomer(page, 'Youssef Alaoui');
  await open(page, '/travels');
  await page.getByLabel('Search travel programs').fill('imperial');
  await expect(page.getByText('1 program')).toBeVisible();
  await page.getByRole('link', { name: 'The Imperial Cities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Imperial Cities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();

  await expect(page.getByLabel('First name')).toHaveValue('Youssef');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+212 600 123 456');
  await page.getByRole('button', { name: 'One adult fewer' }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('$1,650.00');
  await page.getByRole('button', { name: 'One adult more' }).click();
  await page.getByRole('button', { name: 'One adult more' }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('$4,950.00');
  await page.getByRole('button', { name: 'Reserve and pay', exact: true }).click();
  await expect(page.getByText('Please select a preferred start date')).toBeVisible();
  await pickDate(page, page.getByRole('button', { name: /Preferred start date/ }), 18, 2);
  await page.getByLabel('Emergency contact name').fill('Khadija Alaoui');
  await page.getByRole('button', { name: 'Reserve and pay', exact: true }).click();

  await expect(page.getByTestId('amount-due')).toHaveText('$4,950.00');
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/travel/thank-you');
  await expect(page.getByTestId('reservation-status')).toHaveText('Pending Confirmation');
  await expect(page.getByRole('link', { name: 'The Imperial Cities' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'DestinationImperial Cities' })).toBeVisible();
  await expect(page.getByText('3 adults')).toBeVisible();
  await expect(page.getByTestId('balance-due')).toHaveText('$0.00');
});

test('the stay form checks its fields and sums up the nights', async ({ page }) => {
  await open(page, '/hosting');
  await expect(page.getByText('$120.00')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Imlil Mountain Lodge' }).click();
  await expect(page.getByRole('heading', { name: 'Your stay at Imlil Mountain Lodge' })).toBeVisible();

  await page.getByRole('button', { name: 'Request this stay' }).click();
  await expect(page.getByText('Please select a property and dates').first()).toBeVisible();
  await expect(page.getByText('Full name is required')).toBeVisible();

  const more = page.getByRole('button', { name: 'One guest more' });
  await more.click();
  await more.click();
  await expect(more).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Guests' })).toContainText('4');

  await pickDate(page, page.getByRole('button', { name: /Check-in/ }), 16);
  await pickDate(page, page.getByRole('button', { name: /Check-out/ }), 19, 0);
  await expect(page.getByTestId('stay-nights')).toHaveText('3');
  await expect(page.getByTestId('stay-total')).toHaveText('$285.00');

  await page.getByLabel('Full name').fill('Amina Tazi');
  await page.getByLabel('Email address').fill('amina@');
  await page.getByLabel('WhatsApp number').fill('+212 661 234 567');
  await page.getByRole('button', { name: 'Request this stay' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill('amina@example.com');
  await page.getByRole('button', { name: 'Request this stay' }).click();
  await expect(page.getByTestId('stay-request')).toContainText('Thank you, Amina Tazi!');
  await expect(page.getByRole('link', { name: 'Send my request on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
});

test('a confirmed reservation is paid through its link, and Pay Now goes away', async ({ page, request }) => {
  const { email, password } = await registerCustomer(page, 'Omar Idrissi');
  const token = await apiToken(request, email, password);
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const booked = await request.post('/api/activities/medina-cooking-class/reserve', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customerInfo: { name: 'Omar Idrissi', email, whatsapp: '+212 661 000 222' },
      reservationDate: date,
      numberOfPersons: 2,
    },
  });
  expect(booked.status()).toBe(201);
  const reservation = ((await booked.json()) as { data: { _id: string; reference: string } }).data;

  const admin = adminToken();
  const confirmed = await request.post(`/api/admin/reservations/activity/${reservation._id}/confirm`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(confirmed.ok()).toBe(true);

  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reservation.reference });
  await expect(row.getByText('Confirmed')).toBeVisible();
  await expect(row.getByText('Not paid')).toBeVisible();
  await row.getByRole('link', { name: /Pay now/i }).click();

  await expect(page).toHaveURL(/\/payment\/reservation\//);
  await expect(page.getByRole('heading', { name: `Reservation ${reservation.reference}` })).toBeVisible();
  await expect(page.getByText('$15.00')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText('$138.00');
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/thank-you');
  await expect(page.getByTestId('reservation-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('balance-due')).toHaveText('$0.00');

  await open(page, '/account?tab=reservations');
  const paid = page.getByTestId('reservation-row').filter({ hasText: reservation.reference });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid.getByRole('link', { name: /Pay now/i })).toHaveCount(0);
});

test('activities are filtered through the address, and dead ends lead somewhere', async ({
  page,
  request,
}) => {
  await open(page, '/activities?category=Desert%20Experiences&sort=price-low');
  await expect(page.getByRole('heading', { name: 'Camel Ride through the Palmeraie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sunrise Hot-Air Balloon/ })).toHaveCount(0);

  await open(page, '/activities?search=zzzz-nothing');
  await expect(page.getByText('No activities found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL('/activities');
  await expect(page.getByRole('link', { name: /^Book / })).toHaveCount(12);

  const detail = await request.get('/activities/hot-air-balloon-sunrise');
  const html = await detail.text();
  expect(html).toContain('<script type="application/ld+json" data-head="jsonld">');
  expect(html).toContain('"priceCurrency":"USD"');
  expect(html).toContain('<meta name="description"');

  const missing = await request.get('/activities/no-such-activity');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Activity Not Found');
  const noProgram = await request.get('/travels/atlantis');
  expect(noProgram.status()).toBe(404);
  expect(await noProgram.text()).toContain('Program Not Found');

  await open(page, '/payment/reservation/token/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Invalid or expired payment link.' })).toBeVisible();
  await open(page, '/travel/thank-you');
  await expect(page).toHaveURL('/travels');
});
