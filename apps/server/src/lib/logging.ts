import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { pgErrorCode } from './errors.ts';

/**
 * Fields that never reach a log line, wherever they sit: passwords and their hashes, session ids,
 * reset and verification tokens, TOTP secrets and recovery codes (a second line of defence; errors
 * are serialized without their SQL parameters in the first place).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'sessionId',
  'session_id',
  'token',
  'tokenHash',
  'token_hash',
  'secret',
  'totpSecret',
  'totp_secret',
  'recoveryCodes',
  'recovery_codes',
];

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Query parameters whose values are secrets: mailed tokens (web links) and OAuth codes and states. */
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;
export const redactQuery = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** A request for the log, as Fastify logs it, with the values of secret query parameters hidden. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactQuery(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type DbError = Error & {
  query?: unknown;
  params?: unknown;
  cause?: { code?: string; constraint?: string; table?: string; column?: string; severity?: string };
};

/**
 * Errors for the log. A database error is logged by its code and constraint only: Drizzle's message
 * and stack carry the statement's parameters (a sign-up's carry the password hash).
 */
export function serializeError(err: unknown) {
  const e = err as DbError;
  const code = pgErrorCode(err);
  if (code || (e && typeof e === 'object' && 'params' in e)) {
    const cause = e.cause ?? {};
    return {
      type: e?.constructor?.name ?? 'Error',
      message: `database error ${code ?? 'without a code'}`,
      code,
      constraint: cause.constraint ?? (e as { constraint?: string }).constraint,
      table: cause.table ?? (e as { table?: string }).table,
      column: cause.column ?? (e as { column?: string }).column,
      // Only the frames: the first lines repeat the message, parameters included.
      stack: (e?.stack ?? '')
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
    };
  }
  return stdSerializers.err(err as Error);
}
