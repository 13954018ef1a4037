import { expect, test } from './fixtures';
import { open, registerCustomer, signInAsAdmin, unique } from './support';

test.describe('articles', () => {
  test('a reader searches the journal and pages through it @phone', async ({ page }) => {
    await open(page, '/articles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Stories and field notes from Marrakech',
    );
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(9);
    await expect(page.getByText('10 articles')).toBeVisible();
    // Drafts are for administrators only.
    await expect(page.getByText('Ramadan in Marrakech: A Guide for Travellers')).toHaveCount(0);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/articles?page=2');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('mint tea');
    await search.press('Enter');
    await expect(page).toHaveURL('/articles?keyword=mint+tea');
    await expect(page.getByText(/for “mint tea”/)).toBeVisible();
    const mintTea = page.getByRole('link', { name: 'A Guide to Moroccan Mint Tea' });
    await expect(mintTea).toBeVisible();
    const card = page.locator('main article').filter({ has: mintTea });
    await expect(card.getByText('+3')).toBeVisible();
    await expect(card.getByText(/^Published/)).toBeVisible();

    await search.fill('zzzz-nothing');
    await search.press('Enter');
    await expect(page.getByText('No articles found.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL('/articles');
    await expect(cards).toHaveCount(9);

    // The address is the state: opening it directly shows the same results.
    await open(page, '/articles?keyword=hammam');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('hammam');
    await page.getByRole('link', { name: "Hammam Etiquette: A First-Timer's Guide" }).click();
    await expect(page).toHaveURL('/articles/hammam-etiquette-first-timers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Hammam Etiquette: A First-Timer's Guide",
    );
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Articles' }).first().click();
    await expect(page).toHaveURL('/articles');
  });

  test('an article shows its structured data, and a missing one says so', async ({ page, request }) => {
    const html = await (await request.get('/articles/guide-to-moroccan-mint-tea')).text();
    const jsonLd = /<script type="application\/ld\+json" data-head="jsonld">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '[]') as { '@type': string; headline?: string; image?: string[] }[];
    expect(data[0]).toMatchObject({ '@type': 'Article', headline: 'A Guide to Moroccan Mint Tea' });
    expect(data[0]?.image?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/demo\/articles\//);

    const missing = await request.get('/articles/no-such-article');
    expect(missing.status()).toBe(404);
    await open(page, '/articles/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('The article you are looking for does not exist.')).toBeVisible();
  });

  test('an administrator sees drafts in the list and can open them', async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, '/articles');
    await expect(page.getByText('drafts are shown here too')).toBeVisible();
    const draft = page.getByRole('link', { name: 'Ramadan in Marrakech: A Guide for Travellers' });
    await expect(draft).toBeVisible();
    await expect(page.locator('main article').filter({ has: draft }).getByText('Draft')).toBeVisible();
    await draft.click();
    await expect(page.getByText('This article is a draft: only administrators can see it.')).toBeVisible();
    // Opened directly, the server has no session; the browser fetches the draft with the admin's token.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ramadan in Marrakech: A Guide for Travellers',
    );
  });

  test('a signed-in reader reviews an article @phone', async ({ page }) => {
    // Both screen sizes run against the same site: each run writes its own words.
    const name = `Leila ${unique()}`;
    const words = `we took the early bus (${unique()}) and had the ramparts to ourselves`;
    await registerCustomer(page, name);
    await open(page, '/articles/day-trip-to-essaouira');
    const form = page.locator('form').filter({ hasText: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please select a product and provide a rating.')).toBeVisible();
    // The stars are a radio group: focus one and choose it with the keyboard.
    await form.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Your review').fill(`Great tips: ${words}.`);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review submitted successfully!')).toBeVisible();
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.locator('main').getByText(name)).toBeVisible();

    // One review per person and article.
    await form.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Your review').fill('Trying to review the same article twice.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('You have already reviewed this.')).toBeVisible();
  });
});

