import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, pgErrorCode } from '../lib/errors.ts';

/** Messages for Fastify's own 4xx codes, so none of its internal wording reaches a user. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many fields',
  FST_FIELDS_LIMIT: 'Too many fields',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
};

const INVALID_DATA_CODES = new Set(['22021', '22P02', '22001', '22007', '22003', '23514']);

/** One error handler: 400 with the failing fields, domain errors with their status, 500 without internals. */
export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        field: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send({ success: false, message, errors });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ success: false, message: err.message });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: 'Internal server error' });
    }
    const code = pgErrorCode(err);
    // Data the database refuses (bad encoding or NUL, bad text for a type, too long, out of range, a
    // failed check): the request's fault, never a 500, whatever route lets it through.
    if (code && INVALID_DATA_CODES.has(code)) {
      return reply.code(400).send({ success: false, message: 'Invalid value in request' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = fastifyMessages[err.code] ?? (status === 429 ? err.message : 'Bad request');
      return reply.code(status).send({ success: false, message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'Internal server error' });
  });
});
