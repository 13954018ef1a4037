import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { pdfText } from '../apps/api/test/helpers/pdf-text';
import { devices, expect, type Page, test } from './fixtures';
import { emailTo, open, paidBooking, signInAsAdmin, unique } from './support';

/** The customer downloads the e-ticket from the account; answers the code printed on it. */
async function codeOnTicket(page: Page, reference: string): Promise<string> {
  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download the e-ticket/ }).click();
  const pdf = readFileSync(await (await download).path());
  const code = /([0-9A-Z]{4}(?:-[0-9A-Z]{1,4}){10})/.exec(pdfText(pdf))?.[1];
  expect(code).toBeTruthy();
  return code!;
}

test('the payment e-mail carries the e-ticket, and moving the booking from the account e-mails the new date @phone', async ({
  page,
}) => {
  const email = `guest-${unique()}@example.com`;
  const { date, reference } = await paidBooking(page, `Salma ${unique()}`, email);
  const receipt = await emailTo(email, `Payment received for reservation ${reference}`);
  expect(receipt).toContain(`Attachment: ticket-${reference}.pdf (application/pdf)`);

  // A week later, same weekday and time.
  const later = new Date(Date.parse(`${date}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await open(page, '/account?tab=reservations');
  const row = page.getByTestId('reservation-row').filter({ hasText: reference });
  await row.getByRole('button', { name: /Change the date of/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New date').fill(later);
  await dialog.getByRole('button', { name: 'Move it' }).click();
  await expect(page.getByText(/Reservation moved to/)).toBeVisible();

  const moved = await emailTo(email, 'Your booking has moved');
  expect(moved).toContain(`reservation ${reference} moved to`);
  expect(moved).toContain('Your e-ticket keeps its code and stays valid');
  expect(moved).toContain(`Attachment: ticket-${reference}.pdf (application/pdf)`);
});

test('staff check a paid ticket in by its typed code on a phone, and the manifest lists the guest @phone-only', async ({
  page,
  browser,
}) => {
  const name = `Salma ${unique()}`;
  const { date, reference } = await paidBooking(page, name);
  const code = await codeOnTicket(page, reference);

  const staffContext = await browser.newContext({ ...devices['Pixel 7'] });
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await open(staff, '/account?tab=admin&section=check-in');
  await staff.getByLabel('Ticket code').fill(code);
  await staff.getByRole('button', { name: 'Find the booking' }).click();
  const booking = staff.getByTestId('check-in-booking');
  await expect(booking).toContainText(name);
  await expect(booking).toContainText('2 adults');
  await expect(booking).toContainText('Paid in full');
  await booking.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByRole('status')).toContainText('Checked in at');

  // A second look shows the first time and offers no check-in; an altered code is refused.
  await staff.getByRole('button', { name: 'Find the booking' }).click();
  await expect(booking).toContainText('Checked in at');
  await expect(booking.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
  const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
  await staff.getByLabel('Ticket code').fill(altered);
  await staff.getByRole('button', { name: 'Find the booking' }).click();
  await expect(staff.getByRole('alert')).toContainText('This ticket code is not valid.');

  // The day's manifest lists the guest, checked in, with a WhatsApp link.
  await open(staff, `/account?tab=admin&section=manifest&date=${date}`);
  const guest = staff.getByTestId('manifest-booking').filter({ hasText: name });
  await expect(guest).toContainText('2 adults');
  await expect(guest).toContainText('Checked in');
  await expect(guest.getByRole('link', { name: `Message ${name} on WhatsApp` })).toHaveAttribute(
    'href',
    'https://wa.me/212661222333',
  );
  // Printed, the manifest stands alone: no site header, back-office menu or buttons.
  await staff.emulateMedia({ media: 'print' });
  await expect(guest).toBeVisible();
  await expect(staff.getByRole('banner')).toBeHidden();
  await expect(staff.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await staff.screenshot({ path: 'test-results/tickets-manifest-print.png' });
  await staffContext.close();
});

/**
 * A short Y4M video of a QR code, which Chromium plays as its fake camera: the code in the
 * middle of the picture, where qr-scanner looks (the central two thirds).
 */
function qrVideo(code: string): string {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const [width, height] = [640, 480];
  const modules = qr.modules.size;
  const cell = 6;
  const left = Math.floor((width - cell * modules) / 2);
  const top = Math.floor((height - cell * modules) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor((y - top) / cell);
      const col = Math.floor((x - left) / cell);
      if (y >= top && x >= left && row < modules && col < modules && qr.modules.get(row, col)) {
        luma[y * width + x] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ochre-qr-')), 'ticket.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`),
      ...Array(5).fill(frame),
    ]),
  );
  return file;
}

test('staff scan a ticket’s QR code with the phone’s camera and check it in @phone-only', async ({
  page,
  baseURL,
}) => {
  const name = `Omar ${unique()}`;
  const { reference } = await paidBooking(page, name);
  const code = await codeOnTicket(page, reference);

  // A browser whose camera films the ticket's QR code.
  const camera = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(code.replaceAll('-', '').toLowerCase())}`,
    ],
  });
  try {
    const context = await camera.newContext({ ...devices['Pixel 7'], baseURL, permissions: ['camera'] });
    const staff = await context.newPage();
    await signInAsAdmin(staff);
    await open(staff, '/account?tab=admin&section=check-in');
    await staff.getByRole('button', { name: 'Scan with the camera' }).click();
    const booking = staff.getByTestId('check-in-booking');
    await expect(booking).toContainText(name, { timeout: 20_000 });
    await expect(staff.getByLabel('Ticket code')).not.toHaveValue('');
    await booking.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(staff.getByRole('status')).toContainText('Checked in at');
    await staff.screenshot({ path: 'test-results/tickets-camera-phone.png' });
  } finally {
    await camera.close();
  }
});
