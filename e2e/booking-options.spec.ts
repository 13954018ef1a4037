import { readFileSync } from 'node:fs';
import { pdfText } from '../apps/api/test/helpers/pdf-text';
import { expect, type Page, test } from './fixtures';
import { emailTo, open, registerCustomer } from './support';

/** Issue 15 journeys: a day from the calendar, a time, travellers per type, pickup and an extra. */

const LABELS = {
  en: {
    date: /^Date/,
    nextMonth: 'Next month',
    moreAdult: 'One adult more',
    moreChild: 'One child more',
    hotel: 'Pick me up at my hotel or riad',
    place: 'Hotel or riad',
    landmark: 'Landmark',
    extra: 'Take-home spice box',
    whatsapp: 'WhatsApp number',
    submit: 'Reserve and pay',
    pay: 'Pay now (test mode)',
    people: '2 adults, 1 child',
    time: 'at 15:00',
    pickup: 'Pickup: Riad Dar Anika, Near Bab Laksour',
  },
  fr: {
    date: /^Date/,
    nextMonth: 'Mois suivant',
    moreAdult: 'Un adulte de plus',
    moreChild: 'Un enfant de plus',
    hotel: 'Venez me chercher à mon hôtel ou riad',
    place: 'Hôtel ou riad',
    landmark: 'Repère',
    extra: 'Take-home spice box',
    whatsapp: 'Numéro WhatsApp',
    submit: 'Réserver et payer',
    pay: 'Payer maintenant (mode test)',
    people: '2 adultes, 1 enfant',
    time: 'à 15:00',
    pickup: 'Prise en charge : Riad Dar Anika, Near Bab Laksour',
  },
  ar: {
    date: /^التاريخ/,
    nextMonth: 'الشهر التالي',
    moreAdult: 'بالغ واحد إضافي',
    moreChild: 'طفل واحد إضافي',
    hotel: 'اصطحبوني من فندقي أو رياضي',
    place: 'الفندق أو الرياض',
    landmark: 'معلم قريب',
    extra: 'Take-home spice box',
    whatsapp: 'رقم WhatsApp',
    submit: 'احجز وادفع',
    pay: 'ادفع الآن (وضع الاختبار)',
    people: 'بالغان، طفل واحد',
    time: 'الساعة 15:00',
    pickup: 'النقل: Riad Dar Anika, Near Bab Laksour',
  },
} as const;

/** A Marrakech calendar date some days ahead, YYYY-MM-DD. */
function daysAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Opens the calendar and picks a day by its date, moving on a month when needed. */
async function pickDay(page: Page, lang: keyof typeof LABELS, date: string) {
  await page.getByRole('button', { name: LABELS[lang].date }).click();
  const calendar = page.getByRole('dialog');
  const day = calendar.locator(`td[data-day="${date}"]:not([data-outside]) button`);
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: LABELS[lang].nextMonth }).click();
  await day.click();
  await expect(calendar).toBeHidden();
}

async function bookCookingClass(page: Page, lang: keyof typeof LABELS): Promise<{ email: string }> {
  const l = LABELS[lang];
  const customer = await registerCustomer(page, 'Nadia Berrada');
  // The page's language is its address.
  await open(page, `${lang === 'en' ? '' : `/${lang}`}/activities/medina-cooking-class`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByLabel(l.whatsapp).fill('+212 661 234 567');
  // Each run books its own day: the 15:00 class takes 8, and every journey brings 3.
  const offset = (test.info().project.name === 'phone' ? 4 : 0) + { en: 0, ar: 2, fr: 8 }[lang];
  await pickDay(page, lang, daysAhead(20 + offset));

  // The chosen day's times, each with its places; then two adults and a child at 15:00.
  const afternoon = page
    .locator('label')
    .filter({ has: page.locator('input[name="startTime"][value="15:00"]') });
  await expect(afternoon).toBeVisible();
  await afternoon.click();
  await expect(page.locator('input[name="startTime"][value="15:00"]')).toBeChecked();
  await page.getByRole('button', { name: l.moreAdult }).click();
  await page.getByRole('button', { name: l.moreChild }).click();

  await page.getByLabel(l.hotel).check();
  await page.getByLabel(new RegExp(`^${l.place}`)).fill('Riad Dar Anika');
  await page.getByLabel(l.landmark, { exact: true }).fill('Near Bab Laksour');
  await page.getByLabel(l.extra).check();
  // 2 × $69 + 1 × $35 + the $18 spice box.
  await expect(page.getByTestId('booking-total')).toHaveText(/191[.,]00/);

  await page.getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page.getByTestId('amount-due')).toHaveText(/191[.,]00/);
  await page.getByRole('button', { name: l.pay }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(l.people)).toBeVisible();
  await expect(page.getByText(l.time)).toBeVisible();
  await expect(page.getByText(l.pickup)).toBeVisible();
  return customer;
}

test('a child and two adults are booked at 15:00 with hotel pickup and an extra @phone', async ({ page }) => {
  await bookCookingClass(page, 'en');
  // The account shows the same breakdown.
  await open(page, '/account?tab=reservations');
  await expect(page.getByText(/2 adults, 1 child · at 15:00 · Pickup: Riad Dar Anika/).first()).toBeVisible();
});

test('the same booking in Arabic, right to left @phone', async ({ page }) => {
  await bookCookingClass(page, 'ar');
});

test('booked in French, the e-mail and the e-ticket are in French', async ({ page }) => {
  const { email } = await bookCookingClass(page, 'fr');
  await expect(page).toHaveURL(/^[^?]*\/fr\/thank-you$/);
  expect(await emailTo(email)).toMatch(/Réservation \S+ reçue|Paiement reçu pour la réservation/);

  await open(page, '/fr/account?tab=reservations');
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Télécharger le billet électronique/ })
    .first()
    .click();
  const ticket = pdfText(readFileSync(await (await download).path()));
  for (const text of ['BILLET ÉLECTRONIQUE', 'Entièrement payé', 'Take-home spice box']) {
    expect(ticket).toContain(text);
  }
});

test('sold-out and closed days cannot be chosen, and say so to screen readers', async ({ page }) => {
  await open(page, '/activities/jemaa-el-fna-street-food-tour');
  await page.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  // The street-food tour does not run on Sundays.
  const sunday = calendar.locator('td[data-day]:not([data-outside]) button[aria-label*="Sunday"]').last();
  await expect(sunday).toBeDisabled();
  await expect(sunday).toHaveAttribute('aria-label', /Closed$/);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('a fixed departure of a program is chosen with its seats left, for two adults and a child @phone', async ({
  page,
}) => {
  await registerCustomer(page, 'Karim Tahiri');
  await open(page, '/travels/sahara-merzouga');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+212 600 123 456');
  const departures = page.locator('input[name="departure"]');
  await expect(departures.first()).toBeAttached();
  await page.getByRole('button', { name: 'Reserve and pay', exact: true }).click();
  await expect(page.getByText('Please select a preferred start date')).toBeVisible();
  const first = page.locator('label:has(input[name="departure"])').first();
  await expect(first).toContainText(/seats? left/);
  await first.click();
  await expect(departures.first()).toBeChecked();
  await page.getByRole('button', { name: 'One child more' }).click();
  // 2 × $980 + 1 × $390.
  await expect(page.getByTestId('booking-total')).toHaveText('$2,350.00');
  await page.getByRole('button', { name: 'Reserve and pay', exact: true }).click();
  await expect(page.getByTestId('amount-due')).toHaveText('$2,350.00');
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page).toHaveURL('/travel/thank-you');
  await expect(page.getByText('2 adults, 1 child')).toBeVisible();
});
