import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_PAGES } from '../../../../test/helpers/article-site';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../test/helpers/fake-openai';
import { extractArticle } from '../extract';
import { GenerationError } from '../generation-error';
import { createOpenAiWriter, OPENAI_LIMITS, parseCompletion, retryDelayMs } from './openai';

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(() => ai.close());
beforeEach(() => {
  ai.calls.length = 0;
});

const source = extractArticle(ARTICLE_PAGES.tanjia, 'https://spice-route.example/travel/tanjia');
const writer = () =>
  createOpenAiWriter({ apiKey: 'sk-test-key', baseUrl: ai.baseUrl, model: 'gpt-test' }, { backoffMs: 50 });
const write = () => writer().write(source, new AbortController().signal);
const article = {
  title: 'Tanjia, the slow-cooked pride of Marrakech',
  description: 'What tanjia is, where to eat it near Jemaa el-Fna and how to order it like a local.',
  keywords: ['tanjia', 'Marrakech food'],
  html: `<p>${'Rewritten for visitors. '.repeat(12)}</p><h2>Where to eat it</h2><p>Near Jemaa el-Fna.</p>`,
};

async function failure(): Promise<string> {
  const error = await write().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return (error as GenerationError).message;
}

describe('the AI writer', () => {
  it('asks for an original article for Marrakech visitors, from the source', async () => {
    ai.queue({ article });
    const written = await write();
    expect(written).toEqual(article);

    expect(ai.calls).toHaveLength(1);
    const [call] = ai.calls;
    expect(call!.authorization).toBe('Bearer sk-test-key');
    expect(call!.body.model).toBe('gpt-test');
    expect(call!.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = call!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/ORIGINAL article/);
    expect(system!.content).toMatch(/visit to Marrakech|visitors to Marrakech|visit Marrakech/);
    expect(user!.content).toContain('Source address: https://spice-route.example/travel/tanjia');
    expect(user!.content).toContain(
      'Source title: Tanjia: the Marrakech dish cooked in the ashes of a hammam',
    );
    expect(user!.content).toContain('- Where to eat it in Marrakech');
    expect(user!.content).toContain('Tanjia is often called the bachelor');
  });

  it('waits as long as a 429 asks, then succeeds', async () => {
    ai.queue({ status: 429, headers: { 'retry-after': '1' } }, { article });
    const started = Date.now();
    expect(await write()).toEqual(article);
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[1]!.at - ai.calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('retries a 500 and reports the failure when it persists', async () => {
    ai.queue({ status: 500 }, { status: 500 }, { status: 503 });
    expect(await failure()).toBe('The AI writer failed after 3 attempts (HTTP 503: Fake failure).');
    expect(ai.calls).toHaveLength(OPENAI_LIMITS.attempts);
  });

  it('recovers when a 500 is followed by an answer', async () => {
    ai.queue({ status: 502 }, { article });
    expect(await write()).toEqual(article);
    expect(ai.calls).toHaveLength(2);
  });

  it('does not hold a task for a long retry-after', async () => {
    ai.queue({ status: 429, headers: { 'retry-after': '120' } });
    expect(await failure()).toBe(
      'The AI writer is busy and asked us to wait 120 seconds; please try again later.',
    );
    expect(ai.calls).toHaveLength(1);
  });

  it('does not retry a refused request', async () => {
    ai.queue({ status: 401, body: { error: { message: 'Incorrect API key provided.' } } });
    expect(await failure()).toBe(
      'The AI writer refused the request (HTTP 401: Incorrect API key provided.).',
    );
    expect(ai.calls).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', { content: 'Here is your article: <p>Marrakech…</p>' }],
    ['JSON without the article', { content: JSON.stringify({ title: 'Only a title' }) }],
    ['an empty article', { content: JSON.stringify({ ...article, html: '' }) }],
    ['no message at all', { status: 200, body: { choices: [] } }],
  ])('calls %s malformed', async (_label, reply) => {
    ai.queue(reply);
    expect(await failure()).toBe('The AI writer answered with content we could not use (malformed article).');
  });

  it('gives up on a call that takes too long', async () => {
    ai.queue({ hang: true }, { hang: true });
    const slow = createOpenAiWriter(
      { apiKey: 'k', baseUrl: ai.baseUrl, model: 'm' },
      { attempts: 2, timeoutMs: 300, backoffMs: 10 },
    );
    await expect(slow.write(source, new AbortController().signal)).rejects.toThrow(
      'The AI writer failed after 2 attempts (no answer within 0.3 seconds).',
    );
    expect(ai.calls).toHaveLength(2);
  });
});

describe('parseCompletion and retryDelayMs', () => {
  it('accepts JSON wrapped in a code fence', () => {
    const body = { choices: [{ message: { content: `\`\`\`json\n${JSON.stringify(article)}\n\`\`\`` } }] };
    expect(parseCompletion(body).title).toBe(article.title);
  });

  it('reads retry-after in seconds, as a date, and retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryDelayMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryDelayMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '1' }), now)).toBe(250);
    expect(retryDelayMs(new Headers(), now)).toBeNull();
  });
});
