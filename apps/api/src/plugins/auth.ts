import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema/users';
import { Forbidden, Unauthorized } from '../lib/errors';
import type { TokenService } from '../modules/auth/tokens';
import { usersRepository } from '../modules/auth/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once an auth pre-handler has run. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * onRequest hooks: a valid bearer token is required / is required and belongs to an admin / is read
     * when present. They run before the body is parsed or validated, so a guest gets 401, never 400.
     */
    requireUser: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
    optionalUser: onRequestAsyncHookHandler;
    /** Every route guarded by `requireAdmin`, for the authorisation tests. */
    adminRoutes: { method: string; url: string }[];
  }
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/** The user a handler behind `requireUser` or `requireAdmin` acts for. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/** A rate-limit key for routes behind a guard: the account, so one user's budget follows them across addresses. */
export function accountOrAddress(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('user', null);

  async function resolve(request: FastifyRequest, required: boolean): Promise<void> {
    const header = request.headers.authorization;
    if (!header) {
      if (required) throw new Unauthorized();
      return;
    }
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Unauthorized(EXPIRED);
    const claims = await opts.tokens.verify(token);
    if (!claims) throw new Unauthorized(EXPIRED);
    const user = await usersRepository.findById(app.db, claims.userId);
    // A password change bumps the version, retiring every token issued before it.
    if (!user || user.tokenVersion !== claims.version) throw new Unauthorized(EXPIRED);
    request.user = user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => resolve(request, true));
  // Public pages must not break on a stale token: an unusable one just means "signed out".
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await resolve(request, false).catch((error: unknown) => {
      if (!(error instanceof Unauthorized)) throw error;
    });
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await resolve(request, true);
    if (!request.user?.isAdmin) throw new Forbidden('This area is for administrators.');
  });

  // Guards placed where they would run too late, or an /api/admin/ route without one, are mistakes: refuse to start.
  const guards: unknown[] = [app.requireUser, app.requireAdmin, app.optionalUser];
  app.decorate('adminRoutes', []);
  app.addHook('onRoute', (route) => {
    const where = `${route.method} ${route.url}`;
    if ([route.preHandler ?? [], route.preValidation ?? []].flat().some((h) => guards.includes(h))) {
      throw new Error(`${where}: auth guards belong in onRequest, before validation`);
    }
    const guarded = [route.onRequest ?? []].flat().includes(app.requireAdmin);
    if (route.url.startsWith('/api/admin/') && !guarded) {
      throw new Error(`${where} is under /api/admin/ but is not guarded by requireAdmin`);
    }
    if (guarded) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url });
      }
    }
  });
});
