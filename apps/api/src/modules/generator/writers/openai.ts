import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { SourcePage } from '../extract';
import { GenerationError } from '../generation-error';
import type { ArticleWriter, WrittenArticle } from './types';

export interface OpenAiConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

export interface OpenAiLimits {
  /** Calls in all, retries included. */
  attempts: number;
  /** For one call. */
  timeoutMs: number;
  /** Longer waits than this (from retry-after) are not worth holding the task for. */
  maxWaitMs: number;
  /** First back-off when the service gives no retry-after; doubled each time. */
  backoffMs: number;
}

export const OPENAI_LIMITS: OpenAiLimits = {
  attempts: 3,
  timeoutMs: 60_000,
  maxWaitMs: 30_000,
  backoffMs: 1000,
};

/** The most source text sent along, to bound the cost of one article. */
const SOURCE_CHARS = 12_000;

const SYSTEM_PROMPT = `You are the senior travel editor of Ochre, a travel business in Marrakech, Morocco, that guides visitors, sells activities and organises trips.
You write original, useful, warm but precise articles in English for people planning a visit to Marrakech.

Rules:
- Write an ORIGINAL article based on the source page the user gives you. Do not copy its sentences; rework the ideas in your own words and your own structure.
- Keep to the facts in the source. Never invent prices, opening hours, addresses, names, quotes or statistics that are not in it; when a practical detail matters but is not given, tell readers to check it locally.
- Make it relevant for visitors to Marrakech: what it means for their trip, when to go, how to plan, what to watch out for. If the source is not about Marrakech, connect it to a visit only where that is honest.
- 600 to 1000 words. Start with a short introduction paragraph (no heading), then 3 to 6 sections with <h2> headings (and <h3> where useful), and a practical "Good to know" list near the end.
- End with a paragraph crediting the source with a link to its address.
- Use only these HTML elements: h2, h3, p, ul, ol, li, strong, em, blockquote, a (with href). No h1, no images, no scripts, no styles, no classes, no markdown.

Answer with one JSON object and nothing else:
{"title": "headline, at most 80 characters", "description": "one-sentence summary for search engines, at most 160 characters", "keywords": ["3 to 8 short search keywords"], "html": "the article body as HTML"}`;

function userPrompt(source: SourcePage): string {
  const text = source.text.length > SOURCE_CHARS ? `${source.text.slice(0, SOURCE_CHARS)}\n[…]` : source.text;
  return [
    `Source address: ${source.url}`,
    `Source site: ${source.siteName}`,
    `Source title: ${source.title}`,
    source.description ? `Source summary: ${source.description}` : '',
    source.headings.length > 0 ? `Source headings:\n${source.headings.map((h) => `- ${h}`).join('\n')}` : '',
    `Source text:\n${text}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const articleSchema = z.object({
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().min(10).max(400),
  keywords: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  html: z.string().trim().min(200),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const malformed = () =>
  new GenerationError('The AI writer answered with content we could not use (malformed article).');

/** The JSON object a chat-completions answer holds; models sometimes wrap it in a code fence. */
export function completionJson(body: unknown): unknown {
  const completion = completionSchema.safeParse(body);
  const content = completion.success ? completion.data.choices[0]!.message.content : null;
  if (!content) throw malformed();
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(json);
  } catch {
    throw malformed();
  }
}

/** The article out of a chat-completions answer. */
export function parseCompletion(body: unknown): WrittenArticle {
  const article = articleSchema.safeParse(completionJson(body));
  if (!article.success) throw malformed();
  return article.data;
}

/** How long the service asks us to wait: retry-after-ms, else retry-after in seconds or as a date. */
export function retryDelayMs(headers: Headers, now = Date.now()): number | null {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = typeof body.error?.message === 'string' ? body.error.message : '';
    return message ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * One OpenAI-compatible chat-completions call asking for a JSON object, retried (bounded)
 * on 429 and 5xx, honouring retry-after; answers the completion's body.
 */
export function createChatClient(config: OpenAiConfig, overrides: Partial<OpenAiLimits> = {}) {
  const limits = { ...OPENAI_LIMITS, ...overrides };

  async function complete(
    messages: ChatMessage[],
    signal: AbortSignal,
    options: { temperature: number },
  ): Promise<unknown> {
    const body = JSON.stringify({
      model: config.model,
      temperature: options.temperature,
      response_format: { type: 'json_object' },
      messages,
    });
    let lastProblem = '';
    for (let attempt = 1; attempt <= limits.attempts; attempt++) {
      const timeout = AbortSignal.timeout(limits.timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        lastProblem = timeout.aborted
          ? `no answer within ${limits.timeoutMs / 1000} seconds`
          : `could not be reached (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`;
        if (attempt < limits.attempts)
          await sleep(limits.backoffMs * 2 ** (attempt - 1), undefined, { signal });
        continue;
      }

      if (response.status === 429 || response.status >= 500) {
        lastProblem = `HTTP ${response.status}${await errorDetail(response)}`;
        if (attempt === limits.attempts) break;
        const wait = retryDelayMs(response.headers) ?? limits.backoffMs * 2 ** (attempt - 1);
        if (wait > limits.maxWaitMs) {
          throw new GenerationError(
            `The AI writer is busy and asked us to wait ${Math.ceil(wait / 1000)} seconds; please try again later.`,
          );
        }
        await sleep(wait, undefined, { signal });
        continue;
      }
      if (!response.ok) {
        throw new GenerationError(
          `The AI writer refused the request (HTTP ${response.status}${await errorDetail(response)}).`,
        );
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw malformed();
      }
      return json;
    }
    const attempts = limits.attempts === 1 ? '1 attempt' : `${limits.attempts} attempts`;
    throw new GenerationError(`The AI writer failed after ${attempts} (${lastProblem}).`);
  }

  return { model: config.model, complete };
}
export type ChatClient = ReturnType<typeof createChatClient>;

/** The AI writer: one chat call per article. */
export function createOpenAiWriter(
  config: OpenAiConfig,
  overrides: Partial<OpenAiLimits> = {},
): ArticleWriter {
  const chat = createChatClient(config, overrides);
  const write = async (source: SourcePage, signal: AbortSignal): Promise<WrittenArticle> =>
    parseCompletion(
      await chat.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(source) },
        ],
        signal,
        { temperature: 0.7 },
      ),
    );
  return { kind: 'ai', model: config.model, write };
}
