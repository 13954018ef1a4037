import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Outside origins the pages may talk to: PayPal buttons, Google sign-in, the translate widget, video embeds. */
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const GOOGLE = [
  'https://accounts.google.com',
  'https://translate.google.com',
  'https://translate.googleapis.com',
];
const EMBEDS = [
  'https://www.instagram.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.tiktok.com',
];

declare module 'node:http' {
  interface ServerResponse {
    /** This response's script nonce: inline scripts of the rendered page carry it. */
    cspNonce?: string;
  }
}

/** The script nonce of a reply, for inline scripts of a server-rendered page. */
export function scriptNonce(reply: FastifyReply): string | undefined {
  return reply.raw.cspNonce;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { dev: boolean }) => {
  // Scripts only: a nonce in style-src would switch off 'unsafe-inline' for the style attributes components use.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.cspNonce = randomBytes(16).toString('base64url');
  });
  await app.register(helmet, {
    // Vite's dev server injects inline scripts and a websocket; production pages get the strict policy.
    contentSecurityPolicy: opts.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) => `'nonce-${(res as ServerResponse).cspNonce}'`,
              ...PAYPAL,
              ...GOOGLE,
            ],
            styleSrc: [
              "'self'",
              "'unsafe-inline'",
              'https://accounts.google.com',
              'https://translate.googleapis.com',
            ],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            mediaSrc: ["'self'", 'blob:', 'https:'],
            connectSrc: ["'self'", ...PAYPAL, ...GOOGLE],
            frameSrc: ["'self'", ...PAYPAL, ...GOOGLE, ...EMBEDS],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // PayPal and Google sign-in open popups that talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  });

  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'ochre:rate:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many attempts. Please wait a moment and try again.') as Error & {
        statusCode: number;
      };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});
