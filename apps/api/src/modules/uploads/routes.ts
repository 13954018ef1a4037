import { UPLOAD_FOLDERS } from '@ochre/shared/schemas/admin-catalog';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InvalidData } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseInput } from '../../lib/parse-input';
import { currentUser } from '../../plugins/auth';
import type { UploadsService } from './service';

const uploadFields = z.strictObject({ folder: z.enum(UPLOAD_FOLDERS) });
const NO_IMAGE = 'Please choose an image to upload.';

/** Pictures for products, articles and videos, uploaded from the back office one at a time. */
export async function uploadsRoutes(app: FastifyInstance, { service }: { service: UploadsService }) {
  app.post('/admin/uploads', { onRequest: app.requireAdmin }, async (request, reply) => {
    const form = await readMultipart(request, 1);
    const { folder } = parseInput(uploadFields, form.fields);
    const image = form.files.find((file) => file.field === 'image');
    if (!image) throw new InvalidData(NO_IMAGE, { image: NO_IMAGE });
    const url = await service.saveImage(currentUser(request), folder, image.bytes);
    return reply.status(201).send({ success: true, data: { url } });
  });
}
