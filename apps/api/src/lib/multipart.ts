import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import type { FastifyRequest } from 'fastify';
import { InvalidData } from './errors';
import { assertStorable } from './storable-text';

export interface MultipartForm {
  fields: Record<string, string>;
  files: { field: string; filename: string; bytes: Buffer }[];
}

export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

/**
 * What a failure while reading a form means. The parser throws plain errors for a broken
 * form (no boundary, cut short, a malformed part header): those are the client's, so 400;
 * errors with a status (size and count limits, our own refusals) keep it.
 */
export function formError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && statusCode === undefined ? new InvalidData(UNREADABLE_FORM) : error;
}

/**
 * Reads a whole multipart/form-data request: text fields and files (each at most 5 MB,
 * at most `maxFiles`). Size and count limits surface as 413 through the error handler.
 */
export async function readMultipart(request: FastifyRequest, maxFiles = 10): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new InvalidData('This request must be sent as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
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
  } catch (error) {
    throw formError(error);
  }
  // Parsed here rather than before validation, so the boundary's check runs here too.
  assertStorable({
    fields: form.fields,
    files: Object.fromEntries(form.files.map((file) => [file.field, file.filename])),
  });
  return form;
}

const NO_IMAGE = 'Please choose an image to upload.';

/** The picture a form sends as `image`; without one, a 400 that says so. */
export function requiredImage(form: MultipartForm): Buffer {
  const image = form.files.find((file) => file.field === 'image');
  if (!image) throw new InvalidData(NO_IMAGE, { image: NO_IMAGE });
  return image.bytes;
}
