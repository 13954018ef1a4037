import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPrivateAddress } from './address-policy';
import { GenerationError } from './generation-error';

export interface FetchLimits {
  /** For the whole fetch: every redirect and the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchOptions {
  /** GENERATOR_ALLOW_PRIVATE_URLS: tests fetch from 127.0.0.1. */
  allowPrivate: boolean;
  signal?: AbortSignal;
  limits?: Partial<FetchLimits>;
  userAgent?: string;
  /** DNS; the system resolver unless a test gives names of its own. */
  resolve?: Resolver;
  /** Which resolved addresses are refused; the address policy unless a test says otherwise. */
  isBlocked?: (address: string) => boolean;
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  url: string;
  html: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

class BlockedAddress extends Error {}

const refusedPrivate = () =>
  new GenerationError('This address leads to a private or local network, which the generator may not fetch.');

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new GenerationError('This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GenerationError(
      `Only http and https addresses can be fetched (this one is ${url.protocol.replace(':', '')}).`,
    );
  }
  if (url.username || url.password) {
    throw new GenerationError('Addresses with a user name or password cannot be fetched.');
  }
  return url;
}

/**
 * The address check sits in the socket's own DNS lookup, so the connection goes
 * to exactly the address that was checked: no second resolution an attacker's
 * DNS could answer differently (DNS rebinding).
 */
function guardedLookup(resolve: Resolver, isBlocked: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => wanted === 0 || a.family === wanted);
        if (usable.length === 0) {
          callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        } else if (found.some((a) => isBlocked(a.address))) {
          // One private answer among public ones is enough to refuse: the name is not trustworthy.
          callback(new BlockedAddress(hostname), '', 4);
        } else if (options.all) {
          (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

function request(url: URL, options: FetchOptions, signal: AbortSignal, lookup: LookupFunction | undefined) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      // A fresh connection per request: a pooled socket would skip the address check.
      agent: false,
      signal,
      headers: {
        'user-agent': options.userAgent ?? 'OchreArticleGenerator/1.0',
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=1, fr;q=0.5',
      },
      ...(lookup ? { lookup } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) throw new GenerationError(`The page is encoded in a way we cannot read (${encoding}).`);
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decompressed(response);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Counted after decompression, so a small compressed bomb is caught too.
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new GenerationError(
    `The page is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the most we read.`,
  );

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (declared) return declared;
  const start = head.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(start)?.[1] ?? 'utf-8';
}

/**
 * The page's text. NUL characters go: browsers show nothing for them, and PostgreSQL cannot
 * store them in the task's results. (A decoder never yields lone UTF-16 halves: bad bytes become U+FFFD.)
 */
function decode(body: Buffer, contentType: string): string {
  const charset = charsetOf(contentType, body);
  let text: string;
  try {
    text = new TextDecoder(charset).decode(body);
  } catch {
    text = new TextDecoder('utf-8').decode(body);
  }
  return text.replaceAll('\0', '');
}

function describeNetworkError(error: NodeJS.ErrnoException, url: URL): GenerationError {
  if (error instanceof BlockedAddress) return refusedPrivate();
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NODATA':
    case 'EAI_NONAME':
      return new GenerationError(`The site ${url.hostname} could not be found.`);
    case 'ECONNREFUSED':
      return new GenerationError(`The site ${url.hostname} refused the connection.`);
    case 'ECONNRESET':
    case 'EPIPE':
      return new GenerationError(`The connection to ${url.hostname} was cut off.`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new GenerationError(`The site ${url.hostname} cannot be reached from here.`);
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
    case 'ERR_PADDING_1':
      return new GenerationError('The page arrived damaged (its compression is broken).');
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_HEADER_OVERFLOW':
    case 'HPE_INVALID_HEADER_TOKEN':
      return new GenerationError(`The site ${url.hostname} answered with something that is not valid HTTP.`);
    default:
      if (error.code?.startsWith('ERR_TLS') || /certificate|SSL|TLS/i.test(error.message)) {
        return new GenerationError(`The secure connection to ${url.hostname} failed (certificate problem).`);
      }
      return new GenerationError(`The page could not be loaded (${error.code ?? error.message}).`);
  }
}

/**
 * Reads one web page for the generator, safely: http and https only, every hop
 * resolved and refused when it leads to a private or local address, at most 5
 * redirects, 10 seconds in all, 2 MB of HTML at most (streamed, cut off beyond).
 */
export async function fetchPage(address: string, options: FetchOptions): Promise<FetchedPage> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  const isBlocked = options.isBlocked ?? isPrivateAddress;
  const lookup = options.allowPrivate
    ? options.resolve
      ? guardedLookup(options.resolve, () => false)
      : undefined
    : guardedLookup(options.resolve ?? systemResolver, isBlocked);
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;

  let url = parseAddress(address);
  try {
    for (let hop = 0; ; hop++) {
      // Literal IPs never reach a DNS lookup, so they are checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (!options.allowPrivate && isIP(literal) && isBlocked(literal)) throw refusedPrivate();

      const response = await request(url, options, signal, lookup);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location)
          throw new GenerationError(`The page redirected (HTTP ${status}) without saying where.`);
        if (hop >= limits.maxRedirects) {
          throw new GenerationError(`The page redirected more than ${limits.maxRedirects} times.`);
        }
        url = parseAddress(new URL(location, url).href);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new GenerationError(`The page answered with HTTP ${status} instead of an article.`);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (!HTML_TYPES.has(mediaType)) {
        response.destroy();
        throw new GenerationError(
          mediaType
            ? `The address is not a web page (it is ${mediaType}); only HTML pages can be used.`
            : 'The address did not say what it is; only HTML pages can be used.',
        );
      }
      const body = await readBody(response, limits.maxBytes);
      return { url: url.href, html: decode(body, contentType) };
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) {
      throw new GenerationError(`The page took longer than ${limits.timeoutMs / 1000} seconds to load.`);
    }
    if (error instanceof GenerationError) throw error;
    throw describeNetworkError(error as NodeJS.ErrnoException, url);
  }
}
