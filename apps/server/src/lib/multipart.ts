import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors.ts';

const MALFORMED = 'The form could not be read: the request is not valid multipart form data';

/** Fastify's own multipart limits keep their status (413) and wording (see plugins/errors.ts). */
const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * What a failure while reading a multipart body means to the client: a domain error or a size limit
 * as it is, anything else (a missing boundary, a body cut off, garbage) a 400 with a plain message.
 */
export function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return err;
  return badRequest(MALFORMED);
}

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * The parts of a multipart request, each with a name. A missing or empty boundary, a boundary that
 * never appears, a body cut off in the middle and a nameless part are 400s, never 500s. Errors thrown
 * while a caller reads a part's file (`toBuffer`) go through `multipartError` in the caller.
 */
export async function* readParts(req: FastifyRequest, options?: PartsOptions) {
  const type = String(req.headers['content-type'] ?? '');
  if (!/;\s*boundary=(?:"[^"]+"|[^\s;]+)/i.test(type)) {
    throw badRequest('The form could not be read: its multipart boundary is missing');
  }
  let parts;
  try {
    parts = req.parts(options);
  } catch (err) {
    throw multipartError(err);
  }
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next;
    try {
      next = await iterator.next();
    } catch (err) {
      throw multipartError(err);
    }
    if (next.done) return;
    if (!next.value.fieldname) throw badRequest('The form could not be read: a part has no name');
    yield next.value;
  }
}
