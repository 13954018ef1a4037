import { wishlistItemParams, wishlistMergeBody } from '@ochre/shared/schemas/wishlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { WishlistService } from './service';

/** The signed-in visitor's own wish list; there is no way to name anyone else's. */
export async function wishlistRoutes(app: FastifyInstance, { service }: { service: WishlistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  r.get('/wishlist', signedIn, async (request) => ({
    success: true,
    data: await service.list(currentUser(request).id),
  }));

  r.put('/wishlist/:kind/:id', { ...signedIn, schema: { params: wishlistItemParams } }, async (request) => {
    await service.add(currentUser(request).id, request.params);
    return { success: true, message: 'Saved to your wish list.' };
  });

  r.delete(
    '/wishlist/:kind/:id',
    { ...signedIn, schema: { params: wishlistItemParams } },
    async (request) => {
      await service.remove(currentUser(request).id, request.params);
      return { success: true, message: 'Removed from your wish list.' };
    },
  );

  r.post(
    '/wishlist/merge',
    {
      ...signedIn,
      schema: { body: wishlistMergeBody },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ({ success: true, data: await service.merge(currentUser(request).id, request.body) }),
  );
}
