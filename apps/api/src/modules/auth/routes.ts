import {
  changePasswordBody,
  googleAuthBody,
  loginBody,
  profileUpdateBody,
  registerBody,
} from '@ochre/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InvalidData } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import type { AuthService } from './service';

const FIFTEEN_MINUTES = 15 * 60_000;

/** SPEC §7 Auth. Bodies are `{ success, data, message }` as the client reads them. */
export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    { schema: { body: registerBody }, config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } } },
    async (request, reply) => {
      const data = await service.register(request.body);
      return reply.status(201).send({ success: true, data, message: 'Registration successful! Welcome.' });
    },
  );

  r.post(
    '/login',
    {
      schema: { body: loginBody },
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
    async (request) => {
      const data = await service.login(request.body);
      return { success: true, data, message: 'Logged in successfully!' };
    },
  );

  r.post(
    '/google',
    { schema: { body: googleAuthBody }, config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } } },
    async (request) => {
      const data = await service.googleSignIn(request.body.credential);
      return { success: true, data, message: 'Logged in successfully!' };
    },
  );

  r.get('/profile', { onRequest: app.requireUser }, async (request) => ({
    success: true,
    data: service.profile(currentUser(request)),
  }));

  r.put('/profile', { onRequest: app.requireUser, schema: { body: profileUpdateBody } }, async (request) => ({
    success: true,
    data: await service.updateProfile(currentUser(request), request.body),
    message: 'Profile updated successfully!',
  }));

  r.post('/profile/image', { onRequest: app.requireUser }, async (request) => {
    const form = await readMultipart(request, 1);
    const image = form.files.find((f) => f.field === 'image');
    if (!image)
      throw new InvalidData('Please choose an image to upload.', {
        image: 'Please choose an image to upload.',
      });
    const data = await service.setProfileImage(currentUser(request), image.bytes);
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
