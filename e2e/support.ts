import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { readableEmail } from '../apps/api/test/helpers/outbox';

/** Opens a page and waits until React has hydrated it, so typing and clicking reach the app. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a section of the back office (the admin signed in). */
export const backOffice = (page: Page, section: string) =>
  open(page, `/account?tab=admin&section=${section}`);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const ADMIN = { email: 'admin@ochre.test', password: 'admin-password-e2e' };

/** Where the setup project keeps the administrator's session (token and user) for this run. */
export const ADMIN_SESSION_FILE = new URL('../test-results/admin-session.json', import.meta.url);

const adminSession = (): { token: string } & Record<string, unknown> =>
  JSON.parse(readFileSync(ADMIN_SESSION_FILE, 'utf8'));

/** The administrator's bearer token, for API calls a journey makes on the side. */
export const adminToken = () => adminSession().token;

/** Opens the site as the signed-in administrator, stored the way the site stores a session. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const { token, ...user } = adminSession();
  await open(page, '/');
  await page.evaluate(
    ([t, u]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
}

/** Signs in through /login and waits for the session. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
}

/** Registers a new customer through /register and stays signed in. */
export async function registerCustomer(
  page: Page,
  name = 'Test Traveller',
): Promise<{ email: string; password: string }> {
  const email = `traveller.${unique()}@example.com`;
  const password = 'medina-2026';
  await open(page, '/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! Welcome.')).toBeVisible();
  return { email, password };
}

/**
 * A new customer's cooking class at 10:00 on its first open day, for two adults, paid in full
 * through the API as the booking form would (test mode). The customer stays signed in.
 */
export async function paidBooking(
  page: Page,
  name: string,
  email = 'salma@example.com',
): Promise<{ date: string; reference: string; totalPrice: number }> {
  await registerCustomer(page, name);
  return page.evaluate(
    async ({ guest, email }) => {
      const authorization = `Bearer ${window.localStorage.getItem('token')}`;
      const call = async (method: string, url: string, body?: unknown) => {
        const res = await fetch(`/api${url}`, {
          method,
          headers: body ? { authorization, 'content-type': 'application/json' } : { authorization },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const day = (from: string, days: number) =>
        new Date(Date.parse(`${from}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const { data: today } = await call('GET', '/bookings/today');
      const from = day(today.today, 3);
      const availability = await call(
        'GET',
        `/activities/medina-cooking-class/availability?from=${from}&to=${day(from, 20)}`,
      );
      const open = availability.data.dates.find((d: { slots: { startTime: string; status: string }[] }) =>
        d.slots.some((slot) => slot.startTime === '10:00' && slot.status === 'AVAILABLE'),
      );
      const reservation = await call('POST', '/activities/medina-cooking-class/reserve', {
        customerInfo: {
          name: guest,
          email,
          phone: '+212 600 222 333',
          whatsapp: '+212 661 222 333',
          notes: '',
        },
        reservationDate: open.date,
        startTime: '10:00',
        units: { adult: 2, child: 0, infant: 0 },
      });
      const order = await call('POST', '/orders/from-reservation', {
        reservationId: reservation.data._id,
        isPartial: false,
      });
      const { orderID } = await call('POST', `/orders/${order.data._id}/create-paypal-order`);
      await call('PUT', `/orders/${order.data._id}/capture-paypal-order`, { paypalOrderID: orderID });
      return {
        date: open.date as string,
        reference: reservation.data.reference as string,
        totalPrice: reservation.data.totalPrice as number,
      };
    },
    { guest: name, email },
  );
}

/** Holds the page's requests to `url` until the returned function is called: a slow answer, on cue. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens a date field's calendar, moves `months` ahead and picks that day of
 * the month (14 to 22: never also shown as a neighbouring month's day).
 */
export async function pickDate(page: Page, field: Locator, day: number, months = 1) {
  await field.click();
  const calendar = page.getByRole('dialog');
  for (let i = 0; i < months; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
  const suffix =
    day === 1 || day === 21 ? 'st' : day === 2 || day === 22 ? 'nd' : day === 3 || day === 23 ? 'rd' : 'th';
  await calendar.getByRole('button', { name: new RegExp(` ${day}${suffix}, \\d{4}`) }).click();
  await expect(calendar).toBeHidden();
}

/** The site's outbox folder for this run (written by serve.mjs). */
const outboxDir = () =>
  readFileSync(new URL('../test-results/outbox-dir.txt', import.meta.url), 'utf8').trim();

/**
 * The text of the newest e-mail sent to `to` (and holding `containing`), once it is in the
 * outbox; attached files show as "Attachment: name (type)" lines.
 */
export async function emailTo(to: string, containing = ''): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        // The folder appears with the first e-mail, which leaves in the background.
        const files = existsSync(outboxDir()) ? readdirSync(outboxDir()).sort().reverse() : [];
        for (const file of files) {
          const message = readableEmail(readFileSync(path.join(outboxDir(), file), 'latin1'));
          if (message.includes(`To: ${to}`) && message.includes(containing)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found;
}
