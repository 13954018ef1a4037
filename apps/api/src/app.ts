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
import { activitiesAdminRoutes } from './modules/activities/admin-routes';
import { createActivitiesAdminService } from './modules/activities/admin-service';
import { activitiesRoutes } from './modules/activities/routes';
import { createActivitiesService } from './modules/activities/service';
import { activityImportRoutes } from './modules/activity-import/routes';
import { createActivityImportService } from './modules/activity-import/service';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { createAdminUsersService } from './modules/admin-users/service';
import { articlesRoutes } from './modules/articles/routes';
import { createArticlesService } from './modules/articles/service';
import { auditRoutes } from './modules/audit/routes';
import { createAuditService } from './modules/audit/service';
import { createGoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { adminBookingsRoutes } from './modules/bookings/admin-routes';
import { createReservationOrders } from './modules/bookings/reservation-orders';
import { bookingsRoutes } from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { createInboxService } from './modules/contact/inbox-service';
import { contactRoutes } from './modules/contact/routes';
import { createContactService } from './modules/contact/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { externalReviewsRoutes } from './modules/external-reviews/routes';
import { createExternalReviewsService } from './modules/external-reviews/service';
import { generatorRoutes } from './modules/generator/routes';
import { createGeneratorService } from './modules/generator/service';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createNewsletterService } from './modules/newsletter/service';
import { ordersAdminRoutes } from './modules/orders/admin-routes';
import { createOrdersAdminService } from './modules/orders/admin-service';
import { startHoldSweeper } from './modules/orders/hold-sweeper';
import { ordersRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createShopOrderKind } from './modules/orders/shop-kind';
import { createPaypalProvider } from './modules/payments/paypal-provider';
import { paymentMethodLabel } from './modules/payments/provider';
import { paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { createTestProvider } from './modules/payments/test-provider';
import { productsAdminRoutes } from './modules/products/admin-routes';
import { createProductsAdminService } from './modules/products/admin-service';
import { productsRoutes } from './modules/products/routes';
import { createProductsService } from './modules/products/service';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { soccerRoutes } from './modules/soccer/routes';
import { createSoccerService } from './modules/soccer/service';
import { travelsAdminRoutes } from './modules/travels/admin-routes';
import { createTravelsAdminService } from './modules/travels/admin-service';
import { travelsRoutes } from './modules/travels/routes';
import { createTravelsService } from './modules/travels/service';
import { uploadsRoutes } from './modules/uploads/routes';
import { createUploadsService } from './modules/uploads/service';
import { videosRoutes } from './modules/videos/routes';
import { createVideosService } from './modules/videos/service';
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

  const services = createServices(app, config, tokens);
  // Generation tasks run in the background from start to close (and resume after a restart).
  app.addHook('onReady', () => services.generator.runner.start());
  app.addHook('preClose', () => services.generator.runner.stop());

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
      await api.register(newsletterRoutes, { service: services.newsletter });
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(auditRoutes, { service: services.audit });
      await api.register(adminUsersRoutes, { service: services.adminUsers });
      await api.register(generatorRoutes, { service: services.generator });
      await api.register(productsRoutes, { service: services.products });
      await api.register(ordersRoutes, { service: services.orders });
      await api.register(paymentsRoutes, { payments: services.payments, orders: services.orders });
      await api.register(articlesRoutes, { service: services.articles });
      await api.register(videosRoutes, { service: services.videos });
      await api.register(soccerRoutes, { service: services.soccer });
      await api.register(contactRoutes, { service: services.contact, inbox: services.inbox });
      await api.register(externalReviewsRoutes, { service: services.externalReviews });
      await api.register(activitiesRoutes, { service: services.activities });
      await api.register(activityImportRoutes, { service: services.activityImport });
      await api.register(travelsRoutes, { service: services.travels });
      await api.register(bookingsRoutes, {
        service: services.bookings,
        reservationOrders: services.reservationOrders,
      });
      await api.register(adminBookingsRoutes, { service: services.bookings });
      await api.register(dashboardRoutes, { service: services.dashboard });
      await api.register(uploadsRoutes, { service: services.uploads });
      await api.register(productsAdminRoutes, { service: services.productsAdmin });
      await api.register(ordersAdminRoutes, { service: services.ordersAdmin });
      await api.register(activitiesAdminRoutes, { service: services.activitiesAdmin });
      await api.register(travelsAdminRoutes, { service: services.travelsAdmin });
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => {
    await Promise.all([services.orders.drain(), services.bookings.drain()]);
  });

  // Tests release lapsed holds themselves, at the instants they choose.
  if (config.env !== 'test') {
    let stopSweeper: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopSweeper = startHoldSweeper({ release: () => services.orders.releaseLapsedHolds(), log: app.log });
    });
    app.addHook('onClose', async () => stopSweeper?.());
  }

  app.decorate('services', services);
  return app;
}

