import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export const ACCOUNT_LOCKED =
  'Too many failed sign-ins for this account. Please try again later, or reset your password.';

const FIFTEEN_MINUTES = 15 * 60_000;

class TooManyRequests extends AppError {
  constructor(message: string) {
    super(429, message);
  }
}

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/**
 * Limits that follow an account (its e-mail) whatever address the attempts come from, in the
 * rate-limit store (Redis when configured, so every instance counts together).
 */
export function createAccountLimits(app: FastifyInstance) {
  // Failed sign-ins only: a customer who types the right password is never slowed by someone else's.
  const failedLogins = app.createRateLimit({
    max: 10,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-failed:${emailOf(request)}`,
  });
  // Reset e-mails per address: enough to retry, too few to flood someone's mailbox.
  const resetMails = app.createRateLimit({
    max: 3,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `reset-mail:${emailOf(request)}`,
  });

  return {
    /** Refuses a sign-in to an account that has had too many failures lately, saying when to retry. */
    async assertLoginAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const state = await failedLogins(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header('retry-after', Math.max(1, state.ttlInSeconds));
      throw new TooManyRequests(ACCOUNT_LOCKED);
    },

    async countFailedLogin(request: FastifyRequest): Promise<void> {
      await failedLogins(request);
    },

    /** Whether another reset e-mail may go to this address now (asked silently: the answer never says). */
    async mayMailReset(request: FastifyRequest): Promise<boolean> {
      const state = await resetMails(request);
      return state.isAllowed || !state.isExceeded;
    },
  };
}
