import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { loadOrCreateSecret } from './lib/secrets';
import { refuseUnstorableInput } from './lib/storable-text';
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
import { createBookingsAdminService } from './modules/bookings/admin-service';
import { createFollowUps, defineFollowUps } from './modules/bookings/follow-ups';
import { defineReservationHoldRelease } from './modules/bookings/hold-release-job';
import { createRebooking } from './modules/bookings/rebooking';
import { createReservationOrders } from './modules/bookings/reservation-orders';
import { bookingsRoutes } from './modules/bookings/routes';
import { createSelfService } from './modules/bookings/self-service';
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
import { jobsAdminRoutes } from './modules/jobs/admin-routes';
import { createJobsAdminService } from './modules/jobs/admin-service';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createNewsletterService } from './modules/newsletter/service';
import { ordersAdminRoutes } from './modules/orders/admin-routes';
import { createOrdersAdminService } from './modules/orders/admin-service';
import { defineHoldRelease } from './modules/orders/hold-release-job';
import { ordersRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { createShopOrderKind } from './modules/orders/shop-kind';
import { createOrderPayments } from './modules/payments/order-payments';
import { createPaypalProvider } from './modules/payments/paypal-provider';
import { paymentMethodLabel } from './modules/payments/provider';
import { defineReconcile } from './modules/payments/reconcile-job';
import { paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { createDisabledProvider, createTestProvider } from './modules/payments/test-provider';
import { productsAdminRoutes } from './modules/products/admin-routes';
import { createProductsAdminService } from './modules/products/admin-service';
import { productsRoutes } from './modules/products/routes';
import { createProductsService } from './modules/products/service';
import { refundsAdminRoutes } from './modules/refunds/admin-routes';
import { createRefundsService } from './modules/refunds/service';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { sitemapRoutes } from './modules/sitemap/routes';
import { createSitemapService } from './modules/sitemap/service';
import { soccerRoutes } from './modules/soccer/routes';
import { createSoccerService } from './modules/soccer/service';
import { ticketsRoutes } from './modules/tickets/routes';
import { createTicketsService } from './modules/tickets/service';
import { createTicketCodes, type TicketCodes } from './modules/tickets/ticket-code';
import { translationsRoutes } from './modules/translations/routes';
import { createTranslationsService } from './modules/translations/service';
import { travelsAdminRoutes } from './modules/travels/admin-routes';
import { createTravelsAdminService } from './modules/travels/admin-service';
import { travelsRoutes } from './modules/travels/routes';
import { createTravelsService } from './modules/travels/service';
import { uploadsRoutes } from './modules/uploads/routes';
import { createUploadsService } from './modules/uploads/service';
import { videosRoutes } from './modules/videos/routes';
import { createVideosService } from './modules/videos/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { createWishlistService } from './modules/wishlist/service';
import { apiDocsPlugin, apiDocsRoutes } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { cacheHitsPlugin } from './plugins/cache-hits';
import { contentLanguagePlugin } from './plugins/content-language';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, sendError, unknownApiPath } from './plugins/errors';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { publicCachePlugin } from './plugins/public-cache';
import { redisPlugin } from './plugins/redis';
import { routeTablePlugin } from './plugins/route-table';
import { securityPlugin } from './plugins/security';
import { storagePlugin } from './plugins/storage';

export interface AppDeps {
  database: Database;
  /** Tests leave jobs to `app.jobs.runDue` unless they ask for background work. */
  jobs?: Partial<JobsPluginOptions>;
}

/**
 * Fastify's own hop count trusts nobody (it cannot tell the proxy from a direct client), so a
 * count is given as "the first n addresses from our side are proxies".
 */
function trustedProxies(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The whole HTTP application without the page renderer: plugins first (outside
 * services, then ours), then every API module under /api.
 */
export async function buildApp(config: Config, { database, jobs }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Under load a system call per log line costs more than answering from the cache: production
      // writes lines in 4 KB batches (pino writes out what is left when the process exits).
      ...(config.env === 'production' ? { stream: pino.destination({ sync: false, minLength: 4096 }) } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A first start migrates the database and a busy machine can take far longer than avvio's 10 s.
    pluginTimeout: 120_000,
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`%zz`, an overlong parameter) is answered like any other error.
    frameworkErrors: sendError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(routeTablePlugin);
  await app.register(apiDocsPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(jobsPlugin, { background: config.env !== 'test', ...jobs });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(contentLanguagePlugin);
  await app.register(publicCachePlugin);
  // Before the security headers and every other onRequest hook: a cache hit skips them all.
  await app.register(cacheHitsPlugin);
  await app.register(securityPlugin, {
    dev: config.env === 'development',
    translateScript: config.translateWidget?.scriptUrl,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(storagePlugin, { uploadsDir: config.uploadsDir });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
  });
  const serverSecret = await loadOrCreateSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
  const tokens = createTokenService(serverSecret);
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

  const services = createServices(app, config, tokens, createTicketCodes(serverSecret));

  await app.register(apiDocsRoutes);
  await app.register(sitemapRoutes, { service: services.sitemap, publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      // One check for every route: text PostgreSQL cannot store never gets past the boundary.
      api.addHook('preValidation', refuseUnstorableInput);
      // Pages answer every other GET; an unknown API path must not render one (CONTRACT: JSON 404).
      api.get('/*', unknownApiPath);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', service: services.auth });
      await api.register(siteRoutes, { service: services.site });
      await api.register(newsletterRoutes, { service: services.newsletter });
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(auditRoutes, { service: services.audit });
      await api.register(adminUsersRoutes, { service: services.adminUsers });
      await api.register(generatorRoutes, { service: services.generator });
      await api.register(translationsRoutes, { service: services.translations });
      await api.register(productsRoutes, { service: services.products });
      await api.register(ordersRoutes, { service: services.orders });
      await api.register(paymentsRoutes, {
        payments: services.payments,
        orderPayments: services.orderPayments,
      });
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
        selfService: services.selfService,
        rebooking: services.rebooking,
      });
      await api.register(adminBookingsRoutes, {
        service: services.bookingsAdmin,
        rebooking: services.rebooking,
      });
      await api.register(ticketsRoutes, { service: services.tickets });
      await api.register(dashboardRoutes, { service: services.dashboard });
      await api.register(uploadsRoutes, { service: services.uploads });
      await api.register(productsAdminRoutes, { service: services.productsAdmin });
      await api.register(ordersAdminRoutes, { service: services.ordersAdmin });
      await api.register(activitiesAdminRoutes, { service: services.activitiesAdmin });
      await api.register(travelsAdminRoutes, { service: services.travelsAdmin });
      await api.register(jobsAdminRoutes, { service: services.jobsAdmin });
      await api.register(wishlistRoutes, { service: services.wishlist });
      await api.register(refundsAdminRoutes, {
        refunds: services.refunds,
        ordersAdmin: services.ordersAdmin,
        bookingsAdmin: services.bookingsAdmin,
      });
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => {
    await Promise.all([
      services.orders.drain(),
      services.bookings.drain(),
      services.auth.drain(),
      services.refunds.drain(),
    ]);
  });

  app.decorate('services', services);
  return app;
}

/** Every module's service, built once per app with what it depends on. */
function createServices(
  app: FastifyInstance,
  config: Config,
  tokens: TokenService,
  ticketCodes: TicketCodes,
) {
  const audit = createAuditService({ db: app.db });
  const site = createSiteService({ db: app.db, audit });
  const paymentProvider = config.paypal
    ? createPaypalProvider({ ...config.paypal, log: app.log })
    : config.paymentsTestMode
      ? createTestProvider()
      : createDisabledProvider();
  // Said at every start, where operators look: in test mode anyone can mark an order paid.
  app.addHook('onReady', async () => {
    if (config.paypal) return;
    app.log.warn(
      config.paymentsTestMode
        ? 'PAYMENTS IN TEST MODE: PayPal is not configured, so any order or booking can be marked paid without money. Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYMENTS_TEST_MODE=0 to refuse test payments.'
        : 'Online payments are off: PayPal is not configured and PAYMENTS_TEST_MODE=0. Orders and bookings are kept unpaid.',
    );
  });
  const refunds = createRefundsService({
    db: app.db,
    provider: paymentProvider,
    jobs: app.jobs,
    audit,
    mailer: app.mailer,
    site,
    log: app.log,
    metrics: app.metrics,
    publicUrl: config.publicUrl,
  });
  const orders = createOrdersService({
    db: app.db,
    mailer: app.mailer,
    site,
    log: app.log,
    holdMinutes: config.orderHoldMinutes,
    publicUrl: config.publicUrl,
    paymentMethod: paymentMethodLabel(paymentProvider.name),
  });
  defineHoldRelease(app.jobs, orders, app.log);
  const activities = createActivitiesService({ db: app.db });
  const travels = createTravelsService({ db: app.db });
  const bookings = createBookingsService({
    db: app.db,
    mailer: app.mailer,
    site,
    activities,
    travels,
    log: app.log,
    publicUrl: config.publicUrl,
    holdMinutes: config.reservationHoldMinutes,
  });
  defineReservationHoldRelease(app.jobs, bookings, app.log);
  const followUps = createFollowUps({
    db: app.db,
    mailer: app.mailer,
    site,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  defineFollowUps(app.jobs, followUps, app.log);
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
    metrics: app.metrics,
    provider: paymentProvider,
    kinds: {
      shop: createShopOrderKind({
        holdMinutes: config.orderHoldMinutes,
        afterPaid: (order) => orders.sendReceipt(order),
      }),
      ...reservationOrders.kinds,
    },
    log: app.log,
    refunds,
    reconcileAfterSeconds: config.reconcileAfterSeconds,
    releaseHolds: async () => {
      await orders.releaseLapsedHolds();
      await bookings.releaseLapsedHolds();
    },
  });
  defineReconcile(app.jobs, payments, app.log);
  const tickets = createTicketsService({
    db: app.db,
    codes: ticketCodes,
    bookings,
    site,
    audit,
    publicUrl: config.publicUrl,
  });
  app.mailer.attachWith('ticket', (ticket) =>
    tickets.attachment(ticket.reservationKind, ticket.reservationId),
  );
  return {
    audit,
    sitemap: createSitemapService({ db: app.db }),
    auth: createAuthService({
      db: app.db,
      tokens,
      storage: app.storage,
      google: createGoogleVerifier(config.google),
      mailer: app.mailer,
      site,
      log: app.log,
      publicUrl: config.publicUrl,
    }),
    site,
    reviews: createReviewsService({ db: app.db, storage: app.storage, audit }),
    adminUsers: createAdminUsersService({ db: app.db, audit }),
    generator: createGeneratorService({ db: app.db, jobs: app.jobs, log: app.log, config }),
    translations: createTranslationsService({ config }),
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
    products: createProductsService({ db: app.db, cache: app.cache.local }),
    productsAdmin: createProductsAdminService({ db: app.db, audit, storage: app.storage }),
    orders,
    ordersAdmin: createOrdersAdminService({ db: app.db, orders, payments, audit }),
    activities,
    activitiesAdmin: createActivitiesAdminService({ db: app.db, audit, storage: app.storage }),
    activityImport: createActivityImportService({ db: app.db, audit }),
    travels,
    travelsAdmin: createTravelsAdminService({ db: app.db, audit, storage: app.storage }),
    bookings,
    followUps,
    bookingsAdmin: createBookingsAdminService({ db: app.db, audit, bookings, refunds }),
    tickets,
    selfService: createSelfService({ db: app.db, audit, bookings, refunds }),
    rebooking: createRebooking({
      db: app.db,
      audit,
      mailer: app.mailer,
      site,
      bookings,
      publicUrl: config.publicUrl,
    }),
    refunds,
    reservationOrders,
    payments,
    orderPayments: createOrderPayments({ payments, orders }),
    jobsAdmin: createJobsAdminService({ db: app.db, jobs: app.jobs, audit }),
    wishlist: createWishlistService({ db: app.db }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
