import { UPLOAD_FOLDERS } from '@ochre/shared/schemas/admin-catalog';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readMultipart, requiredImage } from '../../lib/multipart';
import { parseInput } from '../../lib/parse-input';
import { accountOrAddress, currentUser } from '../../plugins/auth';
import type { UploadsService } from './service';

const uploadFields = z.strictObject({ folder: z.enum(UPLOAD_FOLDERS) });

/** Pictures for products, articles and videos, uploaded from the back office one at a time. */
export async function uploadsRoutes(app: FastifyInstance, { service }: { service: UploadsService }) {
  // Generous for a back-office session filling a gallery, still bounded per account.
  const limit = { rateLimit: { max: 120, timeWindow: 15 * 60_000, keyGenerator: accountOrAddress } };
  app.post('/admin/uploads', { onRequest: app.requireAdmin, config: limit }, async (request, reply) => {
    const form = await readMultipart(request, 1);
    const { folder } = parseInput(uploadFields, form.fields);
    const url = await service.saveImage(currentUser(request), folder, requiredImage(form));
    return reply.status(201).send({ success: true, data: { url } });
  });
}