test('a video plays only after its card is clicked, and the gallery filters @phone', async ({ page }) => {
  await open(page, '/instagram');
  await expect(page.getByRole('heading', { name: 'All Videos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Follow .+ on Instagram$/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ochre.marrakech',
  );
  const gallery = page.locator('section', { has: page.getByRole('heading', { name: 'All Videos' }) });
  await expect(gallery.locator('article')).toHaveCount(12);
  await expect(gallery.locator('video')).toHaveCount(0);

  await gallery.getByRole('button', { name: 'Play video: Balloon lift-off at dawn' }).click();
  const player = gallery.locator('video');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', '/uploads/demo/videos/balloon-lift-off.webm');

  await gallery.getByLabel('Category').selectOption('food');
  await expect(gallery.locator('article')).toHaveCount(2);
  await expect(gallery.getByText('2 videos')).toBeVisible();
  await gallery.getByRole('searchbox', { name: 'Search videos' }).fill('tangia');
  await expect(gallery.locator('article')).toHaveCount(1);
  await gallery.getByRole('searchbox', { name: 'Search videos' }).fill('no such clip');
  await expect(gallery.getByText('No videos found.')).toBeVisible();
  await gallery.getByRole('button', { name: 'Show all videos' }).click();
  await expect(gallery.locator('article')).toHaveCount(12);

  await gallery.getByRole('button', { name: 'List view' }).click();
  await expect(gallery.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await gallery.getByRole('button', { name: 'Next page' }).click();
  await expect(gallery.locator('article')).toHaveCount(2);
});

test('the FAQ searches questions and answers as you type @phone', async ({ page }) => {
  await open(page, '/faq');
  for (const category of [
    'Travel Planning',
    'Food & Dining',
    'Bookings & Reservations',
    'Website & Reviews',
    'Payment & Pricing',
    'Local Culture & Customs',
  ]) {
    await expect(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();
  }
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  // Found in an answer, not in a question.
  await search.fill('$15.00');
  await expect(page.getByText('1 answer matches “$15.00”')).toBeVisible();
  await expect(page.getByText('What is the deposit for partial payment?')).toBeVisible();
  await expect(page.getByText(/a travel program or a payment link with/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Travel Planning' })).toHaveCount(0);

  await search.fill('hammam');
  await expect(page.getByText('What should I wear?')).toHaveCount(0);
  await search.fill('quidditch');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payment & Pricing', level: 2 })).toBeVisible();

  // Each category folds away.
  const planning = page.getByRole('button', { name: /Travel Planning/ });
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await planning.click();
  await expect(planning).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('When is the best time to visit Marrakech?')).toBeHidden();
});

test('the contact form checks, sends and clears itself @phone', async ({ page }) => {
  await open(page, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);

  await page.getByLabel('Full name').fill('Tom Verbeek');
  await page.getByLabel('Email').fill('tom@');
  await page.getByLabel('Category').selectOption('travel');
  await page.getByLabel('Subject').fill('Three days in the Atlas in April');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We are two adults and a teenager. Could you suggest a trek with nights in a village?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email').fill('tom.verbeek@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText("Thank you for your message! We'll get back to you within 24 hours."),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('general');
  await expect(page.getByRole('link', { name: 'Quick answers' })).toHaveAttribute('href', '/faq');
});

test('live scores come from the feed through the server @phone', async ({ page }) => {
  await open(page, '/soccer');
  const match = page.getByRole('article', { name: 'Kawkab Marrakech against Raja Casablanca' });
  await expect(match).toBeVisible();
  await expect(match.getByText('Botola Pro')).toBeVisible();
  await expect(match.getByText('Second Half')).toBeVisible();
  await expect(match.getByText('67′')).toBeVisible();
  await expect(match.getByText('Score: home 2, away 1')).toBeAttached();
  await expect(
    page.getByRole('article', { name: 'Real Betis against Sevilla' }).getByText('Halftime'),
  ).toBeVisible();
  // The key stays on the server.
  const html = await page.content();
  expect(html).not.toContain('e2e-football-key');
});

test('the reviews page shows sample reviews after its simulated delay', async ({ page }) => {
  await open(page, '/reviews');
  await expect(page.getByText('admin panel')).toBeVisible();
  await expect(page.getByText('Hannah Whitfield')).toBeVisible();
  await expect(page.getByText('Based on 247 reviews')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leave a review' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps/,
  );
  await page.getByLabel('Location').fill('');
  await page.getByRole('button', { name: 'Update Reviews' }).click();
  await expect(page.getByText('Please enter a Place ID or a location.')).toBeVisible();
});

test('the returns page has four tabs', async ({ page }) => {
  await open(page, '/returns');
  const tabs = page.getByRole('tablist', { name: 'Returns information' }).getByRole('tab');
  await expect(tabs).toHaveText(['Return policy', 'How to return', 'Exchanges', 'Questions']);
  await expect(page.getByRole('row', { name: /Defective or damaged item/ })).toContainText('30 days');
  await page.getByRole('tab', { name: 'How to return' }).click();
  await expect(page.getByText('Five steps to return an item')).toBeVisible();
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('Who pays for return shipping?')).toBeVisible();
});
