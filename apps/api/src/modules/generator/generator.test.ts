import type { GenerationStatusResponse } from '@ochre/shared/schemas/generator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { type ArticleSite, startArticleSite } from '../../../test/helpers/article-site';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/helpers/fake-openai';
import { articles } from '../../db/schema/content';
import { CRASHED_MESSAGE, GENERATION_QUEUE } from './task-jobs';

let site: ArticleSite;
let ai: FakeOpenAi;
beforeAll(async () => {
  [site, ai] = await Promise.all([startArticleSite(), startFakeOpenAi()]);
});
afterAll(async () => {
  await Promise.all([site.close(), ai.close()]);
});

async function start(t: TestApp, user: TestUser, urls: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/generate-article',
    headers: bearer(user.token),
    payload: { base_urls: urls },
  });
}

async function status(t: TestApp, user: TestUser, taskId: string) {
  return t.app.inject({ method: 'GET', url: `/api/article-status/${taskId}`, headers: bearer(user.token) });
}

/** Runs the waiting generation jobs, as a worker would, then reads the task like the page does. */
async function finished(t: TestApp, user: TestUser, taskId: string): Promise<GenerationStatusResponse> {
  await t.app.jobs.runDue(GENERATION_QUEUE);
  return json<GenerationStatusResponse>(await status(t, user, taskId));
}

async function run(t: TestApp, user: TestUser, urls: string[]) {
  const response = await start(t, user, urls);
  expect(response.statusCode).toBe(202);
  return finished(t, user, json<{ task_id: string }>(response).task_id);
}

