import type { ZodType } from 'zod';
import { errorReply } from '@kt/shared';
import { localizeMessage } from './i18n/server-messages.ts';
import { noteReply } from './shown-from-cache.ts';
import { REQUEST_TIMEOUT_MS } from './ui-tuning.ts';

export const NETWORK_ERROR = 'Network error. Please check your connection.';

/** A failed call: `status` 0 means the network (or the timeout) failed before any answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
  get isNetwork() {
    return this.status === 0;
  }
}

type Options<T> = {
  /**
   * The shared zod schema of the success reply (`@kt/shared`). In development and tests every
   * reply is checked against it, so a server that drifts from the contract fails loudly; a
   * production build trusts the server and skips the check.
   */
  reply?: ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** A CSV body (text/csv), e.g. a bank's results file. */
  csv?: string;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
};

export const API_BASE = import.meta.env.VITE_API_URL ?? '';

/** Whether replies are checked against their schemas: in development and tests, not in production. */
export const CHECK_REPLIES = !import.meta.env.PROD;

/**
 * Throws when a reply matches neither its schema nor the error envelope (`success: false` with a
 * message, which screens show); the reply itself is returned as it came.
 */
function checkReply<T>(schema: ZodType<T>, data: unknown, path: string, status: number): T {
  const result = schema.safeParse(data);
  if (result.success || errorReply.safeParse(data).success) return data as T;
  const where = result.error.issues.map((i) => `${i.path.join('.') || '(reply)'}: ${i.message}`);
  console.error(`Reply of ${path} does not match the contract:`, where.join('; '));
  throw new ApiError(status, 'Server returned invalid response', data);
}

/**
 * How calls reach the server: the browser's fetch, or, in the server's own first render of a page
 * (src/ssr), the server answering in process with no network and no cookies.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/**
 * Told of every successful GET's reply as it came (the server's first render notes which address
 * each drawn query's data came from, so the browser can keep it for reading offline).
 */
let watchReply: ((url: URL, data: unknown) => void) | null = null;
export function setReplyWatcher(next: typeof watchReply) {
  watchReply = next;
}

/** Calls the API with the session cookie and a 10 s timeout; throws ApiError on any failure. */
export async function api<T>(path: string, options: Options<T> = {}): Promise<T> {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(`${API_BASE}${path}`, base);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.csv !== undefined) {
    headers['Content-Type'] = 'text/csv';
    body = options.csv;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let res: Response;
  try {
    res = await transport(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!options.method || options.method === 'GET') noteReply(res);
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(res.status || 500, 'Server returned invalid response', text);
  }
  if (!res.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      res.status,
      typeof message === 'string' ? message : `HTTP error! status: ${res.status}`,
      data,
    );
  }
  if (watchReply && (!options.method || options.method === 'GET')) watchReply(url, data);
  if (CHECK_REPLIES && options.reply) return checkReply(options.reply, data, path, res.status);
  return data as T;
}

/** An upload's address: absolute http(s) URLs as they are, server paths on the API's base. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${API_BASE}${path}`;
}

/**
 * The message the server sent with a failed call (spec section 8's "the server's message"), or
 * undefined when there is none: a network failure, an empty or non-JSON body, a blank message.
 * Screens write `serverMessage(err) ?? 'their own text'`. In Urdu the message is shown in Urdu
 * when it is a known one (localizeMessage); English stays exactly as the server wrote it.
 */
export function serverMessage(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.isNetwork) return undefined;
  const message = (err.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? localizeMessage(message) : undefined;
}

/**
 * The message to show for a failed call: the server's, else what the client knows (a network
 * failure, an invalid reply, the HTTP status), else `fallback` for anything unexpected. In Urdu a
 * known English text (the server's, the client's own, a screen's English fallback) is shown in Urdu.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return serverMessage(err) ?? localizeMessage(err.message || fallback);
  return localizeMessage(fallback);
}
