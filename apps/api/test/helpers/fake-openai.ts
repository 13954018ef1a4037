import type { ServerResponse } from 'node:http';
import { type LocalServer, readJson, startLocalServer } from './local-server';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

/** What the fake answers to one call: a status, headers and a body, or an article to wrap as a completion. */
export type FakeReply =
  | { article: { title: string; description: string; keywords: string[]; html: string } }
  | { content: string }
  /** Never answers (until the server closes). */
  | { hang: true }
  | { status: number; headers?: Record<string, string>; body?: unknown };

export interface FakeOpenAi extends LocalServer {
  /** Base URL as OPENAI_BASE_URL takes it (…/v1). */
  baseUrl: string;
  calls: { at: number; authorization: string | undefined; body: ChatRequest }[];
  /** Replies for the next calls, in order; when none is queued, `fallback` answers. */
  queue(...replies: FakeReply[]): void;
  fallback: (body: ChatRequest) => FakeReply;
}

function send(response: ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('status' in reply) {
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.body ?? { error: { message: 'Fake failure', type: 'server_error' } }));
    return;
  }
  const content = 'article' in reply ? JSON.stringify(reply.article) : reply.content;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'gpt-test',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1000, completion_tokens: 800, total_tokens: 1800 },
    }),
  );
}

/** An OpenAI-compatible chat-completions server on 127.0.0.1 with scripted answers. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queued: FakeReply[] = [];
  const calls: FakeOpenAi['calls'] = [];
  const fake = {} as FakeOpenAi;
  const server = await startLocalServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"Not found"}}');
      return;
    }
    const body = (await readJson(request)) as ChatRequest;
    calls.push({ at: Date.now(), authorization: request.headers.authorization, body });
    send(response, queued.shift() ?? fake.fallback(body));
  });
  return Object.assign(fake, server, {
    baseUrl: `${server.origin}/v1`,
    calls,
    queue: (...replies: FakeReply[]) => queued.push(...replies),
    fallback: (body: ChatRequest): FakeReply => {
      const source = body.messages.find((m) => m.role === 'user')?.content ?? '';
      const title = /Source title: (.*)/.exec(source)?.[1] ?? 'A day in Marrakech';
      return {
        article: {
          title: `Visitors' guide: ${title}`.slice(0, 80),
          description: `What ${title} means for your trip to Marrakech.`,
          keywords: ['Marrakech', 'travel tips'],
          html: `<p>An original introduction for visitors to Marrakech, written from the source.</p><h2>Plan your visit</h2><p>${'Useful, rewritten advice for your stay in the Red City. '.repeat(6)}</p><script>alert(1)</script>`,
        },
      };
    },
  });
}
