import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadOrCreateSecret } from './lib/secrets';
import { createGoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { startHoldSweeper } from './modules/orders/hold-sweeper';
import { ordersRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createShopOrderKind } from './modules/orders/shop-kind';
import { createPaypalProvider } from './modules/payments/paypal-provider';
import { paymentMethodLabel } from './modules/payments/provider';
import { paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { createTestProvider } from './modules/payments/test-provider';
import { productsRoutes } from './modules/products/routes';
import { createProductsService } from './modules/products/service';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { storagePlugin } from './plugins/storage';

export interface AppDeps {
  database: Database;
}

/**
 * The whole HTTP application without the page renderer: plugins first (outside
 * services, then ours), then every API module under /api.
 */
export async function buildApp(config: Config, { database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(securityPlugin, { dev: config.env === 'development' });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(storagePlugin, { uploadsDir: config.uploadsDir });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
  });
  const tokens = createTokenService(await loadOrCreateSecret(config.jwtSecret, config.dataDir, 'jwt-secret'));
  await app.register(authPlugin, { tokens });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 10 } });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // Stored files get fresh random names, so they never change under a URL.
    maxAge: '30d',
    immutable: true,
    index: false,
  });

  const google = createGoogleVerifier(config.google);
  const site = createSiteService({ db: app.db });
  const paymentProvider = config.paypal
    ? createPaypalProvider({ ...config.paypal, log: app.log })
    : createTestProvider();
  if (!config.paypal) app.log.info('PayPal is not configured: payments run in test mode');
  const orders = createOrdersService({
    db: app.db,
    mailer: app.mailer,
    site,
    log: app.log,
    holdMinutes: config.orderHoldMinutes,
    publicUrl: config.publicUrl,
    paymentMethod: paymentMethodLabel(paymentProvider.name),
  });
  const services = {
    auth: createAuthService({ db: app.db, tokens, storage: app.storage, google }),
    site,
    reviews: createReviewsService({ db: app.db }),
    products: createProductsService({ db: app.db }),
    orders,
    // New kinds of order (activity, travel) add their handler here.
    payments: createPaymentsService({
      db: app.db,
      provider: paymentProvider,
      kinds: {
        shop: createShopOrderKind({
          holdMinutes: config.orderHoldMinutes,
          afterPaid: (order) => orders.sendReceipt(order),
        }),
      },
      log: app.log,
    }),
  };

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        reply.status(404).send({
          success: false,
          message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
        });
      });
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', service: services.auth });
      await api.register(siteRoutes, { service: services.site });
      await api.register(newsletterRoutes);
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(productsRoutes, { service: services.products });
      await api.register(ordersRoutes, { service: services.orders });
      await api.register(paymentsRoutes, { payments: services.payments, orders: services.orders });
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => orders.drain());

  // Tests release lapsed holds themselves, at the instants they choose.
  if (config.env !== 'test') {
    let stopSweeper: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopSweeper = startHoldSweeper({ release: () => orders.releaseLapsedHolds(), log: app.log });
    });
    app.addHook('onClose', async () => stopSweeper?.());
  }

  app.decorate('services', services);
  return app;
}

export type Services = {
  auth: ReturnType<typeof createAuthService>;
  site: ReturnType<typeof createSiteService>;
  reviews: ReturnType<typeof createReviewsService>;
  products: ReturnType<typeof createProductsService>;
  orders: ReturnType<typeof createOrdersService>;
  payments: ReturnType<typeof createPaymentsService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
