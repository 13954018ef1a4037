import { IMPORT_MAX_BYTES, importMessages, importTemplateQuery } from '@ochre/shared/schemas/activity-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, InvalidData } from '../../lib/errors';
import { formError } from '../../lib/multipart';
import { assertStorable } from '../../lib/storable-text';
import { currentUser } from '../../plugins/auth';
import type { ImportFile } from './read-file';
import type { ActivityImportService } from './service';

const failed = (reason: string) => new InvalidData(importMessages.failed, { file: reason });

/** The one file of the request (field `file`), at most IMPORT_MAX_BYTES. */
async function uploadedFile(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw failed(importMessages.noFile);
  try {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
    if (!part) throw failed(importMessages.noFile);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw failed(importMessages.empty);
    // The file name goes into the audit log.
    assertStorable({ file: part.filename });
    return { filename: part.filename, mimetype: part.mimetype, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, importMessages.failed, { file: importMessages.tooLarge });
    }
    throw formError(error);
  }
}

/** SPEC §7 POST /activities/import (admins only) and its template. */
export async function activityImportRoutes(
  app: FastifyInstance,
  { service }: { service: ActivityImportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/activities/import', { onRequest: app.requireAdmin }, async (request, reply) => {
    const { report, errors } = await service.run(currentUser(request), await uploadedFile(request));
    if (!report.committed) {
      return reply
        .status(400)
        .send({ success: false, message: importMessages.rejected, errors, data: report });
    }
    return { success: true, message: importMessages.done, data: report };
  });

  r.get(
    '/activities/import/template',
    { onRequest: app.requireAdmin, schema: { querystring: importTemplateQuery } },
    async (request, reply) => {
      const { format } = request.query;
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="activities-template.${format}"`)
        .send(service.template(format));
    },
  );
}
