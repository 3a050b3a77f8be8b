import { z } from 'zod';

// In the browser, zod 4 probes `new Function` unless told not to, and the Content-Security-Policy
// forbids it. Every schema imports `z` from here, so whichever chunk loads zod configures it first.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };

/** NUL and unpaired surrogates: PostgreSQL cannot store them in text (SQLSTATE 22021). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

export const forbiddenCharactersMessage = (label: string) =>
  `${label} contains a character that is not allowed`;

/**
 * The string every input field starts from: it refuses NUL and unpaired surrogates with a message
 * that names the field, so such input is a 400 where it enters and never reaches the database.
 */
export function text(label: string, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasForbiddenCharacters(value), forbiddenCharactersMessage(label));
}
