import { expect, type Page, test } from './fixtures';
import { adminToken, open, signInAsAdmin } from './support';

interface Section {
  name: string;
  enabled: boolean;
  order: number;
}

const shownSections = (page: Page) =>
  page
    .locator('[data-home-section]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-home-section')));

/** What the page should show for a server list: enabled sections by order, the featured products after the activities. */
function expectedSections(sections: Section[]): string[] {
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .flatMap((s) => [
      ...(s.enabled ? [s.name] : []),
      ...(s.name === 'activities' ? ['featured-products'] : []),
    ]);
}

const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active]');
const dot = (page: Page, index: number) =>
  page.getByRole('button', { name: new RegExp(`^Show slide ${index}:`) });

test('the home page is server-rendered with its sections in the server order and the featured content @phone', async ({
  page,
  request,
}) => {
  const sections = (await (await request.get('/api/homepage-sections')).json()).data as Section[];
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-home-section="hero"');
  // The first slide's picture is preloaded with high priority; the others are not.
  expect(html).toMatch(
    /<link rel="preload" as="image" imageSrcSet="[^"]*hero-1-480\.webp[^>]*fetchPriority="high"/,
  );
  expect(html).not.toMatch(/<link rel="preload"[^>]*hero-2/);

  await open(page, '/');
  expect(await shownSections(page)).toEqual(expectedSections(sections));
  // The first screen is drawn at once; the sections below it as they near the screen.
  const drawing = await page
    .locator('[data-home-section]')
    .evaluateAll((elements) => elements.map((e) => getComputedStyle(e).contentVisibility));
  expect(drawing).toEqual(['visible', ...drawing.slice(1).map(() => 'auto')]);
  // The app's script is asked for once the page is parsed and drawn, not beside the stylesheet and the hero.
  expect(html).not.toContain('<script type="module"');
  const scriptAfterParse = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
    return app && navigation ? app.startTime - navigation.domContentLoadedEventStart : null;
  });
  expect(scriptAfterParse).toBeGreaterThanOrEqual(0);
  await expect(page.locator('main h1')).toHaveText('Marrakech, the way locals share it');

  await expect(page.locator('[data-home-section="featured-products"] article')).toHaveCount(6);
  await expect(
    page.locator('[data-home-section="instagram"]').getByRole('button', { name: /^Play / }),
  ).toHaveCount(6);
  await expect(page.locator('[data-home-section="activities"] article').first()).toBeVisible();
  for (const path of ['/instagram', '/reviews', '/activities', '/hosting']) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeAttached();
  }
  await expect(page.getByRole('link', { name: 'See all videos' })).toHaveAttribute('href', '/instagram');
  await expect(page.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/reviews');
  await expect(page.getByRole('link', { name: 'See all stays' })).toHaveAttribute('href', '/hosting');
  await expect(page.getByRole('link', { name: 'See all activities' })).toHaveAttribute('href', '/activities');
  await expect(page.getByText('7,000+')).toBeAttached();

  // The flight search starts at Bordeaux for Marrakech and opens the partner's results in a new tab.
  const flight = page.getByRole('form', { name: 'Find your flight' });
  await expect(flight.getByLabel('From')).toHaveValue('BOD');
  await expect(flight.getByLabel('To', { exact: true })).toHaveValue('RAK');
  await page.evaluate(() => {
    window.open = ((url: string, target: string) => {
      (window as unknown as { opened: string[] }).opened = [String(url), target];
      return null;
    }) as typeof window.open;
  });
  await flight.getByLabel(/^Departure/).fill('2027-03-12');
  await flight.getByLabel(/^Return/).fill('2027-03-19');
  await flight.getByLabel('Travellers').selectOption('2');
  await flight.getByRole('button', { name: /Search flights/ }).click();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
    'https://www.skyscanner.net/transport/flights/bod/rak/270312/270319/?adultsv2=2&cabinclass=economy&rtn=1',
    '_blank',
  ]);
});

test('the hero slider moves with its buttons, every 6 seconds on its own, and not while hovered', async ({
  page,
}) => {
  await open(page, '/');
  const away = async () => {
    // Keyboard focus and the pointer both hold the slides still: leave the hero with both.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
  };
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(2);

  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(page, 1)).not.toHaveAttribute('aria-current');
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await dot(page, 3).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

  await away();
  const started = Date.now();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3', { timeout: 9_000 });
  expect(Date.now() - started).toBeGreaterThan(5_000);

  await page.locator('main h1').hover();
  await page.waitForTimeout(7_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
  await away();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3', { timeout: 9_000 });
});

test('the hero slider stays put for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  await expect(page.getByRole('button', { name: 'Pause the slideshow' })).toHaveCount(0);
  await page.waitForTimeout(7_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
});

test('an admin reorders and switches off home sections in the back office and the page follows @last', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${adminToken()}` };
  const original = (await (await request.get('/api/homepage-sections')).json()).data as Section[];
  const save = async (sections: Section[]) =>
    expect((await request.put('/api/homepage-sections', { headers, data: sections })).status()).toBe(200);

  try {
    await signInAsAdmin(page);
    await open(page, '/account?tab=admin&section=homepage');
    const list = page.getByRole('list', { name: 'Homepage sections' });
    await expect(list.getByRole('listitem').first()).toContainText('Hero slider');

    // Figures to the top: with the keyboard on its drag handle (each step is announced; the list may scroll as it moves), then one more step with the arrow button.
    const figures = list.getByRole('listitem').filter({ hasText: 'Figures' });
    const announcer = page.locator('[id^="DndLiveRegion"]');
    const handle = figures.getByRole('button', { name: 'Move Figures', exact: true });
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('Figures');
    // Each Arrow Up moves one place once the list has settled; a press that lands mid-animation is simply repeated.
    for (let press = 0; press < 20; press++) {
      const said = (await announcer.textContent()) ?? '';
      if (said === 'Figures is over place 2.') break;
      await page.keyboard.press('ArrowUp');
      await expect(announcer)
        .not.toHaveText(said, { timeout: 2_000 })
        .catch(() => undefined);
    }
    await page.keyboard.press('Space');
    await expect(announcer).toHaveText('Figures dropped at place 2.');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Figures');
    await figures.getByRole('button', { name: 'Move Figures up' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Figures');
    const videos = list.getByRole('switch', { name: 'Show Videos' });
    await videos.focus();
    await page.keyboard.press('Space');
    await expect(videos).not.toBeChecked();
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Homepage sections saved.')).toBeVisible();

    await open(page, '/');
    const shown = await shownSections(page);
    expect(shown.slice(0, 2)).toEqual(['stats', 'hero']);
    expect(shown).not.toContain('instagram');
    expect(shown).toContain('featured-products');
    await expect(page.getByRole('link', { name: 'See all videos' })).toHaveCount(0);

    // Without the hero the page keeps a heading for assistive technology.
    await save([{ name: 'hero', enabled: false, order: 1 }]);
    await open(page, '/');
    expect(await shownSections(page)).not.toContain('hero');
    await expect(page.locator('main h1')).toHaveText('Ochre: Marrakech, the way locals share it');
  } finally {
    await save(original);
  }
  await open(page, '/');
  expect(await shownSections(page)).toEqual(expectedSections(original));
});
