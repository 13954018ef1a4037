import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** The CONTRACT body of a typed error. */
export function appErrorBody(error: AppError): ErrorBody {
  return { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
}

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This request must be sent as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (5 MB at most).',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_ERR_VALIDATION: 'Some fields are not valid.',
  FST_ERR_BAD_URL: 'This address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long.',
};

function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const unknownKeys = (issue.params as { keys?: string[] }).keys;
    if (issue.keyword === 'unrecognized_keys' && unknownKeys) {
      const prefix = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      for (const key of unknownKeys) errors[prefix ? `${prefix}.${key}` : key] = 'This field is not allowed.';
      continue;
    }
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    errors[field] ??= issue.message ?? 'This value is not valid.';
  }
  return errors;
}

/**
 * The one place errors become responses: the CONTRACT shape, the right status, never internals.
 * Also given to Fastify as `frameworkErrors`, for the URLs its router cannot decode.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let body: ErrorBody = { success: false, message: 'Something went wrong on our side. Please try again.' };

  if (error instanceof AppError) {
    status = error.statusCode;
    body = appErrorBody(error);
  } else if (error.validation) {
    status = 400;
    const errors = fieldErrors(error);
    const first = Object.values(errors)[0];
    body = { success: false, message: first ?? 'Some fields are not valid.', errors };
  } else if (error.statusCode === 429) {
    status = 429;
    body = { success: false, message: 'Too many attempts. Please wait a moment and try again.' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = {
      success: false,
      message: FRAMEWORK_MESSAGES[error.code] ?? 'The request could not be processed.',
    };
  }

  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: error.code, message: body.message }, 'request refused');

  if (status === 429 && reply.getHeader('retry-after') === undefined && error.statusCode === 429) {
    reply.header('retry-after', '60');
  }
  return reply.status(status).send(body);
}

/** Fastify's default `maxParamLength`, past which the router answers 414. */
const MAX_PARAM_LENGTH = 100;

/**
 * The API's catch-all GET. It keeps unknown API paths from rendering an HTML page, but as a
 * wildcard it also matches addresses whose parameter is past the router's limit, which the
 * router alone would have answered 414.
 */
export function unknownApiPath(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
    return sendError(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path), request, reply);
  }
  // Answered here rather than through callNotFound, which runs the request's lifecycle a second time.
  return sendNotFound(request, reply, path);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${path}` });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, request.url.split('?')[0] ?? ''));
});
