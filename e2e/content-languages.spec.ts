import { expect, test } from './fixtures';
import { adminToken, open, signInAsAdmin } from './support';

/** Switches the interface with the header's language menu. */
async function chooseLanguage(page: import('@playwright/test').Page, label: string) {
  await page
    .getByRole('button', { name: /^Language: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('the home page shows its catalogue in the chosen language, and a French search finds French names', async ({
  page,
}) => {
  await open(page, '/');
  await expect(page.getByRole('link', { name: 'Engraved Moroccan Teapot, 800 ml' })).toBeVisible();
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('link', { name: 'Théière marocaine gravée, 800 ml' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Engraved Moroccan Teapot, 800 ml' })).toHaveCount(0);

  await open(page, '/products?search=th%C3%A9i%C3%A8re%20grav%C3%A9e');
  await expect(page.getByRole('link', { name: 'Théière marocaine gravée, 800 ml' }).first()).toBeVisible();
});

test('an activity reads in Arabic, right to left, lists and cancellation text included @phone', async ({
  page,
}) => {
  await open(page, '/activities/agafay-desert-sunset-dinner');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'غروب الشمس في صحراء أكفاي، جولة على الجمل وعشاء تحت النجوم',
    }),
  ).toBeVisible();
  await expect(page.getByText('سترة دافئة، فأمسيات الصحراء باردة من نوفمبر إلى مارس')).toBeVisible();
  await expect(page.getByText('جولة على الجمل عند الغروب (نحو 40 دقيقة)')).toBeVisible();
});

test('the back office marks each language complete or missing and says why drafting is off', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${adminToken()}` };
  const list = await (await request.get('/api/admin/products?search=lantern&limit=50', { headers })).json();
  const lantern = list.data.find((p: { slug: string }) => p.slug === 'brass-star-lantern');
  const mirror = list.data.find((p: { slug: string }) => p.slug !== 'brass-star-lantern');
  await signInAsAdmin(page);

  await open(page, `/account?tab=admin&section=products&edit=${lantern._id}`);
  const translations = page.getByTestId('translations');
  await expect(translations.getByText('Complete')).toHaveCount(3);
  const draft = translations.getByRole('button', { name: 'Draft translation' });
  await expect(draft).toBeDisabled();
  await expect(draft).toHaveAccessibleDescription(/No AI writer is configured/);
  await translations.getByRole('button', { name: 'Edit translations' }).click();
  await translations.getByRole('tab', { name: /Español/ }).click();
  await expect(translations.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Farol de estrella de latón calado a mano',
  );

  await open(page, `/account?tab=admin&section=products&edit=${mirror._id}`);
  await expect(page.getByTestId('translations').getByText('Missing')).toHaveCount(3);
});
