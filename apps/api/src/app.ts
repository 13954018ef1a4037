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
import { articlesRoutes } from './modules/articles/routes';
import { createArticlesService } from './modules/articles/service';
import { createGoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { contactRoutes } from './modules/contact/routes';
import { createContactService } from './modules/contact/service';
import { externalReviewsRoutes } from './modules/external-reviews/routes';
import { createExternalReviewsService } from './modules/external-reviews/service';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { soccerRoutes } from './modules/soccer/routes';
import { createSoccerService } from './modules/soccer/service';
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

  const google = createGoogleVerifier(config.google);
  const services = {
    auth: createAuthService({ db: app.db, tokens, storage: app.storage, google }),
    site: createSiteService({ db: app.db }),
    reviews: createReviewsService({ db: app.db }),
    articles: createArticlesService({ db: app.db }),
    videos: createVideosService({ db: app.db }),
    soccer: createSoccerService({ cache: app.cache, football: config.football, log: app.log }),
    externalReviews: createExternalReviewsService({
      cache: app.cache,
      places: config.googlePlacesKey
        ? { key: config.googlePlacesKey, base: config.googlePlacesBase }
        : undefined,
      log: app.log,
    }),
  };
  const contact = createContactService({ db: app.db, mailer: app.mailer, site: services.site, log: app.log });

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
      await api.register(articlesRoutes, { service: services.articles });
      await api.register(videosRoutes, { service: services.videos });
      await api.register(soccerRoutes, { service: services.soccer });
      await api.register(contactRoutes, { service: contact });
      await api.register(externalReviewsRoutes, { service: services.externalReviews });
    },
    { prefix: '/api' },
  );

  app.decorate('services', { ...services, contact });
  return app;
}

export type Services = {
  auth: ReturnType<typeof createAuthService>;
  site: ReturnType<typeof createSiteService>;
  reviews: ReturnType<typeof createReviewsService>;
  articles: ReturnType<typeof createArticlesService>;
  videos: ReturnType<typeof createVideosService>;
  soccer: ReturnType<typeof createSoccerService>;
  contact: ReturnType<typeof createContactService>;
  externalReviews: ReturnType<typeof createExternalReviewsService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
