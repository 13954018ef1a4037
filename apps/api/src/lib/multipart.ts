import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import type { FastifyRequest } from 'fastify';
import { InvalidData } from './errors';

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; filename: string; bytes: Buffer }[];
}

/**
 * Reads a whole multipart/form-data request: text fields and files (each at most 5 MB,
 * at most `maxFiles`). Size and count limits surface as 413 through the error handler.
 */
export async function readMultipart(request: FastifyRequest, maxFiles = 10): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new InvalidData('This request must be sent as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: [] };
  const parts = request.parts({
    limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 50, fieldSize: 20_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (bytes.length > 0) form.files.push({ field: file.fieldname, filename: file.filename, bytes });
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}
