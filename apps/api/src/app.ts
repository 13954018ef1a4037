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
import { adminUsersRoutes } from './modules/admin-users/routes';
import { createAdminUsersService } from './modules/admin-users/service';
import { auditRoutes } from './modules/audit/routes';
import { createAuditService } from './modules/audit/service';
import { createGoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
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
  const audit = createAuditService({ db: app.db });
  const services = {
    audit,
    auth: createAuthService({ db: app.db, tokens, storage: app.storage, google }),
    site: createSiteService({ db: app.db, audit }),
    reviews: createReviewsService({ db: app.db }),
    adminUsers: createAdminUsersService({ db: app.db, audit }),
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
      await api.register(auditRoutes, { service: services.audit });
      await api.register(adminUsersRoutes, { service: services.adminUsers });
    },
    { prefix: '/api' },
  );

  app.decorate('services', services);
  return app;
}

export type Services = {
  audit: ReturnType<typeof createAuditService>;
  adminUsers: ReturnType<typeof createAdminUsersService>;
  auth: ReturnType<typeof createAuthService>;
  site: ReturnType<typeof createSiteService>;
  reviews: ReturnType<typeof createReviewsService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
