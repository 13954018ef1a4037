import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
    /** Pre-handlers: a valid bearer token is required / is required and belongs to an admin / is read when present. */
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
  }
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/** The user a handler behind `requireUser` or `requireAdmin` acts for. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Unauthorized();
  return request.user;
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
});