describe('article generator with the built-in writer', () => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ GENERATOR_ALLOW_PRIVATE_URLS: '1' });
    admin = await createUser(t.app, { name: 'Amina Admin', isAdmin: true });
    otherAdmin = await createUser(t.app, { isAdmin: true });
    customer = await createUser(t.app);
  });
  afterAll(() => t.close());

  describe('authorisation', () => {
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/generate-article',
        payload: { base_urls: ['https://example.com'] },
      },
      { method: 'GET' as const, url: '/api/generate-article/writer' },
      { method: 'GET' as const, url: '/api/article-status/abc' },
      { method: 'POST' as const, url: '/api/article-status/abc/articles/0/draft' },
    ];

    it.each(routes)('$method $url needs a signed-in user (401)', async (route) => {
      const response = await t.app.inject(route);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: 'Please sign in to continue.' });
    });

    it.each(routes)('$method $url is for administrators (403)', async (route) => {
      const response = await t.app.inject({ ...route, headers: bearer(customer.token) });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ success: false, message: 'This area is for administrators.' });
    });
  });

  it('says which writer is in use', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/generate-article/writer',
      headers: bearer(admin.token),
    });
    expect(json(response)).toEqual({ success: true, data: { writer: 'builtin', model: null, maxUrls: 10 } });
  });

  describe('validation', () => {
    it('drops blank rows and refuses when none remain', async () => {
      for (const urls of [[], ['', '   ']]) {
        const response = await start(t, admin, urls);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({ message: 'Please enter at least one valid URL.' });
      }
    });

    it('refuses what is not an address, too many addresses and unknown fields', async () => {
      const notUrl = await start(t, admin, ['https://example.com/a', 'not a web address']);
      expect(notUrl.statusCode).toBe(400);
      expect(json(notUrl)).toMatchObject({ errors: { 'base_urls.1': 'Please enter a valid web address.' } });

      const many = await start(
        t,
        admin,
        Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`),
      );
      expect(json(many)).toMatchObject({ message: 'Please enter at most 10 addresses at a time.' });

      const extra = await t.app.inject({
        method: 'POST',
        url: '/api/generate-article',
        headers: bearer(admin.token),
        payload: { base_urls: ['https://example.com'], model: 'gpt-5' },
      });
      expect(extra.statusCode).toBe(400);
    });
  });

  it('turns pages into articles, with a clear error for the one that is not a page', async () => {
    const response = await start(t, admin, [
      `${site.origin}/articles/majorelle`,
      '  ',
      `${site.origin}/guide.pdf`,
      `${site.origin}/hop/3`,
    ]);
    expect(response.statusCode).toBe(202);
    const started = json<{ status: string; task_id: string; message: string }>(response);
    expect(started).toEqual({ status: 'success', task_id: expect.any(String), message: expect.any(String) });

    const result = await finished(t, admin, started.task_id);
    expect(result).toMatchObject({
      task_id: started.task_id,
      status: 'completed',
      progress: '100%',
      error: null,
    });
    expect(result.articles.map((a) => a.url)).toEqual([
      `${site.origin}/articles/majorelle`,
      `${site.origin}/guide.pdf`,
      `${site.origin}/hop/3`,
    ]);
    const [majorelle, pdf, tanjia] = result.articles;

    expect(majorelle).toMatchObject({
      index: 0,
      error: null,
      headline: 'An Early Morning at the Jardin Majorelle: How to Beat the Crowds',
      scraped_data: {
        title: 'An Early Morning at the Jardin Majorelle: How to Beat the Crowds',
        description: expect.stringContaining('Arrive at opening time, book online'),
        site_name: 'Medina Notes',
        // Only https pictures are kept; the test site is plain http.
        image: null,
      },
      draft: null,
    });
    expect(majorelle!.html_content).toContain('<h2>At a glance</h2>');
    expect(majorelle!.html_content).toContain('<h2>Leave time for the Berber Museum</h2>');
    expect(majorelle!.html_content).not.toMatch(/cookies|Advertisement|<script/i);

    expect(pdf).toMatchObject({
      index: 1,
      html_content: '',
      error: 'The address is not a web page (it is application/pdf); only HTML pages can be used.',
    });
    expect(tanjia).toMatchObject({ index: 2, error: null, headline: expect.stringContaining('Tanjia') });
  });

  it('drops the NUL characters of a page, which the database could not store', async () => {
    const result = await run(t, admin, [`${site.origin}/nul`]);
    expect(result).toMatchObject({ status: 'completed', error: null });
    const [article] = result.articles;
    expect(article).toMatchObject({ error: null, headline: expect.stringContaining('Tanjia') });
    expect(JSON.stringify(result)).not.toContain('\\u0000');
  });

  it('fails the task when no address gave an article', async () => {
    const result = await run(t, admin, [`${site.origin}/missing`, `${site.origin}/empty`]);
    expect(result).toMatchObject({
      status: 'failed',
      progress: '100%',
      error: 'None of the addresses could be turned into an article.',
    });
    expect(result.articles.map((a) => a.error)).toEqual([
      'The page answered with HTTP 404 instead of an article.',
      'We could not find an article on this page (too little text).',
    ]);
  });

  it("keeps each admin's tasks to themselves", async () => {
    const { task_id } = json<{ task_id: string }>(await start(t, admin, [`${site.origin}/articles/airport`]));
    const other = await status(t, otherAdmin, task_id);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ success: false, message: 'This generation task does not exist.' });
    expect((await status(t, admin, 'no-such-task')).statusCode).toBe(404);
    await finished(t, admin, task_id);
  });

  it('fails a task whose job kept crashing, with a message to try again', async () => {
    const response = await start(t, admin, [`${site.origin}/articles/airport`]);
    const taskId = json<{ task_id: string }>(response).task_id;
    // What pg-boss does with a job whose last retry threw: a copy in its dead-letter queue.
    await t.app.db.execute(sql`
      delete from pgboss.job where name = ${GENERATION_QUEUE} and data->>'taskId' = ${taskId}`);
    await t.app.db.execute(sql`
      insert into pgboss.job (name, data, output)
      values (${`${GENERATION_QUEUE}.failed`}, ${JSON.stringify({ taskId })}::jsonb,
        ${JSON.stringify({ name: 'Error', message: 'Connection terminated unexpectedly' })}::jsonb)`);
    expect(await t.app.jobs.runDue(`${GENERATION_QUEUE}.failed`)).toEqual(['completed']);
    expect(json(await status(t, admin, taskId))).toMatchObject({ status: 'failed', error: CRASHED_MESSAGE });
  });

  describe('saving a result as a draft article', () => {
    let taskId: string;
    const draft = (user: TestUser, index: number | string, task = taskId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/article-status/${task}/articles/${index}/draft`,
        headers: bearer(user.token),
      });

    beforeAll(async () => {
      const response = await start(t, admin, [`${site.origin}/articles/airport`, `${site.origin}/guide.pdf`]);
      taskId = json<{ task_id: string }>(response).task_id;
      await finished(t, admin, taskId);
    });

    it('creates an unpublished article by the admin, once', async () => {
      const response = await draft(admin, 0);
      expect(response.statusCode).toBe(201);
      const saved = json<{ success: true; data: { _id: string; slug: string; title: string } }>(
        response,
      ).data;
      expect(saved).toEqual({
        _id: expect.any(String),
        slug: 'marrakech-airport-to-the-medina-taxi-bus-or-transfer',
        title: 'Marrakech Airport to the Medina: Taxi, Bus or Transfer?',
        isPublished: false,
      });

      const [row] = await t.app.db.select().from(articles).where(eq(articles.id, saved._id));
      expect(row).toMatchObject({
        title: 'Marrakech Airport to the Medina: Taxi, Bus or Transfer?',
        isPublished: false,
        publishedAt: null,
        authorId: admin.id,
        authorName: 'Amina Admin',
        metaDescription: expect.stringContaining('Taxi fares, the airport bus'),
        image: '',
      });
      expect(row!.content).toContain('<h2>At a glance</h2>');
      expect(row!.keywords).toEqual(expect.arrayContaining(['airport']));

      const again = await draft(admin, 0);
      expect(again.statusCode).toBe(200);
      expect(json<{ data: { _id: string } }>(again).data._id).toBe(saved._id);
      expect(await t.app.db.select().from(articles).where(eq(articles.title, row!.title))).toHaveLength(1);

      const view = json<GenerationStatusResponse>(await status(t, admin, taskId));
      expect(view.articles[0]!.draft).toEqual({ _id: saved._id, slug: saved.slug });
    });

    it('refuses results without an article, missing results and other admins', async () => {
      const failed = await draft(admin, 1);
      expect(failed.statusCode).toBe(409);
      expect(json(failed)).toEqual({
        success: false,
        message: 'There is no article to save for this address.',
      });
      expect((await draft(admin, 5)).statusCode).toBe(404);
      expect((await draft(admin, 'x')).statusCode).toBe(400);
      expect((await draft(otherAdmin, 0)).statusCode).toBe(404);
      expect((await draft(admin, 0, 'no-such-task')).statusCode).toBe(404);
    });
  });
});

