import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from './fixtures';
import { open, registerCustomer, signInAsAdmin } from './support';

/** Three article-like pages (the API tests' fixtures) on 127.0.0.1, as the generator's sources. */
const PAGES: Record<string, string> = {
  '/medina-notes/majorelle': 'majorelle-morning.html',
  '/spice-route/tanjia': 'tanjia-guide.html',
  '/atlas/airport': 'airport-transfer.html',
};
let pages: Server;
let origin = '';

test.beforeAll(async () => {
  pages = createServer(async (request, response) => {
    const file = PAGES[request.url ?? ''];
    if (request.url === '/guide.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
      return;
    }
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const html = await readFile(new URL(`../apps/api/test/fixtures/pages/${file}`, import.meta.url));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

const addressInput = (page: Page, n: number) => page.getByLabel(`Web address ${n}`, { exact: true });

test('the generator is for administrators only', async ({ page }) => {
  await open(page, '/article-generator');
  await expect(page).toHaveURL(/\/login\?redirect=%2Farticle-generator/);

  await registerCustomer(page);
  await open(page, '/article-generator');
  await expect(page).toHaveURL('/');
});

test.describe('an administrator turns web pages into articles @phone', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('from addresses to a saved draft article', async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, '/article-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Article generator' })).toBeVisible();
    await expect(page.getByText('Built-in writer')).toBeVisible();

    // Blank rows are dropped; with none left the form says so.
    await page.getByRole('button', { name: 'Create articles' }).click();
    await expect(page.getByText('Please enter at least one valid URL.')).toBeVisible();
    await addressInput(page, 1).fill('majorelle garden');
    await page.getByRole('button', { name: 'Create articles' }).click();
    await expect(
      page.getByText('Please enter a full web address starting with http:// or https://.'),
    ).toBeVisible();

    // Rows: one can be removed only while another remains.
    await expect(page.getByRole('button', { name: 'Remove address 1' })).toBeDisabled();
    await addressInput(page, 1).fill(`${origin}/medina-notes/majorelle`);
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(addressInput(page, 2)).toBeFocused();
    await addressInput(page, 2).fill(`${origin}/guide.pdf`);
    await page.getByRole('button', { name: 'Add address' }).click();
    await addressInput(page, 3).fill('https://to-be-removed.example/');
    await page.getByRole('button', { name: 'Remove address 3' }).click();
    await expect(addressInput(page, 3)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: 'Add address' }).click();
    await addressInput(page, 4).fill(`${origin}/spice-route/tanjia`);
    await addressInput(page, 4).press('Enter');

    await expect(page.getByText('Article generation started!')).toBeVisible();
    await expect(page.getByText('Articles generated successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The blank third row was dropped: three results, in order.
    const cards = page.locator('article[aria-labelledby]');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Success');
    await expect(cards.nth(0)).toContainText('An Early Morning at the Jardin Majorelle');
    await expect(cards.nth(1)).toContainText('Error');
    await expect(cards.nth(1)).toContainText('only HTML pages can be used');
    await expect(cards.nth(2)).toContainText('Tanjia: the Marrakech dish cooked in the ashes of a hammam');

    // Preview in a frame that may run nothing.
    const majorelle = cards.nth(0);
    await majorelle.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
    const preview = dialog.frameLocator('iframe');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      'An Early Morning at the Jardin Majorelle: How to Beat the Crowds',
    );
    await expect(preview.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(preview.locator('body')).not.toContainText('We use cookies');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Copy and download the HTML.
    await majorelle.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByText('HTML copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<h1>An Early Morning at the Jardin Majorelle');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      majorelle.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'an-early-morning-at-the-jardin-majorelle-how-to-beat-the-crowds.html',
    );
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toMatch(/^<!doctype html>/);
    expect(file).toContain('<h2>Book your ticket online the day before</h2>');

    // Save as a draft article: the server records it on the result.
    await majorelle.getByRole('button', { name: 'Save as draft article' }).click();
    await expect(page.getByText('Draft article saved.', { exact: false })).toBeVisible();
    await expect(majorelle.getByText('Saved as draft')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('article[aria-labelledby]').nth(0).getByText('Saved as draft')).toBeVisible();
    await expect(
      page.locator('article[aria-labelledby]').nth(2).getByRole('button', { name: 'Save as draft article' }),
    ).toBeVisible();

    // A task that cannot be checked stops the polling and says so.
    await open(page, '/article-generator?task=no-such-task');
    await expect(page.getByText('Failed to check generation status')).toBeVisible();
  });
});
