import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failoverRateStore } from '../lib/failover-rate-store';

/** Outside origins the pages may talk to: PayPal buttons, Google sign-in, video embeds. */
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const GOOGLE = ['https://accounts.google.com'];
/** Where Google's translate element (translate.google.com) fetches its own code and styles. */
const GOOGLE_TRANSLATE_CODE = 'https://translate.googleapis.com';

/**
 * The CSP sources the page-translation widget needs, only when it is enabled: its
 * script itself (origin and path; a CSP source never carries the query) and, for
 * Google's element, the host it loads the rest of its code and styles from.
 */
export function translateWidgetSources(scriptUrl: string | undefined): {
  scripts: string[];
  styles: string[];
} {
  if (!scriptUrl) return { scripts: [], styles: [] };
  const url = new URL(scriptUrl);
  const google = url.origin === 'https://translate.google.com';
  return {
    scripts: [`${url.origin}${url.pathname}`, ...(google ? [GOOGLE_TRANSLATE_CODE] : [])],
    styles: google ? [GOOGLE_TRANSLATE_CODE] : [],
  };
}
const EMBEDS = [
  'https://www.instagram.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.tiktok.com',
];

/**
 * The Content-Security-Policy of every answer. Inline scripts are allowed by the SHA-256 of
 * their text (`inlineScripts`), not by a per-request nonce: a page's bytes are then the same
 * for every visitor, so the page cache and a CDN can keep them, and a kept page discloses
 * nothing that would let an injected script run.
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[] = [],
  translate: { scripts: string[]; styles: string[] } = { scripts: [], styles: [] },
): string {
  const hashes = inlineScripts.map(
    (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...hashes, ...PAYPAL, ...GOOGLE, ...translate.scripts],
    'script-src-attr': ["'none'"],
    // No hash or nonce here: either would switch off 'unsafe-inline' for the style attributes components use.
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com', ...translate.styles],
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': ["'self'", ...PAYPAL, ...GOOGLE],
    'frame-src': ["'self'", ...PAYPAL, ...GOOGLE, ...EMBEDS],
    // The check-in page's QR reader (qr-scanner) decodes camera frames in a worker it builds from a blob.
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** A Redis command that failed while connected: said in the log at most once a minute. */
function warnNowAndThen(app: FastifyInstance) {
  let last = 0;
  return (err: Error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    app.log.warn({ err }, 'Redis did not answer a rate-limit count: this instance counted it alone');
  };
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { dev: boolean; translateScript: string | undefined }) => {
    // Vite's dev server injects inline scripts and a websocket; production answers get the strict policy.
    if (!opts.dev) {
      const policy = contentSecurityPolicy([], translateWidgetSources(opts.translateScript));
      app.addHook('onRequest', async (_request, reply) => {
        reply.header('content-security-policy', policy);
      });
    }
    await app.register(helmet, {
      // Set above, once for all answers, and by the page renderer with its inline scripts' hashes.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // PayPal and Google sign-in open popups that talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: false,
    });

    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: failoverRateStore(app.redis, warnNowAndThen(app)) } : {}),
      errorResponseBuilder: (_request, context) => {
        const error = new Error('Too many attempts. Please wait a moment and try again.') as Error & {
          statusCode: number;
        };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
);
