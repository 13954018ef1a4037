import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

export type SentHeaders = Record<string, string | number | string[]>;

/**
 * An answer kept whole, to be sent again as it is: compressed once per encoding (in the
 * thread pool, not on the event loop) and revalidated by its ETag.
 */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies that are done, for answers that cannot wait for one. */
  ready: Partial<Record<Encoding, Buffer>>;
  /**
   * Every header of the first full answer made from it (security headers included), but
   * those of one exchange only: a hit answers with them without going through the hooks
   * that set them (plugins/cache-hits.ts).
   */
  sentHeaders?: SentHeaders;
}

/** Smaller answers are not worth compressing (the same threshold as the compression plugin's). */
const MIN_COMPRESS_BYTES = 1024;

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export function cachedResponse(
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
): CachedResponse {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  // Weak: the same ETag stands for every encoding of these bytes.
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { status, headers, body: bytes, etag, encoded: {}, ready: {} };
}

/** Memory a cached answer may come to hold, with its compressed copies. */
export const cachedBytes = (response: CachedResponse) => response.body.length * 2 + 512;

/** Clients send few distinct Accept-Encoding headers: each is read once. */
const choices = new Map<string, Encoding | undefined>();
const MAX_CHOICES = 256;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (choices.has(acceptEncoding)) return choices.get(acceptEncoding);
  const choice = readEncoding(acceptEncoding);
  if (choices.size >= MAX_CHOICES) choices.clear();
  choices.set(acceptEncoding, choice);
  return choice;
}

function readEncoding(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag));

const encodingFor = (request: FastifyRequest, cached: CachedResponse) =>
  cached.body.length >= MIN_COMPRESS_BYTES
    ? preferredEncoding(request.headers['accept-encoding'])
    : undefined;

export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
): Promise<FastifyReply> {
  reply.status(cached.status).headers(cached.headers).header('etag', cached.etag);
  if (cached.status === 200 && matches(request.headers['if-none-match'], cached.etag)) {
    return reply.status(304).send();
  }
  const encoding = encodingFor(request, cached);
  if (!encoding) return reply.send(cached.body);
  cached.encoded[encoding] ??= encoders[encoding](cached.body).then((body) => {
    cached.ready[encoding] = body;
    return body;
  });
  return reply.header('content-encoding', encoding).send(await cached.encoded[encoding]);
}

/**
 * Sends a kept answer at once, with the headers its first full answer had; false when it
 * cannot yet (no full answer made from it so far, or its compressed copy is not done).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): boolean {
  const headers = cached.sentHeaders;
  if (!headers) return false;
  if (cached.status === 200 && matches(request.headers['if-none-match'], cached.etag)) {
    reply.headers(headers).header('etag', cached.etag).status(304).send();
    return true;
  }
  const encoding = encodingFor(request, cached);
  const body = encoding ? cached.ready[encoding] : cached.body;
  if (!body) return false;
  reply.status(cached.status).headers(headers).header('etag', cached.etag);
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(body);
  return true;
}