describe('article generator with the AI writer', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      GENERATOR_ALLOW_PRIVATE_URLS: '1',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: ai.baseUrl,
      OPENAI_MODEL: 'gpt-test',
    });
    admin = await createUser(t.app, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('uses the configured model and stores sanitised HTML', async () => {
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/generate-article/writer',
      headers: bearer(admin.token),
    });
    expect(json(info)).toMatchObject({ data: { writer: 'ai', model: 'gpt-test' } });

    const result = await run(t, admin, [`${site.origin}/articles/tanjia`]);
    expect(result.status).toBe('completed');
    const [article] = result.articles;
    expect(article!.headline).toBe(
      "Visitors' guide: Tanjia: the Marrakech dish cooked in the ashes of a hammam".slice(0, 80),
    );
    expect(article!.keywords).toEqual(['Marrakech', 'travel tips']);
    expect(article!.html_content).toContain('<h2>Plan your visit</h2>');
    expect(article!.html_content).not.toContain('<script');
    expect(ai.calls.at(-1)!.body.model).toBe('gpt-test');
  });

  it('shows the AI failure on the address it concerns', async () => {
    ai.queue({ content: 'Sorry, I cannot help with that.' });
    const result = await run(t, admin, [`${site.origin}/articles/majorelle`]);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.articles[0]).toMatchObject({
      error: 'The AI writer answered with content we could not use (malformed article).',
      // What was read from the page is still shown.
      scraped_data: { title: 'An Early Morning at the Jardin Majorelle: How to Beat the Crowds' },
    });
  });
});

describe('article generator refusals (private addresses not allowed)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('refuses each dangerous address with its own message and fetches none of them', async () => {
    const before = site.requests.length;
    const result = await run(t, admin, [
      'file:///etc/passwd',
      `${site.origin}/articles/majorelle`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `${site.origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
    ]);
    const privateNetwork =
      'This address leads to a private or local network, which the generator may not fetch.';
    expect(result.status).toBe('failed');
    expect(result.articles.map((a) => a.error)).toEqual([
      'Only http and https addresses can be fetched (this one is file).',
      privateNetwork,
      privateNetwork,
      privateNetwork,
      privateNetwork,
    ]);
    expect(site.requests.length).toBe(before);
  });
});
