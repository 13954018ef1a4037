import { expect, test } from './fixtures';
import { open } from './support';

test('the page-translation widget loads only when asked for, and the menu reopens after it changes the language', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/translate_a/element.js')) loads.push(request.url());
  });

  const answer = await page.goto('/products');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/ http:\/\/127\.0\.0\.1:\d+\/translate_a\/element\.js( |$)/);
  expect(csp).not.toContain('translate.google');

  // Browsing never fetches it.
  await open(page, '/');
  await open(page, '/activities');
  expect(loads).toEqual([]);
  await expect(page.locator('script[src*="element.js"]')).toHaveCount(0);

  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Translate this page' }).click();
  const widget = page.getByRole('combobox', { name: 'Select Language' });
  await expect(widget).toBeVisible();
  expect(loads).toHaveLength(1);
  await expect(page.getByRole('menu')).toHaveCount(0);

  // SPEC §9: once the widget has changed the language, the language menu opens again.
  await widget.selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('data-translated-to', 'de');
  await expect(page.getByRole('menuitem', { name: 'Translate this page' })).toBeVisible();
  expect(loads).toHaveLength(1);
});
