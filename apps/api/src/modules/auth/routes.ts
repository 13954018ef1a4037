import {
  changePasswordBody,
  forgotPasswordBody,
  googleAuthBody,
  loginBody,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
} from '@ochre/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Unauthorized } from '../../lib/errors';
import { readMultipart, requiredImage } from '../../lib/multipart';
import { responses } from '../../lib/response-schemas';
import { accountOrAddress, currentUser } from '../../plugins/auth';
import { askedLanguage } from '../../plugins/content-language';
import { createAccountLimits } from './account-limits';
import type { AuthService } from './service';

const RESET_REQUESTED = 'If an account exists for this e-mail, a link to reset its password is on its way.';
const PASSWORD_RESET = 'Your password has been reset. You can now sign in.';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Decoding pictures is the costliest thing a customer can ask for: a few a quarter-hour per account. */
const uploadLimit = {
  rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES, keyGenerator: accountOrAddress },
};

/** SPEC §7 Auth. Bodies are `{ success, data, message }` as the client reads them. */
export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = createAccountLimits(app);

  r.post(
    '/register',
    {
      schema: { body: registerBody, response: responses.session },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const data = await service.register(request.body, askedLanguage(request));
      return reply.status(201).send({ success: true, data, message: 'Registration successful! Welcome.' });
    },
  );

  r.post(
    '/login',
    {
      schema: { body: loginBody, response: responses.session },
      config: {
        // Per address and per client, so one attacker cannot lock out a customer from elsewhere.
        rateLimit: {
          max: 10,
          timeWindow: FIFTEEN_MINUTES,
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      // And per account, from every address together, so rotating addresses gains nothing.
      await accounts.assertLoginAllowed(request, reply);
      try {
        const data = await service.login(request.body, askedLanguage(request));
        return { success: true, data, message: 'Logged in successfully!' };
      } catch (error) {
        if (error instanceof Unauthorized) await accounts.countFailedLogin(request);
        throw error;
      }
    },
  );

  r.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordBody },
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      if (await accounts.mayMailReset(request))
        service.requestPasswordReset(request.body.email, askedLanguage(request));
      return { success: true, message: RESET_REQUESTED };
    },
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordBody },
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { success: true, message: PASSWORD_RESET };
    },
  );

  r.post(
    '/google',
    { schema: { body: googleAuthBody }, config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } } },
    async (request) => {
      const data = await service.googleSignIn(request.body.credential, askedLanguage(request));
      return { success: true, data, message: 'Logged in successfully!' };
    },
  );

  r.get(
    '/profile',
    { onRequest: app.requireUser, schema: { response: responses.profile } },
    async (request) => ({
      success: true,
      data: service.profile(currentUser(request)),
    }),
  );

  r.put('/profile', { onRequest: app.requireUser, schema: { body: profileUpdateBody } }, async (request) => ({
    success: true,
    data: await service.updateProfile(currentUser(request), request.body),
    message: 'Profile updated successfully!',
  }));

  r.post('/profile/image', { onRequest: app.requireUser, config: uploadLimit }, async (request) => {
    const form = await readMultipart(request, 1);
    const data = await service.setProfileImage(currentUser(request), requiredImage(form));
    return { success: true, data, message: 'Profile image updated successfully!' };
  });

  r.put(
    '/change-password',
    {
      onRequest: app.requireUser,
      schema: { body: changePasswordBody },
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => ({
      success: true,
      data: await service.changePassword(currentUser(request), request.body),
      message: 'Password updated successfully!',
    }),
  );
}
