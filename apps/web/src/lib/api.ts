import { REQUEST_TIMEOUT_MS } from '@kt/shared/constants';

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

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
};

export const API_BASE = import.meta.env.VITE_API_URL ?? '';

/** Calls the API with the session cookie and a 10 s timeout; throws ApiError on any failure. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let res: Response;
  try {
    res = await fetch(url, {
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
  return data as T;
}

/** An upload's address: absolute http(s) URLs as they are, server paths on the API's base. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${API_BASE}${path}`;
}

/** The message to show for a failed call, with a fallback for anything unexpected. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  return fallback;
}