/** Every module's service, built once per app with what it depends on. */
function createServices(app: FastifyInstance, config: Config, tokens: TokenService) {
  const audit = createAuditService({ db: app.db });
  const site = createSiteService({ db: app.db, audit });
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
  const activities = createActivitiesService({ db: app.db });
  const travels = createTravelsService({ db: app.db });
  const bookings = createBookingsService({
    db: app.db,
    mailer: app.mailer,
    site,
    audit,
    activities,
    travels,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  const reservationOrders = createReservationOrders({
    db: app.db,
    orders,
    bookings,
    log: app.log,
    paymentMethod: paymentMethodLabel(paymentProvider.name),
  });
  // Each kind of order (shop, activity, travel) adds its payment steps here.
  const payments = createPaymentsService({
    db: app.db,
    provider: paymentProvider,
    kinds: {
      shop: createShopOrderKind({
        holdMinutes: config.orderHoldMinutes,
        afterPaid: (order) => orders.sendReceipt(order),
      }),
      ...reservationOrders.kinds,
    },
    log: app.log,
  });
  return {
    audit,
    auth: createAuthService({
      db: app.db,
      tokens,
      storage: app.storage,
      google: createGoogleVerifier(config.google),
    }),
    site,
    reviews: createReviewsService({ db: app.db, storage: app.storage }),
    adminUsers: createAdminUsersService({ db: app.db, audit }),
    generator: createGeneratorService({ db: app.db, redis: app.redis, log: app.log, config }),
    articles: createArticlesService({ db: app.db, audit }),
    videos: createVideosService({ db: app.db, audit, storage: app.storage }),
    soccer: createSoccerService({ cache: app.cache, football: config.football, log: app.log }),
    externalReviews: createExternalReviewsService({
      cache: app.cache,
      places: config.googlePlacesKey
        ? { key: config.googlePlacesKey, base: config.googlePlacesBase }
        : undefined,
      log: app.log,
    }),
    contact: createContactService({
      db: app.db,
      mailer: app.mailer,
      site,
      log: app.log,
      publicUrl: config.publicUrl,
    }),
    inbox: createInboxService({ db: app.db, mailer: app.mailer, site, audit, publicUrl: config.publicUrl }),
    newsletter: createNewsletterService({ db: app.db, audit }),
    dashboard: createDashboardService({ db: app.db }),
    uploads: createUploadsService({ storage: app.storage, audit }),
    products: createProductsService({ db: app.db }),
    productsAdmin: createProductsAdminService({ db: app.db, audit, storage: app.storage }),
    orders,
    ordersAdmin: createOrdersAdminService({ db: app.db, orders, payments, audit }),
    activities,
    activitiesAdmin: createActivitiesAdminService({ db: app.db, audit, storage: app.storage }),
    activityImport: createActivityImportService({ db: app.db, audit }),
    travels,
    travelsAdmin: createTravelsAdminService({ db: app.db, audit, storage: app.storage }),
    bookings,
    reservationOrders,
    payments,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
