/** Domain errors a service throws; the error handler turns each into its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** The Postgres error code of a driver error; Drizzle wraps it in `cause`. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** How long to wait, in the largest unit that reads well: seconds, minutes, then hours. */
function waitText(ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return `${seconds} second(s)`;
  const minutes = Math.ceil(ttlMs / 60_000);
  return minutes < 120 ? `${minutes} minute(s)` : `${Math.ceil(ttlMs / 3_600_000)} hour(s)`;
}

/**
 * A 429 past a limit: `Retry-After` in seconds on the reply, and `what` ("Too many proposals")
 * followed by when to try again.
 */
export function tooMany(
  reply: { header(name: string, value: string): unknown },
  what: string,
  ttlMs: number,
) {
  reply.header('Retry-After', String(Math.max(1, Math.ceil(ttlMs / 1000))));
  return new HttpError(429, `${what}. Please try again in ${waitText(ttlMs)}.`);
}
